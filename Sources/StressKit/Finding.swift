import Diagnostics
import LayoutEngine

/// One problem in one variant of a screen, with the facts that explain it. Fields that
/// do not apply to a finding's kind are nil (and left out of JSON).
public struct Finding: Hashable, Sendable, Codable {
    /// What went wrong.
    public var kind: FindingKind
    /// How much it matters.
    public var severity: FindingSeverity
    /// The variant it happened in. Not part of the finding's JSON: a finding is written
    /// inside its variant's result (or next to `worstVariant`), which restores it on reading.
    public var variant: Variant = .unknown
    /// The view's id (`root` for screen-wide findings).
    public var view: String
    /// The view's human name when it differs from its id (Interface Builder's label or text).
    public var viewName: String?
    /// Where the view (or the constraint at fault) is declared.
    public var location: SourceLocation?
    /// One human sentence: what happened, with numbers.
    public var message: String

    /// clipped-text: the axis that lost room.
    public var axis: LayoutAttribute.Axis?
    /// clipped-text: points the text lost on `axis`.
    public var lost: Double?
    /// clipped-text: the constraints that won over the compression resistance;
    /// unsatisfiable: the conflicting set.
    public var because: [String]?
    /// truncated-text: lines the text needs at the width it got.
    public var neededLines: Int?
    /// truncated-text: lines the view allows (0 = unlimited).
    public var allowedLines: Int?
    /// offscreen: how far past the edge, in points.
    public var overflow: Double?
    /// offscreen: `left`, `right`, `top` or `bottom`.
    public var edge: String?
    /// overlap: the other view; ambiguous: a view tied with this one.
    public var otherView: String?
    /// overlap: intersection area in square points.
    public var area: Double?
    /// unsatisfiable: the constraints broken to recover.
    public var broken: [String]?
    /// ambiguous: the hugging/compression priority two views tie at.
    public var tiedPriority: Double?
    /// rtl-not-mirrored: the constraint or alignment at fault; also how far off the mirror it is in `overflow`.
    public var cause: String?
    /// missing-glyphs: the characters no face covers.
    public var characters: [String]?
    /// missing-translation: the key.
    public var key: String?
    /// fixed-font: the font's description.
    public var font: String?
    /// small-touch-target: the control's size.
    public var size: Size?
    /// The string the view displays in this variant, when it shows text.
    public var text: String?
    /// clipped-text: the highest priority among the winning constraints (1000 = required).
    public var winningPriority: Double?
    /// clipped-text: the horizontal stack that squeezes the view, when one does.
    public var stack: String?

    /// Creates a finding with the kind's default severity; set the kind's fields afterwards.
    public init(kind: FindingKind, variant: Variant, view: String, location: SourceLocation? = nil,
                message: String, severity: FindingSeverity? = nil) {
        self.kind = kind
        self.severity = severity ?? kind.defaultSeverity
        self.variant = variant
        self.view = view
        self.location = location
        self.message = message
    }

    /// The screen's name.
    public var screen: String { variant.screen }

    private enum CodingKeys: String, CodingKey {
        case kind, severity, view, viewName, location, message, axis, lost, because, neededLines, allowedLines, overflow, edge
        case otherView, area, broken, tiedPriority, cause, characters, key, font, size, text, winningPriority, stack
    }

    /// How bad this instance is, for picking the worst case of a group: points lost or
    /// off screen, area overlapped, lines missing, points short of 44.
    public var magnitude: Double {
        switch kind {
        case .clippedText: lost ?? 0
        case .truncatedText: Double((neededLines ?? 0) - (allowedLines ?? 0))
        case .offscreen, .rtlNotMirrored: overflow ?? 0
        case .overlap: area ?? 0
        case .smallTouchTarget: size.map { max(44 - $0.width, 44 - $0.height) } ?? 0
        case .missingGlyphs: Double(characters?.count ?? 0)
        case .unsatisfiable: Double(broken?.count ?? 0)
        case .ambiguous, .missingTranslation, .fixedFont: 0
        }
    }

    /// The aggregation key: one entry per (screen, view, kind) across variants.
    public var groupKey: FindingGroupKey {
        FindingGroupKey(screen: variant.screen, view: view, kind: kind)
    }
}
