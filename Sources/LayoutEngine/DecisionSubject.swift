/// What an app-code decision is about: one view, one constraint, or the whole screen.
public enum DecisionSubject: Hashable, Sendable, Codable {
    /// The view with this id.
    case view(String)
    /// The constraint with this id.
    case constraint(String)
    /// The screen as a whole (its orientations, its direction, whether it is loaded at all).
    case screen

    /// The view's id, for a view subject.
    public var viewID: String? {
        if case .view(let id) = self { return id }
        return nil
    }

    /// `view X`, `constraint Y`, `screen`.
    public var description: String {
        switch self {
        case .view(let id): return "view \(id)"
        case .constraint(let id): return "constraint \(id)"
        case .screen: return "screen"
        }
    }
}
