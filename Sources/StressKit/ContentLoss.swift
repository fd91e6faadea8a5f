import LayoutEngine

/// A view that got less than its intrinsic size on an axis: its compression resistance lost.
public struct ContentLoss: Hashable, Sendable {
    /// The view's id.
    public var view: String
    /// The axis.
    public var axis: LayoutAttribute.Axis
    /// Points short of the intrinsic size.
    public var lost: Double
    /// The constraints that won, in the spec's short form.
    public var because: [ConstraintReference]

    /// Creates a loss.
    public init(view: String, axis: LayoutAttribute.Axis, lost: Double, because: [ConstraintReference]) {
        self.view = view
        self.axis = axis
        self.lost = lost
        self.because = because
    }
}
