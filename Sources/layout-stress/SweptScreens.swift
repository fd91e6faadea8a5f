import AppCode
import Configuration
import Diagnostics
import Foundation
import LayoutEngine

/// The screens of one file as a sweep of its app reads them. A Swift file is read with the
/// other Swift files of its app (the folder of its Xcode project or package): a superclass's
/// set-up, an extension's helper or a string table in another file builds its views as in the
/// sweep, so `explain` and `layout` show what the sweep judged.
enum SweptScreens {
    /// The screens declared in `file`, with what their app's code does to them.
    static func of(_ file: String) throws -> [Screen] {
        guard file.lowercased().hasSuffix(".swift"), let root = AppFolder.root(of: file) else {
            return try ScreenLoader.loadAsSwept(file)
        }
        let wanted = URL(fileURLWithPath: file).standardizedFileURL.path
        var files = try ScreenPathResolver.expand([root]).filter { $0.lowercased().hasSuffix(".swift") }
        if !files.contains(where: { URL(fileURLWithPath: $0).standardizedFileURL.path == wanted }) { files.append(file) }
        let (screens, errors, _) = ScreenLoader.load(files)
        let mine = screens.filter { screen in
            screen.file.map { URL(fileURLWithPath: $0).standardizedFileURL.path == wanted } ?? false
        }
        let myErrors = errors.filter { error in
            error.location.map { URL(fileURLWithPath: $0.file).standardizedFileURL.path == wanted } ?? false
        }
        if mine.isEmpty, !myErrors.isEmpty { throw DiagnosticError(myErrors) }
        return mine
    }
}
