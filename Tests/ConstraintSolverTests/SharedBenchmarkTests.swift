import Foundation
import Testing
@testable import ConstraintSolver

/// The shared enaml-like benchmark system (111 constraints, 2 edits), solved and checked
/// against the dense reference: a real layout system rather than a random one.
@Suite struct SharedBenchmarkTests {
    static let path = "../shared/bench/enaml.solve.json"

    @Test func enamlSystemMatchesTheReference() throws {
        guard let data = FileManager.default.contents(atPath: Self.path) else {
            print("skipping: \(Self.path) is not beside the repository")
            return
        }
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let constraints = try #require(root["constraints"] as? [[String: Any]])
        var names: [String] = []
        var index: [String: Int] = [:]
        func variable(_ name: String) -> Int {
            if let known = index[name] { return known }
            index[name] = names.count
            names.append(name)
            return names.count - 1
        }
        var parsed: [(terms: [(Int, Double)], constant: Double, relation: Relation, priority: Double)] = []
        for constraint in constraints {
            let expr = try #require(constraint["expr"] as? [String: Double])
            let terms = expr.keys.sorted().map { (variable($0), expr[$0] ?? 0) }
            let relation = try #require(Relation(rawValue: constraint["relation"] as? String ?? ""))
            parsed.append((terms, constraint["constant"] as? Double ?? 0, relation, constraint["priority"] as? Double ?? 1000))
        }
        let edits = (root["edits"] as? [[String: Any]] ?? []).map {
            (variable($0["variable"] as? String ?? ""), $0["priority"] as? Double ?? 999, ($0["values"] as? [Double]) ?? [])
        }

        let solver = Solver()
        let variables = names.map { solver.makeVariable($0) }
        var ids: [ConstraintID] = []
        var system = ReferenceSystem(variableCount: names.count, items: [])
        for item in parsed {
            var expression = LinearExpression(constant: item.constant)
            var coefficients = [Double](repeating: 0, count: names.count)
            for (j, c) in item.terms {
                expression.add(variables[j], c)
                coefficients[j] += c
            }
            ids.append(solver.addConstraint(expression, item.relation, priority: Priority(item.priority)))
            system.items.append(.init(coefficients: coefficients, constant: item.constant, relation: item.relation,
                                      priority: Priority(item.priority)))
        }
        for (j, priority, _) in edits {
            solver.addEditVariable(variables[j], priority: Priority(priority))
            ids.append(try #require(solver.editConstraint(of: variables[j])))
            var coefficients = [Double](repeating: 0, count: names.count)
            coefficients[j] = 1
            system.items.append(.init(coefficients: coefficients, constant: 0, relation: .equal, priority: Priority(priority)))
        }
        let editBase = parsed.count
        for step in [3] {
            for (k, edit) in edits.enumerated() where step < edit.2.count {
                solver.suggestValue(variables[edit.0], edit.2[step])
                system.items[editBase + k].constant = -edit.2[step]
            }
            PropertyTests.check(solver, system, ids: ids, variables: variables, context: "enaml step \(step)")
        }
    }
}
