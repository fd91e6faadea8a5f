/// A whole string itemised and shaped for one font chain and locale, size-independent:
/// the width of any range at any size is a subtraction and a multiplication. A class, so
/// the caches and every measurement pass share one copy.
final class ShapedText: Sendable {
    /// The text's UTF-16 units.
    let units: [UInt16]
    /// `emPrefix[i]` = sum of advances (em) of units `0..<i`; count = units + 1.
    let emPrefix: [Double]
    /// `trackedPrefix[i]` = number of clusters before unit `i` drawn by a tracked (SF Pro) face.
    let trackedPrefix: [Int32]
    /// Characters no face covers, each once, in order.
    let missing: [String]
    /// The paragraph's base direction.
    let isRightToLeft: Bool
    /// Largest ascender, descender and line gap (em) of the faces used (the primary face always counts).
    let ascender: Double
    let descender: Double
    let lineGap: Double
    /// The primary face's own ascender, descender and line gap (em), whichever faces the text uses.
    let primary: VerticalMetrics
    /// How far the text's glyphs reach above and below the baseline (em), whatever the lines.
    let ink: GlyphInk
    /// True when any run is drawn by SF Pro (tracking applies).
    let isTracked: Bool
    /// End of the text without trailing white space (which hangs past a line's end).
    let trimmedEnd: Int
    /// The text without trailing white space, as the only line of a one-line layout.
    let singleLineTexts: [String]
    /// True when the text holds a hard line break.
    let hasNewline: Bool

    init(units: [UInt16], emPrefix: [Double], trackedPrefix: [Int32], missing: [String], isRightToLeft: Bool,
         ascender: Double, descender: Double, lineGap: Double, primary: VerticalMetrics,
         ink: GlyphInk, isTracked: Bool, trimmedEnd: Int, singleLineTexts: [String], hasNewline: Bool) {
        self.primary = primary
        self.units = units
        self.emPrefix = emPrefix
        self.trackedPrefix = trackedPrefix
        self.missing = missing
        self.isRightToLeft = isRightToLeft
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.ink = ink
        self.isTracked = isTracked
        self.trimmedEnd = trimmedEnd
        self.singleLineTexts = singleLineTexts
        self.hasNewline = hasNewline
    }

    /// Width of units `range` at `size` points with `tracking` points added per tracked cluster.
    func width(_ range: Range<Int>, size: Double, tracking: Double) -> Double {
        let advance = (emPrefix[range.upperBound] - emPrefix[range.lowerBound]) * size
        guard isTracked else { return advance }
        return advance + Double(trackedPrefix[range.upperBound] - trackedPrefix[range.lowerBound]) * tracking
    }
}
