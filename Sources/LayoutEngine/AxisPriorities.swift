/// A pair of priorities, one per axis: content hugging or compression resistance.
public struct AxisPriorities: Hashable, Sendable, Codable {
    /// Priority along the x axis.
    public var horizontal: Double
    /// Priority along the y axis.
    public var vertical: Double

    /// Creates the pair.
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The priority on one axis.
    public subscript(axis: LayoutAttribute.Axis) -> Double {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }

    /// Interface Builder's default content hugging for plain views (250).
    public static let defaultHugging = AxisPriorities(horizontal: 250, vertical: 250)
    /// Interface Builder's default content hugging for labels (251).
    public static let labelHugging = AxisPriorities(horizontal: 251, vertical: 251)
    /// Default compression resistance (750).
    public static let defaultCompression = AxisPriorities(horizontal: 750, vertical: 750)
}
