import LayoutEngine

/// The outcome of laying out one screen in one variant, in the terms the findings need.
/// A `LayoutBackend` produces it; the layout engine's `LayoutResult` maps onto it.
public struct VariantLayout: Sendable {
    /// The root view's size.
    public var rootSize: Size
    /// The safe area's frame in root coordinates.
    public var safeArea: Rect?
    /// Every view's frame and measurement, keyed by view id.
    public var views: [String: LaidOutView]
    /// Text views that got less than their content needs on an axis, and why.
    public var compressionLosses: [ContentLoss]
    /// Minimal sets of required constraints that cannot hold together.
    public var conflicts: [[ConstraintReference]]
    /// The required constraints dropped to recover from conflicts.
    public var broken: [ConstraintReference]
    /// Views whose frame is not uniquely determined.
    public var ambiguous: [AmbiguousView]
    /// False when wrapping text kept changing heights and the layout did not settle.
    public var converged: Bool

    /// Creates a layout outcome.
    public init(rootSize: Size, safeArea: Rect? = nil, views: [String: LaidOutView], compressionLosses: [ContentLoss] = [],
                conflicts: [[ConstraintReference]] = [], broken: [ConstraintReference] = [],
                ambiguous: [AmbiguousView] = [], converged: Bool = true) {
        self.rootSize = rootSize
        self.safeArea = safeArea
        self.views = views
        self.compressionLosses = compressionLosses
        self.conflicts = conflicts
        self.broken = broken
        self.ambiguous = ambiguous
        self.converged = converged
    }
}
