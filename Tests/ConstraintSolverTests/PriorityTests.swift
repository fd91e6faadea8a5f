import Testing
@testable import ConstraintSolver

/// Strictly lexicographic priorities: no number of weaker constraints outweighs a stronger one.
@Suite struct PriorityTests {
    @Test(arguments: [1, 2, 10, 1000])
    func oneAt751BeatsManyAt750(count: Int) {
        let solver = Solver()
        let x = solver.makeVariable("x")
        for _ in 0..<count { solver.addConstraint(x - 100, .equal, priority: Priority(750)) }
        solver.addConstraint(LinearExpression(x), .equal, priority: Priority(751))
        #expect(abs(solver.value(of: x)) < 1e-9)
    }

    @Test func fractionalPriorityIsItsOwnLevel() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        for _ in 0..<5 { solver.addConstraint(x - 100, .greaterThanOrEqual, priority: Priority(750)) }
        solver.addConstraint(x - 10, .lessThanOrEqual, priority: Priority(750.5))
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
    }

    @Test func higherTierBeatsEqualValue() {
        // width = 300 @752 loses to compression resistance 752 (tier 1).
        let solver = Solver()
        let width = solver.makeVariable("width")
        solver.addConstraint(width - 300, .equal, priority: Priority(752))
        solver.addConstraint(width - 350, .greaterThanOrEqual, priority: Priority(752, tier: 1))
        #expect(abs(solver.value(of: width) - 350) < 1e-9)
    }

    @Test func withinALevelTheSumOfViolationsIsMinimised() {
        // |x-10| + 2|x-20| is smallest at x = 20.
        let solver = Solver()
        let x = solver.makeVariable("x")
        solver.addConstraint(x - 10, .equal, priority: Priority(500))
        solver.addConstraint(x - 20, .equal, priority: Priority(500))
        solver.addConstraint(x - 20, .equal, priority: Priority(500))
        #expect(abs(solver.value(of: x) - 20) < 1e-9)
        #expect(!solver.ambiguousVariables().contains(x))
    }

    @Test func inequalityViolationIsItsPositivePart() {
        // x >= 100 and x <= 50 at one level cost 50 for every x in [50, 100]; x == 60 at a
        // lower level picks 60.
        let solver = Solver()
        let x = solver.makeVariable("x")
        solver.addConstraint(x - 100, .greaterThanOrEqual, priority: Priority(600))
        solver.addConstraint(x - 50, .lessThanOrEqual, priority: Priority(600))
        solver.addConstraint(x - 60, .equal, priority: Priority(100))
        #expect(abs(solver.value(of: x) - 60) < 1e-9)
    }

    @Test func priorityOrdering() {
        #expect(Priority(750) < Priority(751))
        #expect(Priority(750) < Priority(750, tier: 1))
        #expect(Priority(750, tier: 5) < Priority(750.5))
        #expect(Priority(1000, tier: 3) == .required)
        #expect(Priority(999.99, tier: 9) < .required)
        #expect(Set([Priority(1000), Priority(1000, tier: 2)]).count == 1)
    }
}
