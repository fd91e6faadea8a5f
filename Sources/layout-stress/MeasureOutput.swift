import TextEngine

/// The JSON of one category's measurement (interfaces §4 plus extra fields).
struct MeasureOutput: Encodable {
    var category: String
    var pointSize: Double
    var width: Double
    var height: Double
    var lines: Int
    var linesNeeded: Int
    var truncated: Bool
    var ascent: Double
    var descent: Double
    var inkAscent: Double
    var inkDescent: Double
    var lineHeight: Double
    var firstBaseline: Double
    var lastBaseline: Double
    var rtl: Bool
    var missing: [String]
    var lineTexts: [String]

    init(category: ContentSizeCategory, measurement: TextMeasurement) {
        self.category = category.rawValue
        pointSize = measurement.pointSize
        width = measurement.width
        height = measurement.height
        lines = measurement.linesUsed
        linesNeeded = measurement.linesNeeded
        truncated = measurement.truncated
        ascent = measurement.ascent
        descent = measurement.descent
        inkAscent = measurement.inkAscent
        inkDescent = measurement.inkDescent
        lineHeight = measurement.lineHeight
        firstBaseline = measurement.firstBaseline
        lastBaseline = measurement.lastBaseline
        rtl = measurement.isRightToLeft
        missing = measurement.missingCharacters
        lineTexts = measurement.lineTexts
    }
}
