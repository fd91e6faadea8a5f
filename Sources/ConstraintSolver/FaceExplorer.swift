/// Explores the optimal face of a solver's tableau (see `Solver.ambiguousVariables()`).
struct FaceExplorer {
    let solver: Solver
    /// Whether a nonbasic symbol can move up (+1) or down (-1) without leaving the face.
    var freedom: [Symbol: (up: Bool, down: Bool)] = [:]

    init(solver: Solver) { self.solver = solver }

    func isMovable(_ symbol: Symbol) -> Bool {
        !symbol.isDummy && (solver.rows[symbol] != nil || solver.costSign(symbol) == 0)
    }

    /// Directions in which a movable nonbasic symbol can move by a small step: only
    /// degenerate restricted rows (value zero) can stop it.
    mutating func directions(_ symbol: Symbol) -> (up: Bool, down: Bool) {
        if let known = freedom[symbol] { return known }
        var up = true
        var down = !symbol.isRestricted
        for basic in solver.holders(of: symbol) where basic.isRestricted {
            guard let row = solver.rows[basic], let c = row.cells[symbol] else { continue }
            guard row.constant <= 1e-9 * max(1, abs(c)) else { continue }
            if c < 0 { up = false }
            if c > 0 { down = false }
        }
        freedom[symbol] = (up, down)
        return (up, down)
    }

    /// Whether `value = constant + Σ cells` can change within the face.
    mutating func rowMoves(_ row: Row, value: Double) -> Bool {
        var needsSearch = false
        for (symbol, c) in row.cells where abs(c) > Row.epsilon && isMovable(symbol) {
            let (up, down) = directions(symbol)
            if up || down { return true }
            needsSearch = true
        }
        guard needsSearch else { return false }
        let tolerance = 1e-7 * max(1, abs(value))
        return extreme(row, sign: 1) > value + tolerance || extreme(row, sign: -1) > -value + tolerance
    }

    /// The maximum of `sign · row` over the face, or +∞ when unbounded (primal simplex on a
    /// copy of the tableau, movable symbols only, Bland's rule).
    func extreme(_ row: Row, sign: Double) -> Double {
        var rows: [Symbol: Row] = [:]
        for (basic, original) in solver.rows { rows[basic] = original.copy() }
        let objective = row.copy()
        objective.constant *= sign
        for key in objective.cells.keys { objective.cells[key] = (objective.cells[key] ?? 0) * sign }
        var iterations = 0
        while iterations < 100_000 {
            iterations += 1
            var entering: Symbol?
            for (symbol, c) in objective.cells where isMovable(symbol) {
                let improves = symbol.isRestricted ? c > 1e-9 : abs(c) > 1e-9
                if improves && entering.map({ symbol < $0 }) ?? true { entering = symbol }
            }
            guard let entering, let enteringCost = objective.cells[entering] else { return objective.constant }
            let direction: Double = entering.isRestricted || enteringCost > 0 ? 1 : -1
            var leaving: Symbol?
            var bestRatio = Double.infinity
            for (basic, basicRow) in rows where basic.isRestricted {
                guard let c = basicRow.cells[entering], c * direction < -Row.epsilon else { continue }
                let ratio = max(0, basicRow.constant) / -(c * direction)
                if ratio < bestRatio - 1e-12 || (ratio <= bestRatio + 1e-12 && leaving.map { basic < $0 } ?? true) {
                    bestRatio = min(ratio, bestRatio)
                    leaving = basic
                }
            }
            guard let leaving, let pivotRow = rows.removeValue(forKey: leaving) else { return .infinity }
            pivotRow.solve(from: leaving, for: entering)
            for (_, other) in rows {
                if let c = other.cells.removeValue(forKey: entering) { other.add(row: pivotRow, c) }
            }
            if let c = objective.cells.removeValue(forKey: entering) { objective.add(row: pivotRow, c) }
            rows[entering] = pivotRow
        }
        return objective.constant
    }
}
