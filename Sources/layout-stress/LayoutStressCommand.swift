import ArgumentParser
import Diagnostics
import Foundation

/// The `layout-stress` command line: sweeps screens through every variant, or runs one
/// stage of the pipeline (solve, measure, layout, pseudo) on its own.
@main
struct LayoutStressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-stress",
        abstract: "Stress-test Auto Layout screens across Dynamic Type sizes, translations and right-to-left languages.",
        subcommands: LayoutStressCommand.allSubcommands
    )

    /// Runs the command line and maps failures to the documented exit codes:
    /// 0 success, 1 findings selected by `--fail-on`, 2 bad input.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
            try StandardOutput.flush()
        } catch let error as DiagnosticError {
            for diagnostic in error.diagnostics {
                FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
            }
            Foundation.exit(2)
        } catch let error as Diagnostic {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            Foundation.exit(2)
        } catch let error as ExitCode {
            // A report that could not be written outranks the findings it holds.
            do { try StandardOutput.flush() } catch let failure as DiagnosticError {
                for diagnostic in failure.diagnostics { FileHandle.standardError.write(Data("\(diagnostic)\n".utf8)) }
                Foundation.exit(2)
            } catch {}
            Foundation.exit(error.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                exit(withError: error)
            }
            var message = fullMessage(for: error)
            if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
            FileHandle.standardError.write(Data("layout-stress: error: \(message)\n".utf8))
            Foundation.exit(2)
        }
    }
}
