import Diagnostics
import LayoutEngine
import SwiftLayoutReader

/// Interface Builder stack views whose axis the app's own class chooses by Dynamic Type size
/// (`headerStackView.axis = traitCollection.preferredContentSizeCategory > .extraExtraExtraLarge
/// ? .vertical : .horizontal`, Apple's pattern for accessibility sizes): each category is laid
/// out with the axis the code gives there (`OutletStackAxes`, `Screen.stackAxisSwitches`).
public enum CodeSetStackAxes {
    /// `screens` with the axis switches their classes' code makes.
    public static func applied(to screens: [Screen]) -> [Screen] {
        applied(to: screens, apps: AppSources())
    }

    /// As above, with the apps' files shared with the other passes.
    static func applied(to screens: [Screen], apps: AppSources) -> [Screen] {
        OutletValues.applied(to: screens, apps: apps, read: { OutletStackAxes.choices(in: $0.paths, sources: $0) }) { screen, outlet, choice in
            guard let view = screen.views.first(where: { $0.id == outlet.viewID }), view.stack != nil else { return }
            screen.stackAxisSwitches.append(StackAxisSwitch(stack: outlet.viewID, threshold: choice.threshold, above: choice.above, atOrBelow: choice.atOrBelow))
            screen.warnings.append(Diagnostic(
                .note, "\(outlet.className).\(outlet.property) (\(outlet.viewID)) is \(choice.above.rawValue) above \(choice.threshold.rawValue) and \(choice.atOrBelow.rawValue) up to it: its class's code chooses its axis by text size",
                at: view.location))
        }
    }
}
