import Diagnostics
import LayoutEngine

/// One problem in one variant of a screen, with the facts that explain it: the fields every
/// finding has, and the kind's own in `details`.
public struct Finding: Hashable, Sendable, Codable {
    /// What the kind's check found beyond the common fields; decides the kind.
    public var details: FindingDetails
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
    /// The string the view displays in this variant, when it shows text.
    public var text: String?
    /// What this instance rests on that was not read from the files; empty when nothing:
    /// then it is confirmed.
    public var assumptions: [Assumption] = []

    /// Creates a finding with its kind's severity unless told otherwise.
    public init(_ details: FindingDetails, variant: Variant, view: String, location: SourceLocation? = nil,
                message: String, text: String? = nil, severity: FindingSeverity? = nil) {
        self.details = details
        self.severity = severity ?? details.kind.check.severity
        self.variant = variant
        self.view = view
        self.location = location
        self.message = message
        self.text = text
    }

    /// What went wrong.
    public var kind: FindingKind { details.kind }

    /// The screen's name.
    public var screen: String { variant.screen }

    /// How bad this instance is, for picking the worst case of a group (see `FindingDetails.magnitude`).
    public var magnitude: Double { details.magnitude }

    /// small-touch-target only: the control has no width or height left (its constraints
    /// squeezed it to nothing or below), a collapse rather than a small size.
    public var isCollapsed: Bool {
        guard case .smallTouchTarget(let size, _, _) = details else { return false }
        return size.width <= 0 || size.height <= 0
    }

    /// The aggregation key: one entry per (screen, view, kind) across variants.
    public var groupKey: FindingGroupKey {
        FindingGroupKey(screen: variant.screen, view: view, kind: kind)
    }

    private enum CodingKeys: String, CodingKey {
        case kind, severity, view, viewName, location, message, text, assumptions
    }

    /// Writes the common fields and the kind's own, flat in one object.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(severity, forKey: .severity)
        try container.encode(view, forKey: .view)
        try container.encodeIfPresent(viewName, forKey: .viewName)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(text, forKey: .text)
        if !assumptions.isEmpty { try container.encode(assumptions, forKey: .assumptions) }
        try details.encode(to: encoder)
    }

    /// Reads what `encode(to:)` writes (the variant stays `.unknown` until the caller sets it).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        details = try FindingDetails(from: decoder)
        severity = try container.decode(FindingSeverity.self, forKey: .severity)
        view = try container.decode(String.self, forKey: .view)
        viewName = try container.decodeIfPresent(String.self, forKey: .viewName)
        location = try container.decodeIfPresent(SourceLocation.self, forKey: .location)
        message = try container.decode(String.self, forKey: .message)
        text = try container.decodeIfPresent(String.self, forKey: .text)
        assumptions = try container.decodeIfPresent([Assumption].self, forKey: .assumptions) ?? []
    }
}
