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
    /// The rows of each piece, by piece number.
    private var pieceRows: [[Int]] = []
    /// Per symbol id, its piece number (-1: in no degenerate row).
    private var pieceOfSymbol: [Int] = []

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
        var numberOfRoot: [Int: Int] = [:]
        for (index, row) in rows.enumerated() {
            guard let symbol = row.1.keys.first, let slot = slotOf[symbol] else { continue }
            let root = root(slot)
            let number = numberOfRoot[root] ?? pieceRows.count
            if number == pieceRows.count {
                numberOfRoot[root] = number
                pieceRows.append([])
            }
            pieceRows[number].append(index)
        }
        pieceOfSymbol = Array(repeating: -1, count: (slotOf.keys.map(\.id).max() ?? -1) + 1)
        for (symbol, slot) in slotOf {
            if let number = numberOfRoot[root(slot)] { pieceOfSymbol[symbol.id] = number }
        }
    }

    /// The number of pieces; pieces are numbered 0..<count.
    var count: Int { pieceRows.count }

    /// The piece a movable symbol belongs to, or nil when no degenerate row holds it.
    func piece(of symbol: Symbol) -> Int? {
        let id = symbol.id
        guard id < pieceOfSymbol.count, pieceOfSymbol[id] >= 0 else { return nil }
        return pieceOfSymbol[id]
    }

    /// The degenerate rows of one piece.
    func rows(ofPiece piece: Int) -> [(Symbol, SymbolMap)] {
        pieceRows[piece].map { rows[$0] }
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
