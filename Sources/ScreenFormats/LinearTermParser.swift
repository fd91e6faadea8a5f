/// Reads the right-hand side as a sum of terms, each a product of numbers and at most one
/// anchor path: `0.5 * card.width + 10`, `b.width * 2 - 4`, `-8`, `0.0 * NotAnAttribute + 40.0`.
struct LinearTermParser {
    let tokens: [ConstraintToken]
    let metrics: [String: Double]
    var index = 0

    init(tokens: [ConstraintToken], metrics: [String: Double]) {
        self.tokens = tokens
        self.metrics = metrics
    }

    struct Sum {
        var path: String?
        var coefficient: Double = 1
        var constant: Double = 0
    }

    mutating func parse() throws -> Sum {
        var sum = Sum()
        var sign = 1.0
        var expectTerm = true
        while index < tokens.count {
            let token = tokens[index]
            if expectTerm {
                if token == .minus { sign = -sign; index += 1; continue }
                if token == .plus { index += 1; continue }
                let (path, factor) = try term()
                if let path {
                    guard sum.path == nil else { throw SpecProblem("a constraint relates one anchor to one other anchor; found a second anchor '\(path)'") }
                    sum.path = path
                    sum.coefficient = sign * factor
                } else {
                    sum.constant += sign * factor
                }
                sign = 1
                expectTerm = false
            } else {
                switch token {
                case .plus: sign = 1
                case .minus: sign = -1
                default: throw SpecProblem("unexpected '\(token.spelling)'")
                }
                index += 1
                expectTerm = true
            }
        }
        if expectTerm { throw SpecProblem("the constraint ends after an operator") }
        return sum
    }

    /// factor (('*' | '/') factor)*, with at most one path among the factors.
    private mutating func term() throws -> (String?, Double) {
        var path: String?
        var value = 1.0
        var dividing = false
        var expectFactor = true
        while index < tokens.count {
            let token = tokens[index]
            if expectFactor {
                var negate = false
                if token == .minus, index + 1 < tokens.count { negate = true; index += 1 }
                let factorToken = tokens[index]
                var factor: Double
                switch factorToken {
                case .number(let number):
                    factor = number
                case .path(let name):
                    if let metric = metrics[name] {
                        factor = metric
                    } else {
                        guard !dividing else { throw SpecProblem("cannot divide by the anchor '\(name)'") }
                        guard path == nil else { throw SpecProblem("cannot multiply two anchors ('\(path ?? "")' and '\(name)')") }
                        path = name
                        factor = 1
                    }
                default:
                    throw SpecProblem("unexpected '\(factorToken.spelling)'")
                }
                if negate { factor = -factor }
                if dividing {
                    guard factor != 0 else { throw SpecProblem("division by zero") }
                    value /= factor
                } else {
                    value *= factor
                }
                index += 1
                expectFactor = false
            } else {
                switch token {
                case .star: dividing = false
                case .slash: dividing = true
                default: return (path, value)
                }
                index += 1
                expectFactor = true
            }
        }
        if expectFactor { throw SpecProblem("the constraint ends after an operator") }
        return (path, value)
    }
}
