import SwiftSyntax

/// Constants of one file: `let`s with a value and computed properties returning one
/// expression — as `name` at the top level, as `Type.name` (and `Outer.Type.name`) inside a
/// type. A name two declarations share is dropped.
package final class ConstantFinder: TypeScopeVisitor {
    var constants: [String: ExprSyntax] = [:]
    var ambiguous: Set<String> = []

    package static func constants(in tree: SourceFileSyntax) -> [String: ExprSyntax] {
        let finder = ConstantFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.constants.filter { !finder.ambiguous.contains($0.key) }
    }

    override package func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override package func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override package func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = node.bindingSpecifier.tokenKind == .keyword(.let) ? binding.initializer?.value : Self.getterValue(binding) else { continue }
            var names: [String] = types.isEmpty ? [name] : []
            // `Settings.title` and, nested, `L10n.Settings.title`.
            for start in types.indices { names.append((types[start...] + [name]).joined(separator: ".")) }
            for key in names {
                if constants[key] != nil { ambiguous.insert(key) }
                constants[key] = value
            }
        }
        return .skipChildren
    }

    /// The value a computed property's getter returns when it is one expression or one `return`.
    static func getterValue(_ binding: PatternBindingSyntax) -> ExprSyntax? {
        guard case .getter(let items)? = binding.accessorBlock?.accessors, items.count == 1, let only = items.first else { return nil }
        switch only.item {
        case .expr(let value): return value
        case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }
}
