import Diagnostics

/// A constraint named in a finding: how it reads and where it was written.
public struct ConstraintReference: Hashable, Sendable {
    /// The constraint in the spec's short form (`title.trailing = card.trailing - 16`),
    /// or a description of a generated one (`title compression resistance @750`).
    public var text: String
    /// The view it constrains first, when it constrains a view.
    public var view: String?
    /// Its priority (1000 = required).
    public var priority: Double
    /// Where it was declared.
    public var location: SourceLocation?

    /// Creates a reference.
    public init(text: String, view: String? = nil, priority: Double = 1000, location: SourceLocation? = nil) {
        self.text = text
        self.view = view
        self.priority = priority
        self.location = location
    }
}
