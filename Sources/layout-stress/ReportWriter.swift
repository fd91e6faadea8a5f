import Diagnostics
import Foundation
import Reports
import StressKit

/// Writes a report, rendered by the chosen format's reporter, to a file or standard output.
enum ReportWriter {
    /// Writes the report; colours text only when it goes to a terminal.
    static func write(_ report: SweepReport, format: ReportFormat, output: String?, verbose: Bool = false, baseDirectory: String? = nil) throws {
        let colored = output == nil && isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        let options = RenderOptions(colored: colored, verbose: verbose, toolVersion: VersionCommand.version, baseDirectory: baseDirectory)
        try emit(try format.reporter.render(report, options: options), to: output)
    }

    /// Writes a JSON report whose per-variant results were streamed during the sweep.
    static func write(_ report: SweepReport, streamedResults stream: JSONResultStream, output: String?) throws {
        guard let output, output != "-" else {
            try StandardOutput.flush()
            do {
                try stream.finish(report, to: FileHandle.standardOutput)
            } catch let error as DiagnosticError {
                throw error
            } catch {
                throw DiagnosticError(.error("cannot write to standard output: \(error.localizedDescription)"))
            }
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
            try StandardOutput.write([UInt8](data))
            return
        }
        do {
            try data.write(to: URL(fileURLWithPath: output))
        } catch {
            throw DiagnosticError(.error("cannot write the report: \(error.localizedDescription)", at: SourceLocation(file: output)))
        }
    }
}
