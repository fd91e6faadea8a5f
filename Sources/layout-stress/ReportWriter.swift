import Diagnostics
import Foundation
import Reports
import StressKit

/// Renders a report in the chosen format and writes it to a file or standard output.
enum ReportWriter {
    /// Reads `--format`; a diagnostic for an unknown one.
    static func format(_ text: String, allowed: [ReportFormat] = ReportFormat.allCases) throws -> ReportFormat {
        guard let format = ReportFormat(rawValue: text.lowercased()), allowed.contains(format) else {
            throw DiagnosticError(.error("unknown format '\(text)' (expected \(allowed.map(\.rawValue).joined(separator: ", ")))"))
        }
        return format
    }

    /// Writes the report; colours text only when it goes to a terminal.
    static func write(_ report: SweepReport, format: ReportFormat, output: String?, verbose: Bool = false) throws {
        let data: Data
        switch format {
        case .text:
            let colored = output == nil && isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            data = Data(TextReport(colored: colored, verbose: verbose).render(report).utf8)
        case .json:
            data = try JSONReport.render(report) + Data("\n".utf8)
        case .junit:
            data = Data(JUnitReport.render(report).utf8)
        case .sarif:
            data = try SARIFReport.render(report, toolVersion: VersionCommand.version) + Data("\n".utf8)
        case .html:
            data = Data(HTMLReport().render(report).utf8)
        }
        try emit(data, to: output)
    }

    /// Writes a JSON report whose per-variant results were streamed during the sweep.
    static func write(_ report: SweepReport, streamedResults stream: JSONResultStream, output: String?) throws {
        guard let output, output != "-" else {
            try stream.finish(report, to: FileHandle.standardOutput)
            return
        }
        guard FileManager.default.createFile(atPath: output, contents: nil), let handle = FileHandle(forWritingAtPath: output) else {
            throw DiagnosticError(.error("cannot write the report", at: SourceLocation(file: output)))
        }
        defer { try? handle.close() }
        do {
            try stream.finish(report, to: handle)
        } catch let error as DiagnosticError {
            throw error
        } catch {
            throw DiagnosticError(.error("cannot write the report: \(error.localizedDescription)", at: SourceLocation(file: output)))
        }
    }

    /// Writes bytes to a file (a diagnostic when it cannot) or to standard output.
    static func emit(_ data: Data, to output: String?) throws {
        guard let output, output != "-" else {
            FileHandle.standardOutput.write(data)
            return
        }
        do {
            try data.write(to: URL(fileURLWithPath: output))
        } catch {
            throw DiagnosticError(.error("cannot write the report: \(error.localizedDescription)", at: SourceLocation(file: output)))
        }
    }
}
