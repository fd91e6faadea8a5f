/// A layout guide of a view in a `ScreenBuilder` (`safeAreaLayoutGuide`, `layoutMarginsGuide`,
/// `readableContentGuide`, a scroll view's `contentLayoutGuide` and `frameLayoutGuide`).
public struct LayoutGuideHandle {
    /// The guide as a layout item.
    public let item: LayoutItem
    unowned let builder: ScreenBuilder

    init(_ item: LayoutItem, _ builder: ScreenBuilder) {
        self.item = item
        self.builder = builder
    }

    private func x(_ attribute: LayoutAttribute) -> XAxisAnchor { XAxisAnchor(Anchor(item, attribute), builder) }
    private func y(_ attribute: LayoutAttribute) -> YAxisAnchor { YAxisAnchor(Anchor(item, attribute), builder) }

    /// Leading edge.
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
    /// Width.
    public var widthAnchor: DimensionAnchor { DimensionAnchor(Anchor(item, .width), builder) }
    /// Height.
    public var heightAnchor: DimensionAnchor { DimensionAnchor(Anchor(item, .height), builder) }
}
