import Diagnostics

extension SweepReport {
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
        var decided: [ScreenDecisions] = []
        var decidedNames: Set<String> = []
        for report in reports {
            for screen in report.screens ?? [] where decidedNames.insert(screen.screen).inserted { decided.append(screen) }
        }
        // The links of each finding, as the shard that saw its screen wrote them.
        var links: [FindingGroupKey: [Int]] = [:]
        for report in reports {
            for finding in report.findings { if let decisions = finding.decisions { links[finding.key] = decisions } }
        }
        for index in findings.indices { findings[index].decisions = links[findings[index].key] }
        var merged = SweepReport(tool: first.tool, matrix: matrix, shard: nil, results: results, findings: findings,
                                 errors: errors, failOn: failOn.sorted(), stats: stats)
        merged.screens = decided.isEmpty ? nil : decided
        let ids = reports.reduce(into: [String: String]()) { $0.merge($1.screenIDs ?? [:]) { first, _ in first } }
        merged.screenIDs = ids.isEmpty ? nil : ids
        merged.failOnUnconfirmed = reports.contains { $0.failOnUnconfirmed == true } ? true : nil
        merged.headroom = accumulator.headroomEntries()
        return merged
    }
}
