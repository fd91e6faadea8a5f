/// One side of a view's rectangle, in absolute (left/right) terms.
enum BoxEdge: Int, Hashable, Sendable, CaseIterable {
    case left, top, right, bottom

    /// The inset on this side.
    func of(_ insets: EdgeInsets) -> Double {
        switch self {
        case .left: insets.left
        case .top: insets.top
        case .right: insets.right
        case .bottom: insets.bottom
        }
    }
}
