import Foundation
import Yams

/// Helpers that read typed values out of Yams nodes, with the node's line for messages.
enum YAMLValue {
    static func line(_ node: Node?) -> Int? {
        node?.mark?.line
    }

    /// True for a key written with nothing after it (`views:`), or with `~` or `null`.
    static func isBlank(_ node: Node) -> Bool {
        node.null != nil || node.scalar?.string == ""
    }

    static func string(_ node: Node) throws -> String {
        guard let scalar = node.scalar else { throw SpecProblem("expected a single value, not a list or map", line: line(node)) }
        return scalar.string
    }

    static func number(_ node: Node, what: String) throws -> Double {
        let text = try string(node)
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw SpecProblem("\(what) must be a number, not '\(text)'", line: line(node))
        }
        return value
    }

    static func nonNegative(_ node: Node, what: String) throws -> Double {
        let value = try number(node, what: what)
        guard value >= 0 else { throw SpecProblem("\(what) must not be negative ('\(try string(node))')", line: line(node)) }
        return value
    }

    static func integer(_ node: Node, what: String) throws -> Int {
        let text = try string(node)
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)), value >= 0 else {
            throw SpecProblem("\(what) must be a whole number ≥ 0, not '\(text)'", line: line(node))
        }
        return value
    }

    static func bool(_ node: Node, what: String) throws -> Bool {
        let text = try string(node)
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw SpecProblem("\(what) must be true or false, not '\(text)'", line: line(node))
        }
    }

    static func priority(_ node: Node, what: String) throws -> Double {
        let text = try string(node)
        guard let value = NamedPriority.parse(text) else {
            throw SpecProblem("\(what) must be a priority in 1…1000 or required, high, low, fittingSize, not '\(text)'", line: line(node))
        }
        return value
    }

    static func mapping(_ node: Node, what: String) throws -> Node.Mapping {
        guard let mapping = node.mapping else { throw SpecProblem("\(what) must be a map ({ key: value, … })", line: line(node)) }
        return mapping
    }

    static func sequence(_ node: Node, what: String) throws -> [Node] {
        guard let sequence = node.sequence else { throw SpecProblem("\(what) must be a list ([a, b, …])", line: line(node)) }
        return Array(sequence)
    }
}
