/// Explores the optimal face of a solver's tableau (see `Solver.ambiguousVariables()`).
///
/// The face is convex and the current solution lies on it, so a quantity is constant on the
/// face exactly when no direction of the face's tangent cone at the current solution changes
/// it. That cone is cut only by the restricted rows at zero (degenerate rows) and by restricted
/// nonbasic symbols, which can only grow; rows with room to spare do not matter for a small
/// step. The cone splits into independent pieces (symbols linked through degenerate rows), so
/// each question is answered on the few rows of the pieces it touches, not the whole tableau.
/// Facts about a symbol are found once and kept in arrays indexed by its id: asking about a
/// row costs one array read per cell.
struct FaceExplorer {
    let solver: Solver
    /// Per symbol id: 0 unknown, else `Verdict` raw values.
    private var verdicts: [UInt8]
    /// Per symbol id: what the cone allows the symbol alone (0 unknown, 1 moves, 2 blocked).
    private var coneVerdicts: [UInt8]
    /// The degenerate rows grouped by cone piece, built on first need.
    private var pieces: ConePieces?
    /// Per piece: the stamp of the last row that touched it, and how many of its symbols it held.
    private var pieceStamps: [Int] = []
    private var pieceCounts: [Int] = []
    private var stamp = 0

    private enum Verdict: UInt8 {
        /// Held at zero on the face (nonzero reduced cost, or a dummy marker).
        case fixed = 1
        /// Free to move up or down by itself: no degenerate row stops it.
        case free = 2
        /// Movable, but every direction is stopped by a degenerate row on its own.
        case blocked = 3
    }

    init(solver: Solver) {
        self.solver = solver
        let size = solver.nextSymbolID + 1
        verdicts = Array(repeating: 0, count: size)
        coneVerdicts = Array(repeating: 0, count: size)
    }

    func isMovable(_ symbol: Symbol) -> Bool {
        !symbol.isDummy && (solver.rows[symbol] != nil || solver.costSign(symbol) == 0)
    }

    private mutating func verdict(_ symbol: Symbol) -> Verdict {
        let id = symbol.id
        if id >= verdicts.count {
            verdicts += Array(repeating: 0, count: id + 1 - verdicts.count)
            coneVerdicts += Array(repeating: 0, count: id + 1 - coneVerdicts.count)
        }
        if let known = Verdict(rawValue: verdicts[id]) { return known }
        let found: Verdict
        if !isMovable(symbol) {
            found = .fixed
        } else {
            let (up, down) = directions(symbol)
            found = up || down ? .free : .blocked
        }
        verdicts[id] = found.rawValue
        return found
    }

    /// Directions in which a movable nonbasic symbol can move by a small step: only
    /// degenerate restricted rows (value zero) can stop it.
    func directions(_ symbol: Symbol) -> (up: Bool, down: Bool) {
        var up = true
        var down = !symbol.isRestricted
        for basic in solver.restrictedHolders(of: symbol) {
            guard let row = solver.rows[basic], let c = row.cells[symbol] else { continue }
            guard row.constant <= 1e-9 * max(1, abs(c)) else { continue }
            if c < 0 { up = false }
            if c > 0 { down = false }
        }
        return (up, down)
    }

    /// Whether `value = constant + Σ cells` can change within the face.
    mutating func rowMoves(_ row: Row, value: Double) -> Bool {
        var needsSearch = false
        for (symbol, c) in row.cells where abs(c) > Row.epsilon {
            switch verdict(symbol) {
            case .fixed: continue
            case .free: return true
            case .blocked: needsSearch = true
            }
        }
        guard needsSearch else { return false }
        if pieces == nil {
            let built = ConePieces(explorer: self)
            pieces = built
            pieceStamps = Array(repeating: 0, count: built.count)
            pieceCounts = Array(repeating: 0, count: built.count)
        }
        guard let pieces else { return false }
        // The cone is a product of its pieces, so the row moves when its part in some piece
        // does. A piece holding one of the row's symbols answers from that symbol's own verdict.
        stamp += 1
        var shared: [Int] = []
        for (symbol, c) in row.cells where abs(c) > Row.epsilon && verdicts[symbol.id] == Verdict.blocked.rawValue {
            guard let piece = pieces.piece(of: symbol) else { return true }
            if pieceStamps[piece] != stamp {
                pieceStamps[piece] = stamp
                pieceCounts[piece] = 1
            } else {
                pieceCounts[piece] += 1
                if pieceCounts[piece] == 2 { shared.append(piece) }
            }
        }
        for (symbol, c) in row.cells where abs(c) > Row.epsilon && verdicts[symbol.id] == Verdict.blocked.rawValue {
            guard let piece = pieces.piece(of: symbol), pieceCounts[piece] == 1 else { continue }
            if coneMoves(symbol, piece: piece, in: pieces) { return true }
        }
        for piece in shared {
            var objective = SymbolMap()
            for (symbol, c) in row.cells where abs(c) > Row.epsilon && verdicts[symbol.id] == Verdict.blocked.rawValue
                && pieces.piece(of: symbol) == piece {
                objective[symbol] = c
            }
            let rows = pieces.rows(ofPiece: piece)
            if Self.isUnbounded(objective, rows: rows, sign: 1) || Self.isUnbounded(objective, rows: rows, sign: -1) {
                return true
            }
        }
        return false
    }

    /// Whether a symbol can grow or shrink along the cone, the rest of its piece moving as needed.
    private mutating func coneMoves(_ symbol: Symbol, piece: Int, in pieces: ConePieces) -> Bool {
        let id = symbol.id
        if coneVerdicts[id] == 0 {
            let rows = pieces.rows(ofPiece: piece)
            let unit: SymbolMap = [symbol: 1]
            let moves = Self.isUnbounded(unit, rows: rows, sign: 1) || Self.isUnbounded(unit, rows: rows, sign: -1)
            coneVerdicts[id] = moves ? 1 : 2
        }
        return coneVerdicts[id] == 1
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
            // A free symbol that became basic limits nothing any more: its row can go.
            if entering.isRestricted { rows[entering] = pivotRow }
        }
        return false
    }
}
