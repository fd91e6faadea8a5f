/// The simplex machinery: rows, the column index, the lexicographic objective, primal and
/// dual pivoting, and adding/removing constraints (after kiwi's and the Cassowary paper's
/// published algorithms, with one objective row per priority level).
extension Solver {
    /// A constant below this is treated as zero when deciding feasibility.
    static let feasibilityTolerance = 1e-9
    /// Reduced costs closer to zero than this are zero.
    static let costTolerance = 1e-9
    /// A required equality whose residual exceeds this cannot hold.
    static let residualTolerance = 1e-7

    // MARK: Rows and the column index

    func insertRow(_ basic: Symbol, _ row: Row) {
        rows[basic] = row
        for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
    }

    @discardableResult
    func removeRow(_ basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.cells.keys { dropFromColumn(symbol, basic) }
        return row
    }

    func dropFromColumn(_ symbol: Symbol, _ basic: Symbol) {
        guard var holders = columns.removeValue(forKey: symbol) else { return }
        holders.remove(basic)
        if !holders.isEmpty { columns[symbol] = holders }
    }

    /// Adds `coefficient · symbol` to the row of `basic`, keeping the column index exact.
    func addCell(_ row: Row, basic: Symbol, _ symbol: Symbol, _ coefficient: Double) {
        if let old = row.cells[symbol] {
            let sum = old + coefficient
            if abs(sum) < Row.epsilon {
                row.cells[symbol] = nil
                dropFromColumn(symbol, basic)
            } else {
                row.cells[symbol] = sum
            }
        } else if abs(coefficient) >= Row.epsilon {
            row.cells[symbol] = coefficient
            columns[symbol, default: []].insert(basic)
        }
    }

    /// `symbol` has just become basic with `row`: eliminate it from every other row (only the
    /// rows the column index names), from the objective levels and the artificial objective.
    func substitute(_ symbol: Symbol, _ row: Row) {
        if let holders = columns.removeValue(forKey: symbol) {
            for basic in holders {
                guard let target = rows[basic], let coefficient = target.cells.removeValue(forKey: symbol) else { continue }
                target.constant += coefficient * row.constant
                for (cell, value) in row.cells { addCell(target, basic: basic, cell, coefficient * value) }
                if basic.isRestricted && target.constant < -Solver.feasibilityTolerance {
                    infeasible.insert(basic)
                } else if basic.isDummy {
                    dummyChecks.insert(basic)
                }
            }
        }
        var touchedObjective = false
        for level in objective {
            guard let coefficient = level.cells.removeValue(forKey: symbol) else { continue }
            level.add(row: row, coefficient)
            touchedObjective = true
        }
        improving.remove(symbol)
        if touchedObjective {
            for cell in row.cells.keys { refreshCost(cell) }
        }
        if let artificial, let coefficient = artificial.cells.removeValue(forKey: symbol) {
            artificial.add(row: row, coefficient)
        }
    }

    func pivot(entering: Symbol, leaving: Symbol) {
        guard let row = removeRow(leaving) else { return }
        infeasible.remove(leaving)
        row.solve(from: leaving, for: entering)
        substitute(entering, row)
        insertRow(entering, row)
        refreshCost(leaving)
    }

    // MARK: Lexicographic objective

    /// The sign of a nonbasic symbol's reduced cost: the sign of its first nonzero level.
    func costSign(_ symbol: Symbol) -> Int {
        for level in objective {
            guard let c = level.cells[symbol] else { continue }
            if c > Solver.costTolerance { return 1 }
            if c < -Solver.costTolerance { return -1 }
        }
        return 0
    }

    func refreshCost(_ symbol: Symbol) {
        if symbol.isDummy || rows[symbol] != nil || costSign(symbol) >= 0 {
            improving.remove(symbol)
        } else {
            improving.insert(symbol)
        }
    }

    func levelIndex(for priority: Priority) -> Int {
        if let index = levels.firstIndex(of: priority) { return index }
        let position = levels.firstIndex { $0 < priority } ?? levels.count
        levels.insert(priority, at: position)
        objective.insert(Row(), at: position)
        return position
    }

    /// Adds `weight · error` to the objective level of `priority` (substituting the error's
    /// row when it is basic).
    func addToObjective(_ error: Symbol, weight: Double, priority: Priority) {
        let level = objective[levelIndex(for: priority)]
        if let row = rows[error] {
            level.add(row: row, weight)
            for cell in row.cells.keys { refreshCost(cell) }
        } else {
            level.add(error, weight)
            refreshCost(error)
        }
    }

    /// Reduced cost of `symbol` at every level, strongest first.
    func costVector(_ symbol: Symbol) -> [Double] {
        objective.map { $0.cells[symbol] ?? 0 }
    }

    // MARK: Primal simplex

    /// Pivots until no nonbasic symbol can lower the objective lexicographically. Bland's
    /// rule (lowest symbol enters, ties leave by lowest symbol) rules out cycling.
    func optimize() {
        while let entering = improving.min() {
            guard let leaving = leavingSymbol(for: entering) else {
                // Cannot happen for a bounded objective; stop rather than loop.
                improving.remove(entering)
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The restricted basic symbol that first reaches zero as `entering` grows.
    func leavingSymbol(for entering: Symbol) -> Symbol? {
        guard let holders = columns[entering] else { return nil }
        var best: Symbol?
        var bestRatio = Double.infinity
        for basic in holders where basic.isRestricted {
            guard let row = rows[basic], let c = row.cells[entering], c < 0 else { continue }
            let ratio = -row.constant / c
            if ratio < bestRatio - 1e-12 || (ratio <= bestRatio + 1e-12 && best.map { basic < $0 } ?? true) {
                if ratio < bestRatio { bestRatio = ratio }
                best = basic
            }
        }
        return best
    }

    /// Phase one for a row that has no natural subject: minimise the artificial variable.
    func optimizeArtificial() {
        while let artificial {
            let entering = artificial.cells
                .filter { !$0.key.isDummy && $0.value < -Solver.costTolerance }
                .keys.min()
            guard let entering, let leaving = leavingSymbol(for: entering) else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    // MARK: Dual simplex

    /// Restores feasibility after constant changes while keeping optimality. Returns false
    /// when a row cannot be repaired: the required constraints no longer hold together.
    func dualOptimize() -> Bool {
        while let leaving = infeasible.min() {
            infeasible.remove(leaving)
            guard let row = rows[leaving], row.constant < -Solver.feasibilityTolerance else { continue }
            var best: Symbol?
            var bestCoefficient = 0.0
            for (symbol, c) in row.cells where c > Row.epsilon && !symbol.isDummy {
                if let current = best {
                    let order = compareRatios(symbol, c, current, bestCoefficient)
                    if order < 0 || (order == 0 && symbol < current) {
                        best = symbol
                        bestCoefficient = c
                    }
                } else {
                    best = symbol
                    bestCoefficient = c
                }
            }
            guard let entering = best else { return false }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    /// Compares cost(a)/ca with cost(b)/cb lexicographically: -1, 0 or 1.
    func compareRatios(_ a: Symbol, _ ca: Double, _ b: Symbol, _ cb: Double) -> Int {
        for level in objective {
            let ra = (level.cells[a] ?? 0) / ca
            let rb = (level.cells[b] ?? 0) / cb
            let scale = max(1, abs(ra), abs(rb))
            if ra < rb - 1e-12 * scale { return -1 }
            if ra > rb + 1e-12 * scale { return 1 }
        }
        return 0
    }

    // MARK: Adding and removing constraints

    /// Puts a recorded constraint into the tableau, or breaks it when it is a required
    /// constraint that cannot hold with the ones already there.
    func install(_ id: ConstraintID) {
        guard var record = records[id.index] else { return }
        let row = Row(constant: record.expression.constant)
        for (symbol, coefficient) in record.terms {
            if let basicRow = rows[symbol] {
                row.add(row: basicRow, coefficient)
            } else {
                row.add(symbol, coefficient)
            }
        }
        let marker: Symbol
        var other: Symbol?
        switch record.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = record.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            row.add(marker, sign)
            record.markerSign = sign
            if !record.isRequired {
                let error = makeSymbol(.error)
                row.add(error, -sign)
                record.otherSign = -sign
                other = error
            }
        case .equal:
            if record.isRequired {
                marker = makeSymbol(.dummy)
                row.add(marker, 1)
                record.markerSign = 1
            } else {
                marker = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.add(marker, -1)
                row.add(minus, 1)
                record.markerSign = -1
                record.otherSign = 1
                other = minus
            }
        }
        record.marker = marker
        record.other = other
        records[id.index] = record
        owners[marker] = id
        if let other { owners[other] = id }
        if !record.isRequired {
            if marker.kind == .error { addToObjective(marker, weight: 1, priority: record.priority) }
            if let other { addToObjective(other, weight: 1, priority: record.priority) }
        }
        if row.constant < 0 { row.negate() }

        if let subject = chooseSubject(row, marker: marker, other: other) {
            row.solve(for: subject)
            substitute(subject, row)
            insertRow(subject, row)
            return
        }
        if row.cells.keys.allSatisfy(\.isDummy) {
            if abs(row.constant) <= Solver.residualTolerance * max(1, magnitude(of: record)) {
                row.solve(for: marker)
                substitute(marker, row)
                insertRow(marker, row)
            } else {
                breakConstraint(id, certificate: row)
            }
            return
        }
        if let certificate = addWithArtificialVariable(row, scale: magnitude(of: record)) {
            breakConstraint(id, certificate: certificate)
        }
    }

    /// A user variable if the row has one, else a restricted marker with a negative
    /// coefficient (which keeps the row feasible); nil when neither exists.
    func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
        var external: Symbol?
        for symbol in row.cells.keys where symbol.isExternal {
            if external.map({ symbol < $0 }) ?? true { external = symbol }
        }
        if let external { return external }
        if marker.isRestricted && row.coefficient(of: marker) < 0 { return marker }
        if let other, other.isRestricted && row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Adds a row through phase one. Returns nil on success, or the artificial variable's
    /// final row (the infeasibility certificate) when the row cannot hold.
    func addWithArtificialVariable(_ row: Row, scale: Double) -> Row? {
        let art = makeSymbol(.slack)
        insertRow(art, row.copy())
        artificial = row.copy()
        optimizeArtificial()
        let success = abs(artificial?.constant ?? 0) <= Solver.residualTolerance * max(1, scale)
        artificial = nil
        var certificate: Row?
        if let artRow = removeRow(art) {
            if success {
                let restricted = artRow.cells.keys.filter(\.isRestricted).min()
                if let entering = restricted ?? artRow.cells.keys.min() {
                    artRow.solve(from: art, for: entering)
                    substitute(entering, artRow)
                    insertRow(entering, artRow)
                }
            } else {
                certificate = artRow
            }
        }
        purge(art)
        return certificate
    }

    /// Removes every trace of a nonbasic symbol (fixing it at zero).
    func purge(_ symbol: Symbol) {
        if let holders = columns.removeValue(forKey: symbol) {
            for basic in holders { rows[basic]?.cells[symbol] = nil }
        }
        for level in objective { level.cells[symbol] = nil }
        improving.remove(symbol)
    }

    /// Takes a constraint out of the tableau.
    func uninstall(_ record: ConstraintRecord) {
        guard let marker = record.marker else { return }
        if !record.isRequired {
            if marker.kind == .error { addToObjective(marker, weight: -1, priority: record.priority) }
            if let other = record.other { addToObjective(other, weight: -1, priority: record.priority) }
        }
        if removeRow(marker) == nil, let leaving = markerLeavingSymbol(marker) {
            pivot(entering: marker, leaving: leaving)
            removeRow(marker)
        }
        if let other = record.other, rows[other] != nil { removeRow(other) }
        purge(marker)
        if let other = record.other { purge(other) }
        owners[marker] = nil
        if let other = record.other { owners[other] = nil }
    }

    /// The row to pivot a nonbasic marker into before its row is dropped (kiwi's rule: keep
    /// the other rows feasible).
    func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        guard let holders = columns[marker] else { return nil }
        var first: (Symbol, Double)?
        var second: (Symbol, Double)?
        var third: Symbol?
        for basic in holders.sorted() {
            guard let row = rows[basic], let c = row.cells[marker] else { continue }
            if basic.isExternal {
                if third == nil { third = basic }
            } else if c < 0 {
                let ratio = -row.constant / c
                if first.map({ ratio < $0.1 }) ?? true { first = (basic, ratio) }
            } else {
                let ratio = row.constant / c
                if second.map({ ratio < $0.1 }) ?? true { second = (basic, ratio) }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }

    /// Shifts the tableau for a constraint whose constant changed by `delta` (the marker
    /// symbol absorbs the change, as kiwi's suggestValue does for edit constraints).
    func shiftConstant(of record: ConstraintRecord, by delta: Double) {
        guard let marker = record.marker else { return }
        if let row = rows[marker] {
            row.constant -= delta / record.markerSign
            note(marker, row)
        } else if let other = record.other, let row = rows[other] {
            row.constant -= delta / record.otherSign
            note(other, row)
        } else if let holders = columns[marker] {
            let shift = delta / record.markerSign
            for basic in holders {
                guard let row = rows[basic], let c = row.cells[marker] else { continue }
                row.constant += c * shift
                note(basic, row)
            }
        }
    }

    func note(_ basic: Symbol, _ row: Row) {
        if basic.isRestricted && row.constant < -Solver.feasibilityTolerance {
            infeasible.insert(basic)
        } else if basic.isDummy {
            dummyChecks.insert(basic)
        }
    }

    /// Does the deferred work: dual simplex after constant changes, or a rebuild when a
    /// required conflict appeared or may have gone.
    func flush() {
        if !needsRebuild && !dummyChecks.isEmpty {
            for dummy in dummyChecks {
                if let row = rows[dummy], abs(row.constant) > Solver.residualTolerance {
                    needsRebuild = true
                    break
                }
            }
            dummyChecks.removeAll()
        }
        if !needsRebuild && !infeasible.isEmpty {
            if dualOptimize() {
                optimize()
            } else {
                needsRebuild = true
            }
        }
        if needsRebuild { rebuild() }
    }

    /// Builds the tableau again from the constraint list, in order of addition: the result
    /// is what a fresh solver given the same constraints would answer.
    func rebuild() {
        needsRebuild = false
        rows = [:]
        columns = [:]
        levels = []
        objective = []
        improving = []
        artificial = nil
        owners = [:]
        infeasible = []
        dummyChecks = []
        brokenIDs = []
        conflictSets = []
        for index in records.indices {
            guard var record = records[index] else { continue }
            record.marker = nil
            record.other = nil
            record.isBroken = false
            records[index] = record
            install(ConstraintID(index: index))
            optimize()
        }
    }
}
