/// What a screen changes in some size classes (Interface Builder's `<variation
/// key="heightClass=compact">`): constraint constants, constraints installed or not, stack
/// view settings. A variation with both classes named wins over one with one.
public struct SizeClassVariation: Hashable, Sendable, Codable {
    /// The width class it applies to (true regular, false compact); nil for any.
    public var regularWidth: Bool?
    /// The height class it applies to; nil for any.
    public var regularHeight: Bool?
    /// Constraint id → its constant in these size classes.
    public var constants: [String: Double] = [:]
    /// Constraints installed in these size classes.
    public var installed: Set<String> = []
    /// Constraints not installed in these size classes.
    public var uninstalled: Set<String> = []
    /// Stack view id → its settings in these size classes.
    public var stacks: [String: StackConfiguration] = [:]

    /// Creates a variation for the size classes named.
    public init(regularWidth: Bool?, regularHeight: Bool?) {
        self.regularWidth = regularWidth
        self.regularHeight = regularHeight
    }

    /// Whether it applies in `sizeClass`.
    public func applies(to sizeClass: SizeClass) -> Bool {
        (regularWidth.map { $0 == sizeClass.regularWidth } ?? true) && (regularHeight.map { $0 == sizeClass.regularHeight } ?? true)
    }

    /// How many classes it names: the more, the later it applies.
    var specificity: Int { (regularWidth == nil ? 0 : 1) + (regularHeight == nil ? 0 : 1) }
}

extension Screen {
    /// The screen as it is in `sizeClass`: constraints not installed by default, or uninstalled
    /// by a variation that applies, are left out; the applying variations' constants and stack
    /// settings replace the defaults, the most specific last.
    public func resolved(for sizeClass: SizeClass) -> Screen {
        guard !sizeClassVariations.isEmpty || !uninstalledByDefault.isEmpty else { return self }
        let applying = sizeClassVariations.filter { $0.applies(to: sizeClass) }.sorted { $0.specificity < $1.specificity }
        var installed = Set(constraints.map(\.id)).subtracting(uninstalledByDefault)
        var constants: [String: Double] = [:]
        var stacks: [String: StackConfiguration] = [:]
        for variation in applying {
            installed.formUnion(variation.installed)
            installed.subtract(variation.uninstalled)
            constants.merge(variation.constants) { $1 }
            stacks.merge(variation.stacks) { $1 }
        }
        var screen = self
        screen.constraints = constraints.filter { installed.contains($0.id) }.map { spec in
            var spec = spec
            if let constant = constants[spec.id] { spec.constant = constant }
            return spec
        }
        for index in screen.views.indices {
            if let stack = stacks[screen.views[index].id], let arranged = screen.views[index].stack?.arranged {
                var changed = stack
                changed.arranged = arranged
                screen.views[index].stack = changed
            }
        }
        return screen
    }
}
