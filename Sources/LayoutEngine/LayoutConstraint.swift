/// A constraint made through the anchors API (NSLayoutConstraint's counterpart). It joins
/// the screen when activated; its constant and priority may change until the screen is read.
public final class LayoutConstraint {
    /// The constraint as a spec.
    public private(set) var spec: ConstraintSpec
    private unowned let builder: ScreenBuilder

    init(spec: ConstraintSpec, builder: ScreenBuilder) {
        self.spec = spec
        self.builder = builder
    }

    /// Whether the constraint is part of the screen.
    public var isActive: Bool {
        get { builder.isActive(self) }
        set { builder.setActive(self, newValue) }
    }

    /// The id reports use (`c1`, `c2`, … unless set).
    public var identifier: String {
        get { spec.id }
        set { spec.id = newValue }
    }

    /// 1…1000; 1000 is required.
    public var priority: Double {
        get { spec.priority }
        set { spec.priority = newValue }
    }

    /// The constant.
    public var constant: Double {
        get { spec.constant }
        set { spec.constant = newValue }
    }

    /// The multiplier.
    public var multiplier: Double { spec.multiplier }

    /// Sets the priority and returns the constraint, for chaining.
    @discardableResult
    public func withPriority(_ priority: Double) -> LayoutConstraint {
        self.priority = priority
        return self
    }

    /// Activates every constraint, in order.
    public static func activate(_ constraints: [LayoutConstraint]) {
        constraints.forEach { $0.isActive = true }
    }

    /// Deactivates every constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        constraints.forEach { $0.isActive = false }
    }
}
