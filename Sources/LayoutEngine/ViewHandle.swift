/// A view in a `ScreenBuilder`, with UIKit's anchors, guides and content priorities.
public struct ViewHandle {
    /// The view's id.
    public let id: String
    unowned let builder: ScreenBuilder

    init(id: String, builder: ScreenBuilder) {
        self.id = id
        self.builder = builder
    }

    private var item: LayoutItem { .view(id) }
    private func x(_ attribute: LayoutAttribute) -> XAxisAnchor { XAxisAnchor(Anchor(item, attribute), builder) }
    private func y(_ attribute: LayoutAttribute) -> YAxisAnchor { YAxisAnchor(Anchor(item, attribute), builder) }

    /// Leading edge (left in left-to-right layouts, right in right-to-left ones).
    public var leadingAnchor: XAxisAnchor { x(.leading) }
    /// Trailing edge.
    public var trailingAnchor: XAxisAnchor { x(.trailing) }
    /// Left edge (never mirrored).
    public var leftAnchor: XAxisAnchor { x(.left) }
    /// Right edge (never mirrored).
    public var rightAnchor: XAxisAnchor { x(.right) }
    /// Horizontal centre.
    public var centerXAnchor: XAxisAnchor { x(.centerX) }
    /// Top edge.
    public var topAnchor: YAxisAnchor { y(.top) }
    /// Bottom edge.
    public var bottomAnchor: YAxisAnchor { y(.bottom) }
    /// Vertical centre.
    public var centerYAnchor: YAxisAnchor { y(.centerY) }
    /// The first line's baseline (the bottom for views without text).
    public var firstBaselineAnchor: YAxisAnchor { y(.firstBaseline) }
    /// The last line's baseline (the bottom for views without text).
    public var lastBaselineAnchor: YAxisAnchor { y(.lastBaseline) }
    /// Width.
    public var widthAnchor: DimensionAnchor { DimensionAnchor(Anchor(item, .width), builder) }
    /// Height.
    public var heightAnchor: DimensionAnchor { DimensionAnchor(Anchor(item, .height), builder) }

    /// The safe area (on the root: inside the status bar, sensor housing and home indicator).
    public var safeAreaLayoutGuide: LayoutGuideHandle { LayoutGuideHandle(.guide(id, .safeArea), builder) }
    /// The layout margins.
    public var layoutMarginsGuide: LayoutGuideHandle { LayoutGuideHandle(.guide(id, .margins), builder) }
    /// The readable content area.
    public var readableContentGuide: LayoutGuideHandle { LayoutGuideHandle(.guide(id, .readableContent), builder) }
    /// A scroll view's scrollable content extent.
    public var contentLayoutGuide: LayoutGuideHandle { LayoutGuideHandle(.guide(id, .content), builder) }
    /// A scroll view's own frame.
    public var frameLayoutGuide: LayoutGuideHandle { LayoutGuideHandle(.guide(id, .frame), builder) }

    /// Sets content hugging on one axis.
    public func setContentHuggingPriority(_ priority: Double, for axis: LayoutAttribute.Axis) {
        builder.update(id) { $0.hugging[axis] = priority }
    }

    /// Sets compression resistance on one axis.
    public func setContentCompressionResistancePriority(_ priority: Double, for axis: LayoutAttribute.Axis) {
        builder.update(id) { $0.compression[axis] = priority }
    }

    /// Hides or shows the view (hidden arranged views take no space in stacks).
    public func setHidden(_ hidden: Bool) {
        builder.update(id) { $0.hidden = hidden }
    }

    /// Sets the semantic content attribute (right-to-left opt-outs).
    public func setSemanticContentAttribute(_ semantic: SemanticContentAttribute) {
        builder.update(id) { $0.semantic = semantic }
    }

    /// Appends an arranged subview to this stack view (making it a subview, as UIKit does).
    public func addArrangedSubview(_ view: ViewHandle) {
        builder.update(view.id) { $0.parent = id }
        builder.update(id) { $0.stack?.arranged.append(view.id) }
    }
}
