import SwiftSyntax

/// The numbers an app's code names (`UIKitConstants.alpha0_0`, `hiddenAlpha`,
/// `Constants.stackViewSpacing`): the one resolver of number constants the outlet readers share.
/// A name is looked up in the file at hand first (as written, then inside the enclosing type),
/// then in the files that declare it, where exactly one declaration across the app gives it.
package final class NumericConstants {
    let sources: SwiftSources
    private var known: [String: Double?] = [:]

    package init(sources: SwiftSources) {
        self.sources = sources
    }

    /// The value of `expression` when it is a number literal, its negation, a number
    /// conversion of one (`CGFloat(0)`), or a constant holding one; nil otherwise.
    /// `fileConstants` are the constants of the file the expression is in (`ConstantFinder`),
    /// `enclosing` the type whose code it is.
    package func value(of expression: ExprSyntax, fileConstants: [String: ExprSyntax] = [:], enclosing: String? = nil) -> Double? {
        value(of: expression, file: fileConstants, enclosing: enclosing, depth: 0)
    }

    private func value(of expression: ExprSyntax, file: [String: ExprSyntax], enclosing: String?, depth: Int) -> Double? {
        guard depth < 4 else { return nil }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) { return Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let literal = expression.as(FloatLiteralExprSyntax.self) { return Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return value(of: only.expression, file: file, enclosing: enclosing, depth: depth + 1)
        }
        if let negation = expression.as(PrefixOperatorExprSyntax.self), negation.operator.text == "-" {
            return value(of: negation.expression, file: file, enclosing: enclosing, depth: depth + 1).map { -$0 }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let only = call.arguments.first, only.label == nil,
           let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, ["CGFloat", "Double", "Float", "Int"].contains(type) {
            return value(of: only.expression, file: file, enclosing: enclosing, depth: depth + 1)
        }
        guard expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) else { return nil }
        let name = expression.trimmedDescription
        if let local = file[name] ?? enclosing.flatMap({ file[$0 + "." + name] }) {
            return value(of: local, file: file, enclosing: enclosing, depth: depth + 1)
        }
        if let cached = known[name] { return cached }
        // Across the app the constant's own file is its context.
        let found = declaration(of: name).flatMap { value(of: $0, file: [:], enclosing: nil, depth: depth + 1) }
        known[name] = found
        return found
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
