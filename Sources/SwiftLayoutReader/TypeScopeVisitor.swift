import SwiftSyntax

/// A syntax visitor that knows the types it is inside: `types` names the enclosing structs,
/// enums, classes and extensions, outermost first, as it walks.
class TypeScopeVisitor: SyntaxVisitor {
    /// The enclosing types' names (an extension's as written), outermost first.
    var types: [String] = []

    private func enter(_ name: String) -> SyntaxVisitorContinueKind { types.append(name); return .visitChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.extendedType.trimmedDescription) }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }
}
