import LayoutEngine
import SwiftSyntax

extension SwiftEvaluator {
    /// Runs statements; returns the value of a `return` reached (`.unknown` for a bare one), nil otherwise.
    func exec(_ items: CodeBlockItemListSyntax) -> SwiftValue? {
        for item in items {
            state.budget -= 1
            guard state.budget > 0 else {
                state.exceed("the set-up takes more than \(state.steps) evaluation steps; the screen is not read", at: location(item))
                return .unknown
            }
            switch item.item {
            case .decl(let decl):
                declare(decl)
            case .expr(let expression):
                _ = eval(expression)
            case .stmt(let statement):
                if let result = run(statement) { return result }
            }
        }
        return nil
    }

    /// Runs a function, getter or closure body; a body that is one expression returns it (Swift's implicit return).
    func execBody(_ items: CodeBlockItemListSyntax) -> SwiftValue? {
        if items.count == 1, case .expr(let expression)? = items.first?.item { return eval(expression) }
        return exec(items)
    }

    private func declare(_ decl: DeclSyntax) {
        if let function = decl.as(FunctionDeclSyntax.self) {
            frame.locals[function.name.text] = .localFunction(function, file: frame.file)
            return
        }
        guard let variable = decl.as(VariableDeclSyntax.self) else { return }
        for binding in variable.bindings {
            if let tuple = binding.pattern.as(TuplePatternSyntax.self) {
                for element in tuple.elements {
                    if let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { frame.locals[name] = .unknown }
                }
                continue
            }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let initializer = binding.initializer?.value {
                let saved = pendingName
                if pendingName == nil { pendingName = name }
                let value = evalInitializer(initializer, declaredType: binding.typeAnnotation?.type)
                pendingName = saved
                frame.locals[name] = value
            } else {
                frame.locals[name] = .unknown
            }
        }
    }

    private func run(_ statement: StmtSyntax) -> SwiftValue? {
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            if let conditional = expression.expression.as(IfExprSyntax.self) { return runIf(conditional) }
            if let switchExpression = expression.expression.as(SwitchExprSyntax.self) { return runSwitch(switchExpression) }
            _ = eval(expression.expression)
            return nil
        }
        if let returned = statement.as(ReturnStmtSyntax.self) {
            return returned.expression.map { eval($0) } ?? .unknown
        }
        if let guarded = statement.as(GuardStmtSyntax.self) {
            // The guard is taken to pass (its else branch leaves the set-up); optional bindings bind.
            bind(guarded.conditions)
            return nil
        }
        if let loop = statement.as(ForStmtSyntax.self) { return runFor(loop) }
        if let block = statement.as(DoStmtSyntax.self) { return exec(block.body.statements) }
        if let deferred = statement.as(DeferStmtSyntax.self) { return exec(deferred.body.statements) }
        if let loop = statement.as(WhileStmtSyntax.self), SwiftEvaluator.mentionsLayout(loop.body) {
            warn("a while loop's body is not evaluated (its iterations depend on run-time values); constraints in it are left out", loop)
        }
        if let loop = statement.as(RepeatStmtSyntax.self), SwiftEvaluator.mentionsLayout(loop.body) {
            warn("a repeat loop's body is not evaluated (its iterations depend on run-time values); constraints in it are left out", loop)
        }
        return nil
    }

    /// Binds `if let x = y` / `guard let x = y` names; returns whether every condition is known true
    /// (true), known false (false) or undetermined (nil).
    @discardableResult
    func bind(_ conditions: ConditionElementListSyntax) -> Bool? {
        var result: Bool? = true
        for element in conditions {
            switch element.condition {
            case .availability:
                continue  // `#available`: the newest OS is assumed.
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { result = nil; continue }
                let value = binding.initializer.map { eval($0.value) } ?? lookup(name, at: binding) ?? .unknown
                // A local or parameter known to be nil (`insets: UIEdgeInsets? = nil`, left out by
                // the caller) binds nothing. A property's nil is only its initial value, which code
                // outside the set-up may have replaced, so it stays undecided.
                if value.memberName == "nil", bindsLocal(binding) { return false }
                frame.locals[name] = value
                if case .unknown = value { result = nil }
            case .expression(let expression):
                switch eval(expression) {
                case .bool(let flag): if !flag { return false }
                default: result = nil
                }
            default:
                result = nil
            }
        }
        return result
    }

    /// Whether an optional binding reads a local or parameter of the running code
    /// (`if let insets`, `if let insets = insets`), not a property.
    private func bindsLocal(_ binding: OptionalBindingConditionSyntax) -> Bool {
        let name: String?
        if let initializer = binding.initializer {
            name = initializer.value.as(DeclReferenceExprSyntax.self)?.baseName.text
        } else {
            name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        guard let name else { return false }
        for position in stride(from: frames.count - 1, through: 0, by: -1) {
            if frames[position].locals[name] != nil { return true }
            if !frames[position].isClosure { break }
        }
        return false
    }

    private func runIf(_ conditional: IfExprSyntax) -> SwiftValue? {
        let outcome = bind(conditional.conditions)
        if outcome == true { return exec(conditional.body.statements) }
        if outcome == false {
            return runElse(conditional.elseBody)
        }
        // Undetermined: the first branch stands for the initial state; a layout-relevant
        // other branch is reported as another layout state.
        if let other = conditional.elseBody, SwiftEvaluator.mentionsLayout(other) {
            state.note("condition not evaluated; the first branch is laid out, the other branch is another layout state", at: location(conditional))
        }
        guard conditional.elseBody != nil else { return exec(conditional.body.statements) }
        state.undecidedBranches.append(location(conditional))
        defer { state.undecidedBranches.removeLast() }
        return exec(conditional.body.statements)
    }

    private func runElse(_ body: IfExprSyntax.ElseBody?) -> SwiftValue? {
        switch body {
        case .ifExpr(let next)?: return runIf(next)
        case .codeBlock(let block)?: return exec(block.statements)
        case nil: return nil
        }
    }

    private func runSwitch(_ switchExpression: SwitchExprSyntax) -> SwiftValue? {
        let subject = eval(switchExpression.subject)
        var cases: [SwitchCaseSyntax] = []
        for element in switchExpression.cases {
            if case .switchCase(let item) = element { cases.append(item) }
        }
        if let name = subject.memberName {
            for item in cases {
                if case .case(let label) = item.label,
                   label.caseItems.contains(where: { $0.pattern.trimmedDescription == "." + name }) {
                    return exec(item.statements)
                }
            }
            if let fallback = cases.first(where: { if case .default = $0.label { true } else { false } }) {
                return exec(fallback.statements)
            }
        }
        guard let first = cases.first else { return nil }
        if cases.dropFirst().contains(where: { SwiftEvaluator.mentionsLayout($0) }) {
            state.note("switch subject not evaluated; its first case is laid out, the other cases are other layout states", at: location(switchExpression))
        }
        guard cases.count > 1 else { return exec(first.statements) }
        state.undecidedBranches.append(location(switchExpression))
        defer { state.undecidedBranches.removeLast() }
        return exec(first.statements)
    }

    private func runFor(_ loop: ForStmtSyntax) -> SwiftValue? {
        let sequence = eval(loop.sequence)
        let names: [String]
        if let identifier = loop.pattern.as(IdentifierPatternSyntax.self) {
            names = [identifier.identifier.text]
        } else if let tuple = loop.pattern.as(TuplePatternSyntax.self) {
            names = tuple.elements.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        } else {
            names = []
        }
        guard case .array(let elements) = sequence, names.count == 1 else {
            if SwiftEvaluator.mentionsLayout(loop.body) {
                warn("loop over values the reader cannot enumerate; the views and constraints it makes are left out", loop)
            }
            return nil
        }
        for element in elements {
            frame.locals[names[0]] = element
            if let result = exec(loop.body.statements) { return result }
        }
        return nil
    }

    /// True when code mentions views, anchors or constraints (so skipping it loses layout).
    static func mentionsLayout(_ node: some SyntaxProtocol) -> Bool {
        var afterPeriod = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind {
                if name.hasSuffix("Anchor") || layoutNames.contains(name) || afterPeriod && name == "constant" { return true }
            }
            afterPeriod = token.tokenKind == .period
        }
        return false
    }

    /// Names whose mention makes a branch layout-relevant (with any `…Anchor` and `.constant`).
    private static let layoutNames: Set<String> = ["addSubview", "addArrangedSubview", "NSLayoutConstraint", "snp", "isActive"]
}
