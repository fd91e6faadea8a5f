/// Everything the solver keeps about one constraint: what the caller asked for and where the
/// constraint lives in the tableau.
struct ConstraintRecord {
    var expression: LinearExpression
    /// The expression's terms as tableau symbols, in variable order (deterministic builds).
    var terms: [(symbol: Symbol, coefficient: Double)]
    var relation: Relation
    var priority: Priority
    var label: String
    var isEdit: Bool
    /// The symbol that identifies the constraint's equation in the tableau (slack or positive
    /// error); nil for required equalities and while the constraint is not in the tableau.
    var marker: Symbol?
    /// The second symbol of an optional constraint (the error of an inequality, the negative
    /// error of an equality).
    var other: Symbol?
    /// The coefficients the marker and the other symbol had in the constraint's original
    /// equation `0 = expression + markerSign·marker + otherSign·other`.
    var markerSign: Double = 0
    var otherSign: Double = 0
    /// A required constraint dropped because it conflicted with earlier ones.
    var isBroken = false
    /// A required constraint that gives way, when it conflicts with constraints that do not,
    /// whatever the order of addition (`Solver.addConstraint(_:_:priority:label:yields:)`).
    var yields = false
    /// A required equality whose constant has been changed: it gets a dummy marker so later
    /// changes are incremental.
    var tracksConstant = false

    init(expression: LinearExpression, relation: Relation, priority: Priority, label: String, isEdit: Bool) {
        self.expression = expression
        self.terms = expression.orderedTerms
            .filter { $0.coefficient != 0 }
            .map { (symbol: Symbol(id: $0.variable.id, kind: .external), coefficient: $0.coefficient) }
        self.relation = relation
        self.priority = priority
        self.label = label
        self.isEdit = isEdit
    }

    var isRequired: Bool { priority.isRequired }
    /// Whether the constraint is enforced (added and not broken).
    var isInTableau = false
}
