import Diagnostics
import LayoutEngine
import SwiftLayoutReader

/// Interface Builder screens whose view controller's code allows only some orientations
/// (`supportedInterfaceOrientations` returning `.portrait`): on iPhone UIKit never shows them
/// in the others, so a sweep does not lay them out there. A screen whose controller says
/// nothing takes what the app's window root allows (a tab bar controller locked to portrait
/// keeps every screen shown inside it, or over it as a sheet, in portrait). The code is the
/// app's Swift sources, found as `LoadTimeHiding` finds them.
public enum OrientationLock {
    /// `screens` with `phoneOrientationsInCode` set from their controllers' (or their app's
    /// window root's) code, with notes.
    public static func applied(to screens: [Screen]) -> [Screen] {
        applied(to: screens, apps: AppSources())
    }

    /// As above, with the apps' files shared with the other passes.
    static func applied(to screens: [Screen], apps: AppSources) -> [Screen] {
        var result = screens
        for (root, indices) in apps.screensByRoot(screens, where: { $0.design != nil }) {
            let sources = apps.swift(under: root)
            let windowRoots = ControllerOrientations.windowRootClasses(in: sources)
            let classes = Set(indices.compactMap { screens[$0].controllerClass }).union(windowRoots)
            let locks = ControllerOrientations.orientations(of: classes, in: sources)
            let appLock = lock(ofWindowRoots: windowRoots, locks)
            var inheriting: [Int] = []
            for index in indices {
                if let controller = result[index].controllerClass, let own = locks[controller] {
                    guard own.orientations != Set(Orientation.allCases) else { continue }
                    result[index].phoneOrientationsInCode = own
                    let owner = own.className == controller ? controller : "\(controller) (through \(own.className))"
                    result[index].warnings.append(Diagnostic(
                        .note, "\(owner) allows only \(names(own.orientations)) on iPhone (supportedInterfaceOrientations): the screen is swept on iPhone in \(names(own.orientations)) only",
                        at: own.location))
                } else if let appLock {
                    result[index].phoneOrientationsInCode = appLock
                    inheriting.append(index)
                }
            }
            // One note for the app, on its first screen, rather than one per screen.
            if let appLock, let first = inheriting.first {
                result[first].warnings.append(Diagnostic(
                    .note, "the app's window root \(appLock.className) allows only \(names(appLock.orientations)) on iPhone (supportedInterfaceOrientations): \(inheriting.count) screens whose controllers say nothing of their own are swept on iPhone in \(names(appLock.orientations)) only",
                    at: appLock.location))
            }
        }
        return result
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
