import TextModel

/// The outcome of laying out one screen in one variant.
public struct LayoutResult: Hashable, Sendable, Codable {
    /// The device's screen size in the variant's orientation.
    public var rootSize: Size
    /// The root view's safe area, in root coordinates.
    public var safeArea: Rect
    /// Points to pixels.
    public var scale: Double
    /// The variant's layout direction.
    public var direction: LayoutDirection
    /// The variant's content-size category.
    public var category: ContentSizeCategory
    /// The variant's locale.
    public var locale: String
    /// Every view, the root first, then in the screen's declaration order.
    public var views: [ViewLayout]
    /// Views whose compression resistance lost, with the constraints that beat it.
    public var compressionLosses: [CompressionLoss]
    /// Optional user constraints left violated.
    public var unsatisfied: [ConstraintRef]
    /// Minimal sets of required constraints that cannot hold together.
    public var conflicts: [[ConstraintRef]]
    /// Required constraints dropped to recover (the latest added in each conflict).
    public var broken: [ConstraintRef]
    /// By a broken constraint's id: how far the layout is from satisfying it, in points (0.33
    /// for a 20 pt height against a 20.33 pt line; less than a point moves nothing visible).
    public var brokenMisses: [String: Double] = [:]
    /// Ambiguous views.
    public var ambiguous: [AmbiguityReport]
    /// False when wrapping text did not settle within the pass limit.
    public var converged: Bool
    /// Solver passes made (1 plus one per re-measuring of wrapping text).
    public var iterations: Int

    /// Creates a result.
    public init(rootSize: Size, safeArea: Rect, scale: Double, direction: LayoutDirection, category: ContentSizeCategory,
                locale: String, views: [ViewLayout], compressionLosses: [CompressionLoss] = [], unsatisfied: [ConstraintRef] = [],
                conflicts: [[ConstraintRef]] = [], broken: [ConstraintRef] = [], ambiguous: [AmbiguityReport] = [], converged: Bool = true, iterations: Int = 1) {
        self.rootSize = rootSize
        self.safeArea = safeArea
        self.scale = scale
        self.direction = direction
        self.category = category
        self.locale = locale
        self.views = views
        self.compressionLosses = compressionLosses
        self.unsatisfied = unsatisfied
        self.conflicts = conflicts
        self.broken = broken
        self.ambiguous = ambiguous
        self.converged = converged
        self.iterations = iterations
    }

    /// Ids of the visible views the solution gave a negative width or height (`ViewLayout.collapsed`).
    public var collapsedViews: [String] {
        views.filter { $0.collapsed && !$0.hidden }.map(\.id)
    }

    /// The layout of a view by id.
    public func view(_ id: String) -> ViewLayout? {
        views.first { $0.id == id }
    }

    /// A view's frame by id.
    public func frame(_ id: String) -> Rect? {
        view(id)?.frame
    }
}
