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
        touchTableau()
        rows[basic] = row
        for symbol in row.cells.keys { noteHolder(basic, of: symbol) }
    }

    @discardableResult
    func removeRow(_ basic: Symbol) -> Row? {
        touchTableau()
        return rows.removeValue(forKey: basic)
    }

    /// Adds `coefficient · symbol` to the row of `basic`, keeping the column index complete.
    @inline(__always)
    func addCell(_ row: Row, basic: Symbol, _ symbol: Symbol, _ coefficient: Double) {
        if row.cells.accumulate(symbol, coefficient, epsilon: Row.epsilon) > 0 {
            noteHolder(basic, of: symbol)
        }
    }

    /// `symbol` has just become basic with `row`: eliminate it from every other row (only the
    /// rows the column index names), from the objective levels and the artificial objective.
    func substitute(_ symbol: Symbol, _ row: Row) {
        touchTableau()
        var naming: [Symbol] = []
        for basic in takeHolders(of: symbol) {
            guard let target = rows[basic] else { continue }
            // A definition keeps naming the symbol, now basic (see Solver+Definitions).
            if target.isDefinition {
                naming.append(basic)
                continue
            }
            guard let coefficient = target.cells.removeValue(forKey: symbol) else { continue }
            target.constant += coefficient * row.constant
            target.cells.add(row.cells, times: coefficient, epsilon: Row.epsilon) { noteHolder(basic, of: $0) }
            if basic.isRestricted && target.constant < -Solver.feasibilityTolerance {
                infeasible.insert(basic)
            }
        }
        for basic in naming { noteHolder(basic, of: symbol) }
        var touchedObjective = false
        for level in objective {
            let coefficient = level.take(symbol)
            guard coefficient != 0 else { continue }
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
        pivotCount += 1
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
            let c = level[symbol]
            if c > Solver.costTolerance { return 1 }
            if c < -Solver.costTolerance { return -1 }
        }
        return 0
    }

    /// Keeps `improving` exact for one symbol: a restricted nonbasic symbol improves when its
    /// cost is lexicographically negative, a free (user) one when its cost is not zero.
    func refreshCost(_ symbol: Symbol) {
        let sign = rows[symbol] != nil || symbol.isDummy ? 0 : costSign(symbol)
        if sign < 0 || (sign > 0 && symbol.isExternal) {
            improving.insert(symbol)
        } else {
            improving.remove(symbol)
        }
    }

    func levelIndex(for priority: Priority) -> Int {
        if let index = levels.firstIndex(of: priority) { return index }
        let position = levels.firstIndex { $0 < priority } ?? levels.count
        levels.insert(priority, at: position)
        objective.insert(ObjectiveRow(), at: position)
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

    // MARK: Primal simplex

    /// A bound on the pivots of one optimisation. Bland's rule cannot cycle in exact
    /// arithmetic; this guards against rounding-induced cycles on hostile input (the answer
    /// is then the best found, and the run never hangs).
    var pivotBudget: Int { 50 * (rows.count + 100) }

    /// Pivots until no nonbasic symbol can lower the objective lexicographically. Bland's
    /// rule rules out cycling; it holds for any fixed order of the symbols, and ours is
    /// newest first: new symbols sit in few rows, so pivots stay local, where oldest-first
    /// would keep pivoting the first constraints' symbols through every later row.
    func optimize() {
        var budget = pivotBudget
        while let entering = improving.max(), budget > 0 {
            budget -= 1
            let direction: Double = entering.isExternal && costSign(entering) > 0 ? -1 : 1
            guard let leaving = leavingSymbol(for: entering, direction: direction) else {
                // Cannot happen for a bounded objective; stop rather than loop.
                improving.remove(entering)
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The restricted basic symbol that first reaches zero as `entering` moves in
    /// `direction` (+1 up; -1 down, for a free symbol).
    func leavingSymbol(for entering: Symbol, direction: Double = 1) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.infinity
        for basic in restrictedHolders(of: entering) {
            guard let row = rows[basic], let cell = row.cells[entering] else { continue }
            let c = cell * direction
            guard c < 0 else { continue }
            let ratio = -row.constant / c
            if ratio < bestRatio - 1e-12 || (ratio <= bestRatio + 1e-12 && best.map { basic > $0 } ?? true) {
                if ratio < bestRatio { bestRatio = ratio }
                best = basic
            }
        }
        return best
    }

    /// Phase one for a row that has no natural subject: minimise the artificial variable.
    func optimizeArtificial() {
        var budget = pivotBudget
        while let artificial, budget > 0 {
            budget -= 1
            var entering: Symbol?
            for (symbol, c) in artificial.cells where !symbol.isDummy
            && (symbol.isExternal ? abs(c) > Solver.costTolerance : c < -Solver.costTolerance) {
                if entering.map({ symbol > $0 }) ?? true { entering = symbol }
            }
            guard let entering else { return }
            let direction: Double = entering.isExternal && artificial.coefficient(of: entering) > 0 ? -1 : 1
            guard let leaving = leavingSymbol(for: entering, direction: direction) else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    // MARK: Dual simplex

    /// Restores feasibility after constant changes while keeping optimality. Returns false
    /// when a row cannot be repaired: the required constraints no longer hold together.
    func dualOptimize() -> Bool {
        var budget = pivotBudget
        // Rows are repaired in the order they went infeasible (deterministic, and O(1)).
        while let leaving = infeasible.popFirst() {
            budget -= 1
            guard budget > 0 else { return false }
            guard let row = rows[leaving], row.constant < -Solver.feasibilityTolerance else { continue }
            var best: Symbol?
            var bestCoefficient = 0.0
            for (symbol, cell) in row.cells where !symbol.isDummy {
                // A free symbol may move either way (its cost is zero at an optimum).
                let c = symbol.isExternal ? abs(cell) : cell
                guard c > Row.epsilon else { continue }
                if let current = best {
                    let order = compareRatios(symbol, c, current, bestCoefficient)
                    if order < 0 || (order == 0 && symbol > current) {
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
            let ra = level[a] / ca
            let rb = level[b] / cb
            let scale = max(1, abs(ra), abs(rb))
            if ra < rb - 1e-12 * scale { return -1 }
            if ra > rb + 1e-12 * scale { return 1 }
        }
        return 0
    }

    // MARK: Adding and removing constraints

    /// Puts a recorded constraint into the tableau, or breaks it when it is a required
    /// constraint that cannot hold with the ones already there.
    ///
    /// Required equalities get no marker symbol (kiwi's "dummy"): a dummy is always zero, and
    /// carrying it through substitutions makes chains of equalities (a vertical stack) fill
    /// the tableau quadratically. Without it rows stay short; removing such a constraint
    /// rebuilds the tableau, and so does the first change of its constant, after which it
    /// carries a dummy so that later changes are incremental.
    func install(_ id: ConstraintID) {
        guard var record = records[id.index] else { return }
        let row = Row(constant: record.expression.constant)
        var namesDefinitions = false
        for (symbol, coefficient) in record.terms {
            if let basicRow = rows[symbol], !basicRow.isDefinition, basicRow.cells.count <= definitionThreshold {
                row.add(row: basicRow, coefficient)
            } else {
                namesDefinitions = namesDefinitions || rows[symbol] != nil
                row.add(symbol, coefficient)
            }
        }
        var marker: Symbol?
        var other: Symbol?
        switch record.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = record.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.add(slack, sign)
            record.markerSign = sign
            marker = slack
            if !record.isRequired {
                let error = makeSymbol(.error)
                row.add(error, -sign)
                record.otherSign = -sign
                other = error
            }
        case .equal:
            if record.isRequired && record.tracksConstant {
                let dummy = makeSymbol(.dummy)
                row.add(dummy, 1)
                record.markerSign = 1
                marker = dummy
            } else if !record.isRequired {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                record.markerSign = -1
                record.otherSign = 1
                marker = plus
                other = minus
            }
        }
        record.marker = marker
        record.other = other
        record.isInTableau = true
        records[id.index] = record
        shiftTargets[id.index] = ShiftTarget(marker: marker, markerSign: record.markerSign,
                                             other: other, otherSign: record.otherSign)
        if let marker { owners[marker] = id }
        if let other { owners[other] = id }
        if !record.isRequired {
            if let marker, marker.kind == .error { addToObjective(marker, weight: 1, priority: record.priority) }
            if let other { addToObjective(other, weight: 1, priority: record.priority) }
        }
        if row.constant < 0 { row.negate() }

        if let subject = freshSubject(in: row) {
            // No row names the subject. A row whose expansion stays short goes in expanded, as
            // in any Cassowary tableau; a long one (a chain of views) goes in as a definition
            // naming the rows it uses. The objectives hold nonbasic symbols only, so a subject
            // they hold always gets a full row.
            row.solve(for: subject)
            let size = namesDefinitions ? expandedSize(of: row) : row.cells.count
            let heldByObjective = objective.contains { $0[subject] != 0 } || artificial?.cells[subject] != nil
            let asDefinition = namesDefinitions && size > definitionThreshold && !heldByObjective
            if namesDefinitions && !asDefinition { expandReferences(row) }
            substitute(subject, row)
            if asDefinition {
                row.expandedSize = size
                insertDefinition(subject, row)
            } else {
                insertRow(subject, row)
            }
            return
        }
        if namesDefinitions {
            expandReferences(row)
            if row.constant < 0 { row.negate() }
        }
        if let subject = chooseSubject(row, marker: marker, other: other) {
            row.solve(for: subject)
            substitute(subject, row)
            insertRow(subject, row)
            return
        }
        if row.cells.keys.allSatisfy(\.isDummy) {
            // A required equality implied by the others (holds) or contradicting them.
            if abs(row.constant) > Solver.residualTolerance * max(1, magnitude(of: record)) {
                breakOrEvict(id, certificate: row)
            } else if let marker, marker.isDummy {
                row.solve(for: marker)
                substitute(marker, row)
                insertRow(marker, row)
            }
            return
        }
        if let certificate = addWithArtificialVariable(row, scale: magnitude(of: record)) {
            breakOrEvict(id, certificate: certificate)
        }
    }

    /// The symbol a new row is solved for, or nil when phase one is needed. In order of
    /// preference: a user variable no other row holds (substituting it costs nothing); a
    /// restricted marker with a negative coefficient (keeps the row feasible); a user
    /// variable that no restricted row holds (substituting it cannot make a row infeasible).
    /// Shared variables such as a root width thus stay nonbasic parameters, which keeps
    /// later rows short and pivots local: building grows linearly with the constraints.
    /// Ties go to the newest symbol.
    func chooseSubject(_ row: Row, marker: Symbol?, other: Symbol?) -> Symbol? {
        var fresh: Symbol?
        for symbol in row.cells.keys where symbol.isExternal && !isHeld(symbol) {
            if fresh.map({ symbol > $0 }) ?? true { fresh = symbol }
        }
        if let fresh { return fresh }
        if let marker, marker.isRestricted && row.coefficient(of: marker) < 0 { return marker }
        if let other, other.isRestricted && row.coefficient(of: other) < 0 { return other }
        var safe: Symbol?
        for symbol in row.cells.keys where symbol.isExternal && (safe.map { symbol > $0 } ?? true) {
            if !hasRestrictedHolder(symbol) { safe = symbol }
        }
        return safe
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
        if let artRow = dropRow(art) {
            if success {
                let keys = artRow.cells.keys
                if let entering = keys.filter(\.isRestricted).max() ?? keys.filter(\.isExternal).max() ?? keys.max() {
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
        touchTableau()
        for basic in takeHolders(of: symbol) { rows[basic]?.cells[symbol] = nil }
        for level in objective { _ = level.take(symbol) }
        improving.remove(symbol)
    }

    /// Takes a constraint out of the tableau.
    func uninstall(_ record: ConstraintRecord) {
        guard let marker = record.marker else {
            needsRebuild = true
            return
        }
        if !record.isRequired {
            if marker.kind == .error { addToObjective(marker, weight: -1, priority: record.priority) }
            if let other = record.other { addToObjective(other, weight: -1, priority: record.priority) }
        }
        if dropRow(marker) == nil, let leaving = markerLeavingSymbol(marker) {
            materialize(leaving)
            pivot(entering: marker, leaving: leaving)
            dropRow(marker)
        }
        if let other = record.other, rows[other] != nil { dropRow(other) }
        purge(marker)
        if let other = record.other { purge(other) }
        owners[marker] = nil
        if let other = record.other { owners[other] = nil }
    }

    /// The row to pivot a nonbasic marker into before its row is dropped (kiwi's rule: keep
    /// the other rows feasible).
    func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        let holders = holders(of: marker)
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
    func shiftConstant(marker: Symbol, markerSign: Double, other: Symbol?, otherSign: Double, by delta: Double) {
        touchTableau()
        if let row = rows[marker] {
            row.constant -= delta / markerSign
            note(marker, row)
            compensateDefinitions(naming: marker, by: delta / markerSign)
        } else if marker.isDummy && !isHeld(marker) {
            needsRebuild = true
        } else if let other, let row = rows[other] {
            row.constant -= delta / otherSign
            note(other, row)
            compensateDefinitions(naming: other, by: delta / otherSign)
        } else {
            shiftHolders(of: marker, by: delta / markerSign)
        }
    }

    func note(_ basic: Symbol, _ row: Row) {
        if basic.isRestricted && row.constant < -Solver.feasibilityTolerance {
            infeasible.insert(basic)
        } else if basic.isDummy {
            dummyChecks.append(basic)
        }
    }

    /// Does the deferred work: dual simplex after constant changes, or a rebuild when a
    /// required conflict appeared or may have gone.
    func flush() {
        if !dummyChecks.isEmpty {
            for dummy in dummyChecks where abs(rows[dummy]?.constant ?? 0) > Solver.residualTolerance {
                needsRebuild = true
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

    /// Breaks `id`, which cannot hold — unless a rebuild is installing it, it does not yield,
    /// the constraints in the tableau that do not yield leave room for it, and a member of its
    /// conflict yields: that member is marked for eviction instead.
    func breakOrEvict(_ id: ConstraintID, certificate: Row) {
        if isRebuilding, explainsConflicts, let record = records[id.index], !record.yields {
            var firm: [ConstraintID: ConstraintRecord] = [:]
            for (index, other) in records.enumerated() {
                guard let other, other.isRequired, other.isInTableau, !other.yields else { continue }
                firm[ConstraintID(index: index)] = other
            }
            // Only constraints linked to this one through shared variables can stand in its way.
            if !isInfeasible(connected(to: record, in: firm), target: record, pool: firm) {
                let conflict = explainConflict(id, certificate: certificate)
                if let victim = conflict.filter({ $0 != id && records[$0.index]?.yields == true }).max() {
                    pendingEviction = (victim, conflict)
                    return
                }
            }
        }
        breakConstraint(id, certificate: certificate)
    }

    /// Builds the tableau again from every record, in order of addition: the result is what a
    /// fresh solver given the same constraints would answer. A required constraint that does
    /// not yield and meets a conflict with one that does evicts it: the build starts over with
    /// the evicted constraint broken from the start. Evicted constraints that fit beside
    /// everything that holds at the end are let back in (a later eviction made room).
    func rebuild() {
        var evicted: [ConstraintID: [ConstraintID]] = [:]
        var passes = 0
        while true {
            passes += 1
            resetTableau()
            isRebuilding = true
            var restart = false
            for index in records.indices where records[index] != nil {
                let id = ConstraintID(index: index)
                if let conflict = evicted[id] {
                    records[index]?.isBroken = true
                    brokenIDs.append(id)
                    brokenIDs.sort()
                    if explainsConflicts { conflictSets.append(conflict) }
                    continue
                }
                install(id)
                optimize()
                if let eviction = pendingEviction {
                    pendingEviction = nil
                    evicted[eviction.victim] = eviction.conflict
                    restart = true
                    break
                }
            }
            isRebuilding = false
            if restart { continue }
            // Each restart evicts one constraint and each readmission keeps one more: the bound
            // only guards against a cycle between the two.
            guard passes <= 2 * records.count + 2 else { return }
            var holding: [ConstraintID: ConstraintRecord] = [:]
            for (index, record) in records.enumerated() {
                guard let record, record.isRequired, record.isInTableau else { continue }
                holding[ConstraintID(index: index)] = record
            }
            let fitting = evicted.keys.sorted().first { victim in
                guard let record = records[victim.index] else { return false }
                return !isInfeasible(connected(to: record, in: holding), target: record, pool: holding)
            }
            guard let fitting else { return }
            evicted[fitting] = nil
        }
    }

    /// Empties the tableau and marks every record as not installed.
    private func resetTableau() {
        needsRebuild = false
        touchTableau()
        rows = [:]
        definitions = []
        nextDefinitionNumber = 0
        clearColumns()
        levels = []
        objective = []
        improving = []
        artificial = nil
        owners = [:]
        infeasible = []
        dummyChecks = []
        brokenIDs = []
        conflictSets = []
        // Every internal symbol is gone: number the new ones from just after the variables,
        // so that repeated rebuilds (a sweep with a persistent conflict) reuse the same ids.
        nextSymbolID = variableList.last?.id ?? 0
        for index in records.indices {
            guard var record = records[index] else { continue }
            record.marker = nil
            record.other = nil
            record.isInTableau = false
            record.isBroken = false
            records[index] = record
            shiftTargets[index] = ShiftTarget()
        }
    }
}
