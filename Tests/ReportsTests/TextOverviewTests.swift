import Diagnostics
import LayoutEngine
import Reports
import StressKit
import Testing

/// The text report's first screenful (headline, table by screen and kind, where to start),
/// its kind column, the short and long forms, and the HTML picture count when the sweep
/// kept only the pictured variants.
@Suite struct TextOverviewTests {
    /// The fixture report plus a missing translation on Login, so the longest kind name occurs.
    private func report() -> SweepReport {
        var results = ReportFixtures.results
        results[0].findings.append(Finding(.missingTranslation(key: "welcome"), variant: results[0].variant, view: "title", message: "no translation"))
        let findings = FindingAggregator(matrix: ReportFixtures.matrix).aggregate(results)
        return SweepReport(matrix: ReportFixtures.matrix, results: results, findings: findings, failOn: [],
                           stats: SweepStats(variants: results.count, layouts: results.count, seconds: 0.01, jobs: 1))
    }

    @Test func theKindColumnFitsEveryKindName() throws {
        let text = TextReport().render(report())
        let line = try #require(text.split(separator: "\n").first { $0.contains("title has no translation") && !$0.contains(" · ") })
        #expect(line.contains("missing-translation title"), "\(line)")
        // Every kind lines its summary up in the same column.
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("  ✗ ") || $0.hasPrefix("  ! ") || $0.hasPrefix("  · ") }
        let detail = rows.filter { row in FindingKind.allCases.contains { row.dropFirst(4).hasPrefix($0.rawValue) } }
        #expect(detail.count >= 3)
        let starts = Set(detail.map { row -> Int in
            let afterKind = row.dropFirst(4).drop { $0 != " " }.drop { $0 == " " }
            return row.count - afterKind.count
        })
        #expect(starts.count == 1, "\(detail)")
    }

    @Test func theFirstScreenfulHasATableByScreenAndKind() throws {
        let text = TextReport().render(report())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try #require(lines.firstIndex { $0.hasPrefix("  screen") })
        #expect(header < 12, "the table should be near the top:\n\(text)")
        for heading in ["clipped", "rtl", "untranslated", "total", "errors"] { #expect(lines[header].contains(heading), "\(lines[header])") }
        let login = lines[header + 1].split(separator: " ").map(String.init)
        // Login: clipped-text 1, rtl-not-mirrored 1, missing-translation 1 → total 3, errors 2 (clipping and mirroring).
        #expect(login == ["Login", "1", "1", "1", "3", "2"], "\(lines[header + 1])")
        #expect(!lines.contains { $0.hasPrefix("  Empty ") })
        #expect(text.contains("Start here"))
        let start = try #require(lines.firstIndex { $0.hasPrefix("Start here") })
        #expect(start < header + 6)
    }

    @Test func verboseAddsTheWhyAndLiftsTheLimit() {
        let short = TextReport(perScreenLimit: 1).render(report())
        let long = TextReport(perScreenLimit: 1, verbose: true).render(report())
        #expect(!short.contains("because title.trailing = card.trailing - 16"))
        #expect(long.contains("because title.trailing = card.trailing - 16"))
        #expect(short.contains("… and 2 more"))
        #expect(!long.contains("… and"))
        #expect(long.split(separator: "\n").count > short.split(separator: "\n").count)
    }

    @Test func htmlCountsFailingVariantsTheSweepDidNotKeep() {
        var report = ReportFixtures.report()
        let failing = HTMLReport.failingResults(report)
        report.results = Array(failing.prefix(2))
        report.failingVariants = 40
        let html = HTMLReport(maxPictures: 2).render(report)
        #expect(html.components(separatedBy: "<figure").count - 1 == 2)
        #expect(html.contains("Showing 2 of 40 failing variants"))
    }
}
