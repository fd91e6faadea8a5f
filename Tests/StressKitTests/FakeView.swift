import LayoutEngine
import TextEngine

/// What a test says about one view after a fake layout: its frame and measured text.
struct FakeView {
    var frame: Rect
    var intrinsic: IntrinsicSize?
    var measurement: TextMeasurement?

    init(frame: Rect, intrinsic: IntrinsicSize? = nil, measurement: TextMeasurement? = nil) {
        self.frame = frame
        self.intrinsic = intrinsic
        self.measurement = measurement
    }

    /// A layout result as the engine would give it for these views of `screen`: views in
    /// screen order, hidden and scroll-content facts taken from the screen's tree as the
    /// engine derives them (itself or an ancestor hidden; an ancestor a scroll view).
    static func layout(_ screen: Screen, _ views: [String: FakeView], size: Size = Size(width: 375, height: 667),
                       direction: LayoutDirection = .leftToRight, losses: [CompressionLoss] = [],
                       conflicts: [[ConstraintRef]] = [], broken: [ConstraintRef] = [],
                       ambiguous: [AmbiguityReport] = []) -> LayoutResult {
        let nodes = Dictionary(screen.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func ancestors(_ id: String) -> [ViewNode] {
            var chain: [ViewNode] = []
            var current = nodes[id]?.parent
            while let parent = current, parent != LayoutItem.rootID, let node = nodes[parent], chain.count < nodes.count {
                chain.append(node)
                current = node.parent
            }
            return chain
        }
        let laidOut = screen.views.compactMap { node -> ViewLayout? in
            guard let view = views[node.id] else { return nil }
            let chain = ancestors(node.id)
            return ViewLayout(id: node.id, kind: node.kind, parent: node.parent, frame: view.frame, intrinsic: view.intrinsic,
                              measurement: view.measurement, hidden: node.hidden || chain.contains { $0.hidden },
                              insideScrollContent: chain.contains { $0.kind == .scroll }, effectiveDirection: direction,
                              semantic: node.semantic,
                              ambiguousAxes: ambiguous.filter { $0.views.contains(node.id) }.compactMap(\.axis))
        }
        return LayoutResult(rootSize: size, safeArea: Rect(x: 0, y: 0, width: size.width, height: size.height), scale: 3,
                            direction: direction, category: .large, locale: "en", views: laidOut, compressionLosses: losses,
                            conflicts: conflicts, broken: broken, ambiguous: ambiguous)
    }
}
