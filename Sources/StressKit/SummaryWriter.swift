import TextEngine

/// Writes the one-line summary of an aggregated finding, e.g. "forgot clips from XXL in
/// de, fi on iPhone SE (3rd generation); worst 37.5 pt at AX5 (de, iPhone SE (3rd generation) portrait)".
struct SummaryWriter {
    let matrix: VariantMatrix

    func summary(of key: FindingGroupKey, worst: Finding, firstFailures: [FirstFailure], locales: [String],
                 count: Int, of total: Int) -> String {
        var text = "\(key.view) \(verb(worst))"
        switch key.kind {
        case .missingTranslation, .missingGlyphs:
            text += " in \(localeList(locales))"
        case .fixedFont:
            break
        default:
            text += " " + wherePhrase(firstFailures)
        }
        if let worstPhrase = worstPhrase(worst) {
            text += "; worst \(worstPhrase) at \(worst.variant.category.shortName) (\(worst.variant.locale), \(worst.variant.device) \(worst.variant.orientation.rawValue))"
        }
        return text + " — \(count) of \(total) variants"
    }

    private func verb(_ finding: Finding) -> String {
        switch finding.kind {
        case .clippedText: finding.axis == .vertical ? "clips vertically" : "clips"
        case .truncatedText: "truncates"
        case .offscreen: "runs off the \(finding.edge ?? "") edge"
        case .overlap: "overlaps \(finding.otherView ?? "another view")"
        case .unsatisfiable: "has conflicting required constraints"
        case .ambiguous: "has an ambiguous frame"
        case .rtlNotMirrored: "is not mirrored in right-to-left"
        case .missingGlyphs: "has characters no font covers"
        case .missingTranslation: "has no translation"
        case .fixedFont: "does not scale with Dynamic Type"
        case .smallTouchTarget: "is smaller than 44×44 pt"
        }
    }

    /// "from XXL in de, fi and from AX2 in ru on iPhone SE; at every size in all 8 locales on iPad Pro 13-inch".
    private func wherePhrase(_ firstFailures: [FirstFailure]) -> String {
        var devicePhrases: [(phrase: String, devices: [String])] = []
        for device in matrix.devices + Set(firstFailures.map(\.device)).subtracting(matrix.devices).sorted() {
            let rows = firstFailures.filter { $0.device == device }
            guard !rows.isEmpty else { continue }
            var byStart: [(start: String, locales: [String])] = []
            for row in rows {
                let start: String
                if row.category == matrix.categories.first && row.upward {
                    start = "at every size"
                } else if row.upward {
                    start = row.category == matrix.categories.last ? "at \(row.category.shortName)" : "from \(row.category.shortName) up"
                } else {
                    start = "from \(row.category.shortName) (not every larger size)"
                }
                if let index = byStart.firstIndex(where: { $0.start == start }) {
                    byStart[index].locales.append(row.locale)
                } else {
                    byStart.append((start, [row.locale]))
                }
            }
            let phrase = byStart.map { "\($0.start) in \(localeList($0.locales))" }.joined(separator: ", ")
            if let index = devicePhrases.firstIndex(where: { $0.phrase == phrase }) {
                devicePhrases[index].devices.append(device)
            } else {
                devicePhrases.append((phrase, [device]))
            }
        }
        return devicePhrases.map { "\($0.phrase) on \($0.devices.joined(separator: ", "))" }.joined(separator: "; ")
    }

    private func localeList(_ locales: [String]) -> String {
        if locales.count == matrix.locales.count, locales.count > 2 { return "all \(locales.count) locales" }
        return locales.joined(separator: ", ")
    }

    private func worstPhrase(_ finding: Finding) -> String? {
        switch finding.kind {
        case .clippedText: finding.lost.map(Format.points)
        case .offscreen: finding.overflow.map(Format.points)
        case .rtlNotMirrored: finding.overflow.flatMap { $0 > 0 ? "\(Format.points($0)) off" : nil }
        case .overlap: finding.area.map { "\(Format.number($0)) pt²" }
        case .truncatedText: finding.neededLines.map { "\($0) lines needed" }
        case .smallTouchTarget: finding.size.map { "\(Format.number($0.width))×\(Format.number($0.height)) pt" }
        default: nil
        }
    }
}
