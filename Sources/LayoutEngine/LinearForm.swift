
/// An affine expression over the engine's variables (indices into the session's variable
/// table): `Σ coefficient·variable + constant + Σ coefficient·quantity`.
struct LinearForm: Sendable {
    /// Coefficient per variable index.
    var terms: [Int: Double] = [:]
    /// The fixed part of the constant.
    var constant: Double = 0
    /// The part of the constant that depends on the variant.
    var quantities: [VariantQuantity: Double] = [:]

    init(constant: Double = 0) {
        self.constant = constant
    }

    init(variable: Int, coefficient: Double = 1) {
        terms[variable] = coefficient
    }

    static func + (lhs: LinearForm, rhs: LinearForm) -> LinearForm {
        var result = lhs
        for (variable, coefficient) in rhs.terms { result.terms[variable, default: 0] += coefficient }
        result.constant += rhs.constant
        for (quantity, coefficient) in rhs.quantities { result.quantities[quantity, default: 0] += coefficient }
        return result
    }

    static func - (lhs: LinearForm, rhs: LinearForm) -> LinearForm {
        lhs + rhs * -1
    }

    static func + (lhs: LinearForm, rhs: Double) -> LinearForm {
        var result = lhs
        result.constant += rhs
        return result
    }

    static func - (lhs: LinearForm, rhs: Double) -> LinearForm {
        lhs + -rhs
    }

    static func * (lhs: LinearForm, rhs: Double) -> LinearForm {
        var result = LinearForm()
        for (variable, coefficient) in lhs.terms where coefficient * rhs != 0 { result.terms[variable] = coefficient * rhs }
        result.constant = lhs.constant * rhs
        for (quantity, coefficient) in lhs.quantities where coefficient * rhs != 0 { result.quantities[quantity] = coefficient * rhs }
        return result
    }

    /// Adds a variant-dependent part.
    func adding(_ quantity: VariantQuantity, _ coefficient: Double = 1) -> LinearForm {
        var result = self
        result.quantities[quantity, default: 0] += coefficient
        return result
    }

    /// The terms without zero coefficients.
    var nonZeroTerms: [Int: Double] { terms.filter { $0.value != 0 } }
}
