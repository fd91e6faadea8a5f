import Diagnostics
import TextModel

/// How close one text view is to breaking in one locale, across the devices and orientations
/// swept: the largest content-size category at which it still fits (no clipped or truncated
/// text anywhere), and how many more characters its text could take at `large`.
public struct Headroom: Hashable, Sendable, Codable {
    /// The screen.
    public var screen: String
    /// The text view's id.
    public var view: String
    /// The locale.
    public var locale: String
    /// The largest swept category at which the text fits on every device and orientation;
    /// nil when it does not fit even at the smallest one swept.
    public var fitsUpTo: ContentSizeCategory?
    /// True when it fits at every category swept.
    public var fitsEverySize: Bool
    /// Characters the text could gain at `large` before it is cut or truncated, on the
    /// tightest device and orientation (negative: that many too many); nil when the view can
    /// grow without limit (unlimited lines) or `large` was not swept.
    public var charactersLeftAtLarge: Int?

    /// Creates an entry.
    public init(screen: String, view: String, locale: String, fitsUpTo: ContentSizeCategory?, fitsEverySize: Bool,
                charactersLeftAtLarge: Int?) {
        self.screen = screen
        self.view = view
        self.locale = locale
        self.fitsUpTo = fitsUpTo
        self.fitsEverySize = fitsEverySize
        self.charactersLeftAtLarge = charactersLeftAtLarge
    }

    /// The characters a text could gain before it no longer fits its lines: the room left on
    /// `lines` lines of `width` points (`lines` 0: unlimited, nil) over the average width of
    /// its characters. An estimate: wrapping wastes the ends of lines.
    public static func charactersLeft(text: String, lineWidths: [Double], width: Double, lines: Int) -> Int? {
        guard lines > 0 else { return nil }
        let characters = text.filter { !$0.isNewline }.count
        let used = lineWidths.reduce(0, +)
        guard characters > 0, used > 0, width.isFinite else { return nil }
        let average = used / Double(characters)
        let room = Double(lines) * width - used
        // A finite but huge width (1e20 pt) gives a room beyond Int: saturate rather than trap.
        return Int(saturating: (room / average).rounded(.down))
    }
}
