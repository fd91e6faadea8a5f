import Testing
@testable import ConstraintSolver

/// Variables whose value is not the same in every optimal solution.
@Suite struct AmbiguityTests {
    @Test func underConstrainedSystem() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let unused = solver.makeVariable("unused")
        solver.addConstraint(x + y - 10, .equal)
        #expect(solver.ambiguousVariables() == [x, y, unused])
        solver.addConstraint(x - 3, .equal)
        #expect(solver.ambiguousVariables() == [unused])
    }

    @Test func equalPriorityTie() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        solver.addConstraint(x - 100, .greaterThanOrEqual, priority: Priority(750))
        solver.addConstraint(x - 50, .lessThanOrEqual, priority: Priority(750))
        solver.addConstraint(y - 2 * x, .equal)
        #expect(solver.ambiguousVariables() == [x, y])
    }

    @Test func strongerSideOfATieDecides() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        solver.addConstraint(x - 100, .greaterThanOrEqual, priority: Priority(751))
        solver.addConstraint(x - 50, .lessThanOrEqual, priority: Priority(750))
        #expect(solver.ambiguousVariables().isEmpty)
        #expect(abs(solver.value(of: x) - 100) < 1e-9)
    }

    @Test func twoLabelsHuggingAtTheSamePriority() {
        // Two labels share a 300-point row; both hug at 250, so how the slack is split is
        // not determined, but the row's total is.
        let solver = Solver()
        let a = solver.makeVariable("a")
        let b = solver.makeVariable("b")
        solver.addConstraint(a + b - 300, .equal)
        solver.addConstraint(a - 100, .lessThanOrEqual, priority: Priority(250))
        solver.addConstraint(b - 80, .lessThanOrEqual, priority: Priority(250))
        solver.addConstraint(a - 100, .greaterThanOrEqual, priority: Priority(750))
        solver.addConstraint(b - 80, .greaterThanOrEqual, priority: Priority(750))
        #expect(solver.ambiguousVariables() == [a, b])
        solver.addConstraint(b - 80, .lessThanOrEqual, priority: Priority(251))
        #expect(solver.ambiguousVariables().isEmpty)
        #expect(abs(solver.value(of: a) - 220) < 1e-9)
    }

    @Test func valuesAreDeterministic() {
        func run() -> [Double] {
            let solver = Solver()
            let vars = (0..<6).map { solver.makeVariable("v\($0)") }
            solver.addConstraint(vars[0] + vars[1] - 10, .equal)
            solver.addConstraint(vars[2] - vars[3], .greaterThanOrEqual)
            solver.addConstraint(vars[4] + vars[5] + vars[0] - 7, .lessThanOrEqual)
            solver.addConstraint(vars[5] - 3, .equal, priority: Priority(300))
            return vars.map { solver.value(of: $0) }
        }
        let first = run()
        for _ in 0..<5 { #expect(run() == first) }
    }
}
