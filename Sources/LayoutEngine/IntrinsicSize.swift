/// An intrinsic content size where either axis may be absent (UIView.noIntrinsicMetric).
public struct IntrinsicSize: Hashable, Sendable, Codable {
    /// Intrinsic width, or nil for none.
    public var width: Double?
    /// Intrinsic height, or nil for none.
    public var height: Double?

    /// Creates an intrinsic size.
    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }
}
