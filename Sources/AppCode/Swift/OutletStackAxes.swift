import SwiftLayoutReader
import LayoutEngine
import SwiftSyntax
import TextModel

/// The stack outlets whose axis a class's own Swift code chooses by Dynamic Type size:
/// `headerStackView.axis = traitCollection.preferredContentSizeCategory > .extraExtraExtraLarge ? .vertical : .horizontal`
/// (also `>=`, `<`, `<=`, and `….preferredContentSizeCategory.isAccessibilityCategory`). An
/// outlet given the axis otherwise too, or two different choices, has none.
public enum OutletStackAxes {
    /// A stack outlet's axis by category: above `threshold` `above`, else `atOrBelow`.
    public struct Choice: Hashable, Sendable {
        /// The largest category taking `atOrBelow`.
        public var threshold: ContentSizeCategory
        /// The axis above `threshold`.
        public var above: LayoutAttribute.Axis
        /// The axis at `threshold` and below.
        public var atOrBelow: LayoutAttribute.Axis
    }

    /// For each outlet (class and property) its code gives one choice by category, that choice.
    public static func choices(in paths: [String], sources: SwiftSources) -> [OutletTextAssignments.Outlet: Choice] {
        var found: [OutletTextAssignments.Outlet: Set<Choice?>] = [:]
        for path in Set(sources.paths(containing: "preferredContentSizeCategory")).intersection(paths).sorted() {
            guard let (tree, _) = sources.tree(path) else { continue }
            let finder = AxisFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            for (outlet, values) in finder.found { found[outlet, default: []].formUnion(values) }
        }
        return HelperScopeVisitor.agreed(found)
    }

    /// The choice `condition ? whenTrue : whenFalse` makes (the condition as the parser leaves
    /// it: one expression, or `a`, `>`, `.b` unfolded), when the condition compares the
    /// content-size category; nil otherwise.
    static func choice(condition: [ExprSyntax], whenTrue: ExprSyntax, whenFalse: ExprSyntax) -> Choice? {
        func axis(_ expression: ExprSyntax) -> LayoutAttribute.Axis? {
            LoadTimeVisibility.stripped(expression).as(MemberAccessExprSyntax.self).flatMap { LayoutAttribute.Axis(rawValue: $0.declName.baseName.text) }
        }
        guard let yes = axis(whenTrue), let no = axis(whenFalse), yes != no else { return nil }
        var parts = condition
        if parts.count == 1, let sequence = LoadTimeVisibility.stripped(parts[0]).as(SequenceExprSyntax.self) { parts = Array(sequence.elements) }
        if parts.count == 1 {
            guard let member = LoadTimeVisibility.stripped(parts[0]).as(MemberAccessExprSyntax.self),
                  member.declName.baseName.text == "isAccessibilityCategory",
                  member.base?.trimmedDescription.hasSuffix("preferredContentSizeCategory") == true else { return nil }
            return Choice(threshold: .extraExtraExtraLarge, above: yes, atOrBelow: no)
        }
        guard parts.count == 3, parts[0].trimmedDescription.hasSuffix("preferredContentSizeCategory"),
              let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
              let name = LoadTimeVisibility.stripped(parts[2]).as(MemberAccessExprSyntax.self)?.declName.baseName.text,
              let category = ContentSizeCategory(rawValue: name),
              let index = ContentSizeCategory.allCases.firstIndex(of: category) else { return nil }
        let previous = index > 0 ? ContentSizeCategory.allCases[index - 1] : nil
        switch op {
        case ">": return Choice(threshold: category, above: yes, atOrBelow: no)
        case ">=": return previous.map { Choice(threshold: $0, above: yes, atOrBelow: no) }
        case "<": return previous.map { Choice(threshold: $0, above: no, atOrBelow: yes) }
        case "<=": return Choice(threshold: category, above: no, atOrBelow: yes)
        default: return nil
        }
    }
}

/// One file's stack-axis assignments to outlets of the enclosing class.
private final class AxisFinder: HelperScopeVisitor {
    var found: [OutletTextAssignments.Outlet: Set<OutletStackAxes.Choice?>] = [:]

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let parts = Array(node.elements)
        guard parts.count >= 3, parts[1].is(AssignmentExprSyntax.self),
              let member = LoadTimeVisibility.stripped(parts[0]).as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "axis", let base = member.base, let own = types.last else { return .visitChildren }
        // `condition ? a : b` after `=`, as the parser leaves it: unfolded, the ternary's middle
        // apart (`…`, `? a :`, `b`), or folded.
        var choice: OutletStackAxes.Choice?
        let rest = Array(parts.dropFirst(2))
        if rest.count == 1, let ternary = LoadTimeVisibility.stripped(rest[0]).as(TernaryExprSyntax.self) {
            choice = OutletStackAxes.choice(condition: [ternary.condition], whenTrue: ternary.thenExpression, whenFalse: ternary.elseExpression)
        } else if let middle = rest.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), middle > 0, middle == rest.count - 2,
                  let ternary = rest[middle].as(UnresolvedTernaryExprSyntax.self) {
            choice = OutletStackAxes.choice(condition: Array(rest[..<middle]), whenTrue: ternary.thenExpression, whenFalse: rest[middle + 1])
        }
        for (name, throughTitle) in ownProperties(base) where !throughTitle {
            found[OutletTextAssignments.Outlet(className: own, property: name), default: []].insert(choice)
        }
        return .visitChildren
    }
}
