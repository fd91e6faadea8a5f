import TextModel

/// A stack view whose axis the app's code chooses by Dynamic Type size
/// (`stack.axis = traitCollection.preferredContentSizeCategory > .extraExtraExtraLarge ? .vertical : .horizontal`):
/// above `threshold` it takes `above`, at or below it `atOrBelow`.
public struct StackAxisSwitch: Hashable, Sendable, Codable {
    /// The stack view's id in the screen.
    public var stack: String
    /// The largest category that still takes `atOrBelow`.
    public var threshold: ContentSizeCategory
    /// The axis at categories larger than `threshold`.
    public var above: LayoutAttribute.Axis
    /// The axis at `threshold` and smaller categories.
    public var atOrBelow: LayoutAttribute.Axis

    /// Creates a switch.
    public init(stack: String, threshold: ContentSizeCategory, above: LayoutAttribute.Axis, atOrBelow: LayoutAttribute.Axis) {
        self.stack = stack
        self.threshold = threshold
        self.above = above
        self.atOrBelow = atOrBelow
    }

    /// The axis at `category`.
    public func axis(at category: ContentSizeCategory) -> LayoutAttribute.Axis {
        category > threshold ? above : atOrBelow
    }
}
