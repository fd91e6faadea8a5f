/// The column index: for each nonbasic symbol, the basic symbols whose rows hold it. Kept
/// lazily: adding a cell appends to the column, dropping one does nothing, and a column is
/// cleaned (stale and repeated entries removed) whenever it is read. Every substitution and
/// ratio test then touches only the rows that really hold the symbol.
extension Solver {
    func noteHolder(_ basic: Symbol, of symbol: Symbol) {
        let id = symbol.id
        if id >= columnStorage.count {
            columnStorage.append(contentsOf: repeatElement([], count: max(id + 1 - columnStorage.count, columnStorage.count)))
        }
        columnStorage[id].append(basic)
        if basic.isRestricted {
            if id >= restrictedColumnStorage.count {
                restrictedColumnStorage.append(contentsOf: repeatElement([], count: max(id + 1 - restrictedColumnStorage.count, restrictedColumnStorage.count)))
            }
            restrictedColumnStorage[id].append(basic)
        }
    }

    /// The restricted rows holding `symbol`, each once (its restricted column is compacted in
    /// place). Cheaper than `holders(of:)` when most holders are free rows, as in a chain.
    func restrictedHolders(of symbol: Symbol) -> [Symbol] {
        compactColumn(of: symbol, restricted: true) { _, _, _ in }
    }

    /// Whether some restricted row holds `symbol` (its restricted column is cleaned of stale
    /// entries on the way, so the question costs what that column really holds).
    func hasRestrictedHolder(_ symbol: Symbol) -> Bool {
        let id = symbol.id
        guard id < restrictedColumnStorage.count else { return false }
        var column: [Symbol] = []
        swap(&column, &restrictedColumnStorage[id])
        defer { swap(&column, &restrictedColumnStorage[id]) }
        while let basic = column.last {
            if let row = rows[basic], row.cells[symbol] != nil { return true }
            column.removeLast()
        }
        return false
    }

    /// The rows holding `symbol`, each once (the column is compacted in place).
    func holders(of symbol: Symbol) -> [Symbol] {
        compactColumn(of: symbol) { _, _, _ in }
    }

    /// Adds `coefficient · shift` to the constant of every row holding `symbol` (a constant
    /// change absorbed by a nonbasic marker), cleaning the column in the same pass.
    func shiftHolders(of symbol: Symbol, by shift: Double) {
        compactColumn(of: symbol) { basic, row, coefficient in
            row.constant += coefficient * shift
            note(basic, row)
        }
    }

    /// Drops the stale and repeated entries of `symbol`'s column (its restricted column when
    /// `restricted`), calls `visit` once for each row that really holds the symbol (with its
    /// coefficient there), and returns those rows.
    @discardableResult
    private func compactColumn(of symbol: Symbol, restricted: Bool = false, _ visit: (Symbol, Row, Double) -> Void) -> [Symbol] {
        let id = symbol.id
        var column: [Symbol] = []
        if restricted {
            guard id < restrictedColumnStorage.count, !restrictedColumnStorage[id].isEmpty else { return [] }
            swap(&column, &restrictedColumnStorage[id])
        } else {
            guard id < columnStorage.count, !columnStorage[id].isEmpty else { return [] }
            swap(&column, &columnStorage[id])
        }
        columnStamp &+= 1
        let stamp = columnStamp
        var kept = 0
        for index in column.indices {
            let basic = column[index]
            guard let row = rows[basic], let coefficient = row.cells[symbol] else { continue }
            let rowID = basic.id
            if rowID >= holderStamps.count {
                holderStamps.append(contentsOf: repeatElement(0, count: max(rowID + 1 - holderStamps.count, holderStamps.count)))
            }
            if holderStamps[rowID] == stamp { continue }
            holderStamps[rowID] = stamp
            column[kept] = basic
            kept += 1
            visit(basic, row, coefficient)
        }
        column.removeLast(column.count - kept)
        if restricted {
            restrictedColumnStorage[id] = column
        } else {
            columnStorage[id] = column
        }
        return column
    }

    /// The rows holding `symbol`, forgetting the column (the symbol is leaving every row).
    func takeHolders(of symbol: Symbol) -> [Symbol] {
        let live = holders(of: symbol)
        if symbol.id < columnStorage.count { columnStorage[symbol.id] = [] }
        if symbol.id < restrictedColumnStorage.count { restrictedColumnStorage[symbol.id] = [] }
        return live
    }

    /// Whether any row holds `symbol`; stale entries at the column's end are dropped until a
    /// live one answers, so the question costs amortised constant time.
    func isHeld(_ symbol: Symbol) -> Bool {
        let id = symbol.id
        guard id < columnStorage.count else { return false }
        while let basic = columnStorage[id].last {
            if let row = rows[basic], row.cells[symbol] != nil { return true }
            columnStorage[id].removeLast()
        }
        return false
    }

    func clearColumns() {
        columnStorage = []
        restrictedColumnStorage = []
        holderStamps = []
    }
}
