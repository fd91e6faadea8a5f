import Diagnostics
import LayoutEngine

/// `offscreen`: a view runs past the screen's edges outside any scroll view. Only the
/// outermost view that runs off an edge is reported; its subviews follow it. A plain view or
/// stack whose own content stays on screen is not reported: a background that bleeds past the
/// edges (`leading = superview.leading - 1024`) is a design, not a loss.
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
              banner: { type: label, parent: root, text: "Sign in to see what your friends are posting today" }
            constraints:
              - banner.leading = root.safeArea.leading + 16
              - banner.top = root.safeArea.top + 16
              - banner.width = 2000
              - banner.height = 40
            """, view: "banner")
    }

    public func reasonNotJudged(_ node: ViewNode, in context: CheckContext) -> String? {
        if context.isInsideScroll(node.id) { return "it lies inside scrolling content" }
        if node.id == context.index.screen.componentView { return "it is the component itself, which its list or the app's code places" }
        if context.index.screen.cellStyleViews.contains(node.id) { return "a built-in cell style places it inside the cell's content view" }
        if context.isPlacedArbitrarily(node.id, along: .horizontal), context.isPlacedArbitrarily(node.id, along: .vertical) {
            return NotJudged.placedByCode
        }
        return nil
    }

    public func findings(for node: ViewNode, in context: CheckContext) -> [Finding] {
        guard !context.isInsideScroll(node.id), let frame = context.laidOut(node.id)?.frame else { return [] }
        let bounds = OffscreenCheck.bounds(in: context)
        // A component is placed by its list (a cell's content view is the cell's size) or the
        // code hosting it; what runs off is its content, reported on the views inside.
        if node.id == context.index.screen.componentView || context.index.screen.cellStyleViews.contains(node.id) { return [] }
        guard let (edge, overflow) = OffscreenCheck.overflow(of: frame, in: bounds),
              !OffscreenCheck.pastStandInEdge(edge, in: context),
              !OffscreenCheck.drawnPastEdgeByDesign(node.id, edge: edge, overflow: overflow, in: context),
              OffscreenCheck.losesContent(node.id, past: edge, in: context),
              !context.isPlacedArbitrarily(node.id, along: edge == "left" || edge == "right" ? .horizontal : .vertical)
        else { return [] }
        if node.parent != LayoutItem.rootID, let parent = context.laidOut(node.parent)?.frame,
           OffscreenCheck.overflow(of: parent, in: bounds)?.edge == edge,
           OffscreenCheck.losesContent(node.parent, past: edge, in: context) {
            return []
        }
        return [Finding(.offscreen(edge: edge, overflow: Format.rounded(overflow)), variant: context.variant, view: node.id,
                        location: node.location, message: "runs \(Format.points(overflow)) past the \(edge) edge of \(OffscreenCheck.edgeOwner(edge, in: context))")]
    }

    /// Whether view `id`, running off `edge`, takes something a user sees or uses with it:
    /// it is not a plain container (text, a control, an image, a scroll view), or a visible
    /// view inside it that is not one runs off the same edge.
    static func losesContent(_ id: String, past edge: String, in context: CheckContext) -> Bool {
        func isContainer(_ id: String) -> Bool {
            guard let kind = context.index.nodes[id]?.kind else { return true }
            return kind == .view || kind == .stack
        }
        guard isContainer(id) else { return true }
        let bounds = OffscreenCheck.bounds(in: context)
        return context.index.descendants(of: id).contains { inner in
            guard !isContainer(inner), let laidOut = context.laidOut(inner), !laidOut.hidden else { return false }
            return OffscreenCheck.overflow(of: laidOut.frame, in: bounds, past: edge) > CheckContext.clipTolerance
        }
    }

    /// True when `edge` is the top or bottom of a component whose height is a stand-in (a
    /// plain view built in code, given `Screen.componentStandInHeight` because its own
    /// constraints leave its height to its host): that edge is not the view's.
    static func pastStandInEdge(_ edge: String, in context: CheckContext) -> Bool {
        guard edge == "top" || edge == "bottom", let standIn = context.index.screen.componentStandInHeight,
              let component = context.index.screen.componentView, let frame = context.laidOut(component)?.frame else { return false }
        return abs(frame.height - standIn) < 0.01
    }

    /// True when the file drew the view past the same edge of its screen or component, at
    /// least as far: Interface Builder shows the designer that overhang (Element's recording
    /// bubble above its toolbar, Habitica's boss art cropped by its header), so it is the
    /// design, not a loss. One that runs further than drawn still counts.
    /// In right to left the same holds mirrored: a view the file draws past its right edge, and
    /// that its left-to-right twin runs as far past that edge, runs past the left edge by design
    /// (a watermark bleeding off the trailing edge).
    static func drawnPastEdgeByDesign(_ id: String, edge: String, overflow: Double, in context: CheckContext) -> Bool {
        if drawnPast(id, edge: edge, overflow: overflow, in: context) { return true }
        guard edge == "left" || edge == "right", let twin = context.twinViews[id] else { return false }
        let mirrored = edge == "left" ? "right" : "left"
        let twinOverflow = OffscreenCheck.overflow(of: twin.frame, in: bounds(in: context), past: mirrored)
        return abs(twinOverflow - overflow) <= CheckContext.clipTolerance && drawnPast(id, edge: mirrored, overflow: twinOverflow, in: context)
    }

    /// True when the file drew view `id` past `edge` of its screen or component, at least `overflow` far.
    private static func drawnPast(_ id: String, edge: String, overflow: Double, in context: CheckContext) -> Bool {
        guard let design = context.index.screen.design else { return false }
        let container = context.index.screen.componentView ?? LayoutItem.rootID
        guard let containerFrame = design.frames[container], var frame = design.frames[id] else { return false }
        // Saved frames are in their superview's coordinates: add the superviews' origins up to the container.
        var parent = context.index.nodes[id]?.parent
        while let current = parent, current != container, current != LayoutItem.rootID {
            guard let parentFrame = design.frames[current] else { return false }
            frame.x += parentFrame.x
            frame.y += parentFrame.y
            parent = context.index.nodes[current]?.parent
        }
        let drawn = OffscreenCheck.overflow(of: frame, in: Rect(x: 0, y: 0, width: containerFrame.width, height: containerFrame.height), past: edge)
        return drawn > CheckContext.clipTolerance && overflow <= drawn + CheckContext.clipTolerance
    }

    /// Whose edge a view runs past, for messages: the screen's, or a component's top and bottom.
    static func edgeOwner(_ edge: String, in context: CheckContext) -> String {
        guard edge == "top" || edge == "bottom", let component = context.index.screen.componentView else { return "the screen" }
        return "its component '\(context.index.nodes[component]?.displayName ?? component)'"
    }

    /// What a view must stay inside: the screen; for a component (a cell), the screen's width
    /// and the component's own top and bottom — a cell scrolls, so the screen's top and bottom
    /// say nothing, but text that leaves its cell is cut or drawn over its neighbours.
    static func bounds(in context: CheckContext) -> Rect {
        let screen = context.rootBounds
        guard let component = context.index.screen.componentView, let frame = context.laidOut(component)?.frame else { return screen }
        return Rect(x: screen.x, y: frame.y, width: screen.width, height: max(0, frame.height))
    }

    /// How far a frame runs past one edge of `bounds` (0 or less when it does not); empty
    /// frames run past nothing.
    static func overflow(of frame: Rect, in bounds: Rect, past edge: String) -> Double {
        guard frame.width > 0, frame.height > 0 else { return 0 }
        switch edge {
        case "left": return bounds.x - frame.x
        case "right": return frame.maxX - bounds.maxX
        case "top": return bounds.y - frame.y
        default: return frame.maxY - bounds.maxY
        }
    }

    /// The edge a frame runs furthest past, and by how much; nil when it stays inside.
    static func overflow(of frame: Rect, in bounds: Rect) -> (edge: String, overflow: Double)? {
        let candidates = ["left", "right", "top", "bottom"].map { ($0, overflow(of: frame, in: bounds, past: $0)) }
        guard let worst = candidates.max(by: { $0.1 < $1.1 }), worst.1 > CheckContext.clipTolerance else { return nil }
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
