import Diagnostics
import LayoutEngine

/// One problem across all the variants it appears in: one entry per (screen, view, kind),
/// with where it starts, its worst case and how to fix it.
public struct AggregatedFinding: Hashable, Sendable, Codable {
    /// The screen.
    public var screen: String
    /// The view's id.
    public var view: String
    /// The kind.
    public var kind: FindingKind
    /// The most serious severity among its variants.
    public var severity: FindingSeverity
    /// Where the view (or constraint at fault) is declared.
    public var location: SourceLocation?
    /// Variants it appears in.
    public var count: Int
    /// Variants of this screen that were swept.
    public var variantsOfScreen: Int
    /// Locales it appears in, in sweep order.
    public var locales: [String]
    /// Devices it appears on, in sweep order.
    public var devices: [String]
    /// The first failing category per locale and device.
    public var firstFailures: [FirstFailure]
    /// Every variant it appears in, as inclusive ranges of positions within the screen's
    /// block of the matrix (`VariantMatrix.position(inScreen:)`): compact references to the
    /// variants a report does not keep in full.
    public var variants: [[Int]]
    /// The instance with the largest magnitude (points lost, overflow, area…).
    public var worst: Finding {
        didSet { worstVariant = worst.variant }
    }
    /// The variant of the worst instance.
    public private(set) var worstVariant: Variant
    /// One sentence a person reads first: what, where, from which size, how bad.
    public var summary: String
    /// How to fix it, when the fix is clear.
    public var suggestion: String?
    /// True when the baseline lists it: reported, but it does not fail the run.
    public var baselined: Bool
    /// The decisions about the app's code that touched its view (the view, a view it sits in, a
    /// constraint on it, or the whole screen), as positions in its screen's list
    /// (`SweepReport.screens`); nil when none did.
    public var decisions: [Int]?
    /// True when some instance rests on nothing but the files: the finding is certain, may fail
    /// a run, and its worst case is the worst such instance. False when every instance rests on
    /// an assumption (`assumptions`).
    public var confirmed: Bool = true
    /// What the unconfirmed finding rests on, to look at (empty when confirmed).
    public var assumptions: [Assumption] = []

    /// The aggregation key.
    public var key: FindingGroupKey { FindingGroupKey(screen: screen, view: view, kind: kind) }

    /// Creates an aggregated finding.
    public init(screen: String, view: String, kind: FindingKind, severity: FindingSeverity, location: SourceLocation?,
                count: Int, variantsOfScreen: Int, locales: [String], devices: [String], firstFailures: [FirstFailure],
                variants: [[Int]] = [], worst: Finding, summary: String, suggestion: String?, baselined: Bool = false) {
        self.screen = screen
        self.view = view
        self.kind = kind
        self.severity = severity
        self.location = location
        self.count = count
        self.variantsOfScreen = variantsOfScreen
        self.locales = locales
        self.devices = devices
        self.firstFailures = firstFailures
        self.variants = variants
        self.worst = worst
        self.worstVariant = worst.variant
        self.summary = summary
        self.suggestion = suggestion
        self.baselined = baselined
    }

    private enum CodingKeys: String, CodingKey {
        case screen, view, kind, severity, location, count, variantsOfScreen, locales, devices, firstFailures, variants
        case worst, worstVariant, summary, suggestion, baselined, decisions, confirmed, assumptions
    }

    /// Writes every field; `assumptions` only when there are any.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(screen, forKey: .screen)
        try container.encode(view, forKey: .view)
        try container.encode(kind, forKey: .kind)
        try container.encode(severity, forKey: .severity)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encode(count, forKey: .count)
        try container.encode(variantsOfScreen, forKey: .variantsOfScreen)
        try container.encode(locales, forKey: .locales)
        try container.encode(devices, forKey: .devices)
        try container.encode(firstFailures, forKey: .firstFailures)
        try container.encode(variants, forKey: .variants)
        try container.encode(worst, forKey: .worst)
        try container.encode(worstVariant, forKey: .worstVariant)
        try container.encode(summary, forKey: .summary)
        try container.encodeIfPresent(suggestion, forKey: .suggestion)
        try container.encode(baselined, forKey: .baselined)
        try container.encodeIfPresent(decisions, forKey: .decisions)
        try container.encode(confirmed, forKey: .confirmed)
        if !assumptions.isEmpty { try container.encode(assumptions, forKey: .assumptions) }
    }

    /// Reads the JSON form, giving the worst instance its variant back.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        screen = try container.decode(String.self, forKey: .screen)
        view = try container.decode(String.self, forKey: .view)
        kind = try container.decode(FindingKind.self, forKey: .kind)
        severity = try container.decode(FindingSeverity.self, forKey: .severity)
        location = try container.decodeIfPresent(SourceLocation.self, forKey: .location)
        count = try container.decode(Int.self, forKey: .count)
        variantsOfScreen = try container.decode(Int.self, forKey: .variantsOfScreen)
        locales = try container.decode([String].self, forKey: .locales)
        devices = try container.decode([String].self, forKey: .devices)
        firstFailures = try container.decode([FirstFailure].self, forKey: .firstFailures)
        variants = try container.decodeIfPresent([[Int]].self, forKey: .variants) ?? []
        worstVariant = try container.decode(Variant.self, forKey: .worstVariant)
        var worst = try container.decode(Finding.self, forKey: .worst)
        worst.variant = worstVariant
        self.worst = worst
        summary = try container.decode(String.self, forKey: .summary)
        suggestion = try container.decodeIfPresent(String.self, forKey: .suggestion)
        baselined = try container.decode(Bool.self, forKey: .baselined)
        decisions = try container.decodeIfPresent([Int].self, forKey: .decisions)
        confirmed = try container.decodeIfPresent(Bool.self, forKey: .confirmed) ?? true
        assumptions = try container.decodeIfPresent([Assumption].self, forKey: .assumptions) ?? []
    }
}
