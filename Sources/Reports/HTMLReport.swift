import Diagnostics
import Foundation
import LayoutEngine
import Findings
import TextModel

/// One self-contained HTML page: the headline, every aggregated finding with its fix and a
/// link to its picture, and an SVG picture per failing variant (RTL variants beside their
/// left-to-right twin).
/// Pictures are capped (`maxPictures`): the worst variant of every finding comes first,
/// then the other failing variants in matrix order.
public struct HTMLReport {
    /// Most variants drawn.
    public var maxPictures: Int

    /// Creates a renderer.
    public init(maxPictures: Int = 400) {
        self.maxPictures = maxPictures
    }

    /// Failing variants: results with a finding that is not a note and not in the baseline.
    public static func failingResults(_ report: SweepReport) -> [VariantResult] {
        let baselined = Set(report.findings.filter(\.baselined).map(\.key))
        return report.results.filter { result in
            result.findings.contains { $0.severity != .note && !baselined.contains($0.groupKey) }
        }
    }

    /// Renders the page.
    public func render(_ report: SweepReport) -> String {
        let failing = HTMLReport.failingResults(report)
        let pictured = pick(failing, report)
        let figures = Dictionary(pictured.enumerated().map { ($0.element.variant, "v\($0.offset)") }, uniquingKeysWith: { first, _ in first })
        var html = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>LayoutStress report</title>
        <style>\(HTMLReport.css)</style></head><body>
        <header><h1>LayoutStress</h1><p class="scope">\(Markup.escape(scope(report)))</p>\(headline(report))</header>
        """
        if !report.errors.isEmpty {
            html += "<section class=\"errors\"><h2>Inputs that could not be used</h2><ul>"
            for error in report.errors { html += "<li><code>\(Markup.escape(error.description))</code></li>" }
            html += "</ul></section>"
        }
        html += "<section><h2>Findings</h2>"
        for screen in report.matrix.screens {
            let findings = report.findings.filter { $0.screen == screen }
            guard !findings.isEmpty else { continue }
            html += "<h3>\(Markup.escape(screen))</h3><table><thead><tr><th></th><th>kind</th><th>view</th><th>what</th><th>fix</th><th>where</th><th>picture</th></tr></thead><tbody>"
            for finding in findings {
                html += "<tr class=\"\(finding.severity.rawValue)\(finding.baselined ? " baselined" : "")\"><td class=\"sev\">\(finding.severity.rawValue)</td>"
                    + "<td class=\"id\"><code>\(finding.kind.rawValue)</code></td><td class=\"id\"><code>\(Markup.escape(finding.view))</code></td>"
                    + "<td>\(Markup.escape(finding.summary))\(because(finding))</td>"
                    + "<td>\(Markup.escape(finding.suggestion ?? ""))</td>"
                    + "<td class=\"id\"><code>\(Markup.escape(finding.location?.description ?? ""))</code></td>"
                    + "<td class=\"pic\">\(figures[finding.worstVariant].map { "<a href=\"#\($0)\">worst case</a>" } ?? "")</td></tr>"
            }
            html += "</tbody></table>"
        }
        html += "</section>" + headroomSection(report) + "<section><h2>Failing variants</h2>"
        html += "<p class=\"legend\">Red outline: error · orange: warning · red hatched band: the room clipped text needed but did not get. "
            + "Right-to-left variants are drawn beside the same strings laid out left to right.</p>"
        let failingCount = max(report.failingVariants ?? 0, failing.count)
        if failingCount > pictured.count {
            html += "<p class=\"note\">Showing \(pictured.count) of \(failingCount) failing variants (the worst case of every finding first). The JSON report has them all.</p>"
        }
        html += "<div class=\"gallery\">"
        let renderer = SVGRenderer()
        for (number, result) in pictured.enumerated() {
            let title = result.variant.description
            html += "<figure id=\"v\(number)\"><figcaption><strong>\(Markup.escape(title))</strong><ul>"
            for finding in result.findings where finding.severity != .note {
                html += "<li class=\"\(finding.severity.rawValue)\"><code>\(finding.kind.rawValue)</code> \(Markup.escape(finding.view)): \(Markup.escape(finding.message))</li>"
            }
            html += "</ul></figcaption><div class=\"pair\">"
            html += "<div><div class=\"tag\">\(result.variant.direction == .rightToLeft ? "right-to-left" : "as laid out")</div>"
                + renderer.render(result, title: title, idPrefix: "v\(number)") + "</div>"
            if let mirroring = result.mirroring {
                html += "<div><div class=\"tag\">left-to-right twin</div>"
                    + renderer.render(result, frames: mirroring.twinFrames, direction: .leftToRight, title: title + " (LTR twin)", idPrefix: "t\(number)")
                    + "</div>"
            }
            html += "</div></figure>"
        }
        html += "</div></section><footer>\(Markup.escape("\(report.stats.variants) variants in \(Format.number(report.stats.seconds)) s · \(Format.number(report.stats.layoutsPerSecond)) layouts/s · \(report.stats.jobs) jobs"))</footer></body></html>\n"
        return html
    }

    private func pick(_ failing: [VariantResult], _ report: SweepReport) -> [VariantResult] {
        var chosen: [Variant] = []
        var seen = Set<Variant>()
        for finding in report.findings where !finding.baselined && finding.severity != .note {
            if seen.insert(finding.worstVariant).inserted { chosen.append(finding.worstVariant) }
        }
        let byVariant = Dictionary(failing.map { ($0.variant, $0) }, uniquingKeysWith: { a, _ in a })
        var picked = chosen.compactMap { byVariant[$0] }
        for result in failing where picked.count < maxPictures && !seen.contains(result.variant) {
            picked.append(result)
            seen.insert(result.variant)
        }
        return Array(picked.prefix(max(maxPictures, 0)))
    }

    /// Rows the headroom table shows at most (the JSON has every text view and locale).
    static let maximumHeadroomRows = 2_000

    /// Per text view, its tightest locale: the largest category that still fits there and the
    /// characters left at `large`.
    private func headroomSection(_ report: SweepReport) -> String {
        guard let entries = report.headroom, !entries.isEmpty else { return "" }
        var tightest: [(key: String, entry: Headroom)] = []
        var index: [String: Int] = [:]
        for entry in entries {
            let key = entry.screen + "\u{0}" + entry.view
            guard let position = index[key] else {
                index[key] = tightest.count
                tightest.append((key, entry))
                continue
            }
            if HTMLReport.isTighter(entry, than: tightest[position].entry) { tightest[position].entry = entry }
        }
        var html = "<section><h2>Headroom</h2><p class=\"legend\">Each text view in its tightest locale: the largest text size at which it "
            + "still fits on every device and orientation, and how many more characters it takes at Large before it is cut or truncated "
            + "(every locale is in the JSON report's <code>headroom</code>).</p>"
            + "<table><thead><tr><th>screen</th><th>view</th><th>tightest locale</th><th>fits up to</th><th>characters left at Large</th></tr></thead><tbody>"
        for (_, entry) in tightest.prefix(HTMLReport.maximumHeadroomRows) {
            let fits = entry.fitsEverySize ? "every size" : entry.fitsUpTo.map { $0.shortName } ?? "none"
            html += "<tr><td>\(Markup.escape(entry.screen))</td><td><code>\(Markup.escape(entry.view))</code></td>"
                + "<td>\(Markup.escape(entry.locale))</td><td>\(fits)</td><td>\(entry.charactersLeftAtLarge.map(String.init) ?? "grows")</td></tr>"
        }
        html += "</tbody></table>"
        if tightest.count > HTMLReport.maximumHeadroomRows {
            html += "<p>… and \(tightest.count - HTMLReport.maximumHeadroomRows) more text views (see the JSON report).</p>"
        }
        return html + "</section>"
    }

    /// True when `entry` is closer to breaking: it stops fitting at a smaller size, or, as
    /// far, has fewer characters left at Large.
    static func isTighter(_ entry: Headroom, than other: Headroom) -> Bool {
        func rank(_ headroom: Headroom) -> Int {
            headroom.fitsEverySize ? Int.max : headroom.fitsUpTo.map { ContentSizeCategory.allCases.firstIndex(of: $0) ?? 0 } ?? -1
        }
        if rank(entry) != rank(other) { return rank(entry) < rank(other) }
        return (entry.charactersLeftAtLarge ?? Int.max) < (other.charactersLeftAtLarge ?? Int.max)
    }

    private func scope(_ report: SweepReport) -> String {
        let matrix = report.matrix
        return "\(matrix.screens.count) screens × \(matrix.devices.joined(separator: ", ")) × \(matrix.orientations.map(\.rawValue).joined(separator: ", ")) × "
            + "\(matrix.locales.joined(separator: ", ")) × \(matrix.categories.count) text sizes = \(report.stats.variants) variants"
    }

    private func headline(_ report: SweepReport) -> String {
        let active = report.findings.filter { !$0.baselined }
        var cells = ""
        for kind in FindingKind.allCases {
            let count = active.filter { $0.kind == kind }.count
            if count > 0 { cells += "<span class=\"chip\"><code>\(kind.rawValue)</code> \(count)</span>" }
        }
        let errors = active.filter { $0.severity == .error }.count
        return "<p class=\"headline\">\(active.count) problems (\(errors) errors) across \(Set(active.map(\.screen)).count) screens</p><p>\(cells)</p>"
    }

    private func because(_ finding: AggregatedFinding) -> String {
        var parts: [String] = []
        if let because = finding.worst.details.because, !because.isEmpty { parts.append("because " + because.prefix(3).joined(separator: "; ")) }
        if let cause = finding.worst.details.cause { parts.append(cause) }
        return parts.isEmpty ? "" : "<div class=\"why\">\(Markup.escape(parts.joined(separator: " · ")))</div>"
    }

    static let css = """
    body{font:14px/1.45 -apple-system,Inter,'Noto Sans',sans-serif;margin:0;color:#1b1f24;background:#f6f7f9}
    header,section,footer{padding:12px 24px}header{background:#1b1f24;color:#fff}header h1{margin:0 0 4px;font-size:22px}
    .scope{opacity:.8;margin:0}.headline{font-size:18px;font-weight:600;margin:8px 0 4px}
    .chip{display:inline-block;background:#2d333b;border-radius:10px;padding:1px 8px;margin:2px 4px 2px 0}
    .chip code{color:#ffd479}table{border-collapse:collapse;width:100%;background:#fff;margin-bottom:16px}
    th,td{border-bottom:1px solid #e3e6ea;padding:4px 8px;text-align:left;vertical-align:top}td.id code,td.pic{white-space:nowrap}
    figure:target{outline:3px solid #0a7ea4}
    tr.error .sev{color:#d0021b;font-weight:600}tr.warning .sev{color:#b86e00;font-weight:600}tr.note .sev{color:#0a7ea4}
    tr.baselined{opacity:.55}.why{color:#59636e;font-size:12px}.errors code{color:#d0021b}
    .gallery{display:flex;flex-wrap:wrap;gap:16px}figure{background:#fff;border:1px solid #dfe3e8;border-radius:8px;margin:0;padding:10px;max-width:600px}
    figcaption ul{margin:4px 0 8px;padding-left:18px;font-size:12px}li.error code{color:#d0021b}li.warning code{color:#b86e00}
    .pair{display:flex;gap:12px;align-items:flex-start}.tag{font-size:11px;color:#59636e;margin-bottom:2px}
    .legend,.note{color:#59636e}footer{color:#59636e;font-size:12px}
    """
}

extension HTMLReport: Reporter {
    /// `html`.
    public var format: ReportFormat { .html }
    /// The pictures of the failing variants it draws.
    public var retention: ResultRetention { .pictures(maxPictures) }
    /// The HTML page.
    public func render(_ report: SweepReport, options: RenderOptions) throws -> Data {
        Data(render(report).utf8)
    }
}
