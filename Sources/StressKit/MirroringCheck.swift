import LayoutEngine

/// Compares a right-to-left layout with the same strings laid out left to right: every
/// view that did not opt out of flipping must sit at the mirror image of its
/// left-to-right frame; views that opted out (playback, spatial, forced direction) must not move.
public struct MirroringCheck: Sendable {
    /// The screen's index.
    public let index: ScreenIndex

    /// Creates a check for one screen.
    public init(index: ScreenIndex) {
        self.index = index
    }

    /// The mirroring findings and summary of one RTL variant.
    public func compare(_ layout: VariantLayout, with twin: VariantLayout, variant: Variant)
        -> (findings: [Finding], summary: MirroringSummary) {
        let width = layout.rootSize.width
        let tolerance = FindingDetector.positionTolerance
        var findings: [Finding] = []
        var mirrored = 0
        var kept: [String] = [], flipped: [String] = []
        var notMirrored = Set<String>()
        var twinFrames: [String: Rect] = [:]

        for node in index.screen.views where !index.hidden.contains(node.id) {
            guard let rtl = layout.views[node.id]?.frame, let ltr = twin.views[node.id]?.frame else { continue }
            twinFrames[node.id] = ltr
            let mirrorX = width - ltr.x - ltr.width
            let offMirror = abs(rtl.x - mirrorX)
            let isMirrored = offMirror <= tolerance
            let stayed = abs(rtl.x - ltr.x) <= tolerance

            if index.optedOut.contains(node.id) {
                if stayed { kept.append(node.id) } else if isMirrored { flipped.append(node.id) }
                continue
            }
            if isMirrored {
                mirrored += 1
                if let cause = alignmentCause(node, layout.views[node.id]) {
                    findings.append(finding(node, variant: variant, cause: cause, off: 0,
                                            message: "text keeps \(node.alignment.rawValue) alignment in right-to-left"))
                }
                continue
            }
            notMirrored.insert(node.id)
            let ownConstraint = index.absoluteHorizontal[node.id]?.first
            // A view inside a view that is itself off its mirror moves with it: report the parent only.
            if ownConstraint == nil, node.parent != LayoutItem.rootID, notMirrored.contains(node.parent) || index.optedOut.contains(node.parent) {
                continue
            }
            var cause: String
            if let ownConstraint {
                cause = "`\(ownConstraint.sourceText ?? ownConstraint.description)` uses left/right, which never flip"
            } else {
                cause = "frame x \(Format.number(rtl.x)) instead of the mirror \(Format.number(mirrorX))"
            }
            if let alignment = alignmentCause(node, layout.views[node.id]) { cause += "; " + alignment }
            var result = finding(node, variant: variant, cause: cause, off: offMirror,
                                 message: "is \(Format.points(offMirror)) off the mirror image of its left-to-right frame")
            if let ownConstraint { result.location = ownConstraint.location ?? node.location }
            findings.append(result)
        }
        let summary = MirroringSummary(mirrored: mirrored, keptByDesign: kept, flippedDespiteOptOut: flipped, twinFrames: twinFrames)
        return (findings, summary)
    }

    /// Explicit left/right text alignment does not flip; it shows when the text is narrower than its view.
    private func alignmentCause(_ node: ViewNode, _ laidOut: LaidOutView?) -> String? {
        guard node.kind.showsText, node.alignment == .left || node.alignment == .right,
              let laidOut, let measurement = laidOut.measurement,
              measurement.width < laidOut.frame.width - FindingDetector.positionTolerance else { return nil }
        return "alignment: \(node.alignment.rawValue) does not follow the locale (use natural)"
    }

    private func finding(_ node: ViewNode, variant: Variant, cause: String, off: Double, message: String) -> Finding {
        var finding = Finding(kind: .rtlNotMirrored, variant: variant, view: node.id, location: node.location, message: message)
        finding.cause = cause
        finding.overflow = Format.rounded(off)
        return finding
    }
}
