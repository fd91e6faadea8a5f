import Diagnostics
import LayoutEngine

/// `rtl-not-mirrored`: in a right-to-left variant a view that did not opt out of flipping is
/// not at the mirror image (x′ = width − x − w) of its frame when the same strings are laid
/// out left to right, or its text keeps an explicit left/right alignment. Views whose
/// horizontal position code sets at run time (`ScreenIndex.positionedInCode`) are not judged;
/// those the app's layout pass places left to right in every locale are reported as such.
public struct RTLNotMirroredCheck: FindingCheck {
    /// Creates the check.
    public init() {}

    public var kind: FindingKind { .rtlNotMirrored }
    public var severity: FindingSeverity { .error }
    public var title: String { "Not mirrored in right-to-left" }
    public var explanation: String {
        "In a right-to-left locale a view is not the mirror image of its left-to-right frame and did not opt out."
    }
    public var heading: String { "rtl" }
    public var fields: [String] { ["cause", "overflow"] }
    public var example: CheckExample {
        CheckExample(spec: """
            screen: Example
            views:
              box: { type: view, parent: root }
            constraints:
              - box.left = root.left + 16
              - box.top = root.safeArea.top + 16
              - box.width = 100
              - box.height = 40
            """, locale: "ar", view: "box")
    }

    public func reasonNotJudged(_ node: ViewNode, in context: CheckContext) -> String? {
        if context.variant.direction != .rightToLeft {
            return context.index.screen.appFacts.forcesLeftToRight ? "the app forces left-to-right layout" : "the variant is laid out left to right"
        }
        return nil
    }

    public func findings(in context: CheckContext) -> [Finding] {
        guard context.variant.direction == .rightToLeft, context.twin != nil else { return [] }
        let index = context.index
        let width = context.layout.rootSize.width
        var findings: [Finding] = []
        var notMirrored = Set<String>()
        findings += placedLeftToRightByCode(context)
        for node in context.visibleViews {
            // A component's own view (a cell's content view) is where its host puts it.
            guard node.id != index.screen.componentView,
                  let laidOut = context.laidOut(node.id), let twin = context.twinViews[node.id],
                  !index.optedOut.contains(node.id),
                  !context.isPlacedArbitrarily(node.id, along: .horizontal, twin: true, judgingMirroring: true) else { continue }
            let rtl = laidOut.frame
            let mirrorX = Self.mirrorX(of: twin, in: width)
            let offMirror = abs(rtl.x - mirrorX)
            // Where code places a view at run time (a popover beside the text it points at),
            // its frame here says nothing of its mirror image; its text's alignment still counts.
            if offMirror <= CheckContext.mirroringTolerance || index.positionedInCode.contains(node.id) {
                if let cause = alignmentCause(node, laidOut) {
                    findings.append(finding(node, context, cause: cause, off: 0,
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
            let blind = index.screen.appFacts.placedByDirectionBlindCode
            if !blind.isEmpty, ([node.id] + index.ancestors(of: node.id)).contains(where: blind.contains) {
                cause = Self.directionBlindCodeCause
            } else if let ownConstraint, ownConstraint.origin == .autoresizing {
                // No constraint of the author's: the frame and autoresizing mask place it.
                cause = "placed by its frame and autoresizing mask (no constraints), which UIKit never mirrors"
            } else if let ownConstraint {
                cause = "`\(ownConstraint.sourceText ?? ownConstraint.description)` uses left/right, which never flip"
            } else {
                cause = "frame x \(Format.number(rtl.x)) instead of the mirror \(Format.number(mirrorX))"
            }
            if let alignment = alignmentCause(node, laidOut) { cause += "; " + alignment }
            var result = finding(node, context, cause: cause, off: offMirror,
                                 message: "is \(Format.points(offMirror)) off the mirror image of its left-to-right frame")
            if let ownConstraint { result.location = ownConstraint.location ?? node.location }
            findings.append(result)
        }
        return findings
    }

    /// Views the app's layout pass places left to right in every locale
    /// (`Screen.placedLeftToRightByCode`); inside one, only the outermost is reported.
    private func placedLeftToRightByCode(_ context: CheckContext) -> [Finding] {
        let placed = context.index.screen.appFacts.placedLeftToRightByCode
        guard !placed.isEmpty else { return [] }
        return context.visibleViews.compactMap { node in
            guard let location = placed[node.id], !context.index.optedOut.contains(node.id),
                  !context.index.ancestors(of: node.id).contains(where: { placed[$0] != nil }) else { return nil }
            var result = finding(node, context, cause: Self.leftToRightByCodeCause, off: 0,
                                 message: "is placed left to right in every locale by code: PinLayout's default direction, which the app never changes")
            result.location = location
            return result
        }
    }

    /// The cause given for a view `placedByDirectionBlindCode` (or inside one).
    static let directionBlindCodeCause = "placed by its class's code, which sets its frame without ever asking the layout direction: left to right in every locale (measured on the file's frame)"

    /// The cause given for a view `placedLeftToRightByCode`.
    static let leftToRightByCodeCause = "placed by PinLayout against one side in the class's layout pass; PinLayout lays out left to right unless the app sets Pin.layoutDirection(.auto)"

    /// What the check saw besides its findings: views in place, kept and wrongly flipped.
    public static func summary(of context: CheckContext) -> MirroringSummary? {
        guard context.variant.direction == .rightToLeft, context.twin != nil else { return nil }
        let width = context.layout.rootSize.width
        let tolerance = CheckContext.positionTolerance
        var mirrored = 0
        var kept: [String] = [], flipped: [String] = []
        var twinFrames: [String: Rect] = [:]
        for node in context.visibleViews {
            guard let rtl = context.laidOut(node.id)?.frame, let twin = context.twinViews[node.id] else { continue }
            let ltr = twin.frame
            twinFrames[node.id] = ltr
            // Mirrored as the check judges it (an optical nudge included).
            let isMirrored = abs(rtl.x - mirrorX(of: twin, in: width)) <= CheckContext.mirroringTolerance
            if context.index.optedOut.contains(node.id) {
                if abs(rtl.x - ltr.x) <= tolerance { kept.append(node.id) } else if isMirrored { flipped.append(node.id) }
            } else if isMirrored {
                mirrored += 1
            }
        }
        return MirroringSummary(mirrored: mirrored, keptByDesign: kept, flippedDespiteOptOut: flipped, twinFrames: twinFrames)
    }

    /// Where the left edge of `ltr`'s mirror image lies in a root `width` wide. A view squeezed
    /// below zero keeps its x with its width shown as 0; its mirror is taken on the width the
    /// constraints gave it (x + w with w < 0 is its left-to-right trailing edge), or every
    /// collapsed view would look off its mirror by its shortfall.
    static func mirrorX(of ltr: ViewLayout, in width: Double) -> Double {
        width - ltr.frame.x - (ltr.frame.width - ltr.shortfall.width)
    }

    /// Explicit left/right text alignment does not flip; it shows when the text is narrower than its view.
    private func alignmentCause(_ node: ViewNode, _ laidOut: ViewLayout) -> String? {
        guard node.kind.showsText, node.alignment == .left || node.alignment == .right, let measurement = laidOut.measurement,
              measurement.width < laidOut.frame.width - CheckContext.positionTolerance else { return nil }
        return "alignment: \(node.alignment.rawValue) does not follow the locale (use natural)"
    }

    private func finding(_ node: ViewNode, _ context: CheckContext, cause: String, off: Double, message: String) -> Finding {
        Finding(.rtlNotMirrored(cause: cause, overflow: Format.rounded(off)), variant: context.variant, view: node.id,
                location: node.location, message: message)
    }

    public func summaryVerb(for worst: Finding) -> String { "is not mirrored in right-to-left" }

    public func worstPhrase(for worst: Finding) -> String? {
        guard case .rtlNotMirrored(_, let overflow) = worst.details, overflow > 0 else { return nil }
        return "\(Format.points(overflow)) off"
    }

    public func suggestion(for worst: Finding, firstFailures: [FirstFailure], locales: [String]) -> String? {
        guard case .rtlNotMirrored(let cause, _) = worst.details else { return nil }
        if cause.contains("autoresizing mask") { return "give \(worst.view) leading/trailing constraints instead of a fixed frame" }
        if cause.contains("left/right") { return "use leading/trailing instead of left/right" }
        if cause.contains("alignment") { return "use natural text alignment" }
        if cause == Self.leftToRightByCodeCause { return "call Pin.layoutDirection(.auto) once at launch and pin with start/end" }
        if cause == Self.directionBlindCodeCause { return "mirror the frame in right-to-left (effectiveUserInterfaceLayoutDirection), or place \(worst.view) with leading/trailing constraints" }
        return nil
    }
}
