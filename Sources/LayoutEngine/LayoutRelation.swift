/// How a constraint's two sides compare (NSLayoutConstraint.Relation).
public enum LayoutRelation: String, Hashable, Sendable, Codable {
    /// The first side equals the second.
    case equal = "=="
    /// The first side is at most the second.
    case lessThanOrEqual = "<="
    /// The first side is at least the second.
    case greaterThanOrEqual = ">="

    /// `=` in the spec's short form, `<=`, `>=`.
    public var symbol: String {
        switch self {
        case .equal: "="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}
