import LayoutEngine
import SwiftLayoutReader

/// The skeleton of the passes that read one thing per outlet from an app's Swift code (a font,
/// a stack's axes by text size) and apply it to the Interface Builder views those outlets reach.
enum OutletValues {
    /// The decisions `decide` makes for each outlet of the context's nib screens (with outlets,
    /// in an app) whose class and property `read` gives a value; `read` runs once per app, on
    /// its Swift files.
    static func decisions<Value>(of rule: String, in context: AppContext,
                                 read: (SwiftSources) -> [OutletTextAssignments.Outlet: Value],
                                 decide: (inout DecisionRecorder, Int, CodeOutlet, Value) -> Void) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(rule, context)
        for (root, indices) in apps.screensByRoot(screens, where: { !$0.appFacts.outlets.isEmpty && $0.design != nil }) {
            let values = read(apps.swift(under: root))
            guard !values.isEmpty else { continue }
            let index = apps.index(under: root)
            for screen in indices {
                for outlet in screens[screen].appFacts.outlets {
                    guard let value = value(for: outlet, in: values, index: index) else { continue }
                    decide(&recorder, screen, outlet, value)
                }
            }
        }
        return recorder.decisions
    }

    /// What `values` give the outlet's class for its property, or else the nearest superclass
    /// whose code sets it: a cell subclass's nib reaches outlets its superclass declares and
    /// styles (Element's `SpaceChildSpaceViewCell` inherits `SpaceChildViewCell.update(theme:)`).
    static func value<Value>(for outlet: CodeOutlet, in values: [OutletTextAssignments.Outlet: Value], index: AppIndex) -> Value? {
        if let own = values[OutletTextAssignments.Outlet(className: outlet.className, property: outlet.property)] { return own }
        for ancestor in index.superclassChain(of: outlet.className) {
            if let inherited = values[OutletTextAssignments.Outlet(className: ancestor, property: outlet.property)] { return inherited }
        }
        return nil
    }
}
