import Foundation
import Diagnostics
import Findings

/// JUnit XML: one `<testsuite>` per screen and one `<testcase>` per aggregated finding
/// (classname = screen, name = "view kind"). A case fails exactly when the finding fails the
/// run: its kind is in `--fail-on`, it is confirmed (or `--fail-on-unconfirmed`) and the
/// baseline does not list it (then it is skipped); every other case passes with its text in
/// `<system-out>`. A screen without findings has one passing "layout" case; a screen that
/// could not be read has an errored case.
public struct JUnitReport {
    /// Creates the reporter.
    public init() {}

    /// Renders the report.
    public static func render(_ report: SweepReport) -> String {
        var suites: [String] = []
        var totalTests = 0, totalFailures = 0, totalErrors = 0, totalSkipped = 0
        let perScreen = report.matrix.variantsPerScreen
        for screen in report.matrix.screens {
            let findings = report.findings.filter { $0.screen == screen }
            var cases: [String] = []
            var failures = 0, skipped = 0
            if findings.isEmpty {
                cases.append("    <testcase classname=\"\(Markup.escape(screen))\" name=\"layout\"/>")
            }
            for finding in findings {
                let name = Markup.escape("\(finding.view) \(finding.kind.rawValue)")
                var body = "    <testcase classname=\"\(Markup.escape(screen))\" name=\"\(name)\""
                if let file = finding.location?.file { body += " file=\"\(Markup.escape(file))\"" }
                if let line = finding.location?.line { body += " line=\"\(line)\"" }
                body += ">\n"
                if finding.baselined {
                    skipped += 1
                    body += "      <skipped message=\"in baseline\"/>\n"
                } else if finding.severity == .note {
                    // Advice, not a failure: a passing case that says it, so dashboards stay green.
                    body += "      <system-out>\(Markup.escape("note: " + finding.summary))</system-out>\n"
                } else if !finding.confirmed && report.failOnUnconfirmed != true {
                    // Rests on an assumption: a passing case that says what to look at.
                    let looks = finding.assumptions.map { "  - \($0.what)\($0.location.map { " (\($0))" } ?? "")" }
                    body += "      <system-out>\(Markup.escape((["needs a look: " + finding.summary] + looks).joined(separator: "\n")))</system-out>\n"
                } else if !report.failOn.contains(finding.kind) {
                    // Reported but not failing the run: the dashboard agrees with the exit code.
                    body += "      <system-out>\(Markup.escape("\(finding.severity.rawValue): " + finding.summary + "\n" + details(finding)))</system-out>\n"
                } else {
                    failures += 1
                    body += "      <failure type=\"\(finding.kind.rawValue)\" message=\"\(Markup.escape(finding.summary))\">"
                    body += Markup.escape(details(finding)) + "</failure>\n"
                }
                body += "    </testcase>"
                cases.append(body)
            }
            totalTests += cases.count
            totalFailures += failures
            totalSkipped += skipped
            suites.append("  <testsuite name=\"\(Markup.escape(screen))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" "
                          + "skipped=\"\(skipped)\">\n    <properties><property name=\"variants\" value=\"\(perScreen)\"/></properties>\n"
                          + cases.joined(separator: "\n") + "\n  </testsuite>")
        }
        if !report.errors.isEmpty {
            let cases = report.errors.enumerated().map { index, error in
                "    <testcase classname=\"inputs\" name=\"\(Markup.escape(error.location?.file ?? "input \(index + 1)"))\">\n"
                    + "      <error message=\"\(Markup.escape(error.message))\">\(Markup.escape(error.description))</error>\n    </testcase>"
            }
            totalTests += cases.count
            totalErrors += cases.count
            suites.append("  <testsuite name=\"inputs\" tests=\"\(cases.count)\" failures=\"0\" errors=\"\(cases.count)\" skipped=\"0\">\n"
                          + cases.joined(separator: "\n") + "\n  </testsuite>")
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"layout-stress\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"\(totalErrors)\" "
            + "skipped=\"\(totalSkipped)\" time=\"\(Format.number(report.stats.seconds))\">\n"
            + suites.joined(separator: "\n") + "\n</testsuites>\n"
    }

    private static func details(_ finding: AggregatedFinding) -> String {
        var lines = [finding.worst.message]
        if let because = finding.worst.details.because, !because.isEmpty { lines.append("because: " + because.joined(separator: "; ")) }
        if let cause = finding.worst.details.cause { lines.append("cause: " + cause) }
        if let suggestion = finding.suggestion { lines.append("fix: " + suggestion) }
        if let location = finding.location { lines.append("at: \(location)") }
        lines.append("first failing: " + finding.firstFailures.map { "\($0.locale)/\($0.device): \($0.category.rawValue)" }.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }
}

extension JUnitReport: Reporter {
    /// `junit`.
    public var format: ReportFormat { .junit }
    /// Aggregated findings only.
    public var retention: ResultRetention { .summary }
    /// JUnit XML.
    public func render(_ report: SweepReport, options: RenderOptions) throws -> Data {
        Data(JUnitReport.render(report).utf8)
    }
}
