import Diagnostics
import LayoutEngine
import TextEngine

/// Turns one variant's layout into findings: clipped and truncated text, views off screen,
/// overlaps, unsatisfiable and ambiguous constraints, missing glyphs and translations,
/// fixed fonts, small touch targets, and (with a left-to-right twin) mirroring faults.
public struct FindingDetector: Sendable {
    /// Losses smaller than this (points) are rounding, not clipping.
    public static let clipTolerance = 0.5
    /// Overlaps smaller than this (square points) are touching edges.
    public static let overlapTolerance = 1.0
    /// How far off (points) a frame may be and still count as in place or mirrored.
    public static let positionTolerance = 1.0
    /// Apple's minimum touch target side.
    public static let minimumTouchTarget = 44.0

    /// The screen's index.
    public let index: ScreenIndex

    /// Creates a detector for one screen.
    public init(index: ScreenIndex) {
        self.index = index
    }

    /// All findings of one variant, in a fixed order: views in screen order, then
    /// screen-wide findings (unsatisfiable, ambiguous).
    /// - Parameters:
    ///   - layout: the variant's layout.
    ///   - texts: each text-bearing view's resolved strings (text, placeholder, segments).
    ///   - twin: for RTL variants, the same locale laid out left to right.
    public func findings(in variant: Variant, layout: VariantLayout, texts: [String: [ResolvedTextEntry]],
                         twin: VariantLayout?) -> (findings: [Finding], mirroring: MirroringSummary?) {
        var findings: [Finding] = []
        var losses: [String: [ContentLoss]] = [:]
        for loss in layout.compressionLosses where loss.lost > FindingDetector.clipTolerance {
            losses[loss.view, default: []].append(loss)
        }
        let rootBounds = Rect(x: 0, y: 0, width: layout.rootSize.width, height: layout.rootSize.height)

        for node in index.screen.views where !index.hidden.contains(node.id) {
            guard let laidOut = layout.views[node.id] else { continue }
            let shown = texts[node.id]?.first?.resolved.text
            if node.kind.showsText {
                findings += textFindings(node, laidOut, shown: shown, losses: losses[node.id] ?? [], variant: variant)
                findings += translationFindings(node, texts[node.id] ?? [], variant: variant)
            }
            if let finding = touchTargetFinding(node, laidOut, variant: variant) { findings.append(finding) }
            if let finding = offscreenFinding(node, laidOut, in: rootBounds, layout: layout, variant: variant) { findings.append(finding) }
        }
        findings += overlapFindings(layout, texts: texts, variant: variant)

        var mirroring: MirroringSummary?
        if variant.direction == .rightToLeft, let twin {
            let check = MirroringCheck(index: index)
            let outcome = check.compare(layout, with: twin, variant: variant)
            findings += outcome.findings
            mirroring = outcome.summary
        }
        findings += conflictFindings(layout, variant: variant)
        findings += ambiguityFindings(layout, variant: variant)
        for index in findings.indices {
            if let name = self.index.nodes[findings[index].view]?.displayName, name != findings[index].view {
                findings[index].viewName = name
            }
        }
        return (findings, mirroring)
    }

    // MARK: - Text

    private func textFindings(_ node: ViewNode, _ laidOut: LaidOutView, shown: String?, losses: [ContentLoss],
                              variant: Variant) -> [Finding] {
        var findings: [Finding] = []
        for var loss in losses.sorted(by: { $0.axis == .horizontal && $1.axis == .vertical }) {
            // The user's own constraints explain a loss better than generated ones (the device's
            // size, stack spacing).
            // Constraints tying the view to another view come first: they say what squeezed it.
            func rank(_ reference: ConstraintReference) -> Int {
                if reference.location == nil { return 3 }
                let items = Set(reference.text.split(separator: " ").compactMap { token in
                    token.contains(".") ? token.split(separator: ".").first.map(String.init) : nil
                })
                guard items.contains(node.id) else { return 2 }
                return items.subtracting([node.id, LayoutItem.rootID]).isEmpty ? 1 : 0
            }
            loss.because = loss.because.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
            let dimension = loss.axis == .horizontal ? "width" : "height"
            var finding = Finding(kind: .clippedText, variant: variant, view: node.id, location: node.location,
                                  message: "\(quote(shown)) lost \(Format.points(loss.lost)) of \(dimension): its compression resistance "
                                  + "(\(Format.number(node.compression[loss.axis]))) lost to \(loss.because.first?.text ?? "other constraints")")
            finding.axis = loss.axis
            finding.lost = Format.rounded(loss.lost)
            finding.because = loss.because.map(\.text)
            finding.winningPriority = (loss.because.first(where: { $0.location != nil }) ?? loss.because.first)?.priority
            finding.allowedLines = node.lines
            finding.text = shown
            if loss.axis == .horizontal, let stack = index.stackOf[node.id] ?? index.ancestors(of: node.id).first(where: {
                index.nodes[$0]?.stack?.axis == .horizontal
            }), index.nodes[stack]?.stack?.axis == .horizontal {
                finding.stack = stack
            }
            findings.append(finding)
        }
        if let measurement = laidOut.measurement {
            if losses.isEmpty, measurement.truncated || (node.lines > 0 && measurement.linesNeeded > node.lines) {
                var finding = Finding(kind: .truncatedText, variant: variant, view: node.id, location: node.location,
                                      message: "\(quote(shown)) needs \(measurement.linesNeeded) line\(measurement.linesNeeded == 1 ? "" : "s") "
                                      + "at \(Format.points(laidOut.frame.width)) wide but shows \(node.lines == 0 ? measurement.linesUsed : node.lines)")
                finding.neededLines = measurement.linesNeeded
                finding.allowedLines = node.lines
                finding.text = shown
                findings.append(finding)
            }
            if !measurement.missingCharacters.isEmpty {
                let codes = measurement.missingCharacters.map(Format.codePoints).joined(separator: ", ")
                var finding = Finding(kind: .missingGlyphs, variant: variant, view: node.id, location: node.location,
                                      message: "no font covers \(codes) in \(quote(shown))")
                finding.characters = measurement.missingCharacters
                finding.text = shown
                findings.append(finding)
            }
        }
        if !node.font.scales {
            var finding = Finding(kind: .fixedFont, variant: variant, view: node.id, location: node.location,
                                  message: "font \(node.font.displayName) stays the same size at every Dynamic Type category")
            finding.font = node.font.displayName
            findings.append(finding)
        }
        return findings
    }

    private func translationFindings(_ node: ViewNode, _ entries: [ResolvedTextEntry], variant: Variant) -> [Finding] {
        entries.filter { $0.resolved.isMissingTranslation }.map { entry in
            var finding = Finding(kind: .missingTranslation, variant: variant, view: node.id, location: node.location,
                                  message: "key \(quote(entry.key)) has no \(variant.locale) translation; shows \(quote(entry.resolved.text))")
            finding.key = entry.key
            finding.text = entry.resolved.text
            return finding
        }
    }

    // MARK: - Geometry

    private func touchTargetFinding(_ node: ViewNode, _ laidOut: LaidOutView, variant: Variant) -> Finding? {
        // UISwitch and UISlider extend their hit areas past their frames, so their frames are not the target.
        guard node.kind.isControl, node.kind != .switch, node.kind != .slider else { return nil }
        let frame = laidOut.frame
        let limit = FindingDetector.minimumTouchTarget - 0.5
        guard frame.width < limit || frame.height < limit else { return nil }
        var finding = Finding(kind: .smallTouchTarget, variant: variant, view: node.id, location: node.location,
                              message: "\(node.kind.rawValue) is \(Format.number(frame.width))×\(Format.number(frame.height)) pt, under the 44×44 pt minimum")
        finding.size = Size(width: Format.rounded(frame.width), height: Format.rounded(frame.height))
        return finding
    }

    private func offscreenFinding(_ node: ViewNode, _ laidOut: LaidOutView, in bounds: Rect, layout: VariantLayout,
                                  variant: Variant) -> Finding? {
        guard !index.insideScroll.contains(node.id) else { return nil }
        guard let (edge, overflow) = FindingDetector.overflow(of: laidOut.frame, in: bounds) else { return nil }
        // Report the outermost view that runs off; its subviews follow it.
        if node.parent != LayoutItem.rootID, let parent = layout.views[node.parent],
           FindingDetector.overflow(of: parent.frame, in: bounds)?.edge == edge {
            return nil
        }
        var finding = Finding(kind: .offscreen, variant: variant, view: node.id, location: node.location,
                              message: "runs \(Format.points(overflow)) past the \(edge) edge of the screen")
        finding.edge = edge
        finding.overflow = Format.rounded(overflow)
        return finding
    }

    /// The edge a frame runs furthest past, and by how much; nil when it stays inside.
    static func overflow(of frame: Rect, in bounds: Rect) -> (edge: String, overflow: Double)? {
        let candidates: [(String, Double)] = [
            ("left", bounds.x - frame.x), ("right", frame.maxX - bounds.maxX),
            ("top", bounds.y - frame.y), ("bottom", frame.maxY - bounds.maxY),
        ]
        guard let worst = candidates.max(by: { $0.1 < $1.1 }), worst.1 > FindingDetector.clipTolerance,
              frame.width > 0, frame.height > 0 else { return nil }
        return worst
    }

    private func overlapFindings(_ layout: VariantLayout, texts: [String: [ResolvedTextEntry]], variant: Variant) -> [Finding] {
        let candidates = index.screen.views.filter { node in
            (node.kind.showsText || node.kind.isControl) && !index.hidden.contains(node.id)
        }
        var findings: [Finding] = []
        for (i, first) in candidates.enumerated() {
            guard let a = layout.views[first.id]?.frame, a.width > 0, a.height > 0 else { continue }
            for second in candidates[(i + 1)...] {
                // Scrolling content passes under fixed bars by design: only compare views that scroll together.
                guard let b = layout.views[second.id]?.frame, !index.areNested(first.id, second.id),
                      index.insideScroll.contains(first.id) == index.insideScroll.contains(second.id),
                      let overlap = a.intersection(b) else { continue }
                let area = overlap.width * overlap.height
                guard area > FindingDetector.overlapTolerance else { continue }
                var finding = Finding(kind: .overlap, variant: variant, view: first.id, location: first.location,
                                      message: "overlaps \(second.id) by \(Format.number(overlap.width))×\(Format.number(overlap.height)) pt")
                finding.otherView = second.id
                finding.area = Format.rounded(area)
                finding.text = texts[first.id]?.first?.resolved.text
                findings.append(finding)
            }
        }
        return findings
    }

    // MARK: - Constraints

    private func conflictFindings(_ layout: VariantLayout, variant: Variant) -> [Finding] {
        layout.conflicts.map { conflict in
            let broken = conflict.filter { layout.broken.contains($0) }
            let culprit = broken.last ?? conflict.last
            let view = culprit?.view ?? LayoutItem.rootID
            var finding = Finding(kind: .unsatisfiable, variant: variant, view: view,
                                  location: culprit?.location ?? index.nodes[view]?.location,
                                  message: "\(conflict.count) required constraints conflict; broke \(broken.map(\.text).joined(separator: ", "))")
            finding.because = conflict.map(\.text)
            finding.broken = broken.map(\.text)
            return finding
        }
    }

    private func ambiguityFindings(_ layout: VariantLayout, variant: Variant) -> [Finding] {
        layout.ambiguous.sorted { (index.order[$0.view] ?? .max, $0.view) < (index.order[$1.view] ?? .max, $1.view) }.map { record in
            // A layout guide (`scroll.content`) is reported on the view that owns it.
            var view = record.view
            var message = "frame is not fixed by its constraints"
            if index.nodes[view] == nil, let dot = view.firstIndex(of: "."), index.nodes[String(view[..<dot])] != nil {
                message = "its \(view[view.index(after: dot)...]) layout guide is not fixed by its constraints"
                view = String(view[..<dot])
            }
            if let other = record.tiedWith, let priority = record.tiedPriority {
                message += ": ties with \(other) at priority \(Format.number(priority))"
            }
            var finding = Finding(kind: .ambiguous, variant: variant, view: view,
                                  location: index.nodes[view]?.location, message: message)
            finding.otherView = record.tiedWith
            finding.tiedPriority = record.tiedPriority
            return finding
        }
    }

    private func quote(_ text: String?) -> String {
        guard let text else { return "text" }
        let short = text.count > 40 ? String(text.prefix(39)) + "…" : text
        return "“\(short)”"
    }
}
