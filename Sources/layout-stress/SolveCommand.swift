import ArgumentParser
import Benchmarking
import ConstraintSolver
import SolverFormat
import Diagnostics
import Foundation

/// `layout-stress solve FILE|-`: runs the constraint solver on a JSON constraint system
/// (interfaces §1), or times it with `--bench` (interfaces §4).
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve a JSON constraint system with lexicographic Auto Layout priorities.",
        discussion: """
        Each constraint means Σ coef·var + constant (relation) 0 with a priority in [1, 1000] \
        (1000 = required). Prints the values, unsatisfied optional constraints, minimal \
        conflicting required sets, the constraints broken to recover, and ambiguous variables.
        """
    )

    @Argument(help: "The constraint system (JSON), or - for standard input.")
    var file: String

    @Option(help: "Output format: text or json (default: text on a terminal, json otherwise).")
    var format: TextOrJSON?

    @Flag(help: "Time the solver in-process instead of printing the solution.")
    var bench = false

    @Option(help: "With --bench: how many times to build the system.")
    var `repeat`: Int = 10

    @Option(help: "Exit with status 1 when the answer has any of these (comma-separated): unsatisfiable, unsatisfied, ambiguous.")
    var failOn: String?

    func validate() throws {
        guard (1...1_000_000).contains(`repeat`) else { throw ValidationError("--repeat must be between 1 and 1000000") }
    }

    func run() throws {
        let name = file == "-" ? "<stdin>" : file
        let bytes: [UInt8]
        if file == "-" {
            bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
        } else {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw DiagnosticError(Diagnostic.error("cannot read the file", at: SourceLocation(file: name)))
            }
            bytes = Array(data)
        }
        let failures = try parseFailOn()
        let problem = try SolveProblem(bytes: bytes, file: name)
        if bench {
            let result = SolveBenchmark(problem: problem, repeatCount: `repeat`).run()
            print(result.json)
            return
        }
        let solution = SolveSolution(problem: problem)
        let chosen = format ?? (isatty(STDOUT_FILENO) != 0 ? .text : .json)
        print(chosen == .json ? solution.json : solution.text, terminator: "")
        if failures.contains("unsatisfiable") && !solution.broken.isEmpty
            || failures.contains("unsatisfied") && !solution.unsatisfied.isEmpty
            || failures.contains("ambiguous") && !solution.ambiguous.isEmpty {
            throw ExitCode(1)
        }
    }

    func parseFailOn() throws -> Set<String> {
        guard let failOn else { return [] }
        let kinds = Set(failOn.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        let known: Set<String> = ["unsatisfiable", "unsatisfied", "ambiguous"]
        if let unknown = kinds.subtracting(known).sorted().first {
            throw DiagnosticError(Diagnostic.error("unknown --fail-on kind \"\(unknown)\" (expected unsatisfiable, unsatisfied or ambiguous)"))
        }
        return kinds
    }
}
