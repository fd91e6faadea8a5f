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
        var result = screens
        let kinds: Set<ViewKind> = [.label, .button, .textField, .textView]
        for (root, indices) in apps.screensByRoot(screens, where: { !$0.outlets.isEmpty && $0.design != nil }) {
            let swift = apps.swift(under: root)
            let fonts = OutletFonts.fonts(in: swift.paths, sources: swift)
            guard !fonts.isEmpty else { continue }
            for index in indices {
                for outlet in screens[index].outlets {
                    guard let font = fonts[OutletTextAssignments.Outlet(className: outlet.className, property: outlet.property)],
                          let position = result[index].views.firstIndex(where: { $0.id == outlet.viewID }) else { continue }
                    let view = result[index].views[position]
                    guard kinds.contains(view.kind), view.font != font else { continue }
                    result[index].views[position].font = font
                    if let floor = view.shrinkFloorSize, view.minimumScaleFactor > 0 {
                        // A floor in points: its factor follows the new font's size.
                        switch font.source {
                        case .system(let size), .custom(_, let size): result[index].views[position].minimumScaleFactor = size > 0 ? min(1, floor / size) : view.minimumScaleFactor
                        case .textStyle: result[index].views[position].minimumScaleFactor = ViewNode.unboundedShrinkFloor
                        }
                    }
                    result[index].warnings.append(Diagnostic(
                        .note, "\(outlet.className).\(outlet.property) (\(outlet.viewID)) uses the font its class's code sets, \(font.displayName)\(font.scales ? ", which follows Dynamic Type" : ""), not the file's \(view.font.displayName)",
                        at: view.location))
                }
            }
        }
        return result
    }
}
