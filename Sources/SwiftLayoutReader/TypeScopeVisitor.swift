import SwiftSyntax

/// A syntax visitor that knows the types it is inside: `types` names the enclosing structs,
/// enums, classes and extensions, outermost first, as it walks.
open class TypeScopeVisitor: SyntaxVisitor {
    /// The enclosing types' names (an extension's as written), outermost first.
    public var types: [String] = []

    private func enter(_ name: String) -> SyntaxVisitorContinueKind { types.append(name); return .visitChildren }
    open override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    open override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    open override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    open override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    open override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    open override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    open override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.extendedType.trimmedDescription) }
    open override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }
}
