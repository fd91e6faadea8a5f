/// An incremental Cassowary solver with strictly lexicographic priorities.
///
/// Required constraints (priority 1000) must hold; each optional priority is its own level and
/// dominates every lower level together; within a level the solver minimises the sum of the
/// constraints' absolute violations. Required constraints that cannot hold together are
/// reported as minimal conflicting sets and the latest-added constraint of each is dropped
/// (Apple's recovery). Changing a constant in place (`setConstant`, `suggestValue`) is cheap:
/// it shifts the tableau and re-solves with the dual simplex on the next query.
///
/// The objective keeps one row per priority level and compares reduced costs level by level,
/// so no weighted float sum is ever formed. A column index (symbol → rows that hold it) keeps
/// every substitution local to the rows that need it.
public final class Solver {
    // Hot stored properties are marked `@exclusivity(unchecked)`: the solver is single-threaded
    // and never nests two accesses to one of them (the test suite ran with checking on), and
    // the runtime checks otherwise cost half of an incremental update.

    // MARK: Model

    @exclusivity(unchecked) var records: [ConstraintRecord?] = []
    /// Per constraint, the symbols a constant change shifts (mirrors the records' markers
    /// so that `setConstant` reads no whole record).
    @exclusivity(unchecked) var shiftTargets: [ShiftTarget] = []
    var variableList: [Variable] = []
    @exclusivity(unchecked) var edits: [Variable: ConstraintID] = [:]
    var nextSymbolID = 0
    /// Pivots done so far (for benchmarks and tests of incremental work).
    public internal(set) var pivotCount = 0

    // MARK: Tableau

    /// Basic symbol → its row.
    @exclusivity(unchecked) var rows: SymbolTable<Row> = [:]
    /// Nonbasic symbol id → basic symbols whose rows may hold it (see Solver+Columns).
    @exclusivity(unchecked) var columnStorage: [[Symbol]] = []
    /// The same index restricted to basic symbols that are restricted (slack and error rows),
    /// so asking whether any restricted row holds a symbol never scans its free rows.
    @exclusivity(unchecked) var restrictedColumnStorage: [[Symbol]] = []
    /// Scratch marks that de-duplicate a column while it is read.
    @exclusivity(unchecked) var holderStamps: [Int] = []
    @exclusivity(unchecked) var columnStamp = 0
    /// Optional priority levels, strongest first, and the objective row of each.
    @exclusivity(unchecked) var levels: [Priority] = []
    @exclusivity(unchecked) var objective: [ObjectiveRow] = []
    /// Nonbasic symbols whose reduced cost is lexicographically negative (could improve).
    @exclusivity(unchecked) var improving: SymbolSet = []
    /// The phase-one objective while a constraint is added with an artificial variable.
    @exclusivity(unchecked) var artificial: Row?
    /// Marker and error symbols → the constraint that owns them.
    var owners: [Symbol: ConstraintID] = [:]

    // MARK: Deferred work

    /// Restricted basic symbols whose value went negative after a constant change.
    @exclusivity(unchecked) var infeasible: SymbolSet = []
    /// Basic dummy rows whose constant may have left zero (a required equality broken by a
    /// constant change).
    @exclusivity(unchecked) var dummyChecks: [Symbol] = []
    /// Set when only a rebuild from the constraint list gives the right answer (a required
    /// conflict appeared or may have disappeared).
    @exclusivity(unchecked) var needsRebuild = false

    // MARK: Definitions

    /// User variables whose rows are definitions, in the order they were made (entries whose
    /// row has since gone or been expanded are skipped and dropped when values are computed).
    @exclusivity(unchecked) var definitions: [(Symbol, Int)] = []
    @exclusivity(unchecked) var nextDefinitionNumber = 0
    /// Rows whose expansion would hold more cells than this become definitions (tests set 0
    /// to make every eligible row one).
    @exclusivity(unchecked) var definitionThreshold = Solver.defaultDefinitionThreshold
    /// Bumped by every change to the tableau, so definition values are recomputed only when needed.
    @exclusivity(unchecked) var tableauVersion = 0
    @exclusivity(unchecked) var definitionValuesVersion = -1
    /// Per symbol id, a definition's value in the current solution.
    @exclusivity(unchecked) var definitionValues: [Double] = []
    /// Per symbol id, the tableau version `definitionValues` holds that symbol's value for.
    @exclusivity(unchecked) var definitionStamps: [Int] = []

    // MARK: Conflicts

    @exclusivity(unchecked) var brokenIDs: [ConstraintID] = []
    var conflictSets: [[ConstraintID]] = []
    /// True while `rebuild()` installs every record: a conflict may then evict an earlier
    /// constraint that yields instead of breaking the one being installed.
    var isRebuilding = false
    /// A yielding constraint the current rebuild found in the way of one that does not yield,
    /// with the conflict that showed it; the rebuild starts over without it.
    var pendingEviction: (victim: ConstraintID, conflict: [ConstraintID])?
    /// Scratch solvers used to test feasibility do not explain their own conflicts.
    let explainsConflicts: Bool

    /// Creates an empty solver.
    public init() {
        explainsConflicts = true
    }

    init(explainsConflicts: Bool) {
        self.explainsConflicts = explainsConflicts
    }

    // MARK: Variables and constraints

    /// Makes a new unknown. Its value is 0 until constraints say otherwise.
    public func makeVariable(_ name: String) -> Variable {
        let variable = Variable(id: makeSymbolID(), name: name)
        variableList.append(variable)
        return variable
    }

    /// Every variable made by this solver, in creation order.
    public var variables: [Variable] { variableList }

    /// Adds `expression (relation) 0` at `priority`. A required constraint that conflicts with
    /// the required constraints already present is broken (kept but not enforced) and the
    /// conflict is recorded in `conflicts`/`broken`. Priorities below 1 count as 1; a
    /// non-finite priority or coefficient is treated as 1 or 0 (callers validate input).
    ///
    /// With `yields`, the constraint is the one broken when it conflicts with required
    /// constraints that do not yield, even ones added after it — as UIKit breaks an app's own
    /// constraint rather than one it generates (a stack view's arrangement). This holds for
    /// tableaux built in one go (`defersBuilding`, and every rebuild); a constraint added to a
    /// built tableau is broken itself, as before.
    @discardableResult
    public func addConstraint(_ expression: LinearExpression, _ relation: Relation,
                              priority: Priority = .required, label: String = "", yields: Bool = false) -> ConstraintID {
        var record = ConstraintRecord(expression: sanitized(expression), relation: relation,
                                      priority: sanitized(priority), label: label, isEdit: false)
        record.yields = yields
        return addRecord(record)
    }

    /// Removes a constraint (or an edit variable's constraint). Unknown ids are ignored.
    public func removeConstraint(_ id: ConstraintID) {
        guard let record = record(id) else { return }
        if defersBuilding {
            records[id.index] = nil
            shiftTargets[id.index] = ShiftTarget()
            if record.isEdit, let variable = editVariable(of: id) { edits[variable] = nil }
            needsRebuild = true
            return
        }
        flush()
        records[id.index] = nil
        shiftTargets[id.index] = ShiftTarget()
        if record.isEdit, let variable = editVariable(of: id) { edits[variable] = nil }
        if record.isBroken || !brokenIDs.isEmpty {
            // A dropped constraint may fit now that this one is gone: recover from scratch.
            needsRebuild = true
            return
        }
        uninstall(record)
        optimize()
    }

    /// Changes the constant term of a constraint in place: cheap, no remove and add. The new
    /// values are computed by the next query (`solve()`, `value(of:)`, …).
    public func setConstant(_ id: ConstraintID, _ constant: Double) {
        // Works on the stored record in place: this is the hot path of a sweep.
        let index = id.index
        guard index >= 0, index < records.count, constant.isFinite,
              let old = records[index]?.expression.constant, constant != old else { return }
        records[index]?.expression.constant = constant
        let target = shiftTargets[index]
        guard let marker = target.marker else {
            if records[index]?.isInTableau == true || defersBuilding {
                // First change of a required equality: give it a marker from now on.
                records[index]?.tracksConstant = true
            }
            needsRebuild = true
            return
        }
        if !brokenIDs.isEmpty || needsRebuild {
            needsRebuild = true
            return
        }
        shiftConstant(marker: marker, markerSign: target.markerSign,
                      other: target.other, otherSign: target.otherSign, by: constant - old)
    }

    /// While true, added and removed constraints are only recorded; the tableau is built from
    /// them, in order, by the first query after `defersBuilding` is set back to false. For a
    /// caller that adds a whole system and then changes most constants before solving: the
    /// answers are those of a solver given the same constraints one by one.
    public var defersBuilding = false

    /// Asks for the tableau to be built again from the constraint list at the next solve,
    /// instead of updated in place. Worth it when most constants are about to move at once
    /// (the first real values after placeholders): building with the real values takes far
    /// fewer pivots than repairing a tableau built around the placeholders.
    public func rebuildOnNextSolve() {
        needsRebuild = true
    }

    /// The constant term a constraint has now.
    public func constant(of id: ConstraintID) -> Double {
        record(id)?.expression.constant ?? 0
    }

    /// Makes `variable` an edit variable: a constraint `variable == suggested value` at
    /// `priority`, initially suggesting 0. Required edits are rejected (as in kiwi), and so is
    /// a variable that is already being edited; returns whether the edit was added.
    @discardableResult
    public func addEditVariable(_ variable: Variable, priority: Priority) -> Bool {
        guard !priority.isRequired, priority.isValid, edits[variable] == nil else { return false }
        let id = addRecord(ConstraintRecord(expression: LinearExpression(variable), relation: .equal,
                                            priority: priority, label: "edit \(variable.name)", isEdit: true))
        edits[variable] = id
        return true
    }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) {
        guard let id = edits[variable] else { return }
        removeConstraint(id)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// The constraint behind an edit variable.
    public func editConstraint(of variable: Variable) -> ConstraintID? { edits[variable] }

    /// Suggests a value for an edit variable; returns false when `variable` is not one.
    @discardableResult
    public func suggestValue(_ variable: Variable, _ value: Double) -> Bool {
        guard let id = edits[variable], value.isFinite else { return false }
        setConstant(id, -value)
        return true
    }

    // MARK: Answers

    /// Brings every value up to date after constant changes. Queries call it themselves.
    public func solve() {
        flush()
    }

    /// The variable's value in the current optimal solution.
    public func value(of variable: Variable) -> Double {
        flush()
        return symbolValue(Symbol(id: variable.id, kind: .external))
    }

    /// The values of several variables at once (one re-solve check for all of them).
    public func values(of variables: [Variable]) -> [Double] {
        flush()
        // Many values at once: evaluate every definition in one ordered pass first.
        if variables.count > 1, !definitions.isEmpty { refreshDefinitionValues() }
        return variables.map { symbolValue(Symbol(id: $0.id, kind: .external)) }
    }

    /// Each minimal set of required constraints that cannot hold together (in order of
    /// addition within a set), one per broken constraint.
    public var conflicts: [[ConstraintID]] {
        flush()
        return conflictSets
    }

    /// The required constraints dropped to recover from conflicts, in order of addition.
    public var broken: [ConstraintID] {
        flush()
        return brokenIDs
    }

    /// Optional constraints (edit variables excluded) whose violation exceeds `tolerance`
    /// times the magnitude of the terms involved (at least 1), in order of addition.
    public func unsatisfied(tolerance: Double = 1e-6) -> [ConstraintID] {
        flush()
        var result: [ConstraintID] = []
        for (index, record) in records.enumerated() {
            guard let record, !record.isRequired, !record.isEdit else { continue }
            let id = ConstraintID(index: index)
            if violation(of: record) > tolerance * magnitude(of: record) { result.append(id) }
        }
        return result
    }

    /// How far the current solution is from satisfying the constraint: |e| for an equality,
    /// the positive part of the wrong side for an inequality; 0 for unknown ids.
    public func violation(of id: ConstraintID) -> Double {
        flush()
        guard let record = record(id) else { return 0 }
        return violation(of: record)
    }

    /// The label given when the constraint was added.
    public func label(of id: ConstraintID) -> String { record(id)?.label ?? "" }

    /// The constraint's priority (required for unknown ids).
    public func priority(of id: ConstraintID) -> Priority { record(id)?.priority ?? .required }

    /// The constraint's relation.
    public func relation(of id: ConstraintID) -> Relation? { record(id)?.relation }

    /// The constraint's expression (with its current constant).
    public func expression(of id: ConstraintID) -> LinearExpression? { record(id)?.expression }

    /// Every constraint present, edit constraints included, in order of addition.
    public var constraintIDs: [ConstraintID] {
        records.indices.filter { records[$0] != nil }.map { ConstraintID(index: $0) }
    }

    /// Whether the constraint is an edit variable's constraint.
    public func isEdit(_ id: ConstraintID) -> Bool { record(id)?.isEdit ?? false }

    // MARK: Helpers

    func record(_ id: ConstraintID) -> ConstraintRecord? {
        guard id.index >= 0, id.index < records.count else { return nil }
        return records[id.index]
    }

    func editVariable(of id: ConstraintID) -> Variable? {
        edits.first { $0.value == id }?.key
    }

    func makeSymbolID() -> Int {
        nextSymbolID += 1
        return nextSymbolID
    }

    func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        Symbol(id: makeSymbolID(), kind: kind)
    }

    func currentValue(_ variable: Variable) -> Double {
        symbolValue(Symbol(id: variable.id, kind: .external))
    }

    func violation(of record: ConstraintRecord) -> Double {
        let value = record.expression.evaluate(currentValue)
        switch record.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// The scale a violation is compared against: the largest term or constant, at least 1.
    func magnitude(of record: ConstraintRecord) -> Double {
        var scale = max(1, abs(record.expression.constant))
        for (variable, coefficient) in record.expression.terms {
            scale = max(scale, abs(coefficient * currentValue(variable)))
        }
        return scale
    }

    func sanitized(_ expression: LinearExpression) -> LinearExpression {
        var result = LinearExpression(constant: expression.constant.isFinite ? expression.constant : 0)
        for (variable, coefficient) in expression.terms where coefficient.isFinite && coefficient != 0 {
            result.terms[variable] = coefficient
        }
        return result
    }

    func sanitized(_ priority: Priority) -> Priority {
        guard priority.value.isFinite else { return Priority(1, tier: priority.tier) }
        return priority.value < 1 ? Priority(1, tier: priority.tier) : priority
    }

    func addRecord(_ record: ConstraintRecord) -> ConstraintID {
        if defersBuilding {
            let id = ConstraintID(index: records.count)
            records.append(record)
            shiftTargets.append(ShiftTarget())
            needsRebuild = true
            return id
        }
        flush()
        let id = ConstraintID(index: records.count)
        records.append(record)
        shiftTargets.append(ShiftTarget())
        install(id)
        optimize()
        return id
    }
}
