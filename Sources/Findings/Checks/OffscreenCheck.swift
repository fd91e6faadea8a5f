import LayoutEngine

/// `offscreen`: a view runs past the screen's edges outside any scroll view. Only the
/// outermost view that runs off an edge is reported; its subviews follow it.
public struct OffscreenCheck: FindingCheck {
    /// Creates the check.
    public init() {}

    public var kind: FindingKind { .offscreen }
    public var severity: FindingSeverity { .error }
    public var title: String { "View off screen" }
    public var explanation: String { "A view extends past the screen's edges outside any scroll view." }
    public var heading: String { "offscreen" }
    public var fields: [String] { ["overflow", "edge"] }
    public var example: CheckExample {
        CheckExample(spec: """
            screen: Example
            views:
              banner: { type: view, parent: root }
            constraints:
              - banner.leading = root.safeArea.leading + 16
              - banner.top = root.safeArea.top + 16
              - banner.width = 2000
              - banner.height = 40
            """, view: "banner")
    }

    public func findings(for node: ViewNode, in context: CheckContext) -> [Finding] {
        guard !context.isInsideScroll(node.id), let frame = context.laidOut(node.id)?.frame else { return [] }
        let bounds = context.rootBounds
        guard let (edge, overflow) = OffscreenCheck.overflow(of: frame, in: bounds) else { return [] }
        if node.parent != LayoutItem.rootID, let parent = context.laidOut(node.parent)?.frame,
           OffscreenCheck.overflow(of: parent, in: bounds)?.edge == edge {
            return []
        }
        return [Finding(.offscreen(edge: edge, overflow: Format.rounded(overflow)), variant: context.variant, view: node.id,
                        location: node.location, message: "runs \(Format.points(overflow)) past the \(edge) edge of the screen")]
    }

    /// The edge a frame runs furthest past, and by how much; nil when it stays inside.
    static func overflow(of frame: Rect, in bounds: Rect) -> (edge: String, overflow: Double)? {
        let candidates: [(String, Double)] = [
            ("left", bounds.x - frame.x), ("right", frame.maxX - bounds.maxX),
            ("top", bounds.y - frame.y), ("bottom", frame.maxY - bounds.maxY),
        ]
        guard let worst = candidates.max(by: { $0.1 < $1.1 }), worst.1 > CheckContext.clipTolerance,
              frame.width > 0, frame.height > 0 else { return nil }
        return worst
    }

    public func summaryVerb(for worst: Finding) -> String {
        guard case .offscreen(let edge, _) = worst.details else { return "runs off the screen" }
        return "runs off the \(edge) edge"
    }

    public func worstPhrase(for worst: Finding) -> String? {
        guard case .offscreen(_, let overflow) = worst.details else { return nil }
        return Format.points(overflow)
    }

    public func suggestion(for worst: Finding, firstFailures: [FirstFailure], locales: [String]) -> String? {
        guard case .offscreen(let edge, _) = worst.details else { return nil }
        return edge == "bottom"
            ? "put the content in a scroll view, or let something above \(worst.view) compress"
            : "constrain \(worst.view) inside the safe area on the \(edge) side"
    }
}
