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
        let definitionMoves = movingDefinitions(&explorer)
        var result = Set<Variable>()
        for variable in variableList {
            let symbol = Symbol(id: variable.id, kind: .external)
            if let row = rows[symbol] {
                let moves = row.isDefinition ? definitionMoves.contains(symbol) : explorer.rowMoves(row, value: row.constant)
                if moves { result.insert(variable) }
            } else if !isHeld(symbol) {
                result.insert(variable)
            } else if explorer.rowMoves(Row(constant: 0, cells: [symbol: 1]), value: 0) {
                result.insert(variable)
            }
        }
        return result
    }

    /// For each expression `Σ coefficient × variable`, whether it is not the same in every
    /// lexicographically optimal solution — a view's position relative to its superview, say,
    /// when both move.
    public func ambiguousExpressions(_ expressions: [[(Variable, Double)]]) -> [Bool] {
        flush()
        var explorer = FaceExplorer(solver: self)
        return expressions.map { terms in
            var cells = SymbolMap()
            for (variable, coefficient) in terms where coefficient != 0 {
                let symbol = Symbol(id: variable.id, kind: .external)
                cells[symbol] = (cells[symbol] ?? 0) + coefficient
            }
            let row = Row(constant: 0, cells: cells)
            // Basic variables (plain rows and definitions) give way to their nonbasic expansions.
            expandReferences(row)
            return explorer.rowMoves(row, value: row.constant)
        }
    }

    /// The definitions whose value moves on the optimal face, decided oldest first: a definition
    /// whose named basic symbols are all fixed moves exactly when its nonbasic part does; when
    /// one of them moves, the parts could cancel, so its full expansion is asked instead.
    func movingDefinitions(_ explorer: inout FaceExplorer) -> Set<Symbol> {
        refreshDefinitionValues()
        var moving = Set<Symbol>()
        var plainRowMoves: [Symbol: Bool] = [:]
        for (symbol, _) in definitions {
            guard let row = rows[symbol], row.isDefinition else { continue }
            var own = SymbolMap()
            var namedMoves = false
            for (cell, coefficient) in row.cells {
                if let cellRow = rows[cell] {
                    if cellRow.isDefinition {
                        namedMoves = namedMoves || moving.contains(cell)
                    } else {
                        if plainRowMoves[cell] == nil { plainRowMoves[cell] = explorer.rowMoves(cellRow, value: cellRow.constant) }
                        namedMoves = namedMoves || plainRowMoves[cell] == true
                    }
                } else {
                    own[cell] = coefficient
                }
            }
            let moves: Bool
            if namedMoves {
                let expanded = row.copy()
                expandReferences(expanded)
                moves = explorer.rowMoves(expanded, value: expanded.constant)
            } else {
                moves = explorer.rowMoves(Row(constant: row.constant, cells: own), value: row.constant)
            }
            if moves { moving.insert(symbol) }
        }
        return moving
    }
}
