/// A width and height in points.
public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle in points, origin at the top-left.
public struct Rect: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
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

    /// The overlapping area of two rectangles, or nil when they only touch or are apart.
    public func intersection(_ other: Rect) -> Rect? {
        let left = max(x, other.x), right = min(maxX, other.maxX)
        let top = max(y, other.y), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

/// Insets from each edge, in points.
public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Creates insets.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets()
}

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
