/// Definition rows: a user variable that is new when its constraint goes in becomes basic on
/// a row that may name other definitions' variables instead of repeating their rows.
///
/// In a fully substituted tableau a chain of views (`y₂ = y₁ + h₁ + 8`, `y₃ = y₂ + h₂ + 8`, …)
/// holds the k-th position on a row of about k cells: N views cost N² cells to build and keep.
/// A definition keeps the constraint's own few cells. That is sound because a definition's
/// variable never leaves the basis in optimisation (only restricted rows are ratio-tested) and
/// nothing else needs its row in nonbasic terms: restricted rows, the objective and the
/// artificial objective are built from expanded rows, values are evaluated in definition order,
/// and a row about to be removed is first folded into the definitions that name it.
extension Solver {
    /// Rows whose full expansion would hold more cells than this go in as definitions (the
    /// default of `definitionThreshold`): short rows stay expanded, which is cheaper to read.
    static let defaultDefinitionThreshold = 32

    /// About how many cells `row` would hold once every basic symbol it names is expanded.
    func expandedSize(of row: Row) -> Int {
        var size = 0
        for cell in row.cells.keys {
            if let cellRow = rows[cell] {
                size += cellRow.isDefinition ? cellRow.expandedSize : cellRow.cells.count
            } else {
                size += 1
            }
        }
        return size
    }

    /// Marks a tableau change (definition values are then recomputed on the next read).
    @inline(__always)
    func touchTableau() {
        tableauVersion &+= 1
    }

    /// Puts `row`, solved for the fresh user variable `subject`, into the tableau as a definition.
    func insertDefinition(_ subject: Symbol, _ row: Row) {
        nextDefinitionNumber += 1
        row.isDefinition = true
        row.definitionNumber = nextDefinitionNumber
        insertRow(subject, row)
        definitions.append((subject, nextDefinitionNumber))
    }

    /// A user variable in `row` that no row holds and that is not basic: solving for it
    /// touches no other row (the newest such variable, as `chooseSubject` picks).
    func freshSubject(in row: Row) -> Symbol? {
        var fresh: Symbol?
        for symbol in row.cells.keys where symbol.isExternal && rows[symbol] == nil && !isHeld(symbol) {
            if fresh.map({ symbol > $0 }) ?? true { fresh = symbol }
        }
        return fresh
    }

    /// Replaces every basic symbol `row` names by its row, definitions by their full expansion,
    /// so that the row holds nonbasic symbols only. Each definition reached is expanded once:
    /// they are processed newest first, and a definition names only older ones. When `basic`
    /// is given, the new cells are noted in the column index as that row's.
    func expandReferences(_ row: Row, basic: Symbol? = nil) {
        var reached: [Symbol] = []
        var seen = Set<Symbol>()
        var stack = row.cells.keys.filter { rows[$0] != nil }
        while let symbol = stack.popLast() {
            guard seen.insert(symbol).inserted, let symbolRow = rows[symbol] else { continue }
            reached.append(symbol)
            if symbolRow.isDefinition {
                for cell in symbolRow.cells.keys where rows[cell] != nil && !seen.contains(cell) { stack.append(cell) }
            }
        }
        guard !reached.isEmpty else { return }
        // Definitions newest first, then plain rows (which name nonbasic symbols only).
        reached.sort { (rows[$0]?.definitionNumber ?? 0) > (rows[$1]?.definitionNumber ?? 0) }
        for symbol in reached {
            guard let symbolRow = rows[symbol], let coefficient = row.cells.removeValue(forKey: symbol) else { continue }
            row.constant += coefficient * symbolRow.constant
            if let basic {
                row.cells.add(symbolRow.cells, times: coefficient, epsilon: Row.epsilon) { noteHolder(basic, of: $0) }
            } else {
                row.cells.add(symbolRow.cells, times: coefficient, epsilon: Row.epsilon) { _ in }
            }
        }
        if basic != nil { touchTableau() }
    }

    /// Turns the definition of `symbol` into an ordinary row over nonbasic symbols (before the
    /// variable is pivoted out of the basis).
    func materialize(_ symbol: Symbol) {
        guard let row = rows[symbol], row.isDefinition else { return }
        expandReferences(row, basic: symbol)
        row.isDefinition = false
    }

    /// Removes the row of `basic` for good (its constraint is leaving), first folding it into
    /// every definition that names it, so those stay true without it.
    @discardableResult
    func dropRow(_ basic: Symbol) -> Row? {
        guard let row = rows[basic] else { return nil }
        for holder in holders(of: basic) {
            guard let target = rows[holder], target.isDefinition, let c = target.cells.removeValue(forKey: basic) else { continue }
            target.constant += c * row.constant
            target.cells.add(row.cells, times: c, epsilon: Row.epsilon) { noteHolder(holder, of: $0) }
        }
        return removeRow(basic)
    }

    /// A constant change absorbed by the basic symbol `symbol` (its row's constant moved by
    /// `-shift`) stands for `symbol = symbol′ + shift`: definitions that name it keep their
    /// values by adding `coefficient · shift`, as fully substituted rows would (they hold the
    /// symbol's row, not the symbol).
    func compensateDefinitions(naming symbol: Symbol, by shift: Double) {
        // Only definitions name basic symbols; usually none does (the hot path of a sweep).
        guard isHeld(symbol) else { return }
        for holder in holders(of: symbol) {
            guard let row = rows[holder], row.isDefinition, let coefficient = row.cells[symbol] else { continue }
            row.constant += coefficient * shift
        }
    }

    /// The value of a symbol in the current solution: 0 when nonbasic, its row's constant, or
    /// for a definition the evaluation of what it names (only the definitions it reaches are
    /// evaluated; their values are kept until the tableau changes).
    func symbolValue(_ symbol: Symbol) -> Double {
        guard let row = rows[symbol] else { return 0 }
        guard row.isDefinition else { return row.constant }
        growDefinitionStorage()
        if definitionStamps[symbol.id] == tableauVersion { return definitionValues[symbol.id] }
        // Most definitions name only evaluated ones: no walk needed.
        if let value = evaluate(row) { return store(value, for: symbol) }
        // Iterative, not recursive: a chain of thousands of definitions must not exhaust a
        // worker thread's stack.
        var stack = [symbol]
        while let top = stack.last {
            guard let topRow = rows[top], topRow.isDefinition, definitionStamps[top.id] != tableauVersion else {
                stack.removeLast()
                continue
            }
            if let value = evaluate(topRow) {
                store(value, for: top)
                stack.removeLast()
            } else {
                for cell in topRow.cells.keys where rows[cell]?.isDefinition == true && definitionStamps[cell.id] != tableauVersion {
                    stack.append(cell)
                }
            }
        }
        return definitionValues[symbol.id]
    }

    /// Evaluates every definition, oldest first, when the tableau changed since the last time.
    func refreshDefinitionValues() {
        guard definitionValuesVersion != tableauVersion else { return }
        definitionValuesVersion = tableauVersion
        growDefinitionStorage()
        var kept: [(Symbol, Int)] = []
        kept.reserveCapacity(definitions.count)
        for (symbol, number) in definitions {
            guard let row = rows[symbol], row.isDefinition, row.definitionNumber == number else { continue }
            kept.append((symbol, number))
            // Oldest first, so what a definition names is evaluated already.
            if let value = evaluate(row) { store(value, for: symbol) } else { _ = symbolValue(symbol) }
        }
        definitions = kept
    }

    /// A definition's value from what it names, or nil while a definition it names has no
    /// value for the current tableau yet.
    private func evaluate(_ row: Row) -> Double? {
        var value = row.constant
        for (cell, coefficient) in row.cells {
            guard let cellRow = rows[cell] else { continue }
            if !cellRow.isDefinition {
                value += coefficient * cellRow.constant
            } else if definitionStamps[cell.id] == tableauVersion {
                value += coefficient * definitionValues[cell.id]
            } else {
                return nil
            }
        }
        return value
    }

    @discardableResult
    private func store(_ value: Double, for symbol: Symbol) -> Double {
        definitionValues[symbol.id] = value
        definitionStamps[symbol.id] = tableauVersion
        return value
    }

    private func growDefinitionStorage() {
        guard definitionValues.count <= nextSymbolID else { return }
        definitionValues += Array(repeating: 0, count: nextSymbolID + 1 - definitionValues.count)
        definitionStamps += Array(repeating: -1, count: nextSymbolID + 1 - definitionStamps.count)
    }
}
