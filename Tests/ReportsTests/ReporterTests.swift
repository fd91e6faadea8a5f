import Foundation
import Reports
import StressKit
import Testing

/// Every format has its reporter, chosen from `ReportFormat`, and each says how much detail it needs.
@Suite struct ReporterTests {
    @Test(arguments: ReportFormat.allCases)
    func eachFormatHasTheReporterThatWritesIt(format: ReportFormat) throws {
        let reporter = format.reporter
        #expect(reporter.format == format)
        let data = try reporter.render(ReportFixtures.report(), options: RenderOptions(toolVersion: "9.9"))
        #expect(!data.isEmpty)
    }

    @Test func reportersKeepOnlyTheDetailTheyShow() {
        #expect(ReportFormat.json.reporter.retention == .none)
        #expect(ReportFormat.text.reporter.retention == .summary)
        #expect(ReportFormat.junit.reporter.retention == .summary)
        #expect(ReportFormat.sarif.reporter.retention == .summary)
        #expect(ReportFormat.html.reporter.retention == .pictures(HTMLReport().maxPictures))
    }

    @Test func optionsReachTheRenderer() throws {
        let report = ReportFixtures.report()
        let plain = try ReportFormat.text.reporter.render(report, options: RenderOptions())
        let colored = try ReportFormat.text.reporter.render(report, options: RenderOptions(colored: true))
        #expect(String(decoding: plain, as: UTF8.self) == TextReport().render(report))
        #expect(String(decoding: colored, as: UTF8.self).contains("\u{1B}["))
        let sarif = try ReportFormat.sarif.reporter.render(report, options: RenderOptions(toolVersion: "9.9"))
        #expect(String(decoding: sarif, as: UTF8.self).contains("9.9"))
    }
}
