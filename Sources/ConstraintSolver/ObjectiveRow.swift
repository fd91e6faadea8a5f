/// One priority level of the objective: a reduced cost for every symbol, stored densely by
/// symbol id. Objective rows hold every error symbol of their level, so a sorted sparse row
/// would shift thousands of cells on each pivot; here every update is an array store.
final class ObjectiveRow {
    // Unchecked for speed; see the note at the top of `Solver`.
    @exclusivity(unchecked) var constant = 0.0
    @exclusivity(unchecked) private var costs: [Double] = []

    /// The reduced cost of `symbol` (0 when it has none).
    @inline(__always)
    subscript(symbol: Symbol) -> Double {
        let id = symbol.id
        return id < costs.count ? costs[id] : 0
    }

    /// Adds `amount` to the cost of `symbol`; results within rounding of zero become zero.
    func add(_ symbol: Symbol, _ amount: Double) {
        let id = symbol.id
        if id >= costs.count {
            guard amount != 0 else { return }
            costs.append(contentsOf: repeatElement(0, count: Swift.max(id + 1 - costs.count, costs.count)))
        }
        let sum = costs[id] + amount
        costs[id] = abs(sum) < Row.epsilon ? 0 : sum
    }

    /// Adds `coefficient · row` (constant included).
    func add(row: Row, _ coefficient: Double) {
        constant += coefficient * row.constant
        for (symbol, value) in row.cells { add(symbol, coefficient * value) }
    }

    /// Removes the cost of `symbol` and returns it (0 when it had none).
    func take(_ symbol: Symbol) -> Double {
        let id = symbol.id
        guard id < costs.count else { return 0 }
        let value = costs[id]
        costs[id] = 0
        return value
    }
}
