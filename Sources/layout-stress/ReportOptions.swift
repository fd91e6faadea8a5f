import ArgumentParser
import Reports

/// Where a sweep report goes and in which format (`sweep`, `merge`).
struct ReportOptions: ParsableArguments {
    @Option(name: .long, help: "text | json | jsonl | junit | sarif | html | xcode | github")
    var format: ReportFormat = .text

    @Option(name: .long, help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(name: .customLong("base-dir"), help: "SARIF: the folder file URIs are relative to (default: the git root above the current directory).")
    var baseDirectory: String?
}
