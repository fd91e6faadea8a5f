/// Components whose host places them at their own width.
extension Screen {
    /// The priority of a hosted component's trailing pin when the component fixes its own
    /// width: below required, so that width is kept rather than conflicting with the screen's.
    public static let ownWidthTrailingPriority = 999.0

    /// The screen with `componentView`'s trailing pin (`<id>.pinned.trailing`) made optional
    /// when the component view carries a required width constant of its own, exact (a 40 × 40
    /// flash button) or a cap (a notice at most 335 pt wide): a view the app's code creates and
    /// places keeps the width it declares, where a cell or a table header is as wide as its
    /// list. A host never pins such a view to both sides of a wider screen, so the pin must not
    /// conflict with the cap. Unchanged otherwise.
    /// The screen is marked `hostPlacesComponent` either way.
    public func keepingDeclaredComponentWidth() -> Screen {
        var marked = self
        marked.hostPlacesComponent = true
        return marked.relaxingPinForDeclaredWidth()
    }

    private func relaxingPinForDeclaredWidth() -> Screen {
        guard let component = componentView,
              constraints.contains(where: { spec in
                  spec.first == Anchor(.view(component), .width) && spec.second == nil
                      && (spec.relation == .equal || spec.relation == .lessThanOrEqual)
                      && spec.priority >= 1000
              }),
              let pin = constraints.firstIndex(where: { $0.id == "\(component).pinned.trailing" }) else { return self }
        var screen = self
        screen.constraints[pin].priority = Screen.ownWidthTrailingPriority
        return screen
    }
}
