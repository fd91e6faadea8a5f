import LayoutEngine

/// What one finding says beyond the common fields, by kind. In JSON the associated values
/// are written flat beside `kind` (`"axis"`, `"lost"`, `"because"`, …), as interfaces §4 shows.
public enum FindingDetails: Hashable, Sendable, Codable {
    /// A text view lost `lost` points on `axis` to the constraints in `because` (the user's
    /// own first); the highest priority among them; the lines it allows; the horizontal stack
    /// that squeezes it, when one does; the id of the first written constraint that won (for
    /// Interface Builder, the constraint's object id), so a fix can name it.
    case clippedText(axis: LayoutAttribute.Axis, lost: Double, because: [String], winningPriority: Double?,
                     allowedLines: Int, stack: String?, winningConstraint: String? = nil)
    /// The text needs `neededLines` lines at the width it got; the view allows `allowedLines` (0 = unlimited).
    case truncatedText(neededLines: Int, allowedLines: Int)
    /// The view runs `overflow` points past the screen's `edge` (`left`, `right`, `top`, `bottom`).
    case offscreen(edge: String, overflow: Double)
    /// The view intersects `otherView` over `area` square points.
    case overlap(otherView: String, area: Double)
    /// Required constraints conflict (`because`, the whole set); `broken` were dropped to recover.
    case unsatisfiable(because: [String], broken: [String])
    /// The frame is not fixed; when a hugging or compression tie is the cause, the views it
    /// ties with and the tied priority.
    case ambiguous(otherView: String?, tiedPriority: Double?)
    /// In right-to-left the view is `overflow` points off its mirror image, because of `cause`.
    case rtlNotMirrored(cause: String, overflow: Double)
    /// Characters no available font covers.
    case missingGlyphs(characters: [String])
    /// The localisation key with no translation in the locale, and the strings table (the
    /// `.strings` or String Catalog file's name) it belongs in, when the text names one.
    case missingTranslation(key: String, table: String? = nil)
    /// The font that does not scale, described.
    case fixedFont(font: String)
    /// The screen's views whose text no locale translates, and their keys.
    case designTimeText(views: [String], keys: [String])
    /// The control's size (never negative); for a collapsed control, how far below zero its
    /// constraints pushed it (`lost`) and why (`cause`).
    case smallTouchTarget(size: Size, lost: Double?, cause: String?)

    /// The kind these details belong to.
    public var kind: FindingKind {
        switch self {
        case .clippedText: .clippedText
        case .truncatedText: .truncatedText
        case .offscreen: .offscreen
        case .overlap: .overlap
        case .unsatisfiable: .unsatisfiable
        case .ambiguous: .ambiguous
        case .rtlNotMirrored: .rtlNotMirrored
        case .missingGlyphs: .missingGlyphs
        case .missingTranslation: .missingTranslation
        case .fixedFont: .fixedFont
        case .designTimeText: .designTimeText
        case .smallTouchTarget: .smallTouchTarget
        }
    }

    /// The constraints a report lists after "because:", when the kind names some.
    public var because: [String]? {
        switch self {
        case .clippedText(_, _, let because, _, _, _, _), .unsatisfiable(let because, _): because
        case .truncatedText, .offscreen, .overlap, .ambiguous, .rtlNotMirrored, .missingGlyphs, .missingTranslation,
             .fixedFont, .designTimeText, .smallTouchTarget: nil
        }
    }

    /// The other views the finding is about besides its own (the view an overlap is with).
    public var otherViews: [String] {
        if case .overlap(let other, _) = self { return [other] }
        return []
    }

    /// The cause a report lists after "cause:", when the kind has one.
    public var cause: String? {
        switch self {
        case .rtlNotMirrored(let cause, _): cause
        case .smallTouchTarget(_, _, let cause): cause
        case .clippedText, .truncatedText, .offscreen, .overlap, .unsatisfiable, .ambiguous, .missingGlyphs,
             .missingTranslation, .fixedFont, .designTimeText: nil
        }
    }

    /// How bad this instance is, for picking a group's worst: points lost or off screen, area
    /// overlapped, lines missing, points short of 44 (plus, for a collapsed control, how far
    /// below zero its constraints pushed it), characters or constraints at fault.
    public var magnitude: Double {
        switch self {
        case .clippedText(_, let lost, _, _, _, _, _): lost
        case .truncatedText(let needed, let allowed): Double(needed - allowed)
        case .offscreen(_, let overflow), .rtlNotMirrored(_, let overflow): overflow
        case .overlap(_, let area): area
        case .smallTouchTarget(let size, let lost, _): max(44 - size.width, 44 - size.height) + (lost ?? 0)
        case .missingGlyphs(let characters): Double(characters.count)
        case .unsatisfiable(_, let broken): Double(broken.count)
        case .designTimeText(let views, _): Double(views.count)
        case .ambiguous, .missingTranslation, .fixedFont: 0
        }
    }

    private enum Field: String, CodingKey {
        case kind, axis, lost, because, winningPriority, allowedLines, stack, neededLines, edge, overflow
        case otherView, area, broken, tiedPriority, cause, characters, key, font, size, views, keys, table, winningConstraint
    }

    /// Writes the associated values as flat fields of the finding's object (no `kind`: the finding writes it).
    public func encode(to encoder: Encoder) throws {
        var out = encoder.container(keyedBy: Field.self)
        switch self {
        case let .clippedText(axis, lost, because, winningPriority, allowedLines, stack, winningConstraint):
            try out.encodeIfPresent(winningConstraint, forKey: .winningConstraint)
            try out.encode(axis, forKey: .axis)
            try out.encode(lost, forKey: .lost)
            try out.encode(because, forKey: .because)
            try out.encodeIfPresent(winningPriority, forKey: .winningPriority)
            try out.encode(allowedLines, forKey: .allowedLines)
            try out.encodeIfPresent(stack, forKey: .stack)
        case let .truncatedText(neededLines, allowedLines):
            try out.encode(neededLines, forKey: .neededLines)
            try out.encode(allowedLines, forKey: .allowedLines)
        case let .offscreen(edge, overflow):
            try out.encode(edge, forKey: .edge)
            try out.encode(overflow, forKey: .overflow)
        case let .overlap(otherView, area):
            try out.encode(otherView, forKey: .otherView)
            try out.encode(area, forKey: .area)
        case let .unsatisfiable(because, broken):
            try out.encode(because, forKey: .because)
            try out.encode(broken, forKey: .broken)
        case let .ambiguous(otherView, tiedPriority):
            try out.encodeIfPresent(otherView, forKey: .otherView)
            try out.encodeIfPresent(tiedPriority, forKey: .tiedPriority)
        case let .rtlNotMirrored(cause, overflow):
            try out.encode(cause, forKey: .cause)
            try out.encode(overflow, forKey: .overflow)
        case let .missingGlyphs(characters):
            try out.encode(characters, forKey: .characters)
        case let .missingTranslation(key, table):
            try out.encode(key, forKey: .key)
            try out.encodeIfPresent(table, forKey: .table)
        case let .fixedFont(font):
            try out.encode(font, forKey: .font)
        case let .designTimeText(views, keys):
            try out.encode(views, forKey: .views)
            try out.encode(keys, forKey: .keys)
        case let .smallTouchTarget(size, lost, cause):
            try out.encode(size, forKey: .size)
            try out.encodeIfPresent(lost, forKey: .lost)
            try out.encodeIfPresent(cause, forKey: .cause)
        }
    }

    /// Reads the flat fields back, choosing the case by the object's `kind`.
    public init(from decoder: Decoder) throws {
        let input = try decoder.container(keyedBy: Field.self)
        switch try input.decode(FindingKind.self, forKey: .kind) {
        case .clippedText:
            self = .clippedText(axis: try input.decode(LayoutAttribute.Axis.self, forKey: .axis),
                                lost: try input.decode(Double.self, forKey: .lost),
                                because: try input.decode([String].self, forKey: .because),
                                winningPriority: try input.decodeIfPresent(Double.self, forKey: .winningPriority),
                                allowedLines: try input.decode(Int.self, forKey: .allowedLines),
                                stack: try input.decodeIfPresent(String.self, forKey: .stack),
                                winningConstraint: try input.decodeIfPresent(String.self, forKey: .winningConstraint))
        case .truncatedText:
            self = .truncatedText(neededLines: try input.decode(Int.self, forKey: .neededLines),
                                  allowedLines: try input.decode(Int.self, forKey: .allowedLines))
        case .offscreen:
            self = .offscreen(edge: try input.decode(String.self, forKey: .edge), overflow: try input.decode(Double.self, forKey: .overflow))
        case .overlap:
            self = .overlap(otherView: try input.decode(String.self, forKey: .otherView), area: try input.decode(Double.self, forKey: .area))
        case .unsatisfiable:
            self = .unsatisfiable(because: try input.decode([String].self, forKey: .because),
                                  broken: try input.decode([String].self, forKey: .broken))
        case .ambiguous:
            self = .ambiguous(otherView: try input.decodeIfPresent(String.self, forKey: .otherView),
                              tiedPriority: try input.decodeIfPresent(Double.self, forKey: .tiedPriority))
        case .rtlNotMirrored:
            self = .rtlNotMirrored(cause: try input.decode(String.self, forKey: .cause), overflow: try input.decode(Double.self, forKey: .overflow))
        case .missingGlyphs:
            self = .missingGlyphs(characters: try input.decode([String].self, forKey: .characters))
        case .missingTranslation:
            self = .missingTranslation(key: try input.decode(String.self, forKey: .key), table: try input.decodeIfPresent(String.self, forKey: .table))
        case .fixedFont:
            self = .fixedFont(font: try input.decode(String.self, forKey: .font))
        case .designTimeText:
            self = .designTimeText(views: try input.decode([String].self, forKey: .views), keys: try input.decode([String].self, forKey: .keys))
        case .smallTouchTarget:
            self = .smallTouchTarget(size: try input.decode(Size.self, forKey: .size), lost: try input.decodeIfPresent(Double.self, forKey: .lost),
                                     cause: try input.decodeIfPresent(String.self, forKey: .cause))
        }
    }
}
