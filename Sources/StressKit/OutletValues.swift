import LayoutEngine
import SwiftLayoutReader

/// The skeleton of the passes that read one thing per outlet from an app's Swift code (a font,
/// a stack's axes by text size) and apply it to the Interface Builder views those outlets reach.
enum OutletValues {
    /// `screens` (nib screens with outlets, in an app) with `apply` run on each outlet whose
    /// class and property `read` gives a value; `read` runs once per app, on its Swift files.
    static func applied<Value>(to screens: [Screen], apps: AppSources,
                               read: (SwiftSources) -> [OutletTextAssignments.Outlet: Value],
                               apply: (inout Screen, CodeOutlet, Value) -> Void) -> [Screen] {
        var result = screens
        for (root, indices) in apps.screensByRoot(screens, where: { !$0.outlets.isEmpty && $0.design != nil }) {
            let swift = apps.swift(under: root)
            let values = read(swift)
            guard !values.isEmpty else { continue }
            for index in indices {
                for outlet in screens[index].outlets {
                    guard let value = values[OutletTextAssignments.Outlet(className: outlet.className, property: outlet.property)] else { continue }
                    apply(&result[index], outlet, value)
                }
            }
        }
        return result
    }
}
