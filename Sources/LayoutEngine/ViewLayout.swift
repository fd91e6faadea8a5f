import TextModel

/// One view's outcome in one variant: where it ended up and what its content needed.
public struct ViewLayout: Hashable, Sendable, Codable {
    /// The view's id (`root` for the screen's view).
    public var id: String
    /// Its kind.
    public var kind: ViewKind
    /// Its superview's id (empty for the root).
    public var parent: String
    /// The frame in ROOT coordinates, in points, snapped to the device's pixel grid.
    public var frame: Rect
    /// The intrinsic content size used in this variant (for wrapping text: its width from the
    /// text's natural one-line width, its height at the width the layout gave it).
    public var intrinsic: IntrinsicSize?
    /// The text as displayed (localised; a text field's placeholder when it has no text).
    public var text: String?
    /// The text measured at the width the view was given.
    public var measurement: TextMeasurement?
    /// The line limit (0 = unlimited), for views that show text.
    public var linesAllowed: Int?
    /// Lines the text needs at the given width with no limit.
    public var linesNeeded: Int?
    /// True when some of the text is not shown (ellipsis or cut at the line limit).
    public var truncated: Bool
    /// Whether the view is hidden.
    public var hidden: Bool
    /// True for views inside a scroll view's content (they may extend past the screen).
    public var insideScrollContent: Bool
    /// The direction the view lays out in (its semantic attribute, else its parent's, else the variant's).
    public var effectiveDirection: LayoutDirection
    /// The view's semantic content attribute as declared.
    public var semantic: SemanticContentAttribute
    /// The alignment the text is drawn with: `natural` resolved by the text's own direction.
    public var effectiveAlignment: TextAlignment?
    /// Resolved horizontal constraints and settings that never mirror in right-to-left layouts:
    /// left/right constraints touching this view (`title.left = root.left + 16`) and
    /// `textAlignment = left|right`. An RTL mirroring fault is blamed on these.
    public var absoluteHorizontalConstraints: [String]
    /// Axes whose position or size is not uniquely determined.
    public var ambiguousAxes: [LayoutAttribute.Axis]
    /// True when the solution gave the view a negative width or height. Nothing in Auto Layout
    /// keeps sizes non-negative (UIKit adds no `width >= 0`), so views squeezed by stronger
    /// constraints can end up inside out; the frame is then reported at size 0 and the
    /// overdraft in `shortfall`.
    public var collapsed: Bool = false
    /// How far below zero the constraints squeezed the width and height (0 when they did not).
    public var shortfall = Size(width: 0, height: 0)

    /// Creates a view layout.
    public init(id: String, kind: ViewKind, parent: String, frame: Rect, intrinsic: IntrinsicSize? = nil, text: String? = nil,
                measurement: TextMeasurement? = nil, linesAllowed: Int? = nil, linesNeeded: Int? = nil, truncated: Bool = false,
                hidden: Bool = false, insideScrollContent: Bool = false, effectiveDirection: LayoutDirection = .leftToRight,
                semantic: SemanticContentAttribute = .unspecified, effectiveAlignment: TextAlignment? = nil,
                absoluteHorizontalConstraints: [String] = [], ambiguousAxes: [LayoutAttribute.Axis] = []) {
        self.id = id
        self.kind = kind
        self.parent = parent
        self.frame = frame
        self.intrinsic = intrinsic
        self.text = text
        self.measurement = measurement
        self.linesAllowed = linesAllowed
        self.linesNeeded = linesNeeded
        self.truncated = truncated
        self.hidden = hidden
        self.insideScrollContent = insideScrollContent
        self.effectiveDirection = effectiveDirection
        self.semantic = semantic
        self.effectiveAlignment = effectiveAlignment
        self.absoluteHorizontalConstraints = absoluteHorizontalConstraints
        self.ambiguousAxes = ambiguousAxes
    }
}
