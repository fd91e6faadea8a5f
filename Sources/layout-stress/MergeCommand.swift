import ArgumentParser
import Diagnostics
import Foundation
import Reports
import StressKit

/// `layout-stress merge a.json b.json …`: combines the JSON reports of `sweep --shard i/n`
/// runs into the report of the whole sweep, in any format.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Combine shard reports (sweep --shard i/n --format json) into one report.",
        discussion: "Exit codes as for sweep: 1 when a finding selected by the shards' --fail-on remains, 2 on bad input."
    )

    @Argument(help: "JSON reports written by `layout-stress sweep --format json`.")
    var reports: [String]

    @OptionGroup var report: ReportOptions

    @Option(name: .customLong("fail-on"), help: "Override the shards' --fail-on (comma-separated kinds, all or none).")
    var failOn: String?

    @Option(name: .long, help: "Baseline of known findings that do not fail the run.")
    var baseline: String?

    func run() throws {
        guard !reports.isEmpty else { throw DiagnosticError(.error("merge needs at least one report")) }
        var shards: [SweepReport] = []
        for path in reports {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw DiagnosticError(.error("cannot read the report", at: SourceLocation(file: path)))
            }
            do {
                shards.append(try JSONReport.read(data))
            } catch {
                throw DiagnosticError(.error("not a layout-stress JSON report (write shards with --format json): \(MergeCommand.describe(error))",
                                             at: SourceLocation(file: path, line: 1)))
            }
        }
        var merged = try SweepReport.merged(shards, baseline: try baseline.map(Baseline.read(contentsOf:)), files: reports)
        if let failOn { merged.failOn = try ListParsing.findingKinds(ListParsing.split(failOn), at: nil) }
        try ReportWriter.write(merged, format: report.format, output: report.output, baseDirectory: report.baseDirectory)
        if merged.exitCode != 0 { throw ExitCode(merged.exitCode) }
    }

    static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            "missing '\(key.stringValue)' at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context), DecodingError.dataCorrupted(let context):
            "\(context.debugDescription) at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default:
            "\(error)"
        }
    }
}
