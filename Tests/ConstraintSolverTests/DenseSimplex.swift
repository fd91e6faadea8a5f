/// An independent reference LP solver for the property tests: a dense two-phase simplex
/// with Bland's rule over non-negative variables. Deliberately simple and unrelated to the
/// solver's sparse, incremental tableau.
struct DenseSimplex {
    enum Sense { case lessOrEqual, equal, greaterOrEqual }

    struct Constraint {
        var coefficients: [Double]
        var sense: Sense
        var rhs: Double
    }

    enum Outcome: Equatable {
        case infeasible
        case unbounded
        case optimal(Double)
    }

    let variableCount: Int
    var constraints: [Constraint] = []

    init(variableCount: Int) { self.variableCount = variableCount }

    mutating func add(_ coefficients: [Double], _ sense: Sense, _ rhs: Double) {
        constraints.append(Constraint(coefficients: coefficients, sense: sense, rhs: rhs))
    }

    var isFeasible: Bool { minimize([Double](repeating: 0, count: variableCount)) != .infeasible }

    /// Minimises `cost · z` subject to the constraints and `z ≥ 0`.
    func minimize(_ cost: [Double]) -> Outcome {
        let m = constraints.count
        let slackCount = constraints.filter { $0.sense != .equal }.count
        let columns = variableCount + slackCount + m
        let width = columns + 1
        var table = [Double](repeating: 0, count: m * width)
        var basis = [Int](repeating: 0, count: m)
        var slack = variableCount
        for (i, constraint) in constraints.enumerated() {
            var sign = 1.0
            var sense = constraint.sense
            if constraint.rhs < 0 {
                sign = -1
                if sense == .lessOrEqual { sense = .greaterOrEqual } else if sense == .greaterOrEqual { sense = .lessOrEqual }
            }
            for j in 0..<variableCount { table[i * width + j] = sign * constraint.coefficients[j] }
            if constraint.sense != .equal {
                table[i * width + slack] = sense == .lessOrEqual ? 1 : -1
                slack += 1
            }
            let artificial = variableCount + slackCount + i
            table[i * width + artificial] = 1
            table[i * width + columns] = sign * constraint.rhs
            basis[i] = artificial
        }
        let firstArtificial = variableCount + slackCount
        var phaseOne = [Double](repeating: 0, count: columns)
        for j in firstArtificial..<columns { phaseOne[j] = 1 }
        var rowCount = m
        guard case .optimal(let infeasibility) = run(&table, &basis, &rowCount, width: width, cost: phaseOne, allowed: columns),
              infeasibility <= 1e-7 else { return .infeasible }
        // Drive artificial variables out of the basis; drop rows that are redundant.
        var i = 0
        while i < rowCount {
            if basis[i] >= firstArtificial {
                if let j = (0..<firstArtificial).first(where: { abs(table[i * width + $0]) > 1e-9 }) {
                    pivot(&table, &basis, rowCount, width: width, row: i, column: j)
                } else {
                    for k in 0..<width { table[i * width + k] = table[(rowCount - 1) * width + k] }
                    basis[i] = basis[rowCount - 1]
                    rowCount -= 1
                    continue
                }
            }
            i += 1
        }
        var phaseTwo = [Double](repeating: 0, count: columns)
        for j in 0..<variableCount { phaseTwo[j] = cost[j] }
        return run(&table, &basis, &rowCount, width: width, cost: phaseTwo, allowed: firstArtificial)
    }

    private func run(_ table: inout [Double], _ basis: inout [Int], _ rowCount: inout Int,
                     width: Int, cost: [Double], allowed: Int) -> Outcome {
        let rhs = width - 1
        for _ in 0..<10_000 {
            var entering: Int?
            var isBasic = [Bool](repeating: false, count: width)
            for i in 0..<rowCount { isBasic[basis[i]] = true }
            for j in 0..<allowed where !isBasic[j] {
                var reduced = cost[j]
                for i in 0..<rowCount where cost[basis[i]] != 0 { reduced -= cost[basis[i]] * table[i * width + j] }
                if reduced < -1e-9 {
                    entering = j
                    break
                }
            }
            guard let column = entering else {
                var value = 0.0
                for i in 0..<rowCount { value += cost[basis[i]] * table[i * width + rhs] }
                return .optimal(value)
            }
            var leaving: Int?
            var best = Double.infinity
            for i in 0..<rowCount where table[i * width + column] > 1e-9 {
                let ratio = table[i * width + rhs] / table[i * width + column]
                if ratio < best - 1e-12 || (ratio <= best + 1e-12 && leaving.map { basis[i] < basis[$0] } ?? true) {
                    best = min(best, ratio)
                    leaving = i
                }
            }
            guard let row = leaving else { return .unbounded }
            pivot(&table, &basis, rowCount, width: width, row: row, column: column)
        }
        return .unbounded
    }

    private func pivot(_ table: inout [Double], _ basis: inout [Int], _ rowCount: Int, width: Int, row: Int, column: Int) {
        table.withUnsafeMutableBufferPointer { t in
            let p = t[row * width + column]
            for k in 0..<width { t[row * width + k] /= p }
            for i in 0..<rowCount where i != row {
                let factor = t[i * width + column]
                if factor == 0 { continue }
                for k in 0..<width { t[i * width + k] -= factor * t[row * width + k] }
            }
        }
        basis[row] = column
    }
}
