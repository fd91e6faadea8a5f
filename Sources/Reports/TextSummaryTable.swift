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
        let nameWidth = max(6, min(28, shown.map(\.count).max() ?? 6))
        let headings = kinds.map(\.check.heading) + ["total", "errors"]
        func row(_ name: String, _ cells: [String]) -> String {
            let label = name.count > nameWidth ? String(name.prefix(nameWidth - 1)) + "…" : name
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
}
