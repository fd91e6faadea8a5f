/// How large a piece of text is, and how it broke into lines, for one request.
/// All lengths are in points, sizes rounded up to the device's pixel grid.
public struct TextMeasurement: Hashable, Sendable, Codable {
    /// Width of the widest line drawn (for an unconstrained request: the natural one-line width).
    public var width: Double
    /// Height of the lines drawn (lines used × line height).
    public var height: Double
    /// Lines actually drawn, at most the line limit.
    public var linesUsed: Int
    /// Lines the whole text needs at the given width with no line limit.
    public var linesNeeded: Int
    /// True when some text is not shown (ellipsis drawn or text clipped at the limit).
    public var truncated: Bool
    /// Point size used, after Dynamic Type scaling and any shrink-to-fit.
    public var pointSize: Double
    /// Distance from the baseline up to the top of the line box.
    public var ascent: Double
    /// Distance from the baseline down to the bottom of the line box (positive).
    public var descent: Double
    /// Height of one line.
    public var lineHeight: Double
    /// Offset of the first line's baseline from the top of the text.
    public var firstBaseline: Double
    /// Offset of the last drawn line's baseline from the top of the text.
    public var lastBaseline: Double
    /// Height of the text's highest ink above the baseline (0 for text that draws nothing):
    /// how much of the line box's `ascent` the glyphs fill.
    public var inkAscent: Double = 0
    /// Depth of the text's lowest ink below the baseline, positive downwards (0 for text that
    /// draws nothing): how much of the line box's `descent` the glyphs fill.
    public var inkDescent: Double = 0
    /// Characters no available face could draw (each reported once, in order of appearance).
    public var missingCharacters: [String]
    /// The custom font family the text asked for when no font the measurer has is that family
    /// (an app's bundled font, an icon font): another face stood in, so widths, heights and
    /// missing characters are the stand-in's. Nil when the family was found, or none was named.
    public var missingFontFamily: String?
    /// True when the text is in the system font and SF Pro's files were not found: a stand-in
    /// calibrated to SF Pro measured it, whose widths differ from SF Pro's by a few percent.
    public var systemFontStandsIn: Bool = false
    /// True when the paragraph's base direction is right-to-left.
    public var isRightToLeft: Bool
    /// The drawn lines' text (with an ellipsis where truncated), for pictures in reports.
    public var lineTexts: [String]
    /// Each drawn line's width, matching `lineTexts`.
    public var lineWidths: [Double]

    /// Creates a measurement.
    public init(width: Double, height: Double, linesUsed: Int, linesNeeded: Int, truncated: Bool,
                pointSize: Double, ascent: Double, descent: Double, lineHeight: Double,
                firstBaseline: Double, lastBaseline: Double, missingCharacters: [String] = [],
                isRightToLeft: Bool = false, lineTexts: [String] = [], lineWidths: [Double] = []) {
        self.width = width
        self.height = height
        self.linesUsed = linesUsed
        self.linesNeeded = linesNeeded
        self.truncated = truncated
        self.pointSize = pointSize
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.missingCharacters = missingCharacters
        self.isRightToLeft = isRightToLeft
        self.lineTexts = lineTexts
        self.lineWidths = lineWidths
    }
}
