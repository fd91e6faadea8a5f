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

/// Constraints that yield: in a tableau built in one go, a required constraint that does not
/// yield evicts a conflicting one that does, whatever the order (UIKit breaks the app's
/// constraint rather than the one its stack view generates).
@Suite struct YieldingConflictTests {
    @Test func aYieldingConstraintGivesWayToALaterOneThatDoesNot() {
        let solver = Solver()
        solver.defersBuilding = true
        let x = solver.makeVariable("x")
        let authored = solver.addConstraint(x - 100, .equal, label: "x = 100 (file)", yields: true)
        let generated = solver.addConstraint(x - 200, .equal, label: "x = 200 (stack)")
        solver.defersBuilding = false
        solver.solve()
        #expect(abs(solver.value(of: x) - 200) < 1e-9)
        #expect(solver.broken == [authored])
        #expect(solver.conflicts.contains { Set($0) == [authored, generated] })
    }

    @Test func withoutYieldingTheLaterConstraintBreaks() {
        let solver = Solver()
        solver.defersBuilding = true
        let x = solver.makeVariable("x")
        _ = solver.addConstraint(x - 100, .equal)
        let later = solver.addConstraint(x - 200, .equal)
        solver.defersBuilding = false
        solver.solve()
        #expect(abs(solver.value(of: x) - 100) < 1e-9)
        #expect(solver.broken == [later])
    }

    /// Added to a built tableau, a conflicting constraint is broken itself (documented).
    @Test func anIncrementalAdditionIsBrokenItself() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        _ = solver.addConstraint(x - 100, .equal, yields: true)
        solver.solve()
        let later = solver.addConstraint(x - 200, .equal)
        solver.solve()
        #expect(solver.broken == [later])
    }

    /// Random systems with random yielding flags, built in one go: what holds is feasible and
    /// holds; every broken constraint is in conflict with what holds; and a constraint that
    /// does not yield is broken only by constraints that do not yield either.
    @Test func randomSystemsKeepTheRulesOfYielding() {
        var rng = SplitMix64(seed: 0x7E1D)
        var evictions = 0
        for round in 0..<500 {
            let system = PropertyTests.randomSystem(&rng, degenerate: round % 2 == 0)
            let solver = PropertyTests.makeSolver(round)
            solver.defersBuilding = true
            let variables = (0..<system.variableCount).map { solver.makeVariable("x\($0)") }
            var yielding = Set<Int>()
            let ids = system.items.enumerated().map { index, item in
                let yields = Bool.random(using: &rng)
                if yields { yielding.insert(index) }
                return solver.addConstraint(PropertyTests.expression(item, variables), item.relation, priority: item.priority, yields: yields)
            }
            solver.defersBuilding = false
            solver.solve()
            let broken = Set(solver.broken.compactMap { ids.firstIndex(of: $0) })
            let required = system.items.indices.filter { system.items[$0].priority.isRequired }
            let kept = required.filter { !broken.contains($0) }
            #expect(system.feasible(kept), "round \(round)")
            for index in kept {
                #expect(solver.violation(of: ids[index]) <= 1e-6 * max(1, abs(system.items[index].constant) * 10), "round \(round) holds \(index)")
            }
            for index in broken {
                #expect(!system.feasible(kept + [index]), "round \(round) broken \(index) fits")
                if !yielding.contains(index) {
                    #expect(!system.feasible(kept.filter { !yielding.contains($0) } + [index]), "round \(round) \(index) broken by yielding ones")
                }
            }
            // A yielding constraint broken while a later one that does not yield holds: an eviction.
            if broken.contains(where: { b in yielding.contains(b) && kept.contains { $0 > b && !yielding.contains($0) } }) { evictions += 1 }
        }
        #expect(evictions > 10, "\(evictions) evictions")
    }
}
