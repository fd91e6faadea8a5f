/// Explores the optimal face of a solver's tableau (see `Solver.ambiguousVariables()`).
///
/// The face is convex and the current solution lies on it, so a quantity is constant on the
/// face exactly when no direction of the face's tangent cone at the current solution changes
/// it. That cone is cut only by the restricted rows at zero (degenerate rows) and by restricted
/// nonbasic symbols, which can only grow; rows with room to spare do not matter for a small
/// step. The cone splits into independent pieces (symbols linked through degenerate rows), so
/// each question is answered on the few rows of the pieces it touches, not the whole tableau.
struct FaceExplorer {
    let solver: Solver
    /// Whether a nonbasic symbol can move up (+1) or down (-1) without leaving the face.
    var freedom: [Symbol: (up: Bool, down: Bool)] = [:]
    /// The degenerate rows grouped by cone piece, built on first need.
    var pieces: ConePieces?
    /// `coneDirections` answers already found.
    var coneFreedom: [Symbol: (up: Bool, down: Bool)] = [:]

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
        if pieces == nil { pieces = ConePieces(explorer: self) }
        guard let pieces else { return false }
        // The cone is a product of its pieces, so the row moves when its part in some piece does.
        var objectiveOfPiece: [Int: SymbolMap] = [:]
        for (symbol, c) in row.cells where abs(c) > Row.epsilon && isMovable(symbol) {
            guard let piece = pieces.piece(of: symbol) else { return true }
            objectiveOfPiece[piece, default: SymbolMap()][symbol] = c
        }
        for (piece, objective) in objectiveOfPiece {
            if objective.count == 1, let symbol = objective.keys.first {
                // One symbol of the piece: whether it can move is a fact of the symbol, asked once.
                let (up, down) = coneDirections(symbol, piece: piece)
                if up || down { return true }
                continue
            }
            let rows = pieces.rows(ofPiece: piece)
            if Self.isUnbounded(objective, rows: rows, sign: 1) || Self.isUnbounded(objective, rows: rows, sign: -1) {
                return true
            }
        }
        return false
    }

    /// Whether a symbol can grow or shrink along the cone, the rest of its piece moving as
    /// needed.
    mutating func coneDirections(_ symbol: Symbol, piece: Int) -> (up: Bool, down: Bool) {
        if let known = coneFreedom[symbol] { return known }
        let rows = pieces?.rows(ofPiece: piece) ?? []
        let unit: SymbolMap = [symbol: 1]
        let answer = (Self.isUnbounded(unit, rows: rows, sign: 1), Self.isUnbounded(unit, rows: rows, sign: -1))
        coneFreedom[symbol] = answer
        return answer
    }

    /// Whether `sign · objective` grows without bound over the cone `rows ≥ 0` (every row's
    /// basic symbol is restricted, as is every restricted symbol in a cell): primal simplex
    /// with Bland's rule. All constants are zero, so the answer is 0 or +∞, never in between.
    static func isUnbounded(_ objective: SymbolMap, rows original: [(Symbol, SymbolMap)], sign: Double) -> Bool {
        var rows: [Symbol: Row] = [:]
        for (basic, cells) in original { rows[basic] = Row(constant: 0, cells: cells) }
        let goal = Row(constant: 0, cells: objective)
        goal.cells.scale(by: sign)
        var iterations = 0
        while iterations < 100_000 {
            iterations += 1
            var entering: Symbol?
            for (symbol, c) in goal.cells {
                let improves = symbol.isRestricted ? c > 1e-9 : abs(c) > 1e-9
                if improves && entering.map({ symbol < $0 }) ?? true { entering = symbol }
            }
            guard let entering, let enteringCost = goal.cells[entering] else { return false }
            let direction: Double = entering.isRestricted || enteringCost > 0 ? 1 : -1
            var leaving: Symbol?
            for (basic, basicRow) in rows {
                guard let c = basicRow.cells[entering], c * direction < -Row.epsilon else { continue }
                if leaving.map({ basic < $0 }) ?? true { leaving = basic }
            }
            guard let leaving, let pivotRow = rows.removeValue(forKey: leaving) else { return true }
            pivotRow.solve(from: leaving, for: entering)
            for (_, other) in rows {
                if let c = other.cells.removeValue(forKey: entering) { other.add(row: pivotRow, c) }
            }
            if let c = goal.cells.removeValue(forKey: entering) { goal.add(row: pivotRow, c) }
            if !entering.isRestricted {
                // A free symbol that became basic no longer limits anything: its row can go.
                continue
            }
            rows[entering] = pivotRow
        }
        return false
    }
}

