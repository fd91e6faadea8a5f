/// A whole string itemised and shaped for one font chain and locale, size-independent:
/// the width of any range at any size is a subtraction and a multiplication.
struct ShapedText: Sendable {
    /// The text's UTF-16 units.
    var units: [UInt16]
    /// `emPrefix[i]` = sum of advances (em) of units `0..<i`; count = units + 1.
    var emPrefix: [Double]
    /// `trackedPrefix[i]` = number of clusters before unit `i` drawn by a tracked (SF Pro) face.
    var trackedPrefix: [Int32]
    /// Characters no face covers, each once, in order.
    var missing: [String]
    /// The paragraph's base direction.
    var isRightToLeft: Bool
    /// Largest ascender, descender and line gap (em) of the faces used (the primary face always counts).
    var ascender: Double
    var descender: Double
    var lineGap: Double
    /// The primary face's descender and line gap (em): they place a text style's baseline
    /// inside its fixed leading whatever fallback faces the string uses.
    var primaryDescender: Double
    var primaryLineGap: Double
    /// True when any run is drawn by SF Pro (tracking applies).
    var isTracked: Bool
    /// End of the text without trailing white space (which hangs past a line's end).
    var trimmedEnd: Int
    /// The text without trailing white space, as the only line of a one-line layout.
    var singleLineTexts: [String]
    /// True when the text holds a hard line break.
    var hasNewline: Bool

    /// Width of units `range` at `size` points with `tracking` points added per tracked cluster.
    func width(_ range: Range<Int>, size: Double, tracking: Double) -> Double {
        let advance = (emPrefix[range.upperBound] - emPrefix[range.lowerBound]) * size
        guard isTracked else { return advance }
        return advance + Double(trackedPrefix[range.upperBound] - trackedPrefix[range.lowerBound]) * tracking
    }
}
