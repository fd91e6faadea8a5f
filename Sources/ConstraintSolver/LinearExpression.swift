/// `Σ coefficient · variable + constant`, the left-hand side of a constraint.
public struct LinearExpression: Hashable, Sendable {
    /// Coefficient of each variable; absent variables have coefficient 0.
    public var terms: [Variable: Double]
    /// The constant term.
    public var constant: Double

    /// Creates an expression from its terms and constant.
    public init(_ terms: [Variable: Double] = [:], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 · variable`.
    public init(_ variable: Variable) {
        self.init([variable: 1])
    }

    /// Terms in variable-creation order, so that everything built from them is deterministic.
    var orderedTerms: [(variable: Variable, coefficient: Double)] {
        terms.sorted { $0.key.id < $1.key.id }.map { (variable: $0.key, coefficient: $0.value) }
    }

    /// The expression's value with the given variable values.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        var sum = constant
        for (variable, coefficient) in orderedTerms { sum += coefficient * value(variable) }
        return sum
    }

    /// Adds `coefficient · variable` to the expression.
    public mutating func add(_ variable: Variable, _ coefficient: Double) {
        let sum = (terms[variable] ?? 0) + coefficient
        terms[variable] = sum == 0 ? nil : sum
    }

    /// Sum of two expressions.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var result = lhs
        for (variable, coefficient) in rhs.terms { result.add(variable, coefficient) }
        result.constant += rhs.constant
        return result
    }

    /// Difference of two expressions.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + (-1) * rhs
    }

    /// The expression scaled by a number.
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        var result = LinearExpression(constant: lhs * rhs.constant)
        for (variable, coefficient) in rhs.terms where lhs * coefficient != 0 {
            result.terms[variable] = lhs * coefficient
        }
        return result
    }

    /// The expression scaled by a number.
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { rhs * lhs }

    /// The negated expression.
    public static prefix func - (operand: LinearExpression) -> LinearExpression { (-1) * operand }

    /// Expression plus a constant.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var result = lhs
        result.constant += rhs
        return result
    }

    /// Expression minus a constant.
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + (-rhs) }

    /// Expression plus a variable.
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }

    /// Expression minus a variable.
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
}

extension Variable {
    /// `lhs + rhs` as an expression.
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
    /// `lhs - rhs` as an expression.
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
    /// `variable + constant` as an expression.
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
    /// `variable - constant` as an expression.
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
    /// `coefficient · variable` as an expression.
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([rhs: lhs]) }
    /// `variable · coefficient` as an expression.
    public static func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([lhs: rhs]) }
    /// `variable + expression`.
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
    /// `variable - expression`.
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
    /// `-variable`.
    public static prefix func - (operand: Variable) -> LinearExpression { LinearExpression([operand: -1]) }
}
