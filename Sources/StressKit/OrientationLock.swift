import Diagnostics
import LayoutEngine
import SwiftLayoutReader

/// Interface Builder screens whose view controller's code allows only some orientations
/// (`supportedInterfaceOrientations` returning `.portrait`): on iPhone UIKit never shows them
/// in the others, so a sweep does not lay them out there. The code is the app's Swift sources,
/// found as `LoadTimeHiding` finds them.
public enum OrientationLock {
    /// `screens` with `phoneOrientationsInCode` set from their controllers' code, each with a note.
    public static func applied(to screens: [Screen]) -> [Screen] {
        var rootsByFile: [String: String?] = [:]
        var screensByRoot: [String: [Int]] = [:]
        for (index, screen) in screens.enumerated() where screen.controllerClass != nil {
            guard let file = screen.file else { continue }
            if rootsByFile[file] == nil { rootsByFile[file] = LoadTimeHiding.appRoot(of: file) }
            guard let root = rootsByFile[file] ?? nil else { continue }
            screensByRoot[root, default: []].append(index)
        }
        var result = screens
        for (root, indices) in screensByRoot.sorted(by: { $0.key < $1.key }) {
            let classes = Set(indices.compactMap { screens[$0].controllerClass })
            let locks = ControllerOrientations.orientations(of: classes, in: LoadTimeHiding.swiftFiles(under: root))
            for index in indices {
                guard let controller = result[index].controllerClass, let lock = locks[controller],
                      lock.orientations != Set(Orientation.allCases) else { continue }
                result[index].phoneOrientationsInCode = lock
                let allowed = Orientation.allCases.filter(lock.orientations.contains).map(\.rawValue).joined(separator: " and ")
                let owner = lock.className == controller ? controller : "\(controller) (through \(lock.className))"
                result[index].warnings.append(Diagnostic(
                    .note, "\(owner) allows only \(allowed) on iPhone (supportedInterfaceOrientations): the screen is swept on iPhone in \(allowed) only",
                    at: lock.location))
            }
        }
        return result
    }
}
