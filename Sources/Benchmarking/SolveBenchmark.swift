import ConstraintSolver
import SolverFormat

/// `solve --bench`: times building the system and the per-step edit updates in-process
/// (interfaces §4), plus an in-place constant change and re-solve.
public struct SolveBenchmark {
    /// The system timed.
    public let problem: SolveProblem
    /// How many times to build it.
    public let repeatCount: Int

    /// Creates the benchmark.
    public init(problem: SolveProblem, repeatCount: Int) {
        self.problem = problem
        self.repeatCount = repeatCount
    }

    /// Medians in microseconds.
    public struct Result {
        /// Building the system.
        public var buildMicroseconds: Double
        /// One edit step (suggest every edit's i-th value, then update), when edits carry `values`.
        public var updateMicroseconds: Double?
        /// One in-place constant change and re-solve.
        public var constantChangeMicroseconds: Double?

        /// `{ "build_us": …, "update_us": …, "set_constant_us": … }`.
        public var json: String {
            var fields = ["\"build_us\": \(Self.format(buildMicroseconds))"]
            fields.append("\"update_us\": \(updateMicroseconds.map(Self.format) ?? "null")")
            if let constantChangeMicroseconds { fields.append("\"set_constant_us\": \(Self.format(constantChangeMicroseconds))") }
            return "{ " + fields.joined(separator: ", ") + " }"
        }

        static func format(_ value: Double) -> String {
            String(Double((value * 100).rounded()) / 100)
        }
    }

    /// Runs the timings.
    public func run() -> Result {
        let clock = ContinuousClock()
        var builds: [Double] = []
        var updates: [Double] = []
        var constantChanges: [Double] = []
        let steps = problem.edits.map(\.values.count).min() ?? 0
        for _ in 0..<repeatCount {
            var built: (solver: Solver, variables: [String: Variable], ids: [ConstraintID])?
            let start = clock.now
            built = problem.makeSolver()
            var all: [Variable] = []
            if let built { all = problem.variableNames.compactMap { built.variables[$0] } }
            // Reading the values is part of the work (it is a call into the solver module,
            // so the optimiser cannot drop it).
            if let built { _ = built.solver.values(of: all) }
            builds.append(microseconds(clock.now - start))
            guard let built else { continue }
            let edited = problem.edits.compactMap { edit in built.variables[edit.variable].map { (edit, $0) } }
            if steps > 0 {
                for step in 0..<steps {
                    let stepStart = clock.now
                    for (edit, variable) in edited { built.solver.suggestValue(variable, edit.values[step]) }
                    built.solver.solve()
                    _ = built.solver.values(of: all)
                    updates.append(microseconds(clock.now - stepStart))
                }
            }
            // One constant change + re-solve per optional constraint sampled across the system.
            let optional = built.ids.enumerated().filter { problem.constraints[$0.offset].priority < 1000 }
            let stride = max(1, optional.count / 16)
            for sample in Swift.stride(from: 0, to: optional.count, by: stride) {
                let (index, id) = optional[sample]
                let original = problem.constraints[index].constant
                let changeStart = clock.now
                built.solver.setConstant(id, original - 7)
                built.solver.solve()
                constantChanges.append(microseconds(clock.now - changeStart))
                built.solver.setConstant(id, original)
                built.solver.solve()
            }
        }
        return Result(buildMicroseconds: median(builds),
                      updateMicroseconds: updates.isEmpty ? nil : median(updates),
                      constantChangeMicroseconds: constantChanges.isEmpty ? nil : median(constantChanges))
    }

    func microseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1e6 + Double(parts.attoseconds) / 1e12
    }

    func median(_ samples: [Double]) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
