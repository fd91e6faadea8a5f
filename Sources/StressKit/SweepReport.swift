import Diagnostics
import Findings

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
    /// Size and speed.
    public var stats: SweepStats
    /// Each text view's headroom per locale: the largest category that still fits, and the
    /// characters left at `large`.
    public var headroom: [Headroom]?
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

    /// Aggregated findings that fail the run: selected by `failOn` and not in the baseline.
    public var failingFindings: [AggregatedFinding] {
        findings.filter { !$0.baselined && failOn.contains($0.kind) }
    }

    /// The exit code the documented contract asks for: 2 when an input was bad,
    /// 1 when a finding selected by `--fail-on` remains, else 0.
    public var exitCode: Int32 {
        if errors.contains(where: { $0.severity == .error }) { return 2 }
        return failingFindings.isEmpty ? 0 : 1
    }
}

extension SweepReport {
    /// Assembles the report of a finished sweep: aggregates its findings and marks the
    /// ones the baseline accepts.
    public init(sweep: Sweep, outcome: Sweep.Outcome, baseline: Baseline? = nil, failOn: [FindingKind] = [],
                inputErrors: [Diagnostic] = []) {
        let findings = outcome.accumulator.findings(baseline: baseline)
        self.init(matrix: sweep.matrix, shard: sweep.shard, results: outcome.results, findings: findings,
                  errors: inputErrors + outcome.errors, failOn: failOn, stats: outcome.stats)
        headroom = outcome.accumulator.headroomEntries()
        if outcome.results.count < outcome.stats.variants {
            failingVariants = outcome.failingVariants
        }
    }

    /// Combines shard reports of one matrix into the report of the whole sweep: results in
    /// matrix order, findings aggregated afresh, errors and stats summed (seconds add up,
    /// as CPU time across shards).
    public static func merged(_ reports: [SweepReport], baseline: Baseline? = nil) throws -> SweepReport {
        guard let first = reports.first else {
            throw DiagnosticError(.error("merge needs at least one report"))
        }
        if reports.contains(where: { $0.failingVariants != nil }) {
            throw DiagnosticError(.error("a report holds only some of its variants; write shard reports with --format json --variants all (the default with --shard)"))
        }
        var matrix = first.matrix
        for report in reports.dropFirst() {
            guard report.matrix.devices == matrix.devices, report.matrix.orientations == matrix.orientations,
                  report.matrix.locales == matrix.locales, report.matrix.categories == matrix.categories else {
                throw DiagnosticError(.error("the reports sweep different matrices (devices, orientations, locales or categories differ); merge shards of one sweep"))
            }
            for screen in report.matrix.screens where !matrix.screens.contains(screen) { matrix.screens.append(screen) }
        }
        var seen = Set<Variant>()
        var results: [VariantResult] = []
        for report in reports {
            for result in report.results where seen.insert(result.variant).inserted { results.append(result) }
        }
        results.sort { matrix.precedes($0.variant, $1.variant) }
        var errors: [Diagnostic] = []
        for report in reports {
            for error in report.errors where !errors.contains(error) { errors.append(error) }
        }
        let baselined = Set(reports.flatMap { $0.findings.filter(\.baselined).map(\.key) })
        var accumulator = FindingAccumulator(matrix: matrix)
        for result in results { accumulator.add(result) }
        var findings = accumulator.findings(baseline: baseline)
        if baseline == nil {
            for index in findings.indices where baselined.contains(findings[index].key) { findings[index].baselined = true }
        }
        var failOn: [FindingKind] = []
        for report in reports {
            for kind in report.failOn where !failOn.contains(kind) { failOn.append(kind) }
        }
        let seconds = reports.map(\.stats.seconds).reduce(0, +)
        let cpu = reports.allSatisfy { $0.stats.cpuSeconds != nil } ? reports.compactMap(\.stats.cpuSeconds).reduce(0, +) : nil
        let stats = SweepStats(variants: results.count, layouts: reports.map(\.stats.layouts).reduce(0, +),
                               seconds: seconds, jobs: reports.map(\.stats.jobs).max() ?? 1, cpuSeconds: cpu)
        var merged = SweepReport(tool: first.tool, matrix: matrix, shard: nil, results: results, findings: findings,
                                 errors: errors, failOn: failOn.sorted(), stats: stats)
        merged.headroom = accumulator.headroomEntries()
        return merged
    }
}
