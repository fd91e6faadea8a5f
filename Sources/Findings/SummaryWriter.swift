import TextModel

/// Writes the one-line summary of an aggregated finding, e.g. "forgot clips from XXL in
/// de, fi on iPhone SE (3rd gen); worst 37.5 pt at AX5 (de, iPhone SE (3rd gen) portrait) — 12/576 variants".
struct SummaryWriter {
    let matrix: VariantMatrix

    func summary(of key: FindingGroupKey, worst: Finding, firstFailures: [FirstFailure], locales: [String],
                 count: Int, of total: Int) -> String {
        var text = worst.viewName.map { "\(key.view) “\($0)”" } ?? key.view
        let check = key.kind.check
        text += " \(check.summaryVerb(for: worst))"
        switch check.summaryScope {
        case .locales: text += " in \(localeList(locales))"
        case .nowhere: break
        case .sizes: text += " " + wherePhrase(firstFailures)
        }
        if let worstPhrase = check.worstPhrase(for: worst) {
            text += "; worst \(worstPhrase) at \(worst.variant.category.shortName) (\(worst.variant.locale), \(SummaryWriter.shortDevice(worst.variant.device)) \(worst.variant.orientation.rawValue))"
        }
        return text + " — \(count)/\(total) variants"
    }

    /// "from XXL in de, fi (+3 more locales at larger sizes) on all 3 devices": where it
    /// starts earliest, which locales start there, and on which devices. The per-locale,
    /// per-device first failures are in `firstFailures` (JSON, HTML).
    private func wherePhrase(_ firstFailures: [FirstFailure]) -> String {
        guard let earliest = firstFailures.map(\.category).min() else { return "" }
        var earliestLocales: [String] = []
        var failingLocales: [String] = []
        for row in firstFailures {
            if !failingLocales.contains(row.locale) { failingLocales.append(row.locale) }
            if row.category == earliest, !earliestLocales.contains(row.locale) { earliestLocales.append(row.locale) }
        }
        earliestLocales = ordered(earliestLocales, by: matrix.locales)
        var text = earliest == matrix.categories.first ? "at every size" : "from \(earliest.shortName)"
        text += " in \(localeList(earliestLocales))"
        let later = failingLocales.count - earliestLocales.count
        if later > 0 { text += " (+\(later) more locale\(later == 1 ? "" : "s") at larger sizes)" }
        let devices = ordered(Array(Set(firstFailures.map(\.device))), by: matrix.devices)
        if devices.count == matrix.devices.count, devices.count > 1 {
            text += " on all \(devices.count) devices"
        } else {
            text += " on " + devices.map(SummaryWriter.shortDevice).joined(separator: ", ")
        }
        return text
    }

    /// `iPhone SE (3rd gen)` for `iPhone SE (3rd generation)`.
    static func shortDevice(_ name: String) -> String {
        name.replacingOccurrences(of: "generation", with: "gen")
    }

    private func ordered(_ values: [String], by reference: [String]) -> [String] {
        var position: [String: Int] = [:]
        for (index, value) in reference.enumerated() where position[value] == nil { position[value] = index }
        return values.sorted { (position[$0] ?? Int.max, $0) < (position[$1] ?? Int.max, $1) }
    }

    private func localeList(_ locales: [String]) -> String {
        if locales.count == matrix.locales.count, locales.count > 2 { return "all \(locales.count) locales" }
        return locales.joined(separator: ", ")
    }
}
