import LayoutEngine

/// Reads Interface Builder geometry elements.
enum IBGeometry {
    /// The `<rect key="frame">` of a view, or a zero rectangle when it has none.
    static func frame(of element: IBElement) -> Rect {
        guard let rect = element.child("rect", key: "frame") else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(x: rect.double("x") ?? 0, y: rect.double("y") ?? 0,
                    width: rect.double("width") ?? 0, height: rect.double("height") ?? 0)
    }

    /// A multiplier: `2`, `0.5` or a ratio `73:45` (IB also saves `1/3`); nil when it is neither.
    static func multiplier(_ text: String) -> Double? {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "/" }
        if parts.count == 2 {
            guard let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0,
                  (numerator / denominator).isFinite else { return nil }
            return numerator / denominator
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
