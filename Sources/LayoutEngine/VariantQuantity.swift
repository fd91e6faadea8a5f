/// A quantity that changes between variants of one session without changing the shape of
/// the constraint system: it only moves constants (the solver's `setConstant`).
enum VariantQuantity: Hashable, Sendable {
    /// The intrinsic width of the view at this index.
    case intrinsicWidth(Int)
    /// The intrinsic height of the view at this index.
    case intrinsicHeight(Int)
    /// Offset of a text view's first baseline from its vertical centre.
    case firstBaselineOffset(Int)
    /// Offset of a text view's last baseline from its vertical centre.
    case lastBaselineOffset(Int)
    /// How far a view's layout margin on one side lies beyond its own margin: the part of the
    /// view the safe area leaves out (`insetsLayoutMarginsFromSafeArea`) and the superview's
    /// margin reaching into it (`preservesSuperviewLayoutMargins`). Read off the previous solve.
    case marginAdjustment(Int, BoxEdge)
    /// A view's own safe-area inset on one side: the part of it outside the root's safe area.
    case safeInset(Int, BoxEdge)
    /// How far a view's readable content guide lies inside its margins guide on each side: half
    /// of what its margin width exceeds UIKit's readable width by.
    case readableInset(Int)
}
