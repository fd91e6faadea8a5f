/// Everything that decides how large a piece of text is: the string, the font, the
/// Dynamic Type category, the locale, and the room it is given.
public struct TextMeasureRequest: Hashable, Sendable {
    /// The text exactly as displayed (already localised, format specifiers filled).
    public var text: String
    /// The font the view asks for.
    public var font: FontSpec
    /// The content-size category of the variant.
    public var category: ContentSizeCategory
    /// BCP 47 / Apple locale identifier (`en`, `de`, `ar`, `zh-Hans`); decides line-break
    /// rules, shaping language and the paragraph's base direction.
    public var locale: String
    /// The width available, in points; nil for the single-line natural (intrinsic) width.
    public var maxWidth: Double?
    /// Maximum number of lines; 0 means unlimited.
    public var lines: Int
    /// What happens to text beyond the last allowed line.
    public var lineBreak: LineBreakMode
    /// Shrink-to-fit floor (`minimumScaleFactor`); 0 disables shrinking.
    public var minimumScaleFactor: Double
    /// Points to device pixels (2 or 3): sizes are rounded up to this grid, as UIKit does.
    public var scale: Double

    /// Creates a request.
    public init(text: String, font: FontSpec, category: ContentSizeCategory = .large, locale: String = "en",
                maxWidth: Double? = nil, lines: Int = 1, lineBreak: LineBreakMode = .truncatingTail,
                minimumScaleFactor: Double = 0, scale: Double = 3) {
        self.text = text
        self.font = font
        self.category = category
        self.locale = locale
        self.maxWidth = maxWidth
        self.lines = lines
        self.lineBreak = lineBreak
        self.minimumScaleFactor = minimumScaleFactor
        self.scale = scale
    }
}
