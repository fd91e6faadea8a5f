import ConstraintSolver
import Diagnostics

/// Reads the members of a `solve` file into constraints and edits, collecting every problem
/// as a `file:line` diagnostic instead of stopping at the first.
struct SolveProblemReader {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    /// Variable names in order of first use.
    private(set) var names: [String] = []
    private var known = Set<String>()
    private var ids = Set<String>()
    private var editedNames = Set<String>()

    init(file: String) {
        self.file = file
    }

    func error(_ message: String, _ line: Int?) -> Diagnostic {
        .error(message, at: SourceLocation(file: file, line: line))
    }

    private mutating func report(_ message: String, _ line: Int?) {
        diagnostics.append(error(message, line))
    }

    private mutating func use(_ name: String) {
        if known.insert(name).inserted { names.append(name) }
    }

    /// The constraint at `index` (0-based) of the `constraints` array; nil when it is not an object.
    mutating func constraint(_ item: LocatedJSON, at index: Int) -> SolveProblem.Constraint? {
        guard case .object = item else {
            report("constraint \(index + 1) is \(item.kindName), expected an object", item.line)
            return nil
        }
        let id = constraintID(item, index: index)
        if !ids.insert(id).inserted { report("duplicate constraint id \"\(id)\"", item.line) }
        let terms = self.terms(item, id: id)
        var constant = 0.0
        if let value = item["constant"] {
            if case .number(let number, _) = value, number.isFinite { constant = number } else {
                report("\"constant\" of \(id) must be a finite number", value.line)
            }
        }
        let relation = self.relation(item, id: id)
        var priority = 1000.0
        if let value = item["priority"] {
            if case .number(let number, _) = value, number >= 1, number <= 1000 { priority = number } else {
                report("priority of \(id) must be a number in [1, 1000]", value.line)
            }
        }
        return SolveProblem.Constraint(id: id, terms: terms, constant: constant, relation: relation, priority: priority)
    }

    private mutating func constraintID(_ item: LocatedJSON, index: Int) -> String {
        guard let value = item["id"] else { return "c\(index)" }
        switch value {
        case .string(let text, _): return text
        case .number(let number, _) where number == number.rounded() && abs(number) < 1e15: return String(Int(number))
        default:
            report("constraint id must be a string", value.line)
            return "c\(index)"
        }
    }

    private mutating func terms(_ item: LocatedJSON, id: String) -> [(variable: String, coefficient: Double)] {
        var terms: [(variable: String, coefficient: Double)] = []
        switch item["expr"] {
        case .object(let members, _)?:
            for (name, value) in members {
                guard case .number(let coefficient, _) = value, coefficient.isFinite else {
                    report("coefficient of \"\(name)\" in \(id) must be a finite number, not \(value.kindName)", value.line)
                    continue
                }
                use(name)
                terms.append((variable: name, coefficient: coefficient))
            }
        case let other?:
            report("\"expr\" of \(id) must be an object of variable: coefficient", other.line)
        case nil:
            report("constraint \(id) has no \"expr\"", item.line)
        }
        return terms
    }

    private mutating func relation(_ item: LocatedJSON, id: String) -> Relation {
        switch item["relation"] {
        case .string(let text, let line)?:
            if let parsed = Relation(rawValue: text) ?? (text == "=" ? .equal : nil) { return parsed }
            report("unknown relation \"\(text)\" in \(id) (expected ==, >= or <=)", line)
        case let other?:
            report("\"relation\" of \(id) must be a string (==, >= or <=)", other.line)
        case nil:
            report("constraint \(id) has no \"relation\"", item.line)
        }
        return .equal
    }

    /// The edit at `index` (0-based) of the `edits` array; nil when it is unusable.
    mutating func edit(_ item: LocatedJSON, at index: Int) -> SolveProblem.Edit? {
        guard case .object = item else {
            report("edit \(index + 1) is \(item.kindName), expected an object", item.line)
            return nil
        }
        guard case .string(let name, _)? = item["variable"] else {
            report("edit \(index + 1) needs a \"variable\" name", item["variable"]?.line ?? item.line)
            return nil
        }
        if !editedNames.insert(name).inserted { report("variable \"\(name)\" is edited twice", item.line) }
        var priority = 999.0
        if let value = item["priority"] {
            if case .number(let number, _) = value, number >= 1, number < 1000 { priority = number } else {
                report("edit priority of \"\(name)\" must be a number in [1, 1000) (edits cannot be required)", value.line)
            }
        }
        var value: Double?
        if let json = item["value"] {
            if case .number(let number, _) = json, number.isFinite { value = number } else {
                report("\"value\" of edit \"\(name)\" must be a finite number", json.line)
            }
        }
        let values = self.values(item, name: name)
        use(name)
        return SolveProblem.Edit(variable: name, priority: priority, value: value ?? values.first, values: values)
    }

    private mutating func values(_ item: LocatedJSON, name: String) -> [Double] {
        var values: [Double] = []
        switch item["values"] {
        case .array(let elements, _)?:
            for element in elements {
                if case .number(let number, _) = element, number.isFinite { values.append(number) } else {
                    report("\"values\" of edit \"\(name)\" must hold finite numbers", element.line)
                }
            }
        case let other?:
            report("\"values\" of edit \"\(name)\" must be an array of numbers", other.line)
        case nil:
            break
        }
        return values
    }

    /// Reports a non-array `edits` member.
    mutating func editsAreNotAnArray(_ value: LocatedJSON) {
        report("\"edits\" must be an array", value.line)
    }
}
