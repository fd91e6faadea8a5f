import TextEngine

/// Folds per-variant findings into one entry per (screen, view, kind): how often, from
/// which category on per locale and device, the worst case, and a suggestion.
public struct FindingAggregator: Sendable {
    /// The matrix the results came from (for ordering and "every size" statements).
    public let matrix: VariantMatrix

    /// Creates an aggregator.
    public init(matrix: VariantMatrix) {
        self.matrix = matrix
    }

    /// Aggregates results, in screen order, then view order, then kind.
    public func aggregate(_ results: [VariantResult], baseline: Baseline? = nil) -> [AggregatedFinding] {
        var groups: [FindingGroupKey: [Finding]] = [:]
        var variantsPerScreen: [String: Int] = [:]
        var viewOrder: [String: [String: Int]] = [:]
        for result in results {
            variantsPerScreen[result.variant.screen, default: 0] += 1
            if viewOrder[result.variant.screen] == nil {
                viewOrder[result.variant.screen] = Dictionary(result.views.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
            }
            for finding in result.findings {
                groups[finding.groupKey, default: []].append(finding)
            }
        }
        let keys = groups.keys.sorted { a, b in
            let sa = matrix.screens.firstIndex(of: a.screen) ?? Int.max, sb = matrix.screens.firstIndex(of: b.screen) ?? Int.max
            if sa != sb { return sa < sb }
            if a.screen != b.screen { return a.screen < b.screen }
            let va = viewOrder[a.screen]?[a.view] ?? Int.max, vb = viewOrder[b.screen]?[b.view] ?? Int.max
            if va != vb { return va < vb }
            if a.view != b.view { return a.view < b.view }
            return a.kind < b.kind
        }
        return keys.compactMap { key in
            guard let findings = groups[key] else { return nil }
            return aggregate(key, findings, variantsOfScreen: variantsPerScreen[key.screen] ?? findings.count,
                             baselined: baseline?.contains(key) ?? false)
        }
    }

    private func aggregate(_ key: FindingGroupKey, _ findings: [Finding], variantsOfScreen: Int, baselined: Bool) -> AggregatedFinding? {
        guard var worst = findings.first else { return nil }
        for finding in findings.dropFirst() where finding.magnitude > worst.magnitude { worst = finding }
        let variants = Set(findings.map(\.variant))
        let locales = ordered(Set(findings.map(\.variant.locale)), by: matrix.locales)
        let devices = ordered(Set(findings.map(\.variant.device)), by: matrix.devices)
        var failing: [String: [String: Set<ContentSizeCategory>]] = [:]
        for finding in findings {
            failing[finding.variant.device, default: [:]][finding.variant.locale, default: []].insert(finding.variant.category)
        }
        var firstFailures: [FirstFailure] = []
        for device in devices {
            for locale in locales {
                guard let categories = failing[device]?[locale], let first = categories.min() else { continue }
                let upward = matrix.categories.filter { $0 >= first }.allSatisfy(categories.contains)
                firstFailures.append(FirstFailure(locale: locale, device: device, category: first, upward: upward))
            }
        }
        let severity = findings.map(\.severity).max() ?? key.kind.defaultSeverity
        let location = worst.location ?? findings.first(where: { $0.location != nil })?.location
        let summary = SummaryWriter(matrix: matrix).summary(of: key, worst: worst, firstFailures: firstFailures,
                                                            locales: locales, count: variants.count, of: variantsOfScreen)
        return AggregatedFinding(screen: key.screen, view: key.view, kind: key.kind, severity: severity, location: location,
                                 count: variants.count, variantsOfScreen: variantsOfScreen, locales: locales, devices: devices,
                                 firstFailures: firstFailures, worst: worst, summary: summary,
                                 suggestion: SuggestionWriter.suggestion(for: worst, firstFailures: firstFailures, locales: locales),
                                 baselined: baselined)
    }

    private func ordered(_ values: Set<String>, by reference: [String]) -> [String] {
        values.sorted { (reference.firstIndex(of: $0) ?? Int.max, $0) < (reference.firstIndex(of: $1) ?? Int.max, $1) }
    }
}
