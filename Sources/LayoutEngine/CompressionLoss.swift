/// A view that got less room than its content needs on one axis because its compression
/// resistance lost to other constraints — and which constraints those were (the "why").
public struct CompressionLoss: Hashable, Sendable, Codable {
    /// The view's id.
    public var view: String
    /// The axis it lost on.
    public var axis: LayoutAttribute.Axis
    /// Points missing: intrinsic size minus the size it got.
    public var lost: Double
    /// The compression resistance priority that lost.
    public var priority: Double
    /// The binding constraints that beat it: the user's (`title.trailing = card.trailing - 16`)
    /// and generated ones (`form stack spacing: email after title + 8`).
    public var because: [ConstraintRef]

    /// Creates a loss.
    public init(view: String, axis: LayoutAttribute.Axis, lost: Double, priority: Double, because: [ConstraintRef]) {
        self.view = view
        self.axis = axis
        self.lost = lost
        self.priority = priority
        self.because = because
    }
}
