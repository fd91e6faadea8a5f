import Testing
@testable import ConstraintSolver

/// `defersBuilding`: constraints recorded (and some removed, some constants moved) while
/// building is deferred give the reference's answer once building resumes, as if they had been
/// given to the solver one by one.
@Suite struct DeferredBuildTests {
    @Test func deferredSystemsMatchTheReference() {
        var rng = SplitMix64(seed: 0xDEFE_44ED)
        for round in 0..<1_500 {
            let system = PropertyTests.randomSystem(&rng, degenerate: round % 2 == 0)
            let solver = Solver()
            let variables = (0..<system.variableCount).map { solver.makeVariable("x\($0)") }
            solver.defersBuilding = true
            // Recorded with placeholder constants, as a layout session does, then moved.
            let ids = system.items.map { item in
                var placeholder = item
                placeholder.constant = 0
                return solver.addConstraint(PropertyTests.expression(placeholder, variables), item.relation, priority: item.priority)
            }
            // One extra constraint recorded and dropped again must leave no trace.
            let dropped = solver.addConstraint(LinearExpression(variables[0]) - 1_000, .equal, priority: .required)
            solver.removeConstraint(dropped)
            for (id, item) in zip(ids, system.items) { solver.setConstant(id, item.constant) }
            solver.defersBuilding = false
            PropertyTests.check(solver, system, ids: ids, variables: variables, context: "deferred round \(round)")
        }
    }

    @Test func nothingIsBuiltWhileDeferred() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        solver.defersBuilding = true
        solver.addConstraint(LinearExpression(x) - 5, .equal, priority: .required)
        #expect(solver.rows.count == 0)
        solver.defersBuilding = false
        #expect(abs(solver.value(of: x) - 5) < 1e-9)
    }
}
