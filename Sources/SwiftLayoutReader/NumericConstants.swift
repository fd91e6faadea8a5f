import SwiftSyntax

/// The numbers an app's code names (`UIKitConstants.alpha0_0`, `hiddenAlpha`), read from the
/// files that declare them the first time each name is asked for.
package final class NumericConstants {
    let sources: SwiftSources
    private var known: [String: Double?] = [:]

    package init(sources: SwiftSources) {
        self.sources = sources
    }

    /// The value of `expression` when it is a number literal, a number conversion of one
    /// (`CGFloat(0)`), or a constant of the app holding one; nil otherwise.
    package func value(of expression: ExprSyntax) -> Double? {
        value(of: expression, depth: 0)
    }

    private func value(of expression: ExprSyntax, depth: Int) -> Double? {
        guard depth < 4 else { return nil }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) { return Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let literal = expression.as(FloatLiteralExprSyntax.self) { return Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let negation = expression.as(PrefixOperatorExprSyntax.self), negation.operator.text == "-" {
            return value(of: negation.expression, depth: depth + 1).map { -$0 }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let only = call.arguments.first, only.label == nil,
           let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, ["CGFloat", "Double", "Float", "Int"].contains(type) {
            return value(of: only.expression, depth: depth + 1)
        }
        if expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) {
            let name = expression.trimmedDescription
            if let cached = known[name] { return cached }
            let found = declaration(of: name).flatMap { value(of: $0, depth: depth + 1) }
            known[name] = found
            return found
        }
        return nil
    }

    /// The expression a constant named `name` (`Type.member` or a top-level name) holds, when
    /// exactly one declaration in the app gives it.
    private func declaration(of name: String) -> ExprSyntax? {
        guard let last = name.split(separator: ".").last.map(String.init), !last.isEmpty else { return nil }
        var found: [ExprSyntax] = []
        for path in sources.paths(containing: last) {
            guard let (tree, _) = sources.tree(path) else { continue }
            if let value = ConstantFinder.constants(in: tree)[name] { found.append(value) }
        }
        return found.count == 1 ? found.first : nil
    }
}
