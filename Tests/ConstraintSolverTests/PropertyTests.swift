import Testing
@testable import ConstraintSolver

/// Thousands of small random systems checked against `ReferenceSystem` (dense simplex, level
/// by level): the same broken constraints, required constraints hold, the violation vector is
/// lexicographically optimal, conflicts are minimal, and the ambiguous set is exact.
@Suite struct PropertyTests {
    static let priorities: [Priority] = [.required, .required, .required, Priority(750), Priority(750, tier: 1),
                                         Priority(500), Priority(250.5), Priority(1)]

    /// `degenerate` systems have mostly zero constants and more constraints than variables,
    /// so many vertices are degenerate (the hard case for ambiguity and anti-cycling).
    static func randomSystem(_ rng: inout SplitMix64, degenerate: Bool = false) -> ReferenceSystem {
        let n = Int.random(in: 1...4, using: &rng)
        let m = degenerate ? Int.random(in: 3...10, using: &rng) : Int.random(in: 1...9, using: &rng)
        var items: [ReferenceSystem.Item] = []
        for _ in 0..<m {
            var coefficients = (0..<n).map { _ in Double(Int.random(in: -2...2, using: &rng)) }
            if coefficients.allSatisfy({ $0 == 0 }) { coefficients[Int.random(in: 0..<n, using: &rng)] = 1 }
            let relation = Relation.allCases.randomElement(using: &rng) ?? .equal
            let priority = priorities.randomElement(using: &rng) ?? .required
            let constant = degenerate && Int.random(in: 0..<4, using: &rng) > 0 ? 0 : Double(Int.random(in: -10...10, using: &rng))
            items.append(.init(coefficients: coefficients, constant: constant,
                               relation: relation, priority: priority))
        }
        return ReferenceSystem(variableCount: n, items: items)
    }

    /// A solver for round `round`: odd rounds turn every row that can be a definition into
    /// one (see Solver+Definitions), so the lazy rows meet every random system too.
    static func makeSolver(_ round: Int) -> Solver {
        let solver = Solver()
        if round % 2 == 1 { solver.definitionThreshold = 0 }
        return solver
    }

    static func expression(_ item: ReferenceSystem.Item, _ variables: [Variable]) -> LinearExpression {
        var expression = LinearExpression(constant: item.constant)
        for (j, c) in item.coefficients.enumerated() where c != 0 { expression.add(variables[j], c) }
        return expression
    }

    /// Compares a solver holding `system` (constraint i has id `ids[i]`) with the reference.
    static func check(_ solver: Solver, _ system: ReferenceSystem, ids: [ConstraintID], variables: [Variable],
                      context: String) {
        let answer = system.solve()
        let broken = solver.broken.compactMap { ids.firstIndex(of: $0) }
        #expect(broken == answer.broken, "broken \(context)")
        guard broken == answer.broken else { return }
        for (i, item) in system.items.enumerated() where item.priority.isRequired && !broken.contains(i) {
            #expect(solver.violation(of: ids[i]) <= 1e-6 * max(1, abs(item.constant) * 10), "required \(i) \(context)")
        }
        for (level, best) in answer.levelOptima {
            var total = 0.0
            for (i, item) in system.items.enumerated() where item.priority == level { total += solver.violation(of: ids[i]) }
            #expect(abs(total - best) <= 1e-6 * max(1, best), "level \(level): \(total) vs \(best) \(context)")
        }
        let ambiguous = Set(solver.ambiguousVariables().compactMap { variables.firstIndex(of: $0) })
        #expect(ambiguous == answer.ambiguous, "ambiguous \(context)")
        for conflict in solver.conflicts {
            let members = conflict.compactMap { ids.firstIndex(of: $0) }
            #expect(members.count == conflict.count)
            #expect(!system.feasible(members), "conflict feasible \(context)")
            for k in members.indices {
                var rest = members
                rest.remove(at: k)
                #expect(system.feasible(rest), "conflict not minimal \(context)")
            }
            #expect(members.last.map { answer.broken.contains($0) } ?? false, "latest member is broken \(context)")
        }
    }

    @Test func randomSystemsMatchTheReference() {
        var rng = SplitMix64(seed: 0x5EED)
        for round in 0..<1200 {
            let system = Self.randomSystem(&rng)
            let solver = Self.makeSolver(round)
            let variables = (0..<system.variableCount).map { solver.makeVariable("x\($0)") }
            let ids = system.items.map {
                solver.addConstraint(Self.expression($0, variables), $0.relation, priority: $0.priority)
            }
            Self.check(solver, system, ids: ids, variables: variables, context: "round \(round)")
        }
    }

    /// `ambiguousExpressions` on differences of two variables (a view's offset from its
    /// superview) against the reference's face, with and without definition rows.
    @Test func differencesAreAmbiguousExactlyWhenTheReferenceSaysSo() {
        var rng = SplitMix64(seed: 0xD1FF)
        var moving = 0, fixed = 0
        for round in 0..<400 {
            let system = Self.randomSystem(&rng, degenerate: round % 3 == 0)
            let solver = Self.makeSolver(round)
            let variables = (0..<system.variableCount).map { solver.makeVariable("x\($0)") }
            for item in system.items { solver.addConstraint(Self.expression(item, variables), item.relation, priority: item.priority) }
            solver.solve()
            var pairs: [(Int, Int)] = []
            for a in 0..<system.variableCount { for b in (a + 1)..<system.variableCount { pairs.append((a, b)) } }
            let expected = system.ambiguousDifferences(pairs)
            let answered = solver.ambiguousExpressions(pairs.map { [(variables[$0.0], 1), (variables[$0.1], -1)] })
            #expect(answered == expected, "round \(round)")
            moving += expected.filter { $0 }.count
            fixed += expected.filter { !$0 }.count
        }
        // The systems exercise both answers.
        #expect(moving > 100 && fixed > 100, "\(moving) moving, \(fixed) fixed")
    }

    @Test func degenerateSystemsMatchTheReference() {
        var rng = SplitMix64(seed: 0xD0D0)
        for round in 0..<1200 {
            let system = Self.randomSystem(&rng, degenerate: true)
            let solver = Self.makeSolver(round)
            let variables = (0..<system.variableCount).map { solver.makeVariable("x\($0)") }
            let ids = system.items.map {
                solver.addConstraint(Self.expression($0, variables), $0.relation, priority: $0.priority)
            }
            Self.check(solver, system, ids: ids, variables: variables, context: "degenerate round \(round)")
        }
    }

    @Test func incrementalChangesMatchTheReference() {
        var rng = SplitMix64(seed: 0xC0FFEE)
        for round in 0..<400 {
            var system = Self.randomSystem(&rng)
            let solver = Self.makeSolver(round)
            let variables = (0..<system.variableCount).map { solver.makeVariable("x\($0)") }
            var ids = system.items.map {
                solver.addConstraint(Self.expression($0, variables), $0.relation, priority: $0.priority)
            }
            for step in 0..<4 {
                let action = Int.random(in: 0..<6, using: &rng)
                let target = Int.random(in: 0..<system.items.count, using: &rng)
                switch action {
                case 0 where system.items.count > 1:
                    solver.removeConstraint(ids[target])
                    system.items.remove(at: target)
                    ids.remove(at: target)
                case 1:
                    var item = Self.randomSystem(&rng).items[0]
                    item.coefficients = (0..<system.variableCount).map { _ in Double(Int.random(in: -2...2, using: &rng)) }
                    system.items.append(item)
                    ids.append(solver.addConstraint(Self.expression(item, variables), item.relation, priority: item.priority))
                default:
                    let constant = Double(Int.random(in: -12...12, using: &rng))
                    system.items[target].constant = constant
                    solver.setConstant(ids[target], constant)
                }
                if step % 2 == 1 {
                    Self.check(solver, system, ids: ids, variables: variables, context: "round \(round) step \(step)")
                }
            }
        }
    }

    @Test func editVariablesMatchTheReference() {
        var rng = SplitMix64(seed: 42)
        for round in 0..<300 {
            var system = Self.randomSystem(&rng)
            let solver = Self.makeSolver(round)
            let variables = (0..<system.variableCount).map { solver.makeVariable("x\($0)") }
            var ids = system.items.map {
                solver.addConstraint(Self.expression($0, variables), $0.relation, priority: $0.priority)
            }
            let edited = Int.random(in: 0..<system.variableCount, using: &rng)
            let priority = [Priority(999), Priority(750), Priority(400)].randomElement(using: &rng) ?? Priority(999)
            solver.addEditVariable(variables[edited], priority: priority)
            guard let editID = solver.editConstraint(of: variables[edited]) else {
                Issue.record("edit constraint missing")
                return
            }
            var coefficients = [Double](repeating: 0, count: system.variableCount)
            coefficients[edited] = 1
            system.items.append(.init(coefficients: coefficients, constant: 0, relation: .equal, priority: priority))
            ids.append(editID)
            for step in 0..<3 {
                let value = Double(Int.random(in: -15...15, using: &rng))
                solver.suggestValue(variables[edited], value)
                system.items[system.items.count - 1].constant = -value
                Self.check(solver, system, ids: ids, variables: variables, context: "edit round \(round) step \(step)")
            }
        }
    }
}

/// `bindingConstraints(against:)` on random systems: every returned constraint is stronger
/// than the loser, and the returned set, held where the optimum put it, leaves no room for the
/// loser while dropping any one member does (checked with the dense reference).
@Suite struct BindingPropertyTests {
    @Test func explanationsAreStrongerInfeasibleAndMinimal() {
        var rng = SplitMix64(seed: 0xB1D)
        var explained = 0
        for round in 0..<600 {
            let system = PropertyTests.randomSystem(&rng)
            let solver = PropertyTests.makeSolver(round)
            let variables = (0..<system.variableCount).map { solver.makeVariable("x\($0)") }
            let ids = system.items.map {
                solver.addConstraint(PropertyTests.expression($0, variables), $0.relation, priority: $0.priority)
            }
            let values = variables.map { solver.value(of: $0) }
            for (index, item) in system.items.enumerated() where !item.priority.isRequired {
                guard solver.violation(of: ids[index]) > 1e-6 else { continue }
                let why = solver.bindingConstraints(against: ids[index]).compactMap { ids.firstIndex(of: $0) }
                guard !why.isEmpty else { continue }  // e.g. lost to an equal-priority tie
                explained += 1
                #expect(why.allSatisfy { system.items[$0].priority > item.priority }, "round \(round)")
                // The reference holds each member at its current value, the loser as written.
                var held = ReferenceSystem(variableCount: system.variableCount, items: [item])
                for member in why {
                    var copy = system.items[member]
                    let value = zip(copy.coefficients, values).reduce(copy.constant) { $0 + $1.0 * $1.1 }
                    copy.constant -= value
                    held.items.append(copy)
                }
                let all = Array(held.items.indices)
                #expect(!held.feasible(all), "round \(round): explanation does not force the violation")
                for drop in 1..<held.items.count {
                    #expect(held.feasible(all.filter { $0 != drop }), "round \(round): explanation not minimal")
                }
            }
        }
        #expect(explained > 100, "too few explained violations (\(explained)) to test anything")
    }
}
