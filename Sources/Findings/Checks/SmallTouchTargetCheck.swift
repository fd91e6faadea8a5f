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

    /// A button whose title and image the files do not give (set by code, a configuration the
    /// reader does not evaluate, a symbol) laid out at exactly its content size: that size is
    /// its padding around nothing, a stand-in, not the button the app shows. A size the
    /// constraints give it (a 20 × 20 close button) is still its own.
    static func isSizedByUnknownContent(_ node: ViewNode, _ laidOut: ViewLayout, _ context: CheckContext) -> Bool {
        guard context.isTitleless(node), node.imageSize == nil,
              let intrinsic = laidOut.intrinsic else { return false }
        let tolerance = 0.5
        let widthIsContent = intrinsic.width.map { abs($0 - laidOut.frame.width) <= tolerance } ?? false
        let heightIsContent = intrinsic.height.map { abs($0 - laidOut.frame.height) <= tolerance } ?? false
        return widthIsContent && heightIsContent
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
        if SmallTouchTargetCheck.isSizedByUnknownContent(node, laidOut, context) { return [] }
        // A negative or zero extent is not a size but a collapse: say so, and never report it as if it were real.
        var collapsed: [String] = []
        if frame.width <= 0 { collapsed.append("width \(SmallTouchTargetCheck.signed(frame.width)) pt") }
        if frame.height <= 0 { collapsed.append("height \(SmallTouchTargetCheck.signed(frame.height)) pt") }
        let size = Size(width: Format.rounded(max(0, frame.width)), height: Format.rounded(max(0, frame.height)))
        let message = collapsed.isEmpty
            ? "\(node.kind.rawValue) is \(Format.number(size.width))×\(Format.number(size.height)) pt, under the 44×44 pt minimum"
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
