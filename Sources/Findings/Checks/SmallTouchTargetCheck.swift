import Diagnostics
import LayoutEngine

/// `small-touch-target`: a control is smaller than the 44×44 pt a finger needs, or its
/// constraints collapsed it to nothing. Switches and sliders are exempt: UIKit extends their
/// hit areas past their frames, and a control that ignores touches is none.
public struct SmallTouchTargetCheck: FindingCheck {
    /// Apple's minimum touch target side, in points.
    public static let minimumSide = 44.0

    /// Creates the check.
    public init() {}

    public var kind: FindingKind { .smallTouchTarget }
    public var severity: FindingSeverity { .warning }
    public var title: String { "Touch target under 44×44 pt" }
    public var explanation: String { "A control is smaller than Apple's 44×44 pt minimum touch target." }
    public var heading: String { "touch" }
    public var fields: [String] { ["size"] }
    public var example: CheckExample {
        CheckExample(spec: """
            screen: Example
            views:
              close: { type: button, parent: root, text: "x", style: caption2 }
            constraints:
              - close.trailing = root.safeArea.trailing - 16
              - close.top = root.safeArea.top + 16
              - close.width = 24
              - close.height = 24
            """, view: "close")
    }

    /// Which sides of a button whose content size is unknown are exactly that size: one whose
    /// title and image the files do not give (set by code, a configuration the reader does not
    /// evaluate, a symbol), where such a side is padding around nothing, or one with a
    /// background image drawn by code the reader does not run (a legacy button is at least its
    /// size). A side the constraints give it (a 30 pt close button) is still its own.
    static func sidesSizedByUnknownContent(_ node: ViewNode, _ laidOut: ViewLayout, _ context: CheckContext) -> (width: Bool, height: Bool) {
        let contentUnknown = (context.isTitleless(node) && node.imageSize == nil) || node.backgroundImageOfUnknownSize
        guard contentUnknown, let intrinsic = laidOut.intrinsic else { return (false, false) }
        let tolerance = 0.5
        return (intrinsic.width.map { abs($0 - laidOut.frame.width) <= tolerance } ?? false,
                intrinsic.height.map { abs($0 - laidOut.frame.height) <= tolerance } ?? false)
    }

    public func reasonNotJudged(_ node: ViewNode, in context: CheckContext) -> String? {
        if !node.kind.isControl || node.kind == .switch || node.kind == .slider { return "it is no button-like control" }
        if ([node.id] + context.index.ancestors(of: node.id)).contains(where: { context.index.nodes[$0]?.acceptsTouches == false }) {
            return "it, or a view it sits in, ignores touches"
        }
        return nil
    }

    public func findings(for node: ViewNode, in context: CheckContext) -> [Finding] {
        guard node.kind.isControl, node.kind != .switch, node.kind != .slider, let laidOut = context.laidOut(node.id) else { return [] }
        // A control that ignores touches, itself or through a superview, is no touch target.
        guard !([node.id] + context.index.ancestors(of: node.id)).contains(where: { context.index.nodes[$0]?.acceptsTouches == false }) else { return [] }
        // The size the constraints asked for, below zero when they collapsed the control.
        let frame = Rect(x: laidOut.frame.x, y: laidOut.frame.y, width: laidOut.frame.width - laidOut.shortfall.width,
                         height: laidOut.frame.height - laidOut.shortfall.height)
        let limit = SmallTouchTargetCheck.minimumSide - 0.5
        guard frame.width < limit || frame.height < limit else { return [] }
        let unknownSides = SmallTouchTargetCheck.sidesSizedByUnknownContent(node, laidOut, context)
        if (frame.width >= limit || unknownSides.width) && (frame.height >= limit || unknownSides.height) { return [] }
        // A negative or zero extent is not a size but a collapse: say so, and never report it as if it were real.
        var collapsed: [String] = []
        if frame.width <= 0 { collapsed.append("width \(SmallTouchTargetCheck.signed(frame.width)) pt") }
        if frame.height <= 0 { collapsed.append("height \(SmallTouchTargetCheck.signed(frame.height)) pt") }
        let size = Size(width: Format.rounded(max(0, frame.width)), height: Format.rounded(max(0, frame.height)))
        // A side of unknown content size is not given: the other side is what falls short.
        var measured = "\(Format.number(size.width))×\(Format.number(size.height)) pt"
        if unknownSides.width { measured = "\(Format.number(size.height)) pt tall" }
        if unknownSides.height { measured = "\(Format.number(size.width)) pt wide" }
        let message = collapsed.isEmpty
            ? "\(node.kind.rawValue) is \(measured), under the 44×44 pt minimum"
            : "\(node.kind.rawValue) collapsed (\(collapsed.joined(separator: ", "))): the constraints around it leave it no room, so it cannot be tapped"
        var lost: Double?, cause: String?
        if !collapsed.isEmpty {
            // How far below zero, so the most collapsed instance is the worst one.
            lost = Format.rounded(max(0, -frame.width, -frame.height))
            cause = "collapsed (\(collapsed.joined(separator: ", "))): a clipping problem first — neighbours or text take more room than the screen has"
        }
        return [Finding(.smallTouchTarget(size: size, lost: lost, cause: cause), variant: context.variant, view: node.id,
                        location: node.location, message: message)]
    }

    /// A negative number with a typographic minus, for "collapsed (width −257 pt)".
    static func signed(_ value: Double) -> String {
        value < 0 ? "−" + Format.number(-value) : Format.number(value)
    }

    public func summaryVerb(for worst: Finding) -> String {
        worst.isCollapsed ? "collapses (its constraints leave it no room)" : "is smaller than 44×44 pt"
    }

    public func worstPhrase(for worst: Finding) -> String? {
        guard case .smallTouchTarget(let size, _, _) = worst.details else { return nil }
        let extent = "\(Format.number(max(0, size.width)))×\(Format.number(max(0, size.height))) pt"
        return worst.isCollapsed ? "collapsed to \(extent)" : extent
    }

    public func suggestion(for worst: Finding, firstFailures: [FirstFailure], locales: [String]) -> String? {
        let view = worst.view
        if worst.isCollapsed {
            return "give \(view) room first: the views beside it take more than the screen has (let their text wrap or lower their compression resistance), then keep it at least 44×44 pt"
        }
        return "make \(view) at least 44×44 pt (e.g. `\(view).height >= 44`, `\(view).width >= 44`)"
    }
}
