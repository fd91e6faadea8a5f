import Diagnostics
import Findings
import LayoutEngine
import SwiftLayoutReader

/// Interface Builder stack views whose spacing the app's own class sets in Swift code
/// (`stackView.spacing = Constants.stackViewSpacing`): laid out with that spacing
/// (`OutletStackSpacings`).
public enum CodeSetStackSpacings {
    /// `screens` with the spacings their classes' code sets applied.
    public static func applied(to screens: [Screen]) -> [Screen] {
        applied(to: screens, apps: AppSources())
    }

    /// As above, with the apps' files shared with the other passes.
    static func applied(to screens: [Screen], apps: AppSources) -> [Screen] {
        OutletValues.applied(to: screens, apps: apps, read: { OutletStackSpacings.spacings(in: $0.paths, sources: $0) }) { screen, outlet, spacing in
            guard let position = screen.views.firstIndex(where: { $0.id == outlet.viewID }), let stack = screen.views[position].stack,
                  spacing.isFinite, spacing >= 0, stack.spacing != spacing else { return }
            screen.views[position].stack?.spacing = spacing
            screen.warnings.append(Diagnostic(
                .note, "\(outlet.className).\(outlet.property) (\(outlet.viewID)) is spaced \(Format.number(spacing)) pt, as its class's code sets, not the file's \(Format.number(stack.spacing))",
                at: screen.views[position].location))
        }
    }
}
