import Diagnostics

/// A constraint a layout result names (what beat a compression resistance, what conflicts,
/// what was broken): its id, how it reads, what it constrains, how strong it is and where it
/// was written. One value instead of parallel arrays of labels and ids.
public struct ConstraintRef: Hashable, Sendable, Codable {
    /// Stable id: the spec's id (`c3`), or a generated one (`form.spacing.1`, `title.compression.horizontal`).
    public var id: String
    /// How it reads: the spec's short form (`title.trailing = card.trailing - 16`) or a generated
    /// constraint's description (`form stack spacing: email after title + 8`).
    public var label: String
    /// The view it constrains first, for a constraint the user wrote or a view's own content
    /// hugging or compression resistance; nil for other generated ones.
    public var view: String?
    /// Its priority (1…1000; 1000 = required).
    public var priority: Double
    /// Where the user wrote it; nil for generated constraints.
    public var location: SourceLocation?

    /// Creates a reference.
    public init(id: String, label: String, view: String? = nil, priority: Double = 1000, location: SourceLocation? = nil) {
        self.id = id
        self.label = label
        self.view = view
        self.priority = priority
        self.location = location
    }

    /// True for a constraint the user wrote (it has a place in a file).
    public var isWritten: Bool { location != nil }
}
