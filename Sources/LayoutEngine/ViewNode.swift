import Diagnostics
import TextModel

/// One view of a screen with every property that affects its layout. Defaults are
/// Interface Builder's, so a parser sets only what the input says.
public struct ViewNode: Hashable, Sendable, Codable {
    /// Unique id within the screen (spec name or IB object id); `"root"` is reserved.
    public var id: String
    /// A human name for reports (IB's `userLabel` or the element's text); defaults to `id`.
    public var displayName: String
    /// What kind of view it is.
    public var kind: ViewKind
    /// The superview's id (`"root"` for top-level views).
    public var parent: String
    /// Hidden views take no space in stacks and are not checked.
    public var hidden: Bool
    /// Opt-outs from right-to-left flipping.
    public var semantic: SemanticContentAttribute
    /// Content hugging priorities.
    public var hugging: AxisPriorities
    /// Compression resistance priorities.
    public var compression: AxisPriorities

    /// The text shown (label/text view/text field text, button title).
    public var text: TextSource?
    /// A text field's placeholder.
    public var placeholder: TextSource?
    /// True when `text` stands in for a text the app sets at run time that the reader never
    /// sees (a label filled from data): it gives the view a realistic one-line size, and text
    /// findings (clipping, truncation) leave it alone.
    public var textStandsIn: Bool = false
    /// The text laid out for a label the app fills at run time with a text the reader never
    /// sees (`textStandsIn`): one character, so the label has its font's one-line height but
    /// claims almost no width (the real text may be a count or a name: a longer guess would
    /// push and overlap its neighbours in ways the app never does).
    public static let runTimeTextStandIn = "X"
    /// `runTimeTextStandIn` as a view's text: the same in every locale, never lengthened as a
    /// design-time text is (it stands for no particular string).
    public static var runTimeTextStandInSource: TextSource { TextSource(fallback: runTimeTextStandIn, fixedAtRunTime: true) }
    /// Drawn fully transparent (`alpha = 0`, faded in later by code): laid out and arranged
    /// like any view, but it shows nothing, so findings leave it and its subviews alone.
    public var transparent: Bool = false
    /// Segment titles of a segmented control.
    public var segments: [TextSource]
    /// True when a segmented control's segments are as wide as their titles
    /// (`apportionsSegmentWidthsByContent`); otherwise every segment is as wide as the widest.
    public var segmentWidthsByContent: Bool = false
    /// The font.
    public var font: FontSpec
    /// Maximum lines (0 = unlimited); labels default to 1.
    public var lines: Int
    /// What happens to text that does not fit.
    public var lineBreak: LineBreakMode
    /// Shrink-to-fit floor; 0 = off.
    public var minimumScaleFactor: Double
    /// The smallest point size shrink-to-fit reaches, when the file gives it in points (IB's
    /// `minimumFontSize`) rather than as a factor: a font code sets moves the factor, not it.
    public var shrinkFloorSize: Double?
    /// The shrink-to-fit factor standing for "no floor" (UIKit shrinks as far as it must when no
    /// minimum is set, or when a point-size minimum meets a Dynamic Type style).
    public static let unboundedShrinkFloor = 0.1
    /// Text alignment.
    public var alignment: TextAlignment

    /// A custom intrinsic size (plain views, or IB views the importer approximates).
    public var intrinsicSize: IntrinsicSize?
    /// True when `intrinsicSize` stands in for a size only known at run time (a picture the
    /// reader never loads, IB's placeholder intrinsic size): its content hugging and compression
    /// resistance stay below required, so the stand-in never conflicts with the file's constraints.
    public var intrinsicSizeStandsIn: Bool = false
    /// An image view's image size.
    public var imageSize: Size?
    /// True for a button its file gives nothing to draw (no title, image or background image in
    /// any state, no configuration, no background colour): on its own it only takes taps.
    public var drawsNothing: Bool = false
    /// True for a button given a background image the reader cannot size (one code draws): a
    /// button without a configuration is at least as large as its background image.
    public var backgroundImageOfUnknownSize: Bool = false
    /// A button's content insets around its image and title (`contentEdgeInsets`, or a
    /// configuration's `contentInsets`).
    public var contentInsets: EdgeInsets
    /// Space between a button's image and title (a configuration's `imagePadding`); nil = none.
    /// Only counts when the button shows both.
    public var imagePadding: Double?
    /// The narrowest intrinsic width a control's content gives it, whatever its title (UIKit's
    /// system buttons are never narrower than 30 pt); nil = none.
    public var minimumIntrinsicWidth: Double?
    /// The shortest intrinsic height a control's content gives it, whatever its title (an
    /// empty system button is as tall as one line of its font with its padding); nil = none.
    public var minimumIntrinsicHeight: Double?
    /// A text field's border style; nil = `roundedRect`.
    public var borderStyle: TextFieldBorderStyle?
    /// Whether a text view scrolls (then it has no intrinsic size).
    public var scrollable: Bool
    /// The view's own layout margins (8 pt on each side by default).
    public var layoutMargins: EdgeInsets
    /// When true (UIKit's default), the part of the view outside the safe area is added to its
    /// layout margins on that side, so content pinned to the margins stays in the safe area.
    public var insetsLayoutMarginsFromSafeArea: Bool = true
    /// When true, where the superview's layout margin reaches into this view, this view's margin
    /// grows to match it.
    public var preservesSuperviewLayoutMargins: Bool = false
    /// A table view cell's content view margins (iOS 11 and later): 11 pt above and below; the
    /// sides are the system's (`systemHorizontalMargins`), these 16 pt standing for them.
    public static let tableCellContentMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
    /// False when the view ignores touches (`isUserInteractionEnabled = false`): it and its
    /// subviews are no touch targets.
    public var acceptsTouches: Bool = true
    /// True when `layoutMargins`' left and right are its leading and trailing margins
    /// (`directionalLayoutMargins`): they change sides in right-to-left layouts.
    public var layoutMarginsAreDirectional: Bool = false
    /// True when the left and right layout margins are the system's for the device rather
    /// than `layoutMargins`' (a table cell's content view: `Device.cellMargin`).
    public var systemHorizontalMargins: Bool = false
    /// With `systemHorizontalMargins`, a trailing margin other than the system's: a table cell
    /// with an accessory keeps 8 pt between its content and the accessory.
    public var trailingSystemMarginOverride: Double?
    /// Stack properties, for `stack` views.
    public var stack: StackConfiguration?
    /// Whether the importer had to approximate this view (an IB class it does not know).
    public var approximated: Bool

    /// Where the view was declared.
    public var location: SourceLocation?
    /// Finding kinds the file says not to report for this view (`all` for every kind), as
    /// written: `layoutStressIgnore` in Interface Builder, `ignore:` in a spec.
    public var ignoredFindings: [String] = []

    /// Creates a view with Interface Builder's defaults for its kind.
    public init(id: String, kind: ViewKind, parent: String = LayoutItem.rootID) {
        self.id = id
        self.displayName = id
        self.kind = kind
        self.parent = parent
        self.hidden = false
        self.semantic = .unspecified
        self.hugging = kind == .label ? .labelHugging : .defaultHugging
        self.compression = .defaultCompression
        self.text = nil
        self.placeholder = nil
        self.segments = []
        self.font = kind == .button ? .system(size: 15) : (kind == .textField || kind == .textView ? .system(size: 14) : .labelDefault)
        self.lines = kind == .textView ? 0 : 1
        self.lineBreak = kind == .label || kind == .button ? .truncatingTail : .wordWrap
        self.minimumScaleFactor = 0
        self.alignment = .natural
        self.intrinsicSize = nil
        self.imageSize = nil
        self.contentInsets = kind == .button ? EdgeInsets(top: 7, left: 12, bottom: 7, right: 12) : .zero
        self.imagePadding = nil
        self.borderStyle = nil
        self.scrollable = kind == .textView
        self.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        self.stack = kind == .stack ? StackConfiguration(axis: .horizontal) : nil
        self.approximated = false
        self.location = nil
    }
}
