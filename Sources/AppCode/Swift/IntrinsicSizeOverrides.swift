import SwiftLayoutReader
import Diagnostics
import SwiftSyntax

/// App classes that give their views a size of their own: an `override var
/// intrinsicContentSize` (HabitRPG's `CurrencyCountView`, 28 pt tall and as wide as its count).
/// UIKit asks it at run time; the reader does not evaluate it, but reads on which axes the size
/// it returns has a length — not `UIView.noIntrinsicMetric`, not the view's own `frame` or
/// `bounds`, not the screen's, not a plain view's `super.intrinsicContentSize`.
public enum IntrinsicSizeOverrides {
    /// One class's override.
    public struct Override: Sendable, Equatable {
        /// True when the size it returns has a width of its own.
        public var width: Bool
        /// True when the size it returns has a height of its own.
        public var height: Bool
        /// Where the override is declared.
        public var location: Diagnostics.SourceLocation
    }

    /// Words in a length's expression that make it no length of the view's own.
    static let noLengthMarkers = ["noIntrinsicMetric", "frame", "bounds", "UIScreen", "super.intrinsicContentSize"]

    /// For each class of `classes` declared (or extended) in `sources` with its own override,
    /// the axes it gives a length on (a superclass's override is its own entry: callers look one
    /// up through `AppIndex.superclassChain(of:)`).
    public static func overrides(of classes: Set<String>, in sources: SwiftSources) -> [String: Override] {
        var result: [String: Override] = [:]
        for declaration in sources.declarations(of: classes) where result[declaration.name] == nil {
            for member in declaration.members.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                      variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
                      let binding = variable.bindings.first,
                      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "intrinsicContentSize",
                      let body = SwiftEvaluator.getter(of: binding) else { continue }
                let axes = IntrinsicSizeOverrides.axes(of: body)
                let line = declaration.lines.line(at: variable.positionAfterSkippingLeadingTrivia.utf8Offset)
                result[declaration.name] = Override(width: axes.width, height: axes.height,
                                                    location: Diagnostics.SourceLocation(file: declaration.path, line: line))
            }
        }
        return result
    }

    /// The axes the sizes a getter returns have a length on: the union over its `return`s (a
    /// lone expression is one), leaving out `.zero` where another return says more (a hidden
    /// view's `if isHidden { return .zero }`). A return not understood has both.
    static func axes(of body: CodeBlockItemListSyntax) -> (width: Bool, height: Bool) {
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        var returned = finder.returned
        if returned.isEmpty, body.count == 1, case .expr(let expression)? = body.first?.item { returned = [expression] }
        let meaningful = returned.filter { !isZero($0) }
        let considered = meaningful.isEmpty ? returned : meaningful
        guard !considered.isEmpty else { return (true, true) }
        var width = false, height = false
        for expression in considered {
            let axes = self.axes(ofReturned: expression, in: body)
            width = width || axes.width
            height = height || axes.height
        }
        return (width, height)
    }

    /// The axes of one returned size: `CGSize(width:height:)` by its arguments, a local built
    /// from one and then changed (`var size = super.intrinsicContentSize; size.height = 30`).
    static func axes(ofReturned expression: ExprSyntax, in body: CodeBlockItemListSyntax) -> (width: Bool, height: Bool) {
        if isZero(expression) { return (true, true) }
        if let arguments = sizeArguments(expression) { return arguments }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return (true, true) }
        var axes = (width: true, height: true)
        for item in body {
            if case .decl(let declaration) = item.item, let variable = declaration.as(VariableDeclSyntax.self) {
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    guard let value = binding.initializer?.value else { continue }
                    if let arguments = sizeArguments(value) {
                        axes = arguments
                    } else if value.trimmedDescription.hasPrefix("super.intrinsicContentSize") {
                        axes = (false, false)
                    }
                }
            } else if case .expr(let statement) = item.item, let sequence = statement.as(SequenceExprSyntax.self) {
                let parts = Array(sequence.elements)
                guard parts.count == 3, let member = parts[0].as(MemberAccessExprSyntax.self),
                      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name else { continue }
                let assigns = parts[1].is(AssignmentExprSyntax.self)
                let length = assigns ? hasLength(parts[2]) : true
                switch member.declName.baseName.text {
                case "width": axes.width = assigns ? length : axes.width || length
                case "height": axes.height = assigns ? length : axes.height || length
                default: continue
                }
            }
        }
        return axes
    }

    /// The axes of `CGSize(width: w, height: h)` (or `.init(…)`), nil for another expression.
    static func sizeArguments(_ expression: ExprSyntax) -> (width: Bool, height: Bool)? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.trimmedDescription
        guard callee == "CGSize" || callee == ".init" || callee == "CGSize.init" else { return nil }
        var width: Bool?, height: Bool?
        for argument in call.arguments {
            switch argument.label?.text {
            case "width": width = hasLength(argument.expression)
            case "height": height = hasLength(argument.expression)
            default: continue
            }
        }
        guard let width, let height else { return nil }
        return (width, height)
    }

    /// True unless the length is none of the view's own (`noLengthMarkers`).
    static func hasLength(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedDescription
        return !noLengthMarkers.contains { text.contains($0) }
    }

    /// `.zero`, `CGSize.zero`.
    static func isZero(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedDescription
        return text == ".zero" || text == "CGSize.zero"
    }

    /// The expressions a getter returns, outside closures and nested functions.
    private final class ReturnFinder: SyntaxVisitor {
        var returned: [ExprSyntax] = []

        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            if let expression = node.expression { returned.append(expression) }
            return .skipChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
