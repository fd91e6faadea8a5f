/// Conflicts between required constraints and the "why" of a violated optional constraint.
///
/// Both start from a Farkas certificate read off the tableau (the nonbasic marker symbols in
/// the row that proves infeasibility, or in the violated constraint's error row), check it
/// with a scratch solver, and shrink it with a deletion filter until every member is needed.
extension Solver {
    /// Drops a required constraint that cannot hold and records the conflict it is part of.
    func breakConstraint(_ id: ConstraintID, certificate: Row) {
        guard var record = records[id.index] else { return }
        if let marker = record.marker {
            purge(marker)
            owners[marker] = nil
        }
        record.marker = nil
        record.other = nil
        record.isInTableau = false
        record.isBroken = true
        records[id.index] = record
        shiftTargets[id.index] = ShiftTarget()
        brokenIDs.append(id)
        brokenIDs.sort()
        if explainsConflicts {
            conflictSets.append(explainConflict(id, certificate: certificate))
        }
    }

    /// A minimal set of required constraints, `id` among them, that cannot hold together.
    func explainConflict(_ id: ConstraintID, certificate: Row) -> [ConstraintID] {
        var hard: [ConstraintID: ConstraintRecord] = [:]
        for (index, record) in records.enumerated() {
            guard let record, record.isRequired, record.isInTableau else { continue }
            hard[ConstraintID(index: index)] = record
        }
        guard let target = records[id.index] else { return [id] }
        let seeds = Set(certificate.cells.keys.compactMap { owners[$0] }).filter { hard[$0] != nil }
        let members = minimalInfeasibleSet(target: target, seeds: seeds, pool: hard) ?? []
        return (members + [id]).sorted()
    }

    /// The constraints of higher priority (higher value, or equal value and higher tier) that
    /// are tight at the optimum and together force the violation of `id`: a minimal set that,
    /// held as hard constraints at their current state, leaves no room for `id`. For a broken
    /// required constraint, the rest of its conflict. Empty when `id` holds.
    ///
    /// Method: the nonbasic markers in the violated constraint's error row seed the search; a
    /// scratch solver confirms infeasibility (falling back to every tight stronger constraint)
    /// and a deletion filter makes the set minimal. When several such sets exist (redundant
    /// constraints), one of them is returned.
    public func bindingConstraints(against id: ConstraintID) -> [ConstraintID] {
        flush()
        guard let target = record(id) else { return [] }
        if target.isBroken {
            return conflictSets.first { $0.contains(id) }?.filter { $0 != id } ?? []
        }
        let scale = magnitude(of: target)
        guard violation(of: target) > 1e-7 * scale else { return [] }
        var pool: [ConstraintID: ConstraintRecord] = [:]
        for (index, record) in records.enumerated() {
            guard var record, index != id.index, record.isInTableau, record.priority > target.priority else { continue }
            let value = record.expression.evaluate(currentValue)
            let tolerance = 1e-7 * magnitude(of: record)
            switch record.relation {
            case .equal: break
            case .greaterThanOrEqual where value > tolerance: continue
            case .lessThanOrEqual where value < -tolerance: continue
            default: break
            }
            // Hold it exactly where the optimum put it.
            record.expression.constant -= value
            pool[ConstraintID(index: index)] = record
        }
        var seeds = Set<ConstraintID>()
        for symbol in [target.marker, target.other].compactMap({ $0 }) {
            guard let row = rows[symbol] else { continue }
            for cell in row.cells.keys {
                if let owner = owners[cell], pool[owner] != nil { seeds.insert(owner) }
            }
        }
        return (minimalInfeasibleSet(target: target, seeds: seeds, pool: pool) ?? []).sorted()
    }

    /// A minimal subset S of `pool` such that S plus `target`, all required, is infeasible;
    /// tries `seeds` first, then the constraints connected to `target` through shared
    /// variables. Nil when even those leave `target` satisfiable.
    ///
    /// The deletion filter drops halves, then quarters, … of the candidates while the rest
    /// stays infeasible, and ends with single constraints, so the result is minimal after
    /// about k·log n feasibility tests for a conflict of k constraints among n.
    func minimalInfeasibleSet(target: ConstraintRecord, seeds: Set<ConstraintID>,
                              pool: [ConstraintID: ConstraintRecord]) -> [ConstraintID]? {
        var members = seeds.sorted()
        if !isInfeasible(members, target: target, pool: pool) {
            members = connected(to: target, in: pool)
            guard isInfeasible(members, target: target, pool: pool) else { return nil }
        }
        var size = max(1, members.count / 2)
        while true {
            var start = 0
            while start < members.count {
                let end = min(start + size, members.count)
                let trial = Array(members[..<start] + members[end...])
                if isInfeasible(trial, target: target, pool: pool) {
                    members = trial
                } else {
                    start = end
                }
            }
            if size == 1 { return members }
            size = max(1, size / 2)
        }
    }

    /// The constraints of `pool` linked to `target` by chains of shared variables.
    func connected(to target: ConstraintRecord, in pool: [ConstraintID: ConstraintRecord]) -> [ConstraintID] {
        var byVariable: [Symbol: [ConstraintID]] = [:]
        for (id, record) in pool {
            for term in record.terms { byVariable[term.symbol, default: []].append(id) }
        }
        var seen = Set<ConstraintID>()
        var visited = Set<Symbol>()
        var queue = target.terms.map(\.symbol)
        while let symbol = queue.popLast() {
            guard visited.insert(symbol).inserted else { continue }
            for id in byVariable[symbol] ?? [] where seen.insert(id).inserted {
                queue.append(contentsOf: pool[id]?.terms.map(\.symbol) ?? [])
            }
        }
        return seen.sorted()
    }

    /// Whether the given constraints and `target`, all made required, cannot hold together.
    func isInfeasible(_ ids: [ConstraintID], target: ConstraintRecord,
                      pool: [ConstraintID: ConstraintRecord]) -> Bool {
        let scratch = Solver(explainsConflicts: false)
        scratch.nextSymbolID = nextSymbolID
        for id in ids {
            guard let record = pool[id] else { continue }
            _ = scratch.addRecord(hardCopy(record))
        }
        _ = scratch.addRecord(hardCopy(target))
        return !scratch.brokenIDs.isEmpty
    }

    func hardCopy(_ record: ConstraintRecord) -> ConstraintRecord {
        ConstraintRecord(expression: record.expression, relation: record.relation,
                         priority: .required, label: record.label, isEdit: false)
    }
}
