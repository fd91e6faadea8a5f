import Findings

/// The text report's overview: one row per screen with problems, one column per finding
/// kind that occurs, counting the problems (aggregated findings, baseline excluded).
struct TextSummaryTable {
    let report: SweepReport
    let style: TerminalStyle
    /// Most screens listed before "… N more screens".
    var maxRows = 20

    var lines: [String] {
        let active = report.findings.filter { !$0.baselined }
        guard !active.isEmpty else { return [] }
        let kinds = FindingKind.allCases.filter { kind in active.contains { $0.kind == kind } }
        var counts: [String: [FindingKind: Int]] = [:]
        var errors: [String: Int] = [:]
        for finding in active {
            counts[finding.screen, default: [:]][finding.kind, default: 0] += 1
            if finding.severity == .error { errors[finding.screen, default: 0] += 1 }
        }
        let screens = report.matrix.screens.filter { counts[$0] != nil }
            + counts.keys.filter { !report.matrix.screens.contains($0) }.sorted()
        let shown = Array(screens.prefix(maxRows))
        // As narrow as the names allow, wider when shortened names would read alike.
        var nameWidth = max(6, min(28, shown.map(\.count).max() ?? 6))
        while nameWidth < 48, Set(shown.map { Self.label($0, width: nameWidth) }).count < Set(shown).count,
              shown.contains(where: { $0.count > nameWidth }) {
            nameWidth += 4
        }
        let headings = kinds.map(\.check.heading) + ["total", "errors"]
        func row(_ name: String, _ cells: [String]) -> String {
            let label = Self.label(name, width: nameWidth)
            var text = "  " + label.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
            for (cell, heading) in zip(cells, headings) {
                text += "  " + String(repeating: " ", count: max(0, heading.count - cell.count)) + cell
            }
            return text
        }
        var lines = ["", style.bold(row("screen", headings))]
        for screen in shown {
            let perKind = counts[screen] ?? [:]
            let total = perKind.values.reduce(0, +)
            var cells = kinds.map { perKind[$0].map(String.init) ?? "·" }
            cells += [String(total), String(errors[screen] ?? 0)]
            lines.append(row(screen, cells))
        }
        if screens.count > shown.count {
            lines.append(style.dim("  … \(screens.count - shown.count) more screens with problems"))
        }
        if shown.count > 1 {
            var cells = kinds.map { kind in String(active.filter { $0.kind == kind }.count) }
            cells += [String(active.count), String(active.filter { $0.severity == .error }.count)]
            lines.append(style.dim(row("all", cells)))
        }
        return lines
    }

    /// A screen's name shortened to `width` characters: whole, or its last parts (the scene,
    /// the cell: what tells screens of one file apart) after `…`, or the last part cut at a
    /// word's end; never cut inside a word when a shorter whole word fits.
    static func label(_ name: String, width: Int) -> String {
        guard name.count > width else { return name }
        let parts = name.components(separatedBy: " › ")
        var kept: [String] = []
        for part in parts.reversed() {
            let candidate = "… " + ([part] + kept).joined(separator: " › ")
            guard candidate.count <= width else { break }
            kept.insert(part, at: 0)
        }
        if !kept.isEmpty { return "… " + kept.joined(separator: " › ") }
        let last = parts.last ?? name
        var cut = ""
        for word in last.split(separator: " ") {
            let next = cut.isEmpty ? String(word) : cut + " " + word
            guard next.count <= width - 1 else { break }
            cut = next
        }
        return cut.isEmpty ? String(last.prefix(width - 1)) + "…" : cut + "…"
    }
}
