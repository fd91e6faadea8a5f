import SwiftLayoutReader
import SwiftSyntax

/// The spacing a class's own Swift code gives its stack outlets: `stackView.spacing = 24`, or a
/// number constant (`stackView.spacing = Constants.stackViewSpacing`, `static let
/// stackViewSpacing: CGFloat = 16`, in the file or elsewhere in the app: `NumericConstants`). As
/// with line counts and fonts, only the outlet's own class counts; different values, a value
/// this reader cannot name, or one set only on some paths leave the file's.
public enum OutletStackSpacings {
    /// For each outlet (class and property) its code gives one spacing, that spacing.
    public static func spacings(in paths: [String], sources: SwiftSources) -> [OutletTextAssignments.Outlet: Double] {
        var found: [OutletTextAssignments.Outlet: Set<Double?>] = [:]
        let numbers = NumericConstants(sources: sources)
        for path in Set(sources.paths(containing: ".spacing =")).intersection(paths).sorted() {
            guard let (tree, _) = sources.tree(path) else { continue }
            let finder = SpacingFinder(constants: ConstantFinder.constants(in: tree), numbers: numbers)
            finder.walk(tree)
            for (outlet, values) in finder.found { found[outlet, default: []].formUnion(values) }
        }
        return HelperScopeVisitor.agreed(found)
    }
}

/// One file's `spacing` assignments to outlets of the enclosing class.
private final class SpacingFinder: HelperScopeVisitor {
    var found: [OutletTextAssignments.Outlet: Set<Double?>] = [:]
    private let constants: [String: ExprSyntax]
    private let numbers: NumericConstants

    init(constants: [String: ExprSyntax], numbers: NumericConstants) {
        self.constants = constants
        self.numbers = numbers
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let parts = Array(node.elements)
        guard parts.count >= 3, parts[1].is(AssignmentExprSyntax.self),
              let member = LoadTimeVisibility.stripped(parts[0]).as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "spacing", let base = member.base, let own = types.last else { return .visitChildren }
        let value = parts.count == 3 && !runsConditionally(node)
            ? numbers.value(of: LoadTimeVisibility.stripped(parts[2]), fileConstants: constants, enclosing: own) : nil
        for (name, throughTitle) in ownProperties(base) where !throughTitle {
            found[OutletTextAssignments.Outlet(className: own, property: name), default: []].insert(value)
        }
        return .visitChildren
    }
}
