import ConstraintSolver

/// What the optimal solutions of one active set leave open: the solver variables that move,
/// and the views whose position relative to their superview moves on an axis — UIKit's
/// `hasAmbiguousLayout` and Interface Builder's `ambiguous` flag judge a view's frame in its
/// superview, so a view moving with an ambiguous container is not itself ambiguous, and one
/// that stays put while its container moves is.
struct AmbiguityAnalysis {
    /// The variables not pinned by the optimum (root coordinates).
    var variables: Set<Variable>
    /// `view * 2 + axis` (0 horizontal, 1 vertical) for views whose offset from their
    /// superview moves.
    var movingOffsets: Set<Int>

    /// The key of a view's offset on an axis in `movingOffsets`.
    static func offsetKey(_ view: Int, _ axis: LayoutAttribute.Axis) -> Int {
        view * 2 + (axis == .horizontal ? 0 : 1)
    }
}
