/// Names one constraint (or edit variable) of a `Solver`. Identifiers grow in the order
/// constraints are added, which is the order Apple-style recovery uses.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Position in the solver's order of addition, from 0.
    public let index: Int

    init(index: Int) { self.index = index }

    /// Earlier-added constraints come first.
    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.index < rhs.index }

    /// `#index`.
    public var description: String { "#\(index)" }
}
