/// One equation of the tableau, `basic = constant + Σ coefficient · symbol` once solved for
/// its basic symbol (before that, `0 = constant + Σ …`). A class so that rows are updated
/// in place inside the tableau's dictionaries.
final class Row {
    // Unchecked for speed; see the note at the top of `Solver`.
    @exclusivity(unchecked) var constant: Double
    @exclusivity(unchecked) var cells: SymbolMap
    /// A definition: the row of a user variable that was new when its constraint went in. It
    /// may name other basic symbols instead of repeating their rows (`y₉ = y₈ + h₈ + 8`), so a
    /// chain of N views holds N short rows, not N rows of up to N cells. Only user variables'
    /// rows are definitions; restricted rows and the objective always hold nonbasic symbols.
    @exclusivity(unchecked) var isDefinition = false
    /// For a definition, its place in the order definitions were made: a definition names
    /// only definitions made before it, so this order evaluates and expands them.
    @exclusivity(unchecked) var definitionNumber = 0
    /// For a definition, about how many cells its full expansion would hold (an upper bound).
    @exclusivity(unchecked) var expandedSize = 0

    /// Coefficients smaller than this are rounding noise and are dropped.
    static let epsilon = 1e-9

    init(constant: Double = 0, cells: SymbolMap = [:]) {
        self.constant = constant
        self.cells = cells
    }

    func copy() -> Row { Row(constant: constant, cells: cells) }

    func coefficient(of symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient · symbol`, dropping the cell when it cancels out.
    func add(_ symbol: Symbol, _ coefficient: Double) {
        _ = cells.accumulate(symbol, coefficient, epsilon: Row.epsilon)
    }

    /// Adds `coefficient · other` (constant included).
    func add(row other: Row, _ coefficient: Double) {
        constant += coefficient * other.constant
        cells.add(other.cells, times: coefficient, epsilon: Row.epsilon) { _ in }
    }

    func negate() {
        constant = -constant
        cells.scale(by: -1)
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -(constant + rest)/a`, removing
    /// the symbol's cell.
    func solve(for symbol: Symbol) {
        guard let a = cells.removeValue(forKey: symbol) else { return }
        let factor = -1 / a
        constant *= factor
        cells.scale(by: factor)
    }

    /// Turns `lhs = constant + a·rhs + rest` into `rhs = …` with `lhs` moved to the right.
    func solve(from lhs: Symbol, for rhs: Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }
}
