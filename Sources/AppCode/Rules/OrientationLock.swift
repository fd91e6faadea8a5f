import Diagnostics
import LayoutEngine
import SwiftLayoutReader

/// Interface Builder screens whose view controller's code allows only some orientations
/// (`supportedInterfaceOrientations` returning `.portrait`): on iPhone UIKit never shows them
/// in the others, so a sweep does not lay them out there. A screen whose controller says
/// nothing takes what the app's window root allows (a tab bar controller locked to portrait
/// keeps every screen shown inside it, or over it as a sheet, in portrait). A controller a
/// storyboard shows in a navigation or tab bar controller of the app's own class takes what
/// that container allows: UIKit asks the container, not the controllers it shows. The code is the
/// app's Swift sources, found as `LoadTimeHiding` finds them.
struct OrientationLock: AppCodeRule {
    let id = "orientation-lock"
    let summary = "A screen whose controller (or the app's window root, for controllers that say nothing) allows only some orientations on iPhone is swept on iPhone in those only."
    let examples: [AppCodeRuleExample] = [
        .triggering("override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }", in: OrientationLock.player),
        .notTriggering("override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }", in: OrientationLock.player),
    ]

    /// A screen whose controller may say which orientations it allows.
    static let player = ExampleApp.swift(.controller("PlayerViewController", [.label("titleLabel", text: "Now playing")]), codeIn: .member)

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        for (root, indices) in apps.screensByRoot(screens, where: { $0.design != nil }) {
            let sources = apps.swift(under: root)
            let windowRoots = ControllerOrientations.windowRootClasses(in: sources)
            let classes = Set(indices.flatMap { [screens[$0].appFacts.controllerClass].compactMap { $0 } + screens[$0].appFacts.containerClasses })
                .union(windowRoots)
            let locks = ControllerOrientations.orientations(of: classes, in: sources)
            let appLock = Self.lock(ofWindowRoots: windowRoots, locks)
            var inheriting: [Int] = []
            for index in indices {
                let facts = screens[index].appFacts
                if let controller = facts.controllerClass, let own = locks[controller] {
                    guard own.orientations != Set(Orientation.allCases) else { continue }
                    let owner = own.className == controller ? controller : "\(controller) (through \(own.className))"
                    recorder.decide(index, .screen, .orientationsLimited,
                                    "\(owner) allows only \(Self.names(own.orientations)) on iPhone (supportedInterfaceOrientations): the screen is swept on iPhone in \(Self.names(own.orientations)) only",
                                    at: own.location, change: .limitOrientations(own))
                } else if let container = facts.containerClasses.first(where: { locks[$0] != nil }), let held = locks[container] {
                    // UIKit asks the navigation (or tab bar) controller, not the controllers it shows.
                    guard held.orientations != Set(Orientation.allCases) else { continue }
                    recorder.decide(index, .screen, .orientationsLimited,
                                    "\(container), which the storyboard shows this screen's controller in, allows only \(Self.names(held.orientations)) on iPhone (supportedInterfaceOrientations): the screen is swept on iPhone in \(Self.names(held.orientations)) only",
                                    at: held.location, change: .limitOrientations(held))
                } else if appLock != nil {
                    inheriting.append(index)
                }
            }
            if let appLock {
                for index in inheriting {
                    recorder.decide(index, .screen, .orientationsLimited,
                                    "the app's window root \(appLock.className) allows only \(Self.names(appLock.orientations)) on iPhone (supportedInterfaceOrientations): \(inheriting.count) screens whose controllers say nothing of their own are swept on iPhone in \(Self.names(appLock.orientations)) only",
                                    at: appLock.location, change: .limitOrientations(appLock))
                }
            }
        }
        return recorder.decisions
    }

    /// What the window roots allow, when every one of them fixes it and not to every orientation.
    private static func lock(ofWindowRoots roots: [String], _ locks: [String: CodeOrientations]) -> CodeOrientations? {
        guard !roots.isEmpty else { return nil }
        let found = roots.compactMap { locks[$0] }
        guard found.count == roots.count, let first = found.first else { return nil }
        let union = found.reduce(into: Set<Orientation>()) { $0.formUnion($1.orientations) }
        guard union != Set(Orientation.allCases) else { return nil }
        return CodeOrientations(orientations: union, className: first.className, location: first.location)
    }

    /// `portrait`, `portrait and landscape`.
    private static func names(_ orientations: Set<Orientation>) -> String {
        Orientation.allCases.filter(orientations.contains).map(\.rawValue).joined(separator: " and ")
    }
}
