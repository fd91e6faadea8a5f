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
