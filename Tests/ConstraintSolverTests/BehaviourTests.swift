import Testing
@testable import ConstraintSolver

/// Kiwi-style behavioural cases: simple systems whose answers are worked out by hand.
@Suite struct BehaviourTests {
    @Test func simpleEquality() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        solver.addConstraint(x + 2 - 20, .equal)
        #expect(abs(solver.value(of: x) - 18) < 1e-9)
    }

    @Test func valuesOfSeveralVariablesAgreeWithSingleReads() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let edit = solver.makeVariable("edit")
        solver.addConstraint(x + y - 10, .equal)
        solver.addConstraint(x - 2 * y, .equal)
        solver.addEditVariable(edit, priority: Priority(500))
        solver.suggestValue(edit, 7)
        let values = solver.values(of: [y, x, edit])
        #expect(values.count == 3)
        #expect(abs(values[0] - 10.0 / 3) < 1e-9)
        #expect(abs(values[1] - 20.0 / 3) < 1e-9)
        #expect(abs(values[2] - 7) < 1e-9)
    }

    @Test func requiredAndWeakInteract() {
        // v1 + v2 == 0, v1 == 10, v2 >= 0 (weak) → v2 cannot be ≥ 0.
        let solver = Solver()
        let v1 = solver.makeVariable("v1")
        let v2 = solver.makeVariable("v2")
        solver.addConstraint(v1 + v2, .equal)
        solver.addConstraint(v1 - 10, .equal)
        let weak = solver.addConstraint(LinearExpression(v2), .greaterThanOrEqual, priority: Priority(1))
        #expect(abs(solver.value(of: v1) - 10) < 1e-9)
        #expect(abs(solver.value(of: v2) + 10) < 1e-9)
        #expect(solver.unsatisfied() == [weak])
        #expect(abs(solver.violation(of: weak) - 10) < 1e-9)
    }

    @Test func strongerOptionalWins() {
        // v1 + v2 == 0, v1 >= 10 @medium, v2 == 2 @strong → v2 = 2, v1 = -2.
        let solver = Solver()
        let v1 = solver.makeVariable("v1")
        let v2 = solver.makeVariable("v2")
        solver.addConstraint(v1 + v2, .equal)
        solver.addConstraint(v1 - 10, .greaterThanOrEqual, priority: Priority(500))
        solver.addConstraint(v2 - 2, .equal, priority: Priority(750))
        #expect(abs(solver.value(of: v1) + 2) < 1e-9)
        #expect(abs(solver.value(of: v2) - 2) < 1e-9)
    }

    @Test func linearProgramMaximisation() {
        // maximise 3x + 2y subject to x + y <= 4, x + 3y <= 6, x, y >= 0 → x = 4, y = 0, 12.
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let p = solver.makeVariable("p")
        solver.addConstraint(x + y - 4, .lessThanOrEqual)
        solver.addConstraint(x + 3 * y - 6, .lessThanOrEqual)
        solver.addConstraint(LinearExpression(x), .greaterThanOrEqual)
        solver.addConstraint(LinearExpression(y), .greaterThanOrEqual)
        solver.addConstraint(p - 3 * x - 2 * y, .equal)
        solver.addConstraint(p - 1_000_000, .greaterThanOrEqual, priority: Priority(1))
        #expect(abs(solver.value(of: x) - 4) < 1e-9)
        #expect(abs(solver.value(of: y)) < 1e-9)
        #expect(abs(solver.value(of: p) - 12) < 1e-9)
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func dualSimplexXlXmXr() {
        // Kiwi's infeasible-update case: the strong edit of xm wins, the weak edits share
        // what is left.
        let solver = Solver()
        let xl = solver.makeVariable("xl")
        let xm = solver.makeVariable("xm")
        let xr = solver.makeVariable("xr")
        #expect(solver.addEditVariable(xm, priority: Priority(750)))
        #expect(solver.addEditVariable(xl, priority: Priority(250)))
        #expect(solver.addEditVariable(xr, priority: Priority(250)))
        solver.addConstraint(2 * xm - xl - xr, .equal)
        solver.addConstraint(xl + 20 - xr, .lessThanOrEqual)
        solver.addConstraint(xl + 10, .greaterThanOrEqual)
        solver.addConstraint(xr - 100, .lessThanOrEqual)
        solver.suggestValue(xm, 40)
        solver.suggestValue(xr, 50)
        solver.suggestValue(xl, 30)
        solver.solve()
        solver.suggestValue(xm, 60)
        solver.solve()
        #expect(abs(solver.value(of: xm) - 60) < 1e-9)
        solver.suggestValue(xm, 90)
        solver.solve()
        #expect(abs(solver.value(of: xl) + solver.value(of: xr) - 2 * solver.value(of: xm)) < 1e-9)
        #expect(abs(solver.value(of: xl) - 80) < 1e-9)
        #expect(abs(solver.value(of: xr) - 100) < 1e-9)
        #expect(abs(solver.value(of: xm) - 90) < 1e-9)
    }

    @Test func editVariableManagement() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        #expect(!solver.hasEditVariable(x))
        #expect(!solver.addEditVariable(x, priority: .required), "required edits are rejected")
        #expect(!solver.hasEditVariable(x))
        #expect(solver.addEditVariable(x, priority: Priority(999)))
        #expect(!solver.addEditVariable(x, priority: Priority(500)), "duplicate edits are rejected")
        #expect(solver.hasEditVariable(x))
        #expect(solver.suggestValue(x, 42))
        #expect(abs(solver.value(of: x) - 42) < 1e-9)
        solver.addConstraint(x - 30, .lessThanOrEqual)
        #expect(abs(solver.value(of: x) - 30) < 1e-9)
        solver.suggestValue(x, 10)
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
        solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(!solver.suggestValue(x, 5))
        let y = solver.makeVariable("y")
        #expect(!solver.suggestValue(y, 5), "unknown edit variable")
    }

    @Test func removeConstraintRestoresPreviousAnswer() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        solver.addConstraint(x - 100, .equal, priority: Priority(250))
        let strong = solver.addConstraint(x - 10, .lessThanOrEqual, priority: Priority(750))
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
        solver.removeConstraint(strong)
        #expect(abs(solver.value(of: x) - 100) < 1e-9)
        solver.removeConstraint(strong)  // unknown now: ignored
        #expect(abs(solver.value(of: x) - 100) < 1e-9)
    }

    @Test func setConstantInPlace() {
        let solver = Solver()
        let left = solver.makeVariable("left")
        let width = solver.makeVariable("width")
        let right = solver.makeVariable("right")
        solver.addConstraint(LinearExpression(left), .equal)
        solver.addConstraint(right - left - width, .equal)
        let hugging = solver.addConstraint(width - 120, .lessThanOrEqual, priority: Priority(250))
        let compression = solver.addConstraint(width - 120, .greaterThanOrEqual, priority: Priority(750))
        let screen = solver.addConstraint(right - 200, .lessThanOrEqual)
        #expect(abs(solver.value(of: width) - 120) < 1e-9)
        solver.setConstant(hugging, -250)
        solver.setConstant(compression, -250)
        #expect(abs(solver.value(of: width) - 200) < 1e-9)
        #expect(solver.unsatisfied() == [compression])
        #expect(abs(solver.violation(of: compression) - 50) < 1e-9)
        solver.setConstant(screen, -400)
        #expect(abs(solver.value(of: width) - 250) < 1e-9)
        #expect(solver.unsatisfied().isEmpty)
        #expect(solver.constant(of: screen) == -400)
        solver.setConstant(hugging, -90)
        solver.setConstant(compression, -90)
        solver.setConstant(screen, -100)
        #expect(abs(solver.value(of: width) - 90) < 1e-9)
        #expect(abs(solver.value(of: right) - 90) < 1e-9)
    }
}

/// Constant changes of required equalities (baseline offsets, fixed spacings) across variants.
@Suite struct RequiredEqualityConstantTests {
    @Test func chainFollowsEveryChange() {
        let solver = Solver()
        let tops = (0..<5).map { solver.makeVariable("top\($0)") }
        let heights = (0..<5).map { solver.makeVariable("height\($0)") }
        solver.addConstraint(tops[0] - 20, .equal)
        var heightIDs: [ConstraintID] = []
        for i in 0..<5 {
            heightIDs.append(solver.addConstraint(heights[i] - 21, .equal))
            if i > 0 { solver.addConstraint(tops[i] - tops[i - 1] - heights[i - 1] - 8, .equal) }
        }
        #expect(abs(solver.value(of: tops[4]) - (20 + 4 * 29)) < 1e-9)
        for (step, height) in [30.0, 12, 44, 21].enumerated() {
            solver.setConstant(heightIDs[1], -height)
            solver.setConstant(heightIDs[3], -(height + Double(step)))
            let expected = 20 + 2 * 21 + height + (height + Double(step)) + 4 * 8
            #expect(abs(solver.value(of: tops[4]) - expected) < 1e-9, "step \(step)")
            #expect(solver.broken.isEmpty)
        }
    }

    @Test func changedEqualityCanConflictAndRecover() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let pin = solver.addConstraint(x - y - 5, .equal)
        let cap = solver.addConstraint(x - 10, .lessThanOrEqual)
        let floor = solver.addConstraint(y - 2, .greaterThanOrEqual)
        #expect(solver.broken.isEmpty)
        solver.setConstant(pin, -5)  // x = y + 5: fine
        solver.setConstant(pin, -9)  // x = y + 9, x <= 10, y >= 2: conflict
        #expect(solver.broken == [floor])
        #expect(solver.conflicts == [[pin, cap, floor]])
        solver.setConstant(pin, -7)
        #expect(solver.broken.isEmpty)
        #expect(abs(solver.value(of: x) - solver.value(of: y) - 7) < 1e-9)
    }
}
