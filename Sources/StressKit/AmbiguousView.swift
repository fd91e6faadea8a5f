/// A view whose frame differs between optimal solutions, with the tie that causes it when known.
public struct AmbiguousView: Hashable, Sendable {
    /// The view's id.
    public var view: String
    /// The view it ties with (hugging or compression at equal priority), when that is the cause.
    public var tiedWith: String?
    /// The tied priority.
    public var tiedPriority: Double?

    /// Creates an ambiguity record.
    public init(view: String, tiedWith: String? = nil, tiedPriority: Double? = nil) {
        self.view = view
        self.tiedWith = tiedWith
        self.tiedPriority = tiedPriority
    }
}
