import SwiftLayoutReader
import SwiftSyntax

/// A type-scope walk that knows the method it is in, for the passes that read what a class's
/// code does to its own outlets and what an app's view extensions (helpers, by method name) do
/// to the view they extend: line counts, fonts.
class HelperScopeVisitor: TypeScopeVisitor {
    /// The enclosing functions' names, outermost first.
    var methods: [String] = []
    /// Loop variables that run over own outlets (`for button in [saveButton, cancelButton]`),
    /// with those outlets' names.
    private var loopOutlets: [String: [String]] = [:]
    /// Local constants of the function being read that list own outlets
    /// (`let buttons = [saveButton, cancelButton]`).
    private var outletLists: [String: [String]] = [:]
    /// Loops over a literal list of own outlets: their bodies run on every path.
    private var outletLoops: Set<SyntaxIdentifier> = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        methods.append(node.name.text)
        outletLists = [:]
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        methods.removeLast()
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !methods.isEmpty, node.bindingSpecifier.tokenKind == .keyword(.let) else { return .visitChildren }
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               let value = binding.initializer?.value, let outlets = outletNames(value) {
                outletLists[name] = outlets
            }
        }
        return .visitChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, node.whereClause == nil,
           let outlets = outletNames(node.sequence) {
            loopOutlets[name] = outlets
            outletLoops.insert(node.id)
        }
        return .visitChildren
    }

    override func visitPost(_ node: ForStmtSyntax) {
        if outletLoops.contains(node.id), let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            loopOutlets[name] = nil
        }
    }

    /// The own outlets an array literal lists (or a local constant holding one), all of them
    /// named through `self` or bare; nil otherwise.
    private func outletNames(_ expression: ExprSyntax) -> [String]? {
        let expression = LoadTimeVisibility.stripped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return outletLists[reference.baseName.text] }
        guard let array = expression.as(ArrayExprSyntax.self), !array.elements.isEmpty else { return nil }
        var names: [String] = []
        for element in array.elements {
            guard let (name, throughTitle) = ownProperty(element.expression), !throughTitle, loopOutlets[name] == nil else { return nil }
            names.append(name)
        }
        return names
    }

    /// The properties a receiver names through `self`, bare, or a loop variable running over
    /// own outlets, with whether it is reached through its `titleLabel`.
    func ownProperties(_ expression: ExprSyntax) -> [(name: String, throughTitle: Bool)] {
        guard let (name, throughTitle) = ownProperty(expression) else { return [] }
        return loopOutlets[name].map { $0.map { ($0, throughTitle) } } ?? [(name, throughTitle)]
    }

    /// Whether `node` runs only on some paths of its function (as `isConditional(_:)`), a loop
    /// over a literal list of own outlets counting as running on every path.
    func runsConditionally(_ node: some SyntaxProtocol) -> Bool {
        HelperScopeVisitor.isConditional(node, unconditionalLoops: outletLoops)
    }

    /// The property a receiver names through `self` or bare, with whether it is reached
    /// through its `titleLabel`; nil for anything else.
    func ownProperty(_ expression: ExprSyntax) -> (name: String, throughTitle: Bool)? {
        var base = LoadTimeVisibility.stripped(expression)
        var throughTitle = false
        // `self.titleLabel` is the class's own property of that name (an outlet), not a title label of `self`.
        if let member = base.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "titleLabel", let inner = member.base,
           LoadTimeVisibility.stripped(inner).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
            base = LoadTimeVisibility.stripped(inner)
            throughTitle = true
        }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.tokenKind == .keyword(.self) ? nil : (reference.baseName.text, throughTitle)
        }
        guard let member = base.as(MemberAccessExprSyntax.self), let owner = member.base,
              LoadTimeVisibility.stripped(owner).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        return (member.declName.baseName.text, throughTitle)
    }

    /// Whether `expression` is a button helper's own title label (`titleLabel`,
    /// `self.titleLabel`, inside an extension of `UIButton`), or `self` inside an extension of
    /// one of `selfTypes`.
    func isHelperTarget(_ expression: ExprSyntax, selfTypes: Set<String> = ["UILabel"]) -> Bool {
        guard let type = types.last, !methods.isEmpty else { return false }
        let base = LoadTimeVisibility.stripped(expression)
        if type == "UIButton" { return isTitleLabel(base) }
        return selfTypes.contains(type) && base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// `titleLabel` or `self.titleLabel`.
    func isTitleLabel(_ expression: ExprSyntax) -> Bool {
        let base = LoadTimeVisibility.stripped(expression)
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "titleLabel" }
        guard let member = base.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "titleLabel" else { return false }
        return member.base.map { LoadTimeVisibility.stripped($0).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) } ?? false
    }

    /// The method a call runs on the receiver itself: `enableMultipleLines()`,
    /// `self.enableMultipleLines()`; nil for a call on anything else.
    func ownMethodCall(_ node: FunctionCallExprSyntax) -> String? {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              LoadTimeVisibility.stripped(base).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        return member.declName.baseName.text
    }

    /// Prefixed to a helper's name when the call is conditional.
    static let conditionalMark = "?"

    /// Whether `node` runs only on some paths of its function: inside an `if`, a `guard`'s
    /// `else`, a `switch` case, a ternary, a loop or a closure.
    static func isConditional(_ node: some SyntaxProtocol, unconditionalLoops: Set<SyntaxIdentifier> = []) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self) { return false }
            if parent.is(IfExprSyntax.self) || parent.is(GuardStmtSyntax.self) || parent.is(SwitchCaseSyntax.self)
                || parent.is(TernaryExprSyntax.self) || parent.is(ClosureExprSyntax.self)
                || (parent.is(ForStmtSyntax.self) && !unconditionalLoops.contains(parent.id))
                || parent.is(WhileStmtSyntax.self) || parent.is(RepeatStmtSyntax.self) { return true }
            current = parent.parent
        }
        return false
    }

    /// The outlets all of whose values agree on one known value, with it.
    static func agreed<Value: Hashable>(_ found: [OutletTextAssignments.Outlet: Set<Value?>]) -> [OutletTextAssignments.Outlet: Value] {
        var result: [OutletTextAssignments.Outlet: Value] = [:]
        for (outlet, values) in found where values.count == 1 {
            if let only = values.first, let value = only { result[outlet] = value }
        }
        return result
    }

    /// Each helper's values with those of the helpers it calls, however deep; a helper called
    /// only on some paths adds an unknown value (nil).
    static func closing<Value: Hashable>(_ helpers: [String: Set<Value?>], over calls: [String: Set<String>]) -> [String: Set<Value?>] {
        var result = helpers
        var changed = true
        while changed {
            changed = false
            for (caller, callees) in calls {
                var values = result[caller] ?? []
                for callee in callees {
                    let conditional = callee.hasPrefix(conditionalMark)
                    guard let found = result[conditional ? String(callee.dropFirst()) : callee] else { continue }
                    values.formUnion(conditional ? [nil] : found)
                }
                if !values.isEmpty, values != result[caller] {
                    result[caller] = values
                    changed = true
                }
            }
        }
        return result
    }
}
