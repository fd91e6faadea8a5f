import ArgumentParser
import Reports

/// Where a sweep report goes and in which format (`sweep`, `merge`).
struct ReportOptions: ParsableArguments {
    @Option(name: .long, help: "text | json | junit | sarif | html")
    var format: ReportFormat = .text

    @Option(name: .long, help: "Write the report to this file instead of standard output.")
    var output: String?
}
