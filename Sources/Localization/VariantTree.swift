import Foundation

/// A string with variations as stringsdict files and String Catalogs describe them:
/// plain text, or a choice (plural category, width, device) between further trees.
/// Stress testing wants the longest outcome, so `longest()` picks it.
indirect enum VariantTree: Hashable, Sendable {
    /// A plain string (may contain `%#@name@` substitutions).
    case text(String)
    /// A choice by `rule` (`plural`, `width`, `device`) between labelled trees.
    case choice(rule: String, options: [(label: String, tree: VariantTree)])

    static func == (lhs: VariantTree, rhs: VariantTree) -> Bool {
        switch (lhs, rhs) {
        case (.text(let a), .text(let b)): a == b
        case (.choice(let ruleA, let optionsA), .choice(let ruleB, let optionsB)):
            ruleA == ruleB && optionsA.count == optionsB.count
                && zip(optionsA, optionsB).allSatisfy { $0.label == $1.label && $0.tree == $1.tree }
        default: false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .text(let text): hasher.combine(text)
        case .choice(let rule, let options):
            hasher.combine(rule)
            for option in options { hasher.combine(option.label); hasher.combine(option.tree) }
        }
    }

    /// How long a text measures with worst-case samples in its specifiers.
    static func measure(_ text: String) -> Int {
        FormatSamples.worstCase.fill(text).count
    }

    /// The longest outcome and the labels chosen on the way (`plural 'other'`).
    func longest() -> (text: String, choices: [String]) {
        switch self {
        case .text(let text):
            return (text, [])
        case .choice(let rule, let options):
            var best: (text: String, choices: [String])?
            var bestLength = -1
            for option in options {
                let candidate = option.tree.longest()
                let length = VariantTree.measure(candidate.text)
                if length > bestLength {
                    best = (candidate.text, ["\(rule) '\(option.label)'"] + candidate.choices)
                    bestLength = length
                }
            }
            return best ?? ("", [])
        }
    }
}

/// A `%#@name@` variable: its variations and, for String Catalogs, what `%arg` stands for.
struct SubstitutionVariable: Hashable, Sendable {
    /// The variable's variations.
    var tree: VariantTree
    /// The specifier that replaces `%arg` (`%1$ld`), when the format uses `%arg`.
    var argument: String?
}

/// Why a format's substitutions could not be expanded.
struct ExpansionProblem: Error, Equatable {
    /// What went wrong, for a diagnostic.
    var message: String
}

extension VariantTree {
    /// The longest text an expansion may produce. Real formats stay in the hundreds of
    /// characters; substitutions that multiply each other past this are refused, not built.
    static let maximumExpandedLength = 10_000
    /// How many substitutions may nest inside one another.
    static let maximumNesting = 16

    /// Expands the longest outcome of a format whose `%#@name@` substitutions name
    /// `variables`; unknown names stay as written. A variable that reaches itself, or an
    /// expansion longer than `maximumExpandedLength`, is an `ExpansionProblem`.
    static func expand(_ format: VariantTree, variables: [String: SubstitutionVariable]) throws(ExpansionProblem) -> (text: String, choices: [String]) {
        var budget = maximumExpandedLength
        var active: [String] = []
        return try expand(format, variables: variables, active: &active, budget: &budget)
    }

    private static func expand(_ format: VariantTree, variables: [String: SubstitutionVariable], active: inout [String],
                               budget: inout Int) throws(ExpansionProblem) -> (text: String, choices: [String]) {
        let (text, choices) = format.longest()
        guard text.contains("%#@") else { return try spend(text, choices, budget: &budget) }
        var result = ""
        var allChoices = choices
        for segment in FormatSegment.split(text) {
            guard case .substitution(let name, _) = segment, let variable = variables[name] else {
                result += segment.raw
                budget -= segment.raw.count
                if budget < 0 { throw tooLong }
                continue
            }
            if active.contains(name) {
                throw ExpansionProblem(message: "the substitution '%#@\(name)@' refers to itself (through \((active + [name]).joined(separator: " → ")))")
            }
            guard active.count < maximumNesting else {
                throw ExpansionProblem(message: "substitutions nested more than \(maximumNesting) deep")
            }
            active.append(name)
            let (inner, innerChoices) = try expand(variable.tree, variables: variables, active: &active, budget: &budget)
            active.removeLast()
            result += variable.argument.map { inner.replacingOccurrences(of: "%arg", with: $0) } ?? inner
            allChoices += innerChoices.map { "\(name): \($0)" }
        }
        return (result, allChoices)
    }

    private static func spend(_ text: String, _ choices: [String], budget: inout Int) throws(ExpansionProblem) -> (text: String, choices: [String]) {
        budget -= text.count
        if budget < 0 { throw tooLong }
        return (text, choices)
    }

    private static var tooLong: ExpansionProblem {
        ExpansionProblem(message: "the substitutions expand past \(maximumExpandedLength) characters")
    }
}
