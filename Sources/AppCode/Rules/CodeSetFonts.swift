import Diagnostics
import LayoutEngine
import SwiftLayoutReader
import TextModel

/// Interface Builder labels, buttons, text fields and text views whose font the app's own class
/// sets in Swift code: a label IB gives the fixed 17 pt system font that the code styles with the
/// preferred headline font (`emailLabel.applyHeadlineStyle()`, an app helper setting `font =
/// .headline`) grows with Dynamic Type at run time, and is measured so (`OutletFonts`). Only the
/// outlet's own class counts; an outlet given different fonts, one this reader cannot name, or
/// one set only on some paths, keeps the file's.
public enum CodeSetFonts {
    /// `screens` with the fonts their classes' code sets applied.
    public static func applied(to screens: [Screen]) -> [Screen] {
        applied(to: screens, apps: AppSources())
    }

    /// As above, with the apps' files shared with the other passes.
    static func applied(to screens: [Screen], apps: AppSources) -> [Screen] {
        let kinds: Set<ViewKind> = [.label, .button, .textField, .textView]
        return OutletValues.applied(to: screens, apps: apps, read: { OutletFonts.fonts(in: $0.paths, sources: $0) }) { screen, outlet, font in
            guard let position = screen.views.firstIndex(where: { $0.id == outlet.viewID }) else { return }
            let view = screen.views[position]
            guard kinds.contains(view.kind), view.font != font else { return }
            screen.views[position].font = font
            if let floor = view.shrinkFloorSize, view.minimumScaleFactor > 0 {
                // A floor in points: its factor follows the new font's size.
                switch font.source {
                case .system(let size), .custom(_, let size): screen.views[position].minimumScaleFactor = size > 0 ? min(1, floor / size) : view.minimumScaleFactor
                case .textStyle: screen.views[position].minimumScaleFactor = ViewNode.unboundedShrinkFloor
                }
            }
            screen.warnings.append(Diagnostic(
                .note, "\(outlet.className).\(outlet.property) (\(outlet.viewID)) uses the font its class's code sets, \(font.displayName)\(font.scales ? ", which follows Dynamic Type" : ""), not the file's \(view.font.displayName)",
                at: view.location))
        }
    }
}
