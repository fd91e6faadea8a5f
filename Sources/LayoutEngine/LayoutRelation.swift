/// How a constraint's two sides compare (NSLayoutConstraint.Relation).
public enum LayoutRelation: String, Hashable, Sendable, Codable {
    case equal = "=="
    case lessThanOrEqual = "<="
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
