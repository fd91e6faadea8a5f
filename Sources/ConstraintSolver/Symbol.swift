/// A column of the simplex tableau: a user variable or one of the symbols the solver adds
/// to turn constraints into equations.
struct Symbol: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// What a symbol stands for.
    enum Kind: Int {
        /// A user variable (unrestricted in sign).
        case external = 0
        /// The slack of an inequality (≥ 0).
        case slack = 1
        /// The violation of an optional constraint (≥ 0), weighted in the objective.
        case error = 2
    }

    /// `id << 2 | kind`; ordering by it orders by creation, which is what Bland's rule needs.
    let raw: Int

    init(id: Int, kind: Kind) { raw = id << 2 | kind.rawValue }

    var id: Int { raw >> 2 }

    var kind: Kind {
        switch raw & 3 {
        case 0: return .external
        case 1: return .slack
        default: return .error
        }
    }

    /// Restricted symbols must stay non-negative.
    var isRestricted: Bool { let k = raw & 3; return k == 1 || k == 2 }
    var isExternal: Bool { raw & 3 == 0 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }

    var description: String {
        switch kind {
        case .external: return "v\(id)"
        case .slack: return "s\(id)"
        case .error: return "e\(id)"
        }
    }
}
