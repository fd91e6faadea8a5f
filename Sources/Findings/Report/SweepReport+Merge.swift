import Diagnostics

extension SweepReport {
    /// Combines shard reports of one matrix into the report of the whole sweep: results in
    /// matrix order, findings aggregated afresh, errors and stats summed (seconds add up,
    /// as CPU time across shards). `files` names the reports in messages (same order).
    ///
    /// The shards must be those of one sweep, each exactly once (`1/n` … `n/n`), or a single
    /// whole report: anything else would be a partial result passed off as whole. Counts are
    /// summed with overflow checks. Both are a `DiagnosticError`.
    public static func merged(_ reports: [SweepReport], baseline: Baseline? = nil, files: [String] = []) throws -> SweepReport {
        guard let first = reports.first else {
            throw DiagnosticError(.error("merge needs at least one report"))
        }
        try checkShards(reports, files: files)
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
        let order = VariantOrder(matrix)
        results.sort { order.precedes($0.variant, $1.variant) }
        var errors: [Diagnostic] = []
        var seenErrors = Set<Diagnostic>()
        for report in reports {
            for error in report.errors where seenErrors.insert(error).inserted { errors.append(error) }
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
        var layouts = 0
        for (index, report) in reports.enumerated() {
            let (sum, overflow) = layouts.addingReportingOverflow(report.stats.layouts)
            guard !overflow else {
                throw DiagnosticError(.error("the layouts counted by the reports add up past \(Int.max)",
                                             at: SourceLocation(file: index < files.count ? files[index] : "report \(index + 1)", line: 1)))
            }
            layouts = sum
        }
        let stats = SweepStats(variants: results.count, layouts: layouts,
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

    /// Throws unless the reports are one whole report, or shards `1/n` … `n/n` of one sweep,
    /// each exactly once.
    private static func checkShards(_ reports: [SweepReport], files: [String]) throws {
        func name(_ index: Int) -> SourceLocation {
            SourceLocation(file: index < files.count ? files[index] : "report \(index + 1)", line: 1)
        }
        let shards = reports.map(\.shard)
        if shards.allSatisfy({ $0 == nil }) {
            guard reports.count == 1 else {
                throw DiagnosticError(.error("\(reports.count) reports of whole sweeps; merge combines the shards (--shard i/n) of one sweep"))
            }
            return
        }
        var problems: [Diagnostic] = []
        var seen: [Int: Int] = [:]
        let count = shards.compactMap { $0 }.first?.count ?? 0
        for (index, shard) in shards.enumerated() {
            guard let shard else {
                problems.append(.error("a report of a whole sweep among shards; merge the shards of one sweep only", at: name(index)))
                continue
            }
            guard shard.count >= 1, (1...shard.count).contains(shard.index) else {
                problems.append(.error("shard \(shard.index)/\(shard.count) is not a shard (1 ≤ i ≤ n)", at: name(index)))
                continue
            }
            guard shard.count == count else {
                problems.append(.error("shard \(shard) belongs to a sweep split \(shard.count) ways, the first report's was split \(count) ways", at: name(index)))
                continue
            }
            if let earlier = seen[shard.index] {
                let other = earlier < files.count ? files[earlier] : "report \(earlier + 1)"
                problems.append(.error("shard \(shard) given twice (also \(other))", at: name(index)))
            } else {
                seen[shard.index] = index
            }
        }
        if problems.isEmpty, count >= 1, seen.count < count {
            let missing = (1...count).filter { seen[$0] == nil }
            let listed = missing.prefix(10).map { "\($0)/\(count)" }.joined(separator: ", ") + (missing.count > 10 ? ", …" : "")
            problems.append(.error("shard\(missing.count == 1 ? "" : "s") \(listed) missing: the merged report would be partial"))
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
    }
}
