import SwiftLayoutReader
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
        let declarations = sources.declarations(of: classes)
        var methods: [String: [String: [FunctionDeclSyntax]]] = [:]
        for declaration in declarations {
            for member in declaration.members.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                methods[declaration.name, default: [:]][function.name.text, default: []].append(function)
            }
        }
        let numbers = NumericConstants(sources: sources)
        var snapshots: [String: [[String: Visibility]]] = [:]
        for declaration in declarations {
            for member in declaration.members.members {
                guard let body = member.decl.as(FunctionDeclSyntax.self)?.body else { continue }
                var walk = Walk(methods: methods[declaration.name] ?? [:], numbers: numbers)
                walk.run(body.statements, state: [:], bindings: [:])
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

        /// The opposite visibility.
        var negated: Visibility {
            switch self {
            case .hidden(let flag): .hidden(!flag)
            case let .expression(text, negated): .expression(text, negated: !negated)
            }
        }
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
    /// around it set before it. Calls to the class's own methods (`setErrorVisible(false)`)
    /// run their bodies in place, their parameters bound to the arguments.
    struct Walk {
        var snapshots: [[String: Visibility]] = []
        /// The class's methods by name.
        let methods: [String: [FunctionDeclSyntax]]
        let numbers: NumericConstants
        /// Nesting of inlined calls, bounded against recursion.
        private var depth = 0
        static let maximumDepth = 4

        init(methods: [String: [FunctionDeclSyntax]], numbers: NumericConstants) {
            self.methods = methods
            self.numbers = numbers
        }

        mutating func run(_ statements: CodeBlockItemListSyntax, state: [String: Visibility], bindings: [String: Visibility]) {
            var state = state
            execute(statements, &state, bindings)
            snapshots.append(state)
        }

        /// Runs `statements` on `state`, leaving a snapshot only for the blocks inside them.
        private mutating func execute(_ statements: CodeBlockItemListSyntax, _ state: inout [String: Visibility], _ bindings: [String: Visibility]) {
            for item in statements {
                switch item.item {
                case .expr(let expression):
                    step(expression, &state, bindings)
                case .stmt(let statement):
                    if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                        step(expression, &state, bindings)
                    } else {
                        forget(statement, &state)
                    }
                case .decl(let declaration):
                    forget(declaration, &state)
                }
            }
        }

        private mutating func step(_ expression: ExprSyntax, _ state: inout [String: Visibility], _ bindings: [String: Visibility]) {
            if let branch = expression.as(IfExprSyntax.self) {
                // A branch that shows or hides nothing (starting a spinner) leaves no state of its
                // own, unless it may leave the method with what is set so far.
                guard touchesVisibility(branch) || ExitFinder.exits(branch) else { return }
                branches(of: branch, state, bindings)
                forget(expression, &state)
            } else if let choice = expression.as(SwitchExprSyntax.self) {
                guard touchesVisibility(choice) || ExitFinder.exits(choice) else { return }
                for case .switchCase(let entry) in choice.cases { run(entry.statements, state: state, bindings: bindings) }
                forget(expression, &state)
            } else if let (property, value) = AlternateVisibility.assignment(expression) {
                state[property] = visibility(of: value, bindings)
            } else if let call = expression.as(FunctionCallExprSyntax.self), let listed = Walk.forEachList(call) {
                // A loop over listed outlets whose body is not read does the same unknown thing to
                // each: they may all show together.
                if !eachElement(call, &state, bindings) {
                    let unknown = Visibility.expression("unread loop at \(call.positionAfterSkippingLeadingTrivia.utf8Offset)", negated: false)
                    for property in listed { state[property] = unknown }
                }
            } else if let call = expression.as(FunctionCallExprSyntax.self), let (function, arguments) = ownMethod(call), depth < Walk.maximumDepth,
                      let body = function.body {
                var inner: [String: Visibility] = [:]
                for (parameter, argument) in zip(function.signature.parameterClause.parameters, arguments) {
                    inner[(parameter.secondName ?? parameter.firstName).text] = Walk.term(argument, bindings)
                }
                depth += 1
                execute(body.statements, &state, inner)
                depth -= 1
            } else {
                forget(expression, &state)
            }
        }

        private mutating func branches(of branch: IfExprSyntax, _ state: [String: Visibility], _ bindings: [String: Visibility]) {
            run(branch.body.statements, state: state, bindings: bindings)
            switch branch.elseBody {
            case .ifExpr(let next)?: branches(of: next, state, bindings)
            case .codeBlock(let block)?: run(block.statements, state: state, bindings: bindings)
            case nil: break
            }
        }

        /// The properties listed by `[a, b].forEach { … }`; nil for another call.
        static func forEachList(_ call: FunctionCallExprSyntax) -> [String]? {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
                  let list = member.base?.as(ArrayExprSyntax.self) else { return nil }
            return list.elements.compactMap { LoadTimeVisibility.propertyName($0.expression) }
        }

        /// `[slider, restoreButton].forEach { $0?.alpha = value }`: the assignments of the
        /// closure made to each listed property. False when `call` is not such a loop.
        private func eachElement(_ call: FunctionCallExprSyntax, _ state: inout [String: Visibility], _ bindings: [String: Visibility]) -> Bool {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
                  let list = member.base?.as(ArrayExprSyntax.self), let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
                  closure.signature == nil else { return false }
            let properties = list.elements.map { LoadTimeVisibility.propertyName($0.expression) }
            var assigned: [Visibility] = []
            for item in closure.statements {
                guard case .expr(let expression) = item.item, let sequence = expression.as(SequenceExprSyntax.self) else { return false }
                let parts = Array(sequence.elements)
                guard parts.count >= 3, parts[1].is(AssignmentExprSyntax.self),
                      let target = LoadTimeVisibility.stripped(parts[0]).as(MemberAccessExprSyntax.self), let base = target.base,
                      LoadTimeVisibility.stripped(base).as(DeclReferenceExprSyntax.self)?.baseName.text == "$0",
                      let value = AlternateVisibility.VisibilityValue(property: target.declName.baseName.text, value: Array(parts[2...])) else { return false }
                assigned.append(visibility(of: value, bindings))
            }
            for property in properties {
                guard let property else { continue }
                for visibility in assigned { state[property] = visibility }
            }
            return true
        }

        /// A call of one of the class's methods (`name(…)`, `self.name(…)`) whose parameters the
        /// arguments fill one to one, with the arguments.
        private func ownMethod(_ call: FunctionCallExprSyntax) -> (FunctionDeclSyntax, [ExprSyntax])? {
            let name: String
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                name = reference.baseName.text
            } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                      base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                name = member.declName.baseName.text
            } else {
                return nil
            }
            let arguments = Array(call.arguments)
            let fitting = (methods[name] ?? []).filter { function in
                let parameters = Array(function.signature.parameterClause.parameters)
                guard parameters.count == arguments.count, call.trailingClosure == nil else { return false }
                return zip(parameters, arguments).allSatisfy { parameter, argument in
                    (parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text) == argument.label?.text
                }
            }
            guard fitting.count == 1, let function = fitting.first else { return nil }
            return (function, arguments.map(\.expression))
        }

        /// Whether `node` sets a visibility, directly or through a call of the class's methods.
        private func touchesVisibility(_ node: some SyntaxProtocol) -> Bool {
            let finder = HiddenAssignmentFinder(viewMode: .sourceAccurate)
            finder.walk(node)
            return !finder.properties.isEmpty || !finder.calledNames.intersection(methods.keys).isEmpty
        }

        /// The visibility an assigned value gives, its names bound to the caller's arguments.
        private func visibility(of value: VisibilityValue, _ bindings: [String: Visibility]) -> Visibility {
            switch value {
            case .hidden(let elements):
                guard elements.count == 1, let only = elements.first else { return Walk.opaque(elements, bindings) }
                return Walk.term(only, bindings)
            case .alpha(let elements):
                if elements.count == 3, let choice = elements[1].as(UnresolvedTernaryExprSyntax.self) {
                    let (then, otherwise) = (numbers.value(of: Walk.unparenthesized(choice.thenExpression)), numbers.value(of: Walk.unparenthesized(elements[2])))
                    if let then, let otherwise, (then == 0) != (otherwise == 0) {
                        let condition = Walk.term(elements[0], bindings)
                        return then == 0 ? condition : condition.negated
                    }
                } else if elements.count == 1, let only = elements.first, let number = numbers.value(of: Walk.unparenthesized(only)) {
                    return .hidden(number == 0)
                }
                return Walk.opaque(elements, bindings)
            }
        }

        /// A Boolean expression as a visibility (true = hidden): a literal, a negation, or a
        /// parameter bound to the caller's argument; other expressions by their text.
        static func term(_ expression: ExprSyntax, _ bindings: [String: Visibility]) -> Visibility {
            let inner = unparenthesized(expression)
            if let literal = inner.as(BooleanLiteralExprSyntax.self) { return .hidden(literal.literal.tokenKind == .keyword(.true)) }
            if let negation = inner.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" {
                return term(negation.expression, bindings).negated
            }
            if let reference = inner.as(DeclReferenceExprSyntax.self), let bound = bindings[reference.baseName.text] { return bound }
            return opaque([inner], bindings)
        }

        /// An expression the walk does not decide, by its text and the arguments its parameters
        /// stand for: the same text under other arguments is another value.
        static func opaque(_ elements: [ExprSyntax], _ bindings: [String: Visibility]) -> Visibility {
            let names = Set(elements.flatMap { $0.tokens(viewMode: .sourceAccurate) }.compactMap { token -> String? in
                if case .identifier = token.tokenKind { return token.text }
                return nil
            })
            let bound = names.intersection(bindings.keys).sorted().compactMap { name in bindings[name].map { "\(name)=\($0)" } }
            let text = elements.map(\.trimmedDescription).joined(separator: " ") + (bound.isEmpty ? "" : " where " + bound.joined(separator: ", "))
            return .expression(text, negated: false)
        }

        static func unparenthesized(_ expression: ExprSyntax) -> ExprSyntax {
            var current = expression
            while let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                current = only.expression
            }
            return current
        }

        /// What `node` may do to visibility elsewhere (closures, loops, unknown calls) is unknown.
        private func forget(_ node: some SyntaxProtocol, _ state: inout [String: Visibility]) {
            let finder = HiddenAssignmentFinder(viewMode: .sourceAccurate)
            finder.walk(node)
            for property in finder.properties { state[property] = nil }
        }
    }

    /// What an assignment sets: `isHidden` to a Boolean, or `alpha` to a number. The value is
    /// the elements of the unfolded sequence right of `=` (`flag ? 1 : 0` is three).
    enum VisibilityValue {
        case hidden([ExprSyntax])
        case alpha([ExprSyntax])

        init?(property: String, value: [ExprSyntax]) {
            switch property {
            case "isHidden": self = .hidden(value)
            case "alpha": self = .alpha(value)
            default: return nil
            }
        }
    }

    /// `x.isHidden = true`, `self.x.isHidden = flag`, `x?.alpha = 0`: the property and what it
    /// is given; nil for anything else.
    static func assignment(_ expression: ExprSyntax) -> (String, VisibilityValue)? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let parts = Array(sequence.elements)
        guard parts.count >= 3, parts[1].is(AssignmentExprSyntax.self),
              let member = LoadTimeVisibility.stripped(parts[0]).as(MemberAccessExprSyntax.self),
              let value = VisibilityValue(property: member.declName.baseName.text, value: Array(parts[2...])), let base = member.base,
              let property = LoadTimeVisibility.propertyName(base) else { return nil }
        return (property, value)
    }
}

/// Whether a statement may leave the method it is in (`return`, `throw`) or its loop (`break`,
/// `continue`), closures and nested functions aside.
private final class ExitFinder: SyntaxVisitor {
    var found = false

    static func exits(_ node: some SyntaxProtocol) -> Bool {
        let finder = ExitFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    override func visit(_ node: BreakStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    override func visit(_ node: ContinueStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// The properties whose `isHidden` or `alpha` a piece of code assigns anywhere inside it, and
/// the names of the functions it calls.
private final class HiddenAssignmentFinder: SyntaxVisitor {
    var properties: Set<String> = []
    var calledNames: Set<String> = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let (property, _) = AlternateVisibility.assignment(ExprSyntax(node)) { properties.insert(property) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            calledNames.insert(reference.baseName.text)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            calledNames.insert(member.declName.baseName.text)
        }
        return .visitChildren
    }
}
