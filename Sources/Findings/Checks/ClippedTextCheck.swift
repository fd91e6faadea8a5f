import Diagnostics
import LayoutEngine
import TextModel

/// `clipped-text`: a text view got less room than its text needs because a constraint beat
/// its compression resistance (by more than `CheckContext.clipTolerance`).
public struct ClippedTextCheck: FindingCheck {
    /// Creates the check.
    public init() {}

    public var kind: FindingKind { .clippedText }
    public var severity: FindingSeverity { .error }
    public var title: String { "Clipped text" }
    public var explanation: String {
        "A text view got less room than its text needs because a constraint beat its compression resistance."
    }
    public var heading: String { "clipped" }
    public var fields: [String] { ["axis", "lost", "because", "winningPriority", "stack", "winningConstraint"] }
    public var example: CheckExample {
        CheckExample(spec: """
            screen: Example
            views:
              title: { type: label, parent: root, text: "A title far too long for eighty points", style: body }
            constraints:
              - title.leading = root.safeArea.leading + 16
              - title.top = root.safeArea.top + 16
              - title.width = 80
            """, view: "title")
    }

    public var cutsText: Bool { true }

    public var showsWinningConstraints: Bool { true }

    public func reasonNotJudged(_ node: ViewNode, in context: CheckContext) -> String? {
        if !node.kind.showsText { return NotJudged.noText }
        if node.textStandsIn { return NotJudged.standIn }
        if context.index.screen.appFacts.placedByUnreadCode.contains(node.id) { return NotJudged.placedByCode }
        return nil
    }

    public func findings(for node: ViewNode, in context: CheckContext) -> [Finding] {
        // A stand-in for a text set at run time is not the app's text: nothing to report on it.
        // Nor is a frame code the reader does not evaluate gives the view (a layout pass sizing
        // the label to its text): the size here is not the app's.
        guard reasonNotJudged(node, in: context) == nil else { return [] }
        let shown = context.shownText(node.id)
        // No text, nothing to cut: a button without a title (UIKit scales its image into the
        // frame: Go Map!!'s 42 pt compass button with a 50 pt image), an empty label squeezed
        // to nothing (that is a collapse, not clipped text).
        if context.isTitleless(node) { return [] }
        if node.kind == .label, (shown ?? "").isEmpty, (context.laidOut(node.id)?.measurement?.width ?? 0) <= 0 { return [] }
        var findings: [Finding] = []
        for loss in (context.losses[node.id] ?? []).sorted(by: { $0.axis == .horizontal && $1.axis == .vertical }) {
            // A shrinking label (`minimumScaleFactor`) that fits once shrunk is drawn whole, only
            // smaller: UIKit cuts nothing, so it does not clip.
            if loss.axis == .horizontal, node.minimumScaleFactor > 0,
               let measurement = context.laidOut(node.id)?.measurement, !measurement.truncated { continue }
            // A button whose image fills its width leaves its title no room: UIKit lays the
            // image out first and draws no title at all (an icon button with IB's placeholder
            // title left in the file), so no text is cut.
            if loss.axis == .horizontal, context.imageFillsButton(node) { continue }
            var lost = loss.lost
            if loss.axis == .vertical, [.button, .textField, .segmentedControl].contains(node.kind) {
                // A button, text field or segmented control shorter than its intrinsic height
                // gives up the padding around its text first; the text is cut only where the
                // control is shorter than the text (a 26 pt rounded field still shows a 17 pt
                // line whole, a 28 pt segmented control its 13 pt titles).
                guard let laidOut = context.laidOut(node.id), let text = laidOut.measurement?.height else { continue }
                lost = min(lost, text - laidOut.frame.height)
                if lost <= CheckContext.clipTolerance { continue }
            }
            // One line of text is drawn centred in the view and cut at its bounds, but its line
            // box is taller than its glyphs: a view a point short of the line cuts only the
            // empty space above and below the ink ("4 of 10" in a 13 pt label of 12 pt text).
            if loss.axis == .vertical, let laidOut = context.laidOut(node.id), let measurement = laidOut.measurement,
               measurement.linesUsed <= 1, Self.inkCut(measurement, height: laidOut.frame.height) <= CheckContext.clipTolerance {
                continue
            }
            let because = explaining(loss.because, for: node.id)
            // The priority that won: the first written constraint's; generated ones (the device's
            // size, stack spacing) are the structure itself and count as required.
            let winningPriority = because.isEmpty ? nil : because.first(where: \.isWritten)?.priority ?? 1000
            let dimension = loss.axis == .horizontal ? "width" : "height"
            let message = "\(CheckContext.quote(shown)) lost \(Format.points(lost)) of \(dimension): its compression resistance "
                + "(\(Format.number(node.compression[loss.axis]))) lost to \(because.first?.label ?? "other constraints")"
                + context.standInNote(node.id)
            let details = FindingDetails.clippedText(
                axis: loss.axis, lost: Format.rounded(lost), because: because.map(\.label), winningPriority: winningPriority,
                allowedLines: node.lines, stack: loss.axis == .horizontal ? squeezingStack(of: node.id, in: context.index) : nil,
                winningConstraint: because.first(where: \.isWritten)?.id)
            findings.append(Finding(details, variant: context.variant, view: node.id, location: node.location,
                                    message: message, text: shown))
        }
        return findings
    }

    /// How much of a single line's glyphs a view `height` tall cuts, top and bottom together:
    /// the line box is centred in the view, and each side loses its ink only past the empty
    /// space between the line box's edge and the highest (lowest) glyph of the text drawn.
    static func inkCut(_ measurement: TextMeasurement, height: Double) -> Double {
        let overflow = measurement.lineHeight - height
        guard overflow > 0 else { return 0 }
        let aboveInk = max(0, measurement.ascent - measurement.inkAscent)
        let belowInk = max(0, measurement.descent - measurement.inkDescent)
        return max(0, overflow / 2 - aboveInk) + max(0, overflow / 2 - belowInk)
    }

    /// The constraints that won, best explanation first: ones tying the view to another view
    /// (they say what squeezed it), then the view's own, then other written ones, then
    /// generated ones (the device's size, stack spacing). Stable within a rank.
    private func explaining(_ references: [ConstraintRef], for view: String) -> [ConstraintRef] {
        func rank(_ reference: ConstraintRef) -> Int {
            if !reference.isWritten { return 3 }
            let items = Set(reference.label.split(separator: " ").compactMap { token in
                token.contains(".") ? token.split(separator: ".").first.map(String.init) : nil
            })
            guard items.contains(view) else { return 2 }
            return items.subtracting([view, LayoutItem.rootID]).isEmpty ? 1 : 0
        }
        // Rank each reference once (ranking splits its text), then order stably by rank.
        let ranks = references.map(rank)
        return references.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }.map { references[$0] }
    }

    /// The horizontal stack that arranges the view, or the nearest horizontal stack around it.
    private func squeezingStack(of view: String, in index: ScreenIndex) -> String? {
        guard let stack = index.stackOf[view] ?? index.ancestors(of: view).first(where: { index.nodes[$0]?.stack?.axis == .horizontal }),
              index.nodes[stack]?.stack?.axis == .horizontal else { return nil }
        return stack
    }

    public func summaryVerb(for worst: Finding) -> String {
        if case .clippedText(.vertical, _, _, _, _, _, _) = worst.details { return "clips vertically" }
        return "clips"
    }

    public func worstPhrase(for worst: Finding) -> String? {
        guard case .clippedText(_, let lost, _, _, _, _, _) = worst.details else { return nil }
        return Format.points(lost)
    }

    public func suggestion(for worst: Finding, firstFailures: [FirstFailure], locales: [String]) -> String? {
        guard case let .clippedText(axis, _, because, winningPriority, allowedLines, stack, winningConstraint) = worst.details else { return nil }
        let view = worst.viewName.map { "\(worst.view) “\($0)”" } ?? worst.view
        let file = FixFile(worst.location?.file)
        // Interface Builder shows a constraint by its reading and finds it by its object id.
        let winner = because.first.map { label in
            file == .interfaceBuilder ? "`\(label)`" + (winningConstraint.map { " (constraint \($0))" } ?? "") : "`\(label)`"
        }
        if axis == .vertical {
            return "let \(view)'s container grow: make the height constraint that won (\(winner ?? "…")) a `>=` or lower its priority"
        }
        let startsAtAccessibility = !firstFailures.isEmpty && firstFailures.allSatisfy(\.category.isAccessibilityCategory)
        if let stack, startsAtAccessibility {
            return "switch stack `\(stack)` to a vertical axis at accessibility sizes, or let \(view) wrap (\(file.wrapping))"
        }
        var text = allowedLines == 1 ? "let \(view) wrap (\(file.wrapping))" : "give \(view) more room"
        if let priority = winningPriority, priority < 1000 {
            text += ", or raise its horizontal compression resistance above \(Format.number(priority)) (e.g. \(Format.number(min(priority + 1, 999))))"
                + (file == .interfaceBuilder ? " in the Size inspector" : "")
        } else if let winner {
            text += file == .interfaceBuilder
                ? ", or lower the priority of \(winner) below the label's compression resistance in the Size inspector"
                : ", or make \(winner) optional so the text can win"
        }
        return text
    }
}
