/// What makes findings "the same problem" across variants: the screen, the view and the kind.
/// Baselines store these.
public struct FindingGroupKey: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The screen's name.
    public var screen: String
    /// The view's id.
    public var view: String
    /// The finding kind.
    public var kind: FindingKind

    /// Creates a key.
    public init(screen: String, view: String, kind: FindingKind) {
        self.screen = screen
        self.view = view
        self.kind = kind
    }

    /// `SignIn/forgot clipped-text`.
    public var description: String { "\(screen)/\(view) \(kind.rawValue)" }
}
