import LayoutEngine

/// The registry of app-code rules, in the order they run: each sees the screens as the rules
/// before it left them (texts code sets replace the stand-ins for texts no code sets, fonts and
/// line counts apply to the texts then decided, placements come last).
public enum AppCodeRules {
    /// Every rule, in order.
    public static let all: [any AppCodeRule] = [
        LoadTimeHiding(),
        UnsetTexts(),
        CodeSetTexts(),
        CodeSetLineCounts(),
        CodeSetFonts(),
        CodeSetStackAxes(),
        CodeSetStackSpacings(),
        CodeSetConstants(),
        OrientationLock(),
        CompactHeightScenes(),
        IdiomChosenFiles(),
        IdiomPairedScenes(),
        IdiomReachedScenes(),
        ForcedLeftToRight(),
        UnloadedNibs(),
        BaseClassScreens(),
        UnreachedClasses(),
        UnreachedScenes(),
        SpareNibViews(),
        FixedRowHeights(),
        LayoutPassPlacement(),
        CodeIntrinsicSizes(),
        ClassTextSetUps(),
        OutsideViewClasses(),
        ChildControllers(),
        CodeSizedRows(),
        // Last: what no rule above evaluated, recorded as assumptions findings rest on.
        UnevaluatedTexts(),
        UnevaluatedViewCode(),
        ViewsReachedByTag(),
    ]

    /// `screens` as their apps' code leaves them at run time: every rule's decisions made, and
    /// recorded on each screen (`Screen.decisions`).
    public static func applied(to screens: [Screen]) -> [Screen] {
        let context = AppContext(screens: screens)
        for rule in all {
            context.apply(rule.apply(to: context))
        }
        return context.screens
    }

    /// The rule with an id, or nil.
    public static func rule(_ id: String) -> (any AppCodeRule)? {
        all.first { $0.id == id }
    }
}
