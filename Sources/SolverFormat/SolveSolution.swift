import ConstraintSolver

/// The answer of `layout-stress solve`, ready to print as JSON (interfaces §1) or text.
public struct SolveSolution {
    /// Every variable's value, in order of first use.
    public var values: [(name: String, value: Double)]
    /// Optional constraints left with error (ids).
    public var unsatisfied: [String]
    /// Minimal conflicting sets of required constraints (ids).
    public var conflicts: [[String]]
    /// Required constraints dropped to recover (ids).
    public var broken: [String]
    /// Variables whose value differs between optimal solutions.
    public var ambiguous: [String]

    /// Solves a problem.
    public init(problem: SolveProblem) {
        let (solver, variables, ids) = problem.makeSolver()
        var names: [ConstraintID: String] = [:]
        for (index, id) in ids.enumerated() { names[id] = problem.constraints[index].id }
        values = problem.variableNames.compactMap { name in
            variables[name].map { (name: name, value: solver.value(of: $0)) }
        }
        unsatisfied = solver.unsatisfied(tolerance: 1e-6).compactMap { names[$0] }
        conflicts = solver.conflicts.map { $0.compactMap { names[$0] } }
        broken = solver.broken.compactMap { names[$0] }
        let ambiguousSet = solver.ambiguousVariables()
        ambiguous = problem.variableNames.filter { variables[$0].map(ambiguousSet.contains) ?? false }
    }

    var status: String { broken.isEmpty ? "ok" : "unsatisfiable" }

    /// The interfaces §1 JSON, one field per line, values in order of first use.
    public var json: String {
        let valueLines = values.map { "    \(Self.quote($0.name)): \(Self.number($0.value))" }
        var text = "{\n  \"status\": \"\(status)\",\n"
        text += valueLines.isEmpty ? "  \"values\": {},\n" : "  \"values\": {\n\(valueLines.joined(separator: ",\n"))\n  },\n"
        text += "  \"unsatisfied\": \(Self.list(unsatisfied)),\n"
        text += "  \"conflicts\": [\(conflicts.map(Self.list).joined(separator: ", "))],\n"
        text += "  \"broken\": \(Self.list(broken)),\n"
        text += "  \"ambiguous\": \(Self.list(ambiguous))\n}\n"
        return text
    }

    /// A human-readable summary.
    public var text: String {
        var lines = ["status: \(status)"]
        let width = values.map(\.name.count).max() ?? 0
        for (name, value) in values {
            lines.append("  \(name.padding(toLength: width, withPad: " ", startingAt: 0)) = \(Self.number(value))")
        }
        if !unsatisfied.isEmpty { lines.append("unsatisfied: \(unsatisfied.joined(separator: ", "))") }
        for conflict in conflicts { lines.append("conflict: \(conflict.joined(separator: ", "))") }
        if !broken.isEmpty { lines.append("broken: \(broken.joined(separator: ", "))") }
        if !ambiguous.isEmpty { lines.append("ambiguous: \(ambiguous.joined(separator: ", "))") }
        return lines.joined(separator: "\n") + "\n"
    }

    static func list(_ items: [String]) -> String {
        "[" + items.map(quote).joined(separator: ", ") + "]"
    }

    /// A number without float noise: values within 1e-9 of an integer print as that integer.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = value.rounded()
        if abs(value - rounded) <= 1e-9 * max(1, abs(value)) && abs(rounded) < 1e15 {
            return String(Int(rounded))
        }
        return "\(value)"
    }

    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
