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
        func error(_ message: String, _ line: Int?) -> Diagnostic {
            .error(message, at: SourceLocation(file: file, line: line))
        }
        let root: LocatedJSON
        do {
            root = try LocatedJSON.parse(bytes)
        } catch {
            throw DiagnosticError(Diagnostic.error("malformed JSON: \(error.message)", at: SourceLocation(file: file, line: error.line)))
        }
        var diagnostics: [Diagnostic] = []
        var constraints: [Constraint] = []
        var edits: [Edit] = []
        var names: [String] = []
        var known = Set<String>()
        func use(_ name: String) {
            if known.insert(name).inserted { names.append(name) }
        }
        guard case .object = root else {
            throw DiagnosticError(error("expected a JSON object with \"constraints\"", root.line))
        }
        guard case .array(let items, _)? = root["constraints"] else {
            throw DiagnosticError(error("missing \"constraints\" array", root["constraints"]?.line ?? root.line))
        }
        var ids = Set<String>()
        for (index, item) in items.enumerated() {
            guard case .object = item else {
                diagnostics.append(error("constraint \(index + 1) is \(item.kindName), expected an object", item.line))
                continue
            }
            var id = "c\(index)"
            if let value = item["id"] {
                switch value {
                case .string(let text, _): id = text
                case .number(let number, _) where number == number.rounded() && abs(number) < 1e15: id = String(Int(number))
                default: diagnostics.append(error("constraint id must be a string", value.line))
                }
            }
            if !ids.insert(id).inserted { diagnostics.append(error("duplicate constraint id \"\(id)\"", item.line)) }
            var terms: [(variable: String, coefficient: Double)] = []
            switch item["expr"] {
            case .object(let members, _)?:
                for (name, value) in members {
                    guard case .number(let coefficient, _) = value, coefficient.isFinite else {
                        diagnostics.append(error("coefficient of \"\(name)\" in \(id) must be a finite number, not \(value.kindName)", value.line))
                        continue
                    }
                    use(name)
                    terms.append((variable: name, coefficient: coefficient))
                }
            case let other?:
                diagnostics.append(error("\"expr\" of \(id) must be an object of variable: coefficient", other.line))
            case nil:
                diagnostics.append(error("constraint \(id) has no \"expr\"", item.line))
            }
            var constant = 0.0
            if let value = item["constant"] {
                if case .number(let number, _) = value, number.isFinite { constant = number } else {
                    diagnostics.append(error("\"constant\" of \(id) must be a finite number", value.line))
                }
            }
            var relation = Relation.equal
            switch item["relation"] {
            case .string(let text, let line)?:
                if let parsed = Relation(rawValue: text) ?? (text == "=" ? .equal : nil) { relation = parsed } else {
                    diagnostics.append(error("unknown relation \"\(text)\" in \(id) (expected ==, >= or <=)", line))
                }
            case let other?:
                diagnostics.append(error("\"relation\" of \(id) must be a string (==, >= or <=)", other.line))
            case nil:
                diagnostics.append(error("constraint \(id) has no \"relation\"", item.line))
            }
            var priority = 1000.0
            if let value = item["priority"] {
                if case .number(let number, _) = value, number >= 1, number <= 1000 { priority = number } else {
                    diagnostics.append(error("priority of \(id) must be a number in [1, 1000]", value.line))
                }
            }
            constraints.append(Constraint(id: id, terms: terms, constant: constant, relation: relation, priority: priority))
        }
        switch root["edits"] {
        case .array(let list, _)?:
            var editedNames = Set<String>()
            for (index, item) in list.enumerated() {
                guard case .object = item else {
                    diagnostics.append(error("edit \(index + 1) is \(item.kindName), expected an object", item.line))
                    continue
                }
                guard case .string(let name, _)? = item["variable"] else {
                    diagnostics.append(error("edit \(index + 1) needs a \"variable\" name", item["variable"]?.line ?? item.line))
                    continue
                }
                if !editedNames.insert(name).inserted { diagnostics.append(error("variable \"\(name)\" is edited twice", item.line)) }
                var priority = 999.0
                if let value = item["priority"] {
                    if case .number(let number, _) = value, number >= 1, number < 1000 { priority = number } else {
                        diagnostics.append(error("edit priority of \"\(name)\" must be a number in [1, 1000) (edits cannot be required)", value.line))
                    }
                }
                var value: Double?
                if let json = item["value"] {
                    if case .number(let number, _) = json, number.isFinite { value = number } else {
                        diagnostics.append(error("\"value\" of edit \"\(name)\" must be a finite number", json.line))
                    }
                }
                var values: [Double] = []
                switch item["values"] {
                case .array(let elements, _)?:
                    for element in elements {
                        if case .number(let number, _) = element, number.isFinite { values.append(number) } else {
                            diagnostics.append(error("\"values\" of edit \"\(name)\" must hold finite numbers", element.line))
                        }
                    }
                case let other?:
                    diagnostics.append(error("\"values\" of edit \"\(name)\" must be an array of numbers", other.line))
                case nil:
                    break
                }
                use(name)
                edits.append(Edit(variable: name, priority: priority, value: value ?? values.first, values: values))
            }
        case let other?:
            diagnostics.append(error("\"edits\" must be an array", other.line))
        case nil:
            break
        }
        if !diagnostics.isEmpty { throw DiagnosticError(diagnostics) }
        self.constraints = constraints
        self.edits = edits
        self.variableNames = names
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
