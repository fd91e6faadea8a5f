import Diagnostics
import TextModel

/// Lays a screen out on the canvas its design tool saved (at the Dynamic Type size the tool
/// drew, `large` but for one Xcode, in the development language) and compares every view's frame with the saved one: how faithfully the layout
/// engine reproduces what Interface Builder's own engine computed.
public struct DesignVerifier: Sendable {
    /// The text measurer used for intrinsic sizes.
    public var measurer: any TextMeasuring

    /// Creates a verifier.
    public init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// The screen laid out on the canvas its design tool saved, as the tool's own engine lays
    /// it out: nil when the screen has no design snapshot. With `analyze`, the result carries
    /// the ambiguity and compression analyses of that layout. Throws the layout session's
    /// validation errors.
    public func canvasLayout(of screen: Screen, analyze: Bool = false) throws -> LayoutResult? {
        guard let design = screen.design else { return nil }
        var screen = screen
        if let id = design.canvasView, let margins = design.canvasMargins, let index = screen.views.firstIndex(where: { $0.id == id }) {
            screen.views[index].layoutMargins = margins
            screen.views[index].systemHorizontalMargins = false
            screen.views[index].trailingSystemMarginOverride = nil
        }
        if design.canvasMargins == nil, let id = design.canvasView, let index = screen.views.firstIndex(where: { $0.id == id }),
           screen.views[index].preservesSuperviewLayoutMargins {
            // A file's top-level view that keeps its superview's margins keeps, on IB's canvas,
            // a root view's without the safe area: the system minimum at the sides, none above
            // or below (WooCommerce's 417 pt header at 20 pt, its header bar 8 pt below a 48 pt
            // status bar).
            let minimum = design.canvas.systemMinimumMargin(design.orientation)
            screen.views[index].preservesSuperviewLayoutMargins = false
            screen.views[index].layoutMargins.left = max(screen.views[index].layoutMargins.left, minimum)
            screen.views[index].layoutMargins.right = max(screen.views[index].layoutMargins.right, minimum)
        }
        if design.canvasCoversScreen, let id = design.canvasView,
           let index = screen.constraints.firstIndex(where: { $0.id == "\(id).pinned.top" }) {
            // Drawn as a whole screen: from the canvas's top, with the canvas's safe area in it.
            screen.constraints[index].second = Anchor(.root, .top)
            screen.componentView = nil
        }
        if let id = design.canvasView, let saved = design.frames[id] {
            // First, so that where the file's own constraints conflict with the canvas size (a
            // fixed row height shorter than the content's required heights) the canvas wins, as
            // it does in IB's frames and in UIKit's table (the row's encapsulated height stays).
            let canvas = [(LayoutAttribute.width, saved.width), (.height, saved.height)].map { attribute, length in
                ConstraintSpec(id: "\(id).canvas.\(attribute.rawValue)", first: Anchor(.view(id), attribute), constant: length, origin: .code)
            }
            screen.constraints.insert(contentsOf: canvas, at: 0)
        }
        let session = try LayoutSession(screen: screen, device: design.canvas, orientation: design.orientation,
                                        direction: .leftToRight, measurer: measurer)
        return session.layout(category: design.textSizeCategory, locale: "en", analyze: analyze) { $0.fallback ?? "" }
    }

    /// The comparison of every view with a saved frame, in the screen's order; empty when the
    /// screen has no design snapshot. Throws the layout session's validation errors.
    public func compare(_ screen: Screen) throws -> [FrameComparison] {
        guard let design = screen.design, let result = try canvasLayout(of: screen) else { return [] }
        var frames: [String: Rect] = [:]
        for view in result.views { frames[view.id] = view.frame }
        var comparisons: [FrameComparison] = []
        for node in screen.views {
            guard let saved = design.frames[node.id], let frame = frames[node.id] else { continue }
            let origin = frames[node.parent].map { (x: $0.x, y: $0.y) } ?? (x: 0, y: 0)
            let local = Rect(x: frame.x - origin.x, y: frame.y - origin.y, width: frame.width, height: frame.height)
            // A component's own origin is its place in a container that is not laid out here
            // (a table footer 685 pt down its table): only its size is compared.
            let compared = node.id == design.canvasView ? Rect(x: local.x, y: local.y, width: saved.width, height: saved.height) : saved
            comparisons.append(FrameComparison(
                id: node.id, name: node.displayName, kind: node.kind, laidOut: local, saved: compared,
                misplaced: design.misplaced.contains(node.id), declaredAmbiguous: screen.declaredAmbiguous.contains(node.id),
                sizedAtRunTime: design.sizedAtRunTime.contains(node.id), outsideCanvas: design.outsideCanvas))
        }
        return comparisons
    }
}
