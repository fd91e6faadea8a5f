import ConstraintSolver
import Diagnostics
import SolverFormat
import Testing

/// The `solve` file format read directly: every problem at its line in one pass, names in
/// order of first use, defaults as interfaces §1 says.
@Suite struct SolveProblemTests {
    private func read(_ text: String) throws(DiagnosticError) -> SolveProblem {
        try SolveProblem(bytes: Array(text.utf8), file: "p.json")
    }

    @Test func everyProblemIsReportedAtItsLineInOnePass() {
        let text = """
        { "constraints": [
            { "id": "a", "expr": { "x": 1 }, "relation": "~", "priority": 1000 },
            { "id": "a", "expr": { "y": "one" }, "relation": "==" },
            { "id": "c", "expr": { "z": 1 }, "relation": ">=", "priority": 2000 },
            7
          ],
          "edits": [ { "variable": "x", "priority": 1000 } ] }
        """
        do {
            _ = try read(text)
            Issue.record("expected errors")
        } catch {
            let lines = error.diagnostics.map { $0.location?.line }
            let messages = error.diagnostics.map(\.message)
            #expect(messages.contains { $0.contains("unknown relation \"~\" in a") })
            #expect(messages.contains { $0.contains("duplicate constraint id \"a\"") })
            #expect(messages.contains { $0.contains("coefficient of \"y\" in a must be a finite number") })
            #expect(messages.contains { $0.contains("priority of c must be a number in [1, 1000]") })
            #expect(messages.contains { $0.contains("constraint 4 is") })
            #expect(messages.contains { $0.contains("edits cannot be required") })
            #expect(error.diagnostics.count == 6)
            #expect(lines == [2, 3, 3, 4, 5, 7])
            #expect(error.diagnostics.allSatisfy { $0.location?.file == "p.json" })
        }
    }

    @Test func namesComeInOrderOfFirstUseAndDefaultsApply() throws {
        let problem = try read("""
        { "constraints": [ { "expr": { "w": 1, "x": 2 }, "relation": "=" }, { "id": 5, "expr": { "x": 1, "a": 1 }, "relation": "<=", "constant": -3 } ],
          "edits": [ { "variable": "b", "values": [1, 2] } ] }
        """)
        #expect(problem.variableNames == ["w", "x", "a", "b"])
        #expect(problem.constraints.map(\.id) == ["c0", "5"])
        #expect(problem.constraints[0].relation == .equal)
        #expect(problem.constraints[0].priority == 1000)
        #expect(problem.constraints[1].constant == -3)
        #expect(problem.edits.first?.priority == 999)
        #expect(problem.edits.first?.value == 1)
        #expect(problem.edits.first?.values == [1, 2])
    }

    @Test func theSolutionAnswersTheProblem() throws {
        let problem = try read("""
        { "constraints": [ { "id": "c1", "expr": { "x": 1, "w": 1 }, "constant": -100, "relation": "<=", "priority": 1000 },
                           { "id": "c2", "expr": { "w": 1 }, "constant": -40, "relation": "==", "priority": 750 } ],
          "edits": [ { "variable": "w", "priority": 999, "value": 320 } ] }
        """)
        let solution = SolveSolution(problem: problem)
        let values = Dictionary(uniqueKeysWithValues: solution.values.map { ($0.name, $0.value) })
        // The edit (999) beats c2 (750): w is 320, and c1 (required) pushes x to at most -220.
        #expect(abs((values["w"] ?? 0) - 320) < 1e-6)
        #expect((values["x"] ?? 0) + (values["w"] ?? 0) <= 100 + 1e-6)
        #expect(solution.unsatisfied == ["c2"])
        #expect(solution.broken.isEmpty)
    }
}
