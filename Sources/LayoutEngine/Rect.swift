/// A rectangle in points, origin at the top-left.
public struct Rect: Hashable, Sendable, Codable {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Right edge.
    public var maxX: Double { x + width }
    /// Bottom edge.
    public var maxY: Double { y + height }

    /// True when `other` lies inside this rectangle, each edge allowed `tolerance` points past.
    public func contains(_ other: Rect, tolerance: Double = 0) -> Bool {
        other.x >= x - tolerance && other.y >= y - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    /// The overlapping area of two rectangles, or nil when they only touch or are apart.
    public func intersection(_ other: Rect) -> Rect? {
        let left = max(x, other.x), right = min(maxX, other.maxX)
        let top = max(y, other.y), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
