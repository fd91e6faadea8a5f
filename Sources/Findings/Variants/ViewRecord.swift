import Diagnostics
import LayoutEngine

/// How one view came out in one variant, as reports show it: its frame and, for text,
/// what was drawn.
public struct ViewRecord: Hashable, Sendable, Codable {
    /// The view's id.
    public var id: String
    /// Its kind (`label`, `button`, …).
    public var type: ViewKind
    /// Its superview's id.
    public var parent: String
    /// Frame in the root view's coordinates, in points.
    public var frame: Rect
    /// Intrinsic content size, where the view has one.
    public var intrinsic: IntrinsicSize?
    /// Lines of text drawn.
    public var lines: Int?
    /// The drawn lines (with an ellipsis where truncated).
    public var lineTexts: [String]?
    /// Width of each drawn line, matching `lineTexts`.
    public var lineWidths: [Double]?
    /// Height of one line of text.
    public var lineHeight: Double?
    /// Point size the text was drawn at.
    public var pointSize: Double?
    /// Text alignment inside the frame.
    public var alignment: TextAlignment?
    /// True when the text runs right to left.
    public var rightToLeft: Bool?
    /// True for views that are hidden (not drawn, not checked).
    public var hidden: Bool?
    /// Text views at the `large` category: characters the text could gain before it is cut
    /// or truncated (`Headroom.charactersLeft`); nil elsewhere or when it can grow freely.
    public var charactersLeft: Int?
    /// True when the text shown stands in for one the app sets at run time (`ViewNode.textStandsIn`).
    public var textStandsIn: Bool?

    /// Creates a record.
    public init(id: String, type: ViewKind, parent: String, frame: Rect) {
        self.id = id
        self.type = type
        self.parent = parent
        self.frame = frame
    }

    /// A frame with its numbers rounded to hundredths of a point, as reports print them.
    public static func rounded(_ frame: Rect) -> Rect {
        Rect(x: Format.rounded(frame.x), y: Format.rounded(frame.y),
             width: Format.rounded(frame.width), height: Format.rounded(frame.height))
    }
}
