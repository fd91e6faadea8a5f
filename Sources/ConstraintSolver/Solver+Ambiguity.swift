/// Which variables the optimum does not pin down.
///
/// The optimal face is the feasible region with every nonbasic symbol of nonzero reduced
/// cost held at zero (a lexicographically positive cost vector always worsens the objective).
/// A variable is ambiguous when it is not constant on that face. A cheap test settles most
/// cases: a free-to-move nonbasic symbol in the variable's row that no degenerate row blocks.
/// The rest are decided exactly by maximising and minimising the variable over the face on
/// a copy of the tableau.
extension Solver {
    /// The variables whose value is not the same in every lexicographically optimal solution:
    /// variables nothing pins, and variables that move along alternative optima.
    public func ambiguousVariables() -> Set<Variable> {
        flush()
        var explorer = FaceExplorer(solver: self)
        var result = Set<Variable>()
        for variable in variableList {
            let symbol = Symbol(id: variable.id, kind: .external)
            if let row = rows[symbol] {
                if explorer.rowMoves(row, value: row.constant) { result.insert(variable) }
            } else if !isHeld(symbol) {
                result.insert(variable)
            } else if explorer.rowMoves(Row(constant: 0, cells: [symbol: 1]), value: 0) {
                result.insert(variable)
            }
        }
        return result
    }
}
