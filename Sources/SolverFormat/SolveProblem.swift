import ConstraintSolver
import Diagnostics

/// A constraint system as `layout-stress solve` reads it (interfaces §1): constraints
/// `Σ coef·var + constant (relation) 0` with priorities, and optional edit variables.
public struct SolveProblem {
    /// One input constraint.
    public struct Constraint {
        /// Its id (`c1`), unique in the file.
        public var id: String
        /// `coefficient · variable` terms, in the order written.
        public var terms: [(variable: String, coefficient: Double)]
        /// The constant added to the terms.
        public var constant: Double
        /// `==`, `>=` or `<=` against 0.
        public var relation: Relation
        /// 1…1000; 1000 = required.
        public var priority: Double
    }

    /// One edit variable with its suggested value(s).
    public struct Edit {
        /// The variable edited.
        public var variable: String
        /// Its edit priority.
        public var priority: Double
        /// The value `solve` suggests (`value`, else the first of `values`).
        public var value: Double?
        /// The per-step values `--bench` suggests.
        public var values: [Double]
    }

    /// The constraints, in file order.
    public var constraints: [Constraint]
    /// The edit variables, in file order.
    public var edits: [Edit]
    /// Variable names in order of first use.
    public var variableNames: [String]

    /// Reads the JSON text of a problem; every problem found is reported as `file:line: error`.
    public init(bytes: [UInt8], file: String) throws(DiagnosticError) {
        var reader = SolveProblemReader(file: file)
        let root: LocatedJSON
        do {
            root = try LocatedJSON.parse(bytes)
        } catch {
            throw DiagnosticError(Diagnostic.error("malformed JSON: \(error.message)", at: SourceLocation(file: file, line: error.line)))
        }
        guard case .object = root else {
            throw DiagnosticError(reader.error("expected a JSON object with \"constraints\"", root.line))
        }
        guard case .array(let items, _)? = root["constraints"] else {
            throw DiagnosticError(reader.error("missing \"constraints\" array", root["constraints"]?.line ?? root.line))
        }
        var constraints: [Constraint] = []
        for (index, item) in items.enumerated() {
            if let constraint = reader.constraint(item, at: index) { constraints.append(constraint) }
        }
        var edits: [Edit] = []
        switch root["edits"] {
        case .array(let list, _)?:
            for (index, item) in list.enumerated() {
                if let edit = reader.edit(item, at: index) { edits.append(edit) }
            }
        case let other?:
            reader.editsAreNotAnArray(other)
        case nil:
            break
        }
        if !reader.diagnostics.isEmpty { throw DiagnosticError(reader.diagnostics) }
        self.constraints = constraints
        self.edits = edits
        self.variableNames = reader.names
    }

    /// A solver holding this problem, with edits suggested. Edit variables go in first, with
    /// their suggested values, so that the constraints are added around a pinned edit rather
    /// than reshuffled when it arrives (the optimum is the same either way).
    public func makeSolver() -> (solver: Solver, variables: [String: Variable], ids: [ConstraintID]) {
        let solver = Solver()
        var variables: [String: Variable] = [:]
        for name in variableNames { variables[name] = solver.makeVariable(name) }
        for edit in edits {
            guard let variable = variables[edit.variable] else { continue }
            solver.addEditVariable(variable, priority: Priority(edit.priority))
            if let value = edit.value { solver.suggestValue(variable, value) }
        }
        var ids: [ConstraintID] = []
        ids.reserveCapacity(constraints.count)
        for constraint in constraints {
            var expression = LinearExpression(constant: constraint.constant)
            for (name, coefficient) in constraint.terms {
                if let variable = variables[name] { expression.add(variable, coefficient) }
            }
            ids.append(solver.addConstraint(expression, constraint.relation, priority: Priority(constraint.priority), label: constraint.id))
        }
        solver.solve()
        return (solver, variables, ids)
    }
}
