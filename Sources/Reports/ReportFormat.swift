/// The output formats of `layout-stress sweep --format`.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// Grouped, human-readable text (coloured on a terminal).
    case text
    /// The full report as JSON: per-variant results, aggregated findings, stats.
    case json
    /// JUnit XML for CI test dashboards.
    case junit
    /// SARIF 2.1.0 for code-scanning and review tools.
    case sarif
    /// JSON Lines: one record per variant, finding and error, then a summary line.
    case jsonl
    /// One self-contained HTML page with an SVG picture per failing variant.
    case html
    /// `path:line:col: error: message [kind]` lines for Xcode's build log (a Run Script phase).
    case xcode
    /// GitHub Actions annotations (`::error file=…,line=…::…`).
    case github

    /// The reporter that writes this format. The switch has no `default`: a new format does
    /// not compile until it has its reporter.
    public var reporter: any Reporter {
        switch self {
        case .text: TextReport()
        case .json: JSONReport()
        case .junit: JUnitReport()
        case .sarif: SARIFReport()
        case .html: HTMLReport()
        case .jsonl: JSONLinesReport()
        case .xcode: XcodeReport()
        case .github: GitHubReport()
        }
    }
}
