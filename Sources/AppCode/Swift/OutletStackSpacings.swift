import SwiftLayoutReader
import SwiftSyntax

/// The spacing a class's own Swift code gives its stack outlets: `stackView.spacing = 24`, or a
/// number constant of the file (`stackView.spacing = Constants.stackViewSpacing`, `static let
/// stackViewSpacing: CGFloat = 16`). As with line counts and fonts, only the outlet's own class
/// counts; different values, a value this reader cannot name, or one set only on some paths
/// leave the file's.
public enum OutletStackSpacings {
    /// For each outlet (class and property) its code gives one spacing, that spacing.
    public static func spacings(in paths: [String], sources: SwiftSources) -> [OutletTextAssignments.Outlet: Double] {
        var found: [OutletTextAssignments.Outlet: Set<Double?>] = [:]
        for path in Set(sources.paths(containing: ".spacing =")).intersection(paths).sorted() {
            guard let (tree, _) = sources.tree(path) else { continue }
            let finder = SpacingFinder(constants: ConstantFinder.constants(in: tree))
            finder.walk(tree)
            for (outlet, values) in finder.found { found[outlet, default: []].formUnion(values) }
        }
        return HelperScopeVisitor.agreed(found)
    }

    /// A number literal, or a constant of the file naming one (looked up as written, then
    /// within the enclosing type); nil otherwise.
    static func number(_ expression: ExprSyntax, constants: [String: ExprSyntax], enclosing: String?, depth: Int = 0) -> Double? {
        let expression = LoadTimeVisibility.stripped(expression)
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text) }
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text) }
        guard depth < 4, expression.is(MemberAccessExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self) else { return nil }
        let name = expression.trimmedDescription
        guard let value = constants[name] ?? enclosing.flatMap({ constants[$0 + "." + name] }) else { return nil }
        return number(value, constants: constants, enclosing: enclosing, depth: depth + 1)
    }
}

/// One file's `spacing` assignments to outlets of the enclosing class.
private final class SpacingFinder: HelperScopeVisitor {
    var found: [OutletTextAssignments.Outlet: Set<Double?>] = [:]
    private let constants: [String: ExprSyntax]

    init(constants: [String: ExprSyntax]) {
        self.constants = constants
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let parts = Array(node.elements)
        guard parts.count >= 3, parts[1].is(AssignmentExprSyntax.self),
              let member = LoadTimeVisibility.stripped(parts[0]).as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "spacing", let base = member.base, let own = types.last else { return .visitChildren }
        let value = parts.count == 3 && !runsConditionally(node)
            ? OutletStackSpacings.number(parts[2], constants: constants, enclosing: own) : nil
        for (name, throughTitle) in ownProperties(base) where !throughTitle {
            found[OutletTextAssignments.Outlet(className: own, property: name), default: []].insert(value)
        }
        return .visitChildren
    }
}
