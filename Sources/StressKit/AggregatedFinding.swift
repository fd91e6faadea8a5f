import Diagnostics

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
    /// The instance with the largest magnitude (points lost, overflow, area…).
    public var worst: Finding
    /// One sentence a person reads first: what, where, from which size, how bad.
    public var summary: String
    /// How to fix it, when the fix is clear.
    public var suggestion: String?
    /// True when the baseline lists it: reported, but it does not fail the run.
    public var baselined: Bool

    /// The aggregation key.
    public var key: FindingGroupKey { FindingGroupKey(screen: screen, view: view, kind: kind) }

    /// Creates an aggregated finding.
    public init(screen: String, view: String, kind: FindingKind, severity: FindingSeverity, location: SourceLocation?,
                count: Int, variantsOfScreen: Int, locales: [String], devices: [String], firstFailures: [FirstFailure],
                worst: Finding, summary: String, suggestion: String?, baselined: Bool = false) {
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
        self.worst = worst
        self.summary = summary
        self.suggestion = suggestion
        self.baselined = baselined
    }
}
