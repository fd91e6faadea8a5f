/// Views whose frames are not the same in every optimal solution.
public struct AmbiguityReport: Hashable, Sendable, Codable {
    /// What made the layout ambiguous.
    public enum Cause: String, Hashable, Sendable, Codable {
        /// Not enough constraints: the frame can move or resize freely.
        case underconstrained
        /// Views' content hugging priorities tie, so any of them could stretch.
        case huggingTie
        /// Views' compression resistance priorities tie, so any of them could shrink.
        case compressionTie
    }

    /// The ambiguous views (for a tie: every view tied at that priority, at least two).
    public var views: [String]
    /// The axis the ambiguity is on, when it is on one.
    public var axis: LayoutAttribute.Axis?
    /// Why.
    public var cause: Cause
    /// For a tie: the priority both views share.
    public var tiedPriority: Double?

    /// Creates a report.
    public init(views: [String], axis: LayoutAttribute.Axis?, cause: Cause, tiedPriority: Double? = nil) {
        self.views = views
        self.axis = axis
        self.cause = cause
        self.tiedPriority = tiedPriority
    }
}
