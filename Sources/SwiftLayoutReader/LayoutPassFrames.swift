import Diagnostics
import SwiftSyntax

/// Views an app's classes place themselves in their layout pass: `layoutSubviews`,
/// `viewWillLayoutSubviews` or `viewDidLayoutSubviews` (and the argument-less methods of the
/// same class they call) setting a property's `frame`, `center` or `bounds`, or handing it to
/// a frame-layout library (PinLayout's `view.pin…`, FlexLayout's `view.flex…`). UIKit runs
/// that code after Auto Layout, so where such a view ends up is the code's, whatever its
/// constraints or autoresizing mask say.
public enum LayoutPassFrames {
    /// The methods UIKit runs in every layout pass, after the constraints are solved.
    static let layoutMethods = ["layoutSubviews", "viewWillLayoutSubviews", "viewDidLayoutSubviews"]
    /// Properties whose assignment moves or sizes a view.
    static let geometryProperties: Set<String> = ["frame", "center", "bounds"]
    /// Members through which a frame-layout library places a view.
    static let layoutLibraryMembers: Set<String> = ["pin", "flex"]
    /// How deep calls to the class's own methods are followed.
    static let callDepth = 3

    /// For each class of `classes` declared (or extended) in `sources`, the properties its own
    /// layout-pass code places, each with the first statement that does (a superclass's code is
    /// its own entry: callers look one up through `SwiftSources.superclasses(of:)`).
    public static func placedProperties(of classes: Set<String>, in sources: SwiftSources) -> [String: [String: Diagnostics.SourceLocation]] {
        guard !classes.isEmpty else { return [:] }
        var methods: [String: [String: [(FunctionDeclSyntax, String, LineTable)]]] = [:]
        for declaration in sources.declarations(of: classes) {
            for member in declaration.members.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                methods[declaration.name, default: [:]][function.name.text, default: []]
                    .append((function, declaration.path, declaration.lines))
            }
        }
        var result: [String: [String: Diagnostics.SourceLocation]] = [:]
        for (className, classMethods) in methods {
            var placed: [String: Diagnostics.SourceLocation] = [:]
            var visited: Set<String> = []
            func walk(_ name: String, depth: Int) {
                guard depth <= callDepth, visited.insert(name).inserted else { return }
                for (function, path, lines) in classMethods[name] ?? [] {
                    // A method that takes arguments places what its callers hand it.
                    guard let body = function.body, depth == 0 || function.signature.parameterClause.parameters.isEmpty else { continue }
                    let finder = PlacementFinder(viewMode: .sourceAccurate)
                    finder.walk(body)
                    for (property, offset) in finder.placed where placed[property] == nil {
                        placed[property] = Diagnostics.SourceLocation(file: path, line: lines.line(at: offset))
                    }
                    for callee in finder.calledMethods { walk(callee, depth: depth + 1) }
                }
            }
            for name in layoutMethods { walk(name, depth: 0) }
            if !placed.isEmpty { result[className] = placed }
        }
        return result
    }

    /// Finds, in one method body, the properties it places and the class's own methods it calls.
    private final class PlacementFinder: SyntaxVisitor {
        /// Property → offset of the first placing expression.
        var placed: [(String, Int)] = []
        /// Names of argument-less calls on `self` (or bare), to follow.
        var calledMethods: [String] = []

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            guard let base = node.base, let property = LoadTimeVisibility.propertyName(base) else { return .visitChildren }
            let member = node.declName.baseName.text
            if LayoutPassFrames.layoutLibraryMembers.contains(member)
                || (LayoutPassFrames.geometryProperties.contains(member) && LayoutPassFrames.isAssigned(ExprSyntax(node))) {
                placed.append((property, node.positionAfterSkippingLeadingTrivia.utf8Offset))
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.arguments.isEmpty, node.trailingClosure == nil {
                let callee = LoadTimeVisibility.stripped(node.calledExpression)
                if let reference = callee.as(DeclReferenceExprSyntax.self) {
                    calledMethods.append(reference.baseName.text)
                } else if let member = callee.as(MemberAccessExprSyntax.self), let owner = member.base,
                          LoadTimeVisibility.stripped(owner).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    calledMethods.append(member.declName.baseName.text)
                }
            }
            return .visitChildren
        }

        // Closures run later, or not at all (an animation block still places, but rarely alone).
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }

    /// True when `expression` (a member access such as `label.frame` or `label.frame.origin`'s
    /// start) is, or begins, the left-hand side of an assignment: `label.frame = …`,
    /// `label.frame.origin.x += …`.
    static func isAssigned(_ expression: ExprSyntax) -> Bool {
        var current = Syntax(expression)
        // Climb through `.origin.x`, `?` and `!` to the whole left-hand side.
        while let parent = current.parent,
              parent.is(MemberAccessExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) != current { break }
            current = parent
        }
        guard let list = current.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) else { return false }
        let parts = Array(sequence.elements)
        guard let position = parts.firstIndex(where: { Syntax($0) == current }), position + 1 < parts.count else { return false }
        let next = parts[position + 1]
        if next.is(AssignmentExprSyntax.self) { return true }
        if let operation = next.as(BinaryOperatorExprSyntax.self) {
            return ["+=", "-=", "*=", "/="].contains(operation.operator.text)
        }
        return false
    }
}
