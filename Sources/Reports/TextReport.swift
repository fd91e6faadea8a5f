import Foundation
import Diagnostics
import LayoutEngine
import Findings

/// The human report. The first screenful says what is wrong: the headline, a table of
/// problems by screen and kind, and the most widespread errors. Then the RTL check, and the
/// findings grouped by screen, one line each with its fix (`verbose` adds the constraints
/// that won and the text, and lists every finding).
public struct TextReport {
    /// Whether to colour the output (only on a terminal).
    public var colored: Bool
    /// Most findings listed per screen before "… and N more".
    public var perScreenLimit: Int
    /// The long form: every finding with its "because" and text, no per-screen limit.
    public var verbose: Bool

    /// The width of the kind column: the longest kind name (`missing-translation`) and a space.
    static let kindColumnWidth = FindingKind.allCases.map(\.rawValue.count).max() ?? 19

    /// Creates a renderer.
    public init(colored: Bool = false, perScreenLimit: Int = 12, verbose: Bool = false) {
        self.colored = colored
        self.perScreenLimit = perScreenLimit
        self.verbose = verbose
    }

    /// Renders a sweep report.
    public func render(_ report: SweepReport) -> String {
        let style = TerminalStyle(enabled: colored)
        var lines: [String] = []
        let matrix = report.matrix
        var scope = "\(plural(matrix.screens.count, "screen")) × \(plural(matrix.devices.count, "device")) × "
            + "\(plural(matrix.orientations.count, "orientation")) × \(plural(matrix.locales.count, "locale")) × "
            + "\(plural(matrix.categories.count, "text size"))"
        if let shard = report.shard { scope += " (shard \(shard))" }
        // The product is what the axes allow; where the apps do not run (a device family, an
        // orientation, a language they lack) fewer are swept, and the header says so.
        let product = matrix.screens.count * matrix.devices.count * matrix.orientations.count * matrix.locales.count * matrix.categories.count
        let swept = product == report.stats.variants || report.shard != nil
            ? "= \(report.stats.variants) variants"
            : "= \(product) combinations, \(report.stats.variants) variants swept where the apps run"
        lines.append(style.bold("LayoutStress") + " — \(scope) \(swept) in "
                     + "\(Format.number(report.stats.seconds)) s (\(speed(report.stats)), \(plural(report.stats.jobs, "job")))")
        lines.append(style.dim("devices: \(matrix.devices.joined(separator: ", ")) · locales: \(matrix.locales.joined(separator: ", "))"))
        lines.append("")
        lines.append(headline(report, style))
        lines += TextSummaryTable(report: report, style: style).lines
        lines += widespread(report, style)

        for error in report.errors {
            lines.append(style.red(error.description))
        }
        lines += rtlSection(report, style)

        let limit = verbose ? Int.max : perScreenLimit
        for screen in matrix.screens {
            // Findings that rest on an assumption are listed apart, under "Needs a look".
            let findings = report.findings.filter { $0.screen == screen && ($0.confirmed || $0.baselined) }
            guard !findings.isEmpty else { continue }
            lines.append("")
            let file = findings.compactMap(\.location?.file).first.map { "  " + style.dim($0) } ?? ""
            lines.append(style.bold(screen) + file)
            for finding in findings.prefix(limit) {
                lines += describe(finding, style)
            }
            if findings.count > limit {
                lines.append(style.dim("  … and \(findings.count - limit) more (--verbose lists them all; --format json or html for every variant)"))
            }
        }
        lines += needsALook(report, style)
        let clean = matrix.screens.filter { name in !report.findings.contains { $0.screen == name } && !report.errors.contains { $0.message.contains(name) } }
        if !clean.isEmpty {
            lines.append("")
            lines.append(style.green("✓ no findings: ") + clean.joined(separator: ", "))
        }
        lines.append("")
        lines.append(headline(report, style))
        lines.append(footer(report, style))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The findings that rest on an assumption (a stand-in text, app code not evaluated), per
    /// screen, each with what to look at.
    private func needsALook(_ report: SweepReport, _ style: TerminalStyle) -> [String] {
        let unconfirmed = report.findings.filter { !$0.confirmed && !$0.baselined }
        guard !unconfirmed.isEmpty else { return [] }
        var lines = ["", style.bold("Needs a look") + style.dim(" (\(plural(unconfirmed.count, "finding")) resting on what the files do not say: check each against the app)")]
        let limit = verbose ? Int.max : perScreenLimit
        for screen in report.matrix.screens {
            let findings = unconfirmed.filter { $0.screen == screen }
            guard !findings.isEmpty else { continue }
            lines.append("  " + style.bold(screen))
            for finding in findings.prefix(limit) {
                lines += describe(finding, style).map { "  " + $0 }
                for assumption in finding.assumptions.prefix(verbose ? Int.max : 2) {
                    lines.append(style.dim("        rests on: \(assumption.what)" + (assumption.location.map { " (\($0))" } ?? "")))
                }
                if !verbose, finding.assumptions.count > 2 { lines.append(style.dim("        … and \(finding.assumptions.count - 2) more (--verbose)")) }
            }
            if findings.count > limit { lines.append(style.dim("    … and \(findings.count - limit) more (--verbose lists them all)")) }
        }
        return lines
    }

    /// The errors (else warnings) that appear in the most variants: where to start.
    private func widespread(_ report: SweepReport, _ style: TerminalStyle) -> [String] {
        let active = report.findings.filter { !$0.baselined && $0.severity != .note && $0.confirmed }
        guard !active.isEmpty else { return [] }
        let top = active.sorted { a, b in
            if a.severity != b.severity { return a.severity > b.severity }
            let shareA = Double(a.count) / Double(max(a.variantsOfScreen, 1)), shareB = Double(b.count) / Double(max(b.variantsOfScreen, 1))
            if shareA != shareB { return shareA > shareB }
            return a.worst.magnitude > b.worst.magnitude
        }.prefix(5)
        var lines = ["", style.bold("Start here") + style.dim(" (the most widespread; details per screen below)")]
        for finding in top {
            lines.append("  \(mark(finding.severity, style)) \(finding.screen) · \(finding.kind.rawValue) · \(finding.summary)")
        }
        return lines
    }

    /// Renders one variant (for `layout-stress layout`): its frames and findings.
    public func render(_ result: VariantResult) -> String {
        let style = TerminalStyle(enabled: colored)
        var lines = [style.bold(result.variant.description) + " (\(result.variant.direction.rawValue), "
                     + "\(Format.number(result.rootSize.width))×\(Format.number(result.rootSize.height)) pt)"]
        for view in result.views where view.hidden != true {
            let frame = view.frame
            var line = "  \(view.id.padding(toLength: max(view.id.count, 16), withPad: " ", startingAt: 0)) "
                + "x \(Format.number(frame.x)) y \(Format.number(frame.y)) w \(Format.number(frame.width)) h \(Format.number(frame.height))"
            if let texts = view.lineTexts, !texts.isEmpty { line += style.dim("  “\(texts.joined(separator: " ⏎ "))”") }
            lines.append(line)
        }
        lines.append("")
        if result.findings.isEmpty {
            lines.append(style.green("✓ no findings"))
        }
        for finding in result.findings {
            lines.append("\(mark(finding.severity, style)) \(finding.kind.rawValue) \(style.bold(finding.view)): \(finding.message)")
            if let because = finding.details.because, !because.isEmpty { lines.append(style.dim("    because: \(because.joined(separator: "; "))")) }
            if let cause = finding.details.cause { lines.append(style.dim("    cause: \(cause)")) }
            if let location = finding.location { lines.append(style.dim("    \(location)")) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func headline(_ report: SweepReport, _ style: TerminalStyle) -> String {
        let active = report.findings.filter { !$0.baselined }
        if active.isEmpty && report.errors.isEmpty {
            let known = report.findings.count
            return style.green("✓ No problems found") + (known > 0 ? " (\(known) known findings in the baseline)" : "")
        }
        let errors = active.filter { $0.severity == .error }.count
        let warnings = active.filter { $0.severity == .warning }.count
        let notes = active.filter { $0.severity == .note }.count
        let screens = Set(active.map(\.screen)).count
        var text = style.bold("\(plural(active.count, "problem")) in \(plural(screens, "screen"))")
            + ": " + style.red("\(plural(errors, "error"))") + ", " + style.yellow(plural(warnings, "warning")) + ", " + style.cyan(plural(notes, "note"))
        let baselined = report.findings.count - active.count
        if baselined > 0 { text += style.dim(" (+\(baselined) in the baseline)") }
        let unconfirmed = active.filter { !$0.confirmed }.count
        if unconfirmed > 0 { text += style.dim(" — \(unconfirmed) of them need a look (not confirmed)") }
        return text
    }

    private func describe(_ finding: AggregatedFinding, _ style: TerminalStyle) -> [String] {
        let kind = finding.kind.rawValue.padding(toLength: TextReport.kindColumnWidth, withPad: " ", startingAt: 0)
        var first = "  \(mark(finding.severity, style)) \(kind) \(finding.summary)"
        if finding.baselined { first += style.dim(" [baseline]") }
        var lines = [first]
        if verbose {
            var details: [String] = []
            if let because = finding.worst.details.because, !because.isEmpty, finding.kind.check.showsWinningConstraints {
                details.append("because \(because.prefix(2).joined(separator: "; "))")
            }
            if let cause = finding.worst.details.cause { details.append(cause) }
            if let text = finding.worst.text, finding.kind.check.cutsText {
                details.append("“\(text.count > 50 ? String(text.prefix(49)) + "…" : text)”")
            }
            if !details.isEmpty { lines.append(style.dim("      " + details.joined(separator: " · "))) }
        }
        var fix = ""
        if let suggestion = finding.suggestion { fix = "fix: \(suggestion)" }
        if let location = finding.location { fix += (fix.isEmpty ? "" : "  ") + style.dim("at \(location)") }
        if !fix.isEmpty { lines.append("      " + fix) }
        return lines
    }

    private func rtlSection(_ report: SweepReport, _ style: TerminalStyle) -> [String] {
        let rtl = report.results.filter { $0.mirroring != nil }
        guard !rtl.isEmpty else { return [] }
        let locales = report.matrix.locales.filter { locale in rtl.contains { $0.variant.locale == locale } }
        var lines = ["", style.bold("Right-to-left") + " (\(locales.joined(separator: ", ")), each compared with the same strings laid out left to right)"]
        var screens: [String] = []
        for result in rtl where !screens.contains(result.variant.screen) { screens.append(result.variant.screen) }
        var mirroredScreens: [String] = []
        for screen in screens {
            let results = rtl.filter { $0.variant.screen == screen }
            let faults = report.findings.filter { $0.screen == screen && $0.kind == .rtlNotMirrored }.map(\.view)
            var kept: [String] = []
            var flipped: [String] = []
            for result in results {
                for id in result.mirroring?.keptByDesign ?? [] where !kept.contains(id) { kept.append(id) }
                for id in result.mirroring?.flippedDespiteOptOut ?? [] where !flipped.contains(id) { flipped.append(id) }
            }
            if faults.isEmpty && kept.isEmpty && flipped.isEmpty {
                mirroredScreens.append(screen)
                continue
            }
            var line = "  \(screen): "
            line += faults.isEmpty ? style.green("mirrored ✓") : style.red("not mirrored: \(faults.joined(separator: ", "))")
            if !kept.isEmpty { line += " · " + style.green("kept left-to-right by design (playback/spatial/forced): \(kept.joined(separator: ", "))") }
            if !flipped.isEmpty { line += " · " + style.red("flipped despite opting out: \(flipped.joined(separator: ", "))") }
            lines.append(line)
        }
        if !mirroredScreens.isEmpty {
            let names = mirroredScreens.count <= 8 ? mirroredScreens.joined(separator: ", ") : "\(mirroredScreens.count) screens"
            lines.append("  " + style.green("mirrored ✓: ") + names)
        }
        return lines
    }

    private func footer(_ report: SweepReport, _ style: TerminalStyle) -> String {
        let failing = report.failingFindings.count
        if report.exitCode == 2, report.stats.variants == 0 {
            return style.red("Exit 2: nothing was swept (see above).")
        }
        if report.exitCode == 2 {
            return style.red("Exit 2: some inputs could not be read (errors above); the other screens were swept.")
        }
        if report.failOn.isEmpty {
            return style.dim("Findings do not fail the run unless you pass --fail-on KINDS (or failOn: in layout-stress.yml). Pictures: --format html --output report.html")
        }
        if failing == 0 {
            return style.green("✓ Nothing selected by --fail-on \(report.failOn.map(\.rawValue).joined(separator: ",")).")
        }
        return style.red("✗ \(plural(failing, "finding")) selected by --fail-on \(report.failOn.map(\.rawValue).joined(separator: ",")) (exit 1).")
    }

    private func mark(_ severity: FindingSeverity, _ style: TerminalStyle) -> String {
        switch severity {
        case .error: style.red("✗")
        case .warning: style.yellow("!")
        case .note: style.cyan("·")
        }
    }

    private func speed(_ stats: SweepStats) -> String {
        var text = "\(Format.number(stats.layoutsPerSecond)) variants/s"
        if let perCore = stats.layoutsPerCPUSecond { text += ", \(Format.number(perCore)) per CPU-second" }
        return text
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

extension TextReport: Reporter {
    /// `text`.
    public var format: ReportFormat { .text }
    /// The overview and aggregated findings only.
    public var retention: ResultRetention { .summary }
    /// The text report, coloured and verbose as `options` say.
    public func render(_ report: SweepReport, options: RenderOptions) throws -> Data {
        Data(TextReport(colored: options.colored, perScreenLimit: perScreenLimit, verbose: options.verbose).render(report).utf8)
    }
}
