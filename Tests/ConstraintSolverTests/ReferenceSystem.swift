@testable import ConstraintSolver

/// A constraint system written independently of the solver, and its lexicographic answer
/// computed by `DenseSimplex` level by level.
struct ReferenceSystem {
    struct Item {
        var coefficients: [Double]   // one per variable
        var constant: Double
        var relation: Relation
        var priority: Priority
    }

    var variableCount: Int
    var items: [Item]

    struct Answer {
        /// Required items dropped by greedy recovery in order.
        var broken: [Int]
        /// Least total violation per optional level, strongest first.
        var levelOptima: [(Priority, Double)]
        /// Variables not constant on the optimal face.
        var ambiguous: Set<Int>
    }

    /// Columns: x⁺ (n), x⁻ (n), then one violation variable t per optional item.
    private func program(required: [Int], optional: [Int]) -> DenseSimplex {
        let n = variableCount
        var lp = DenseSimplex(variableCount: 2 * n + optional.count)
        for index in required {
            let item = items[index]
            lp.add(row(item, t: nil, optionalCount: optional.count), sense(item.relation), -item.constant)
        }
        for (k, index) in optional.enumerated() {
            let item = items[index]
            switch item.relation {
            case .equal:
                lp.add(row(item, t: (k, -1), optionalCount: optional.count), .lessOrEqual, -item.constant)
                lp.add(row(item, t: (k, 1), optionalCount: optional.count), .greaterOrEqual, -item.constant)
            case .greaterThanOrEqual:
                lp.add(row(item, t: (k, 1), optionalCount: optional.count), .greaterOrEqual, -item.constant)
            case .lessThanOrEqual:
                lp.add(row(item, t: (k, -1), optionalCount: optional.count), .lessOrEqual, -item.constant)
            }
        }
        return lp
    }

    private func row(_ item: Item, t: (Int, Double)?, optionalCount: Int) -> [Double] {
        let n = variableCount
        var coefficients = [Double](repeating: 0, count: 2 * n + optionalCount)
        for j in 0..<n {
            coefficients[j] = item.coefficients[j]
            coefficients[n + j] = -item.coefficients[j]
        }
        if let (k, sign) = t { coefficients[2 * n + k] = sign }
        return coefficients
    }

    private func sense(_ relation: Relation) -> DenseSimplex.Sense {
        switch relation {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessOrEqual
        case .greaterThanOrEqual: return .greaterOrEqual
        }
    }

    /// Whether the given items, all held as required, can hold together.
    func feasible(_ indices: [Int]) -> Bool {
        program(required: indices, optional: []).isFeasible
    }

    func solve() -> Answer {
        var kept: [Int] = []
        var broken: [Int] = []
        for (index, item) in items.enumerated() where item.priority.isRequired {
            if feasible(kept + [index]) { kept.append(index) } else { broken.append(index) }
        }
        let optional = items.indices.filter { !items[$0].priority.isRequired }
        var lp = program(required: kept, optional: optional)
        let n = variableCount
        let width = 2 * n + optional.count
        let levels = Set(optional.map { items[$0].priority }).sorted(by: >)
        var optima: [(Priority, Double)] = []
        for level in levels {
            var cost = [Double](repeating: 0, count: width)
            for (k, index) in optional.enumerated() where items[index].priority == level { cost[2 * n + k] = 1 }
            guard case .optimal(let best) = lp.minimize(cost) else { return Answer(broken: broken, levelOptima: [], ambiguous: []) }
            optima.append((level, best))
            lp.add(cost, .lessOrEqual, best + 1e-9 * max(1, abs(best)))
        }
        var ambiguous = Set<Int>()
        for j in 0..<n {
            var cost = [Double](repeating: 0, count: width)
            cost[j] = 1
            cost[n + j] = -1
            let low = lp.minimize(cost)
            cost[j] = -1
            cost[n + j] = 1
            let high = lp.minimize(cost)
            guard case .optimal(let minimum) = low, case .optimal(let negatedMaximum) = high else {
                ambiguous.insert(j)
                continue
            }
            if -negatedMaximum - minimum > 1e-6 * max(1, abs(minimum)) { ambiguous.insert(j) }
        }
        return Answer(broken: broken, levelOptima: optima, ambiguous: ambiguous)
    }

    /// For each pair (a, b), whether x_a − x_b is not constant on the optimal face.
    func ambiguousDifferences(_ pairs: [(Int, Int)]) -> [Bool] {
        var kept: [Int] = []
        for (index, item) in items.enumerated() where item.priority.isRequired && feasible(kept + [index]) { kept.append(index) }
        let optional = items.indices.filter { !items[$0].priority.isRequired }
        var lp = program(required: kept, optional: optional)
        let n = variableCount
        let width = 2 * n + optional.count
        for level in Set(optional.map { items[$0].priority }).sorted(by: >) {
            var cost = [Double](repeating: 0, count: width)
            for (k, index) in optional.enumerated() where items[index].priority == level { cost[2 * n + k] = 1 }
            guard case .optimal(let best) = lp.minimize(cost) else { return pairs.map { _ in true } }
            lp.add(cost, .lessOrEqual, best + 1e-9 * max(1, abs(best)))
        }
        return pairs.map { a, b in
            var cost = [Double](repeating: 0, count: width)
            cost[a] += 1; cost[n + a] -= 1; cost[b] -= 1; cost[n + b] += 1
            let low = lp.minimize(cost)
            let high = lp.minimize(cost.map { -$0 })
            guard case .optimal(let minimum) = low, case .optimal(let negatedMaximum) = high else { return true }
            return -negatedMaximum - minimum > 1e-6 * max(1, abs(minimum))
        }
    }
}
