import ConstraintSolver
import LayoutEngine

/// A constraint line parsed but not yet checked against the screen's views:
/// `first relation multiplier × second + constant @priority`, anchors still as paths.
struct ConstraintExpression: Equatable {
    var first: String
    var relation: LayoutRelation
    /// The path on the right, or nil for a constant-only constraint (also `0 * NotAnAttribute`).
    var second: String?
    var multiplier: Double
    var constant: Double
    var priority: Double

    /// Parses the short form (`a.leading = root.safeArea.leading + 16 @750`) and the seed
    /// notes' long form (`View.height = 0.0 * NotAnAttribute + 40.0`); `metrics` name constants.
    static func parse(_ text: String, metrics: [String: Double]) throws -> ConstraintExpression {
        var tokens = try ConstraintToken.tokenize(text)
        var priority = NamedPriority.required.value
        if let at = tokens.firstIndex(of: .at) {
            let priorityTokens = tokens[(at + 1)...]
            let spelling = priorityTokens.map(\.spelling).joined(separator: " ")
            guard !priorityTokens.isEmpty else { throw SpecProblem("expected a priority after '@'") }
            if priorityTokens.count == 1, case .path(let name) = priorityTokens.first, let metric = metrics[name] {
                guard (1...1000).contains(metric) else { throw SpecProblem("priority '\(name)' = \(NumberText.plain(metric)) is outside 1…1000") }
                priority = metric
            } else if let value = NamedPriority.parse(spelling) {
                priority = value
            } else {
                throw SpecProblem("invalid priority '\(spelling)' (a number in 1…1000 or required, high, low, fittingSize)")
            }
            tokens.removeSubrange(at...)
        }
        guard let firstToken = tokens.first else { throw SpecProblem("empty constraint") }
        guard case .path(let first) = firstToken else { throw SpecProblem("a constraint must start with view.attribute, not '\(firstToken.spelling)'") }
        guard tokens.count > 1 else { throw SpecProblem("expected a relation (=, >=, <=) after '\(first)'") }
        guard case .relation(let relation) = tokens[1] else {
            throw SpecProblem("expected a relation (=, >=, <=) after '\(first)' but found '\(tokens[1].spelling)'")
        }
        let right = Array(tokens[2...])
        guard !right.isEmpty else { throw SpecProblem("nothing after '\(relation.symbol)'") }
        var parser = LinearTermParser(tokens: right, metrics: metrics)
        let sum = try parser.parse()
        var expression = ConstraintExpression(first: first, relation: relation, second: sum.path, multiplier: sum.coefficient,
                                              constant: sum.constant, priority: priority)
        if let second = expression.second, second.lowercased() == "notanattribute" || second.lowercased().hasSuffix(".notanattribute") {
            expression.second = nil
            expression.multiplier = 1
        }
        if expression.second == nil { expression.multiplier = 1 }
        guard expression.constant.isFinite, expression.multiplier.isFinite else { throw SpecProblem("a number in '\(text)' is out of range") }
        return expression
    }
}
