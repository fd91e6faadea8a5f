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
}
