import SwiftSyntax

/// The line counts an app's Swift code gives outlets' texts: `detailLabel.numberOfLines = 0`,
/// `self.resetButton.titleLabel?.numberOfLines = 0`, or a button helper of the app that does it
/// (Element's `resetButton.vc_enableMultiLinesTitle()`, an `extension UIButton` method setting
/// `titleLabel?.numberOfLines = 0`). Only assignments inside the outlet's own class (or an
/// extension of it) through `self` or a bare name count: one through another object may be
/// meant for any class's outlet of that name, so it is not applied anywhere. An outlet code
/// gives different counts, a count that is not an integer literal, or one set only on some paths
/// (under an `if`, in a closure), has none.
public enum OutletLineCounts {
    /// For each outlet (class and property) its code gives one line count, that count.
    public static func counts(in paths: [String], sources: SwiftSources) -> [OutletTextAssignments.Outlet: Int] {
        var helpers: [String: Set<Int?>] = [:]
        var direct: [OutletTextAssignments.Outlet: Set<Int?>] = [:]
        var calls: [OutletTextAssignments.Outlet: Set<String>] = [:]
        // Only files naming `numberOfLines` set one; then only those also call the helpers found.
        let setting = Set(sources.paths(containing: "numberOfLines")).intersection(paths)
        var read = setting
        for path in setting.sorted() {
            guard let (tree, _) = sources.tree(path) else { continue }
            let finder = LineCountFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            for (name, values) in finder.helpers { helpers[name, default: []].formUnion(values) }
        }
        for name in helpers.keys.sorted() { read.formUnion(Set(sources.paths(containing: "." + name)).intersection(paths)) }
        for path in read.sorted() {
            guard let (tree, _) = sources.tree(path) else { continue }
            let finder = LineCountFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            for (outlet, values) in finder.direct { direct[outlet, default: []].formUnion(values) }
            for (outlet, names) in finder.calls { calls[outlet, default: []].formUnion(names) }
        }
        var result: [OutletTextAssignments.Outlet: Int] = [:]
        for outlet in Set(direct.keys).union(calls.keys) {
            var values = direct[outlet] ?? []
            for name in calls[outlet] ?? [] {
                if name.hasPrefix(LineCountFinder.conditionalMark) {
                    // Called on some paths only: the count is the helper's there, the file's elsewhere.
                    if helpers[String(name.dropFirst())] != nil { values.insert(nil) }
                } else {
                    values.formUnion(helpers[name] ?? [])
                }
            }
            guard values.count == 1, let only = values.first, let count = only else { continue }
            result[outlet] = count
        }
        return result
    }
}

/// One file's line-count assignments: to outlets of the enclosing class, and inside button and
/// label extension methods (helpers, by method name).
private final class LineCountFinder: TypeScopeVisitor {
    var direct: [OutletTextAssignments.Outlet: Set<Int?>] = [:]
    var calls: [OutletTextAssignments.Outlet: Set<String>] = [:]
    var helpers: [String: Set<Int?>] = [:]
    private var methods: [String] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        methods.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        methods.removeLast()
    }

    /// The property a receiver names through `self` or bare, with whether it is reached
    /// through its `titleLabel`; nil for anything else.
    private func ownProperty(_ expression: ExprSyntax) -> (name: String, throughTitle: Bool)? {
        var base = LoadTimeVisibility.stripped(expression)
        var throughTitle = false
        if let member = base.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "titleLabel", let inner = member.base {
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

    /// Whether `expression` is the helper's own title label or label: `titleLabel`,
    /// `self.titleLabel`, inside an extension of a button; `self` inside one of a label.
    private func isHelperTarget(_ expression: ExprSyntax) -> Bool {
        guard let type = types.last, !methods.isEmpty else { return false }
        let base = LoadTimeVisibility.stripped(expression)
        if type == "UIButton" {
            if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "titleLabel" }
            guard let member = base.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "titleLabel" else { return false }
            return member.base.map { LoadTimeVisibility.stripped($0).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) } ?? false
        }
        return type == "UILabel" && base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let parts = Array(node.elements)
        guard parts.count >= 3, parts[1].is(AssignmentExprSyntax.self),
              let member = LoadTimeVisibility.stripped(parts[0]).as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "numberOfLines" else { return .visitChildren }
        // A count set only on some paths (under an `if`, a `switch`, in a closure) is not known.
        let value: Int? = parts.count == 3 && !LineCountFinder.isConditional(node)
            ? parts[2].as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) } : nil
        guard let base = member.base else {
            // `numberOfLines = 0` inside a label extension's method.
            if types.last == "UILabel", let method = methods.last { helpers[method, default: []].insert(value) }
            return .visitChildren
        }
        if isHelperTarget(base), let method = methods.last {
            helpers[method, default: []].insert(value)
        } else if let own = types.last, let (name, _) = ownProperty(base) {
            direct[OutletTextAssignments.Outlet(className: own, property: name), default: []].insert(value)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let own = types.last, let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              let (name, throughTitle) = ownProperty(base), !throughTitle else { return .visitChildren }
        // A helper called only on some paths leaves the count unknown (Element enables
        // multi-line titles only `if self.cancellable`).
        let helper = LineCountFinder.isConditional(node) ? LineCountFinder.conditionalMark + member.declName.baseName.text : member.declName.baseName.text
        calls[OutletTextAssignments.Outlet(className: own, property: name), default: []].insert(helper)
        return .visitChildren
    }

    /// Prefixed to a helper's name when the call is conditional.
    static let conditionalMark = "?"

    /// Whether `node` runs only on some paths of its function: inside an `if`, a `guard`'s
    /// `else`, a `switch` case, a ternary, a loop or a closure.
    static func isConditional(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self) { return false }
            if parent.is(IfExprSyntax.self) || parent.is(GuardStmtSyntax.self) || parent.is(SwitchCaseSyntax.self)
                || parent.is(TernaryExprSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(ForStmtSyntax.self)
                || parent.is(WhileStmtSyntax.self) || parent.is(RepeatStmtSyntax.self) { return true }
            current = parent.parent
        }
        return false
    }
}
