import Diagnostics
import Findings

extension SweepReport {
    /// Assembles the report of a finished sweep: aggregates its findings and marks the
    /// ones the baseline accepts.
    public init(sweep: Sweep, outcome: Sweep.Outcome, baseline: Baseline? = nil, failOn: [FindingKind] = [],
                inputErrors: [Diagnostic] = []) {
        var findings = outcome.accumulator.findings(baseline: baseline)
        let byName = Dictionary(sweep.screens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for index in findings.indices {
            guard let screen = byName[findings[index].screen] else { continue }
            let touching = ScreenDecisions.indices(touching: findings[index].view, in: screen)
            if !touching.isEmpty { findings[index].decisions = touching }
        }
        var matrix = sweep.matrix
        // A screen that could not be laid out at all is reported as its error only.
        matrix.screens.removeAll { outcome.unsweptScreens.contains($0) }
        self.init(matrix: matrix, shard: sweep.shard, results: outcome.results, findings: findings,
                  errors: inputErrors + outcome.errors, failOn: failOn, stats: outcome.stats)
        headroom = outcome.accumulator.headroomEntries()
        let ids = sweep.screenIDs
        screenIDs = ids.isEmpty ? nil : ids
        let decided = ScreenDecisions.of(sweep.screens)
        screens = decided.isEmpty ? nil : decided
        if outcome.results.count < outcome.stats.variants {
            failingVariants = outcome.failingVariants
        }
    }
}
