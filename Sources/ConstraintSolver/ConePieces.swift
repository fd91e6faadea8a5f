/// The degenerate restricted rows of a tableau (the only rows that limit a small step along
/// the optimal face), grouped into independent pieces: two rows share a piece when a chain of
/// rows links them through the movable symbols they hold.
struct ConePieces {
    /// Each degenerate row: its basic symbol and its cells over movable symbols only (the
    /// other symbols are held at zero on the face).
    private var rows: [(Symbol, SymbolMap)] = []
    /// For each movable symbol found in a degenerate row, its union-find slot.
    private var slotOf: [Symbol: Int] = [:]
    private var parent: [Int] = []
    /// The rows of each piece, keyed by the piece's root slot.
    private var rowsOfPiece: [Int: [Int]] = [:]

    init(explorer: FaceExplorer) {
        for (basic, row) in explorer.solver.rows where basic.isRestricted {
            var cells = SymbolMap()
            var largest = 0.0
            for (symbol, c) in row.cells where abs(c) > Row.epsilon && explorer.isMovable(symbol) {
                cells[symbol] = c
                largest = max(largest, abs(c))
            }
            guard !cells.isEmpty, row.constant <= 1e-9 * max(1, largest) else { continue }
            rows.append((basic, cells))
            var first: Int?
            for symbol in cells.keys {
                let slot = self.slot(symbol)
                if let first { union(first, slot) } else { first = slot }
            }
        }
        for (index, row) in rows.enumerated() {
            guard let symbol = row.1.keys.first, let slot = slotOf[symbol] else { continue }
            rowsOfPiece[root(slot), default: []].append(index)
        }
    }

    /// The piece a movable symbol belongs to, or nil when no degenerate row holds it.
    func piece(of symbol: Symbol) -> Int? {
        slotOf[symbol].map(root)
    }

    /// The degenerate rows of one piece.
    func rows(ofPiece piece: Int) -> [(Symbol, SymbolMap)] {
        (rowsOfPiece[piece] ?? []).map { rows[$0] }
    }

    private mutating func slot(_ symbol: Symbol) -> Int {
        if let known = slotOf[symbol] { return known }
        let slot = parent.count
        parent.append(slot)
        slotOf[symbol] = slot
        return slot
    }

    private func root(_ slot: Int) -> Int {
        var current = slot
        while parent[current] != current { current = parent[current] }
        return current
    }

    private mutating func union(_ a: Int, _ b: Int) {
        var x = a
        while parent[x] != x {
            parent[x] = parent[parent[x]]
            x = parent[x]
        }
        var y = b
        while parent[y] != y {
            parent[y] = parent[parent[y]]
            y = parent[y]
        }
        if x != y { parent[max(x, y)] = min(x, y) }
    }
}
