/// A user constraint turned into `form (relation) 0` over the engine's variables.
struct CompiledConstraint: Sendable {
    /// `first − (multiplier × second + constant)`, evaluated as UIKit does.
    var form: LinearForm
    /// The relation of `form` to zero.
    var relation: LayoutRelation
    /// The views (or guide owners) the constraint touches.
    var views: [Int]
    /// True when it pins a view to the screen's left or right (never mirrored in RTL).
    var usesAbsoluteHorizontal: Bool
}
