import Foundation
import SwiftParser
import SwiftSyntax

/// Pairs of outlets an app's class shows one at a time: wherever its code sets the visibility
/// of both, it sets them opposite (`countLabel.isHidden = false; statusLabel.isHidden = true`
/// in one method or branch, the reverse in another; `a.isHidden = flag; b.isHidden = !flag`),
/// never both shown, and wherever it shows one it says what the other is. Two such views share
/// a place on screen by design (a chapter title and an episode title in one slot).
public enum AlternateVisibility {
    /// Two outlet properties of one class, in name order.
    public struct Pair: Hashable, Sendable {
        /// The property that sorts first.
        public let first: String
        /// The other property.
        public let second: String

        /// Creates a pair of two different properties, in name order.
        public init(_ one: String, _ other: String) {
            (first, second) = one < other ? (one, other) : (other, one)
        }
    }

    /// For each class of `classes` declared (or extended) in `files`, the pairs of its
    /// properties its code shows alternately. Files that cannot be read are skipped; only files
    /// that may declare one of the classes are parsed.
    public static func pairs(of classes: Set<String>, in files: [String]) -> [String: Set<Pair>] {
        pairs(of: classes, in: SwiftSources(paths: files))
    }

    /// As above, over sources other readers share.
    public static func pairs(of classes: Set<String>, in sources: SwiftSources) -> [String: Set<Pair>] {
        guard !classes.isEmpty else { return [:] }
        var snapshots: [String: [[String: Visibility]]] = [:]
        for declaration in sources.declarations(of: classes) {
            for member in declaration.members.members {
                guard let body = member.decl.as(FunctionDeclSyntax.self)?.body else { continue }
                var walk = Walk()
                walk.run(body.statements, state: [:])
                snapshots[declaration.name, default: []] += walk.snapshots
            }
        }
        return snapshots.compactMapValues { states in
            let found = alternates(in: states)
            return found.isEmpty ? nil : found
        }
    }

    /// A property's visibility at a point of a method: a literal, or an expression (the same
    /// text negated or not).
    enum Visibility: Hashable {
        case hidden(Bool)
        case expression(String, negated: Bool)

        /// True when the two can never be shown together, nor hidden together.
        func isOpposite(of other: Visibility) -> Bool {
            switch (self, other) {
            case let (.hidden(a), .hidden(b)): a != b
            case let (.expression(a, x), .expression(b, y)): a == b && x != y
            default: false
            }
        }

        /// True when both may show at once.
        func mayShowWith(_ other: Visibility) -> Bool {
            switch (self, other) {
            case (.hidden(false), .hidden(false)): true
            case let (.expression(a, x), .expression(b, y)): a == b && x == y
            case (.hidden(false), .expression), (.expression, .hidden(false)): true
            default: false
            }
        }

        /// True when the view certainly shows here.
        var isShown: Bool { self == .hidden(false) }
    }

    /// The pairs opposite in some state and never shown together or one without the other.
    static func alternates(in states: [[String: Visibility]]) -> Set<Pair> {
        var opposite: Set<Pair> = []
        var against: Set<Pair> = []
        var shownAlone: [String: [Set<String>]] = [:]
        for state in states {
            let properties = state.keys.sorted()
            for (index, one) in properties.enumerated() {
                guard let a = state[one] else { continue }
                for other in properties[(index + 1)...] {
                    guard let b = state[other] else { continue }
                    if a.isOpposite(of: b) { opposite.insert(Pair(one, other)) }
                    if a.mayShowWith(b) { against.insert(Pair(one, other)) }
                }
                if a.isShown { shownAlone[one, default: []].append(Set(properties)) }
            }
        }
        return opposite.subtracting(against).filter { pair in
            // Shown somewhere that says nothing of the other: the other may still show.
            !(shownAlone[pair.first] ?? []).contains { !$0.contains(pair.second) }
                && !(shownAlone[pair.second] ?? []).contains { !$0.contains(pair.first) }
        }
    }

    /// The walk through one method: the visibility each block leaves, with what the blocks
    /// around it set before it.
    struct Walk {
        var snapshots: [[String: Visibility]] = []

        mutating func run(_ statements: CodeBlockItemListSyntax, state: [String: Visibility]) {
            var state = state
            for item in statements {
                switch item.item {
                case .expr(let expression):
                    step(expression, &state)
                case .stmt(let statement):
                    if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                        step(expression, &state)
                    } else {
                        forget(statement, &state)
                    }
                case .decl(let declaration):
                    forget(declaration, &state)
                }
            }
            snapshots.append(state)
        }

        private mutating func step(_ expression: ExprSyntax, _ state: inout [String: Visibility]) {
            if let branch = expression.as(IfExprSyntax.self) {
                branches(of: branch, state)
                forget(expression, &state)
            } else if let choice = expression.as(SwitchExprSyntax.self) {
                for case .switchCase(let entry) in choice.cases { run(entry.statements, state: state) }
                forget(expression, &state)
            } else if let (property, visibility) = AlternateVisibility.assignment(expression) {
                state[property] = visibility
            } else {
                forget(expression, &state)
            }
        }

        private mutating func branches(of branch: IfExprSyntax, _ state: [String: Visibility]) {
            run(branch.body.statements, state: state)
            switch branch.elseBody {
            case .ifExpr(let next)?: branches(of: next, state)
            case .codeBlock(let block)?: run(block.statements, state: state)
            case nil: break
            }
        }

        /// What `node` may do to visibility elsewhere (closures, loops, calls) is unknown.
        private func forget(_ node: some SyntaxProtocol, _ state: inout [String: Visibility]) {
            let finder = HiddenAssignmentFinder(viewMode: .sourceAccurate)
            finder.walk(node)
            for property in finder.properties { state[property] = nil }
        }
    }

    /// `x.isHidden = true`, `self.x.isHidden = flag`, `x?.isHidden = !flag`: the property and its
    /// visibility; nil for anything else.
    static func assignment(_ expression: ExprSyntax) -> (String, Visibility)? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let parts = Array(sequence.elements)
        guard parts.count == 3, parts[1].is(AssignmentExprSyntax.self),
              let member = LoadTimeVisibility.stripped(parts[0]).as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "isHidden", let base = member.base,
              let property = LoadTimeVisibility.propertyName(base) else { return nil }
        if let literal = parts[2].as(BooleanLiteralExprSyntax.self) {
            return (property, .hidden(literal.literal.tokenKind == .keyword(.true)))
        }
        if let negation = parts[2].as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" {
            return (property, .expression(negation.expression.trimmedDescription, negated: true))
        }
        return (property, .expression(parts[2].trimmedDescription, negated: false))
    }
}

/// The properties whose `isHidden` a piece of code assigns anywhere inside it.
private final class HiddenAssignmentFinder: SyntaxVisitor {
    var properties: Set<String> = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let (property, _) = AlternateVisibility.assignment(ExprSyntax(node)) { properties.insert(property) }
        return .visitChildren
    }
}
