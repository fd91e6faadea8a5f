import LayoutEngine

/// What the app-code rules read: the sweep's screens as the rules so far have left them, and
/// the index of their apps' files (listed, read and parsed once for every rule).
/// Not thread-safe: the rules run one after another.
public final class AppContext {
    /// The screens, with every decision so far applied.
    public private(set) var screens: [Screen]
    /// The apps' files.
    let apps: AppSources

    /// A context over `screens`.
    public init(screens: [Screen]) {
        self.screens = screens
        self.apps = AppSources()
    }

    /// Makes and records `decisions`.
    func apply(_ decisions: [ScreenDecision]) {
        for made in decisions where screens.indices.contains(made.screen) {
            made.change?.apply(to: &screens[made.screen])
            screens[made.screen].appFacts.decisions.append(made.decision)
        }
    }
}
