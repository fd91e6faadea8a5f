/// An unknown of a constraint system, made by `Solver.makeVariable(_:)`.
///
/// Two variables are the same when they come from the same `makeVariable` call; the name
/// is only for messages and output.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// A number unique among the variables and internal symbols of one solver.
    public let id: Int
    /// The name given when the variable was made.
    public let name: String

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    /// Variables are equal when they are the same unknown, whatever their names.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }

    /// Hashes the identity only.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The variable's name.
    public var description: String { name }
}
