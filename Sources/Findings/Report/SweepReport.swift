import Diagnostics

/// The whole outcome of a sweep (or of merged shard sweeps): per-variant results,
/// aggregated findings, errors for screens that could not be read, and stats.
/// Its JSON form is the `--format json` output and what `layout-stress merge` reads.
public struct SweepReport: Sendable, Codable {
    /// The tool version that wrote the report.
    public var tool: String
    /// The matrix swept.
    public var matrix: VariantMatrix
    /// Which shard this is (`1/4`), nil for a whole sweep.
    public var shard: Shard?
    /// Every variant, in matrix order.
    public var results: [VariantResult]
    /// One entry per (screen, view, kind).
    public var findings: [AggregatedFinding]
    /// Problems with inputs (a screen that cannot be read or built); those screens are skipped.
    public var errors: [Diagnostic]
    /// Finding kinds that fail the run (`--fail-on`).
    public var failOn: [FindingKind]
    /// True when unconfirmed findings of those kinds fail the run too (`--fail-on-unconfirmed`);
    /// by default only confirmed ones do.
    public var failOnUnconfirmed: Bool?
    /// Size and speed.
    public var stats: SweepStats
    /// Each text view's headroom per locale: the largest category that still fits, and the
    /// characters left at `large`.
    public var headroom: [Headroom]?
    /// What the app's code was found to do, per screen that has any decision: findings point
    /// into these lists (`AggregatedFinding.decisions`). Nil when no screen has one.
    public var screens: [ScreenDecisions]?
    /// Each screen's id that survives a rename (`Main.storyboard#abc-12-xyz`), by name, where it
    /// has one: SARIF fingerprints use it so renaming a scene or editing a text keeps an alert.
    public var screenIDs: [String: String]?
    /// Failing variants (a finding that is not a note and not in the baseline), when the
    /// report keeps fewer `results` than the sweep ran (HTML pictures); nil when `results` has them all.
    public var failingVariants: Int?

    /// Creates a report.
    public init(tool: String = "layout-stress", matrix: VariantMatrix, shard: Shard? = nil, results: [VariantResult],
                findings: [AggregatedFinding], errors: [Diagnostic] = [], failOn: [FindingKind] = [], stats: SweepStats) {
        self.tool = tool
        self.matrix = matrix
        self.shard = shard
        self.results = results
        self.findings = findings
        self.errors = errors
        self.failOn = failOn
        self.stats = stats
    }

    /// Aggregated findings that fail the run: selected by `failOn`, not in the baseline, and
    /// confirmed (or any, with `failOnUnconfirmed`).
    public var failingFindings: [AggregatedFinding] {
        findings.filter { !$0.baselined && failOn.contains($0.kind) && ($0.confirmed || failOnUnconfirmed == true) }
    }

    /// The exit code the documented contract asks for: 2 when an input was bad,
    /// 1 when a finding selected by `--fail-on` remains, else 0.
    public var exitCode: Int32 {
        if errors.contains(where: { $0.severity == .error }) { return 2 }
        return failingFindings.isEmpty ? 0 : 1
    }
}
