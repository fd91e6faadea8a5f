import Testing
@testable import ConstraintSolver

/// Required constraints that cannot hold together: detection, minimal sets, Apple's recovery.
@Suite struct ConflictTests {
    @Test func twoEqualitiesConflict() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let first = solver.addConstraint(x - 10, .equal)
        let second = solver.addConstraint(x - 20, .equal)
        #expect(solver.conflicts == [[first, second]])
        #expect(solver.broken == [second])
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
    }

    @Test func cycleOfInequalitiesIsNamedWithoutBystanders() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let z = solver.makeVariable("z")
        let w = solver.makeVariable("w")
        let bystander = solver.addConstraint(w - x - 5, .equal)
        let a = solver.addConstraint(x - y - 10, .greaterThanOrEqual)
        let b = solver.addConstraint(y - z - 10, .greaterThanOrEqual)
        let loose = solver.addConstraint(x + 1000, .greaterThanOrEqual)
        let c = solver.addConstraint(z - x, .greaterThanOrEqual)
        #expect(solver.broken == [c])
        #expect(solver.conflicts == [[a, b, c]])
        #expect(!solver.conflicts[0].contains(bystander) && !solver.conflicts[0].contains(loose))
        #expect(solver.value(of: x) - solver.value(of: y) >= 10 - 1e-9)
        #expect(solver.value(of: y) - solver.value(of: z) >= 10 - 1e-9)
    }

    @Test func eachConflictBreaksItsLatestConstraint() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let x1 = solver.addConstraint(x - 1, .equal)
        let y1 = solver.addConstraint(y - 1, .equal)
        let x2 = solver.addConstraint(x - 2, .equal)
        let y2 = solver.addConstraint(y - 2, .lessThanOrEqual)  // compatible
        let y3 = solver.addConstraint(y - 3, .greaterThanOrEqual)
        #expect(solver.broken == [x2, y3])
        // y >= 3 conflicts with y == 1 and with y <= 2: either pair is a minimal set.
        #expect(solver.conflicts.first == [x1, x2])
        #expect(solver.conflicts.last == [y1, y3] || solver.conflicts.last == [y2, y3])
        #expect(!solver.broken.contains(y2))
        #expect(abs(solver.value(of: x) - 1) < 1e-9)
        #expect(abs(solver.value(of: y) - 1) < 1e-9)
    }

    @Test func constantChangesCreateAndResolveConflicts() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let pin = solver.addConstraint(x - 10, .equal)
        let cap = solver.addConstraint(x - 20, .lessThanOrEqual)
        #expect(solver.broken.isEmpty)
        solver.setConstant(cap, -5)  // x <= 5
        #expect(solver.broken == [cap])
        #expect(solver.conflicts == [[pin, cap]])
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
        solver.setConstant(cap, -15)
        #expect(solver.broken.isEmpty)
        #expect(solver.conflicts.isEmpty)
        solver.setConstant(pin, -12)
        #expect(abs(solver.value(of: x) - 12) < 1e-9)
    }

    @Test func removingAConflictMemberRestoresTheBrokenConstraint() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let first = solver.addConstraint(x - 10, .equal)
        let second = solver.addConstraint(x - 20, .equal)
        #expect(solver.broken == [second])
        solver.removeConstraint(first)
        #expect(solver.broken.isEmpty)
        #expect(abs(solver.value(of: x) - 20) < 1e-9)
    }

    @Test func redundantRequiredEqualitiesAreNotConflicts() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        solver.addConstraint(x - 10, .equal)
        solver.addConstraint(y - x, .equal)
        solver.addConstraint(y - 10, .equal)
        #expect(solver.broken.isEmpty)
        #expect(abs(solver.value(of: y) - 10) < 1e-9)
    }
}
