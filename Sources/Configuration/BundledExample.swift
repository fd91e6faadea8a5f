import Foundation
import TextEngine

/// Finds the example shipped with the tool (`Screens/` and `Locales/` at the repository
/// root), walking up from the executable's real path (`.build/release/layout-stress`),
/// else the current directory.
public enum BundledExample {
    /// The folder holding `Screens/` and `Locales/`, or nil.
    public static var root: URL? {
        let files = FileManager.default
        func holdsExample(_ folder: URL) -> Bool {
            files.fileExists(atPath: folder.appendingPathComponent("Screens").path)
                && files.fileExists(atPath: folder.appendingPathComponent("Locales").path)
        }
        if let executable = FontManifest.executableURL {
            var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
            while folder.path != "/" && !folder.path.isEmpty {
                if holdsExample(folder) { return folder }
                folder = folder.deletingLastPathComponent()
            }
        }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return holdsExample(current) ? current : nil
    }

    /// A path relative to the current directory when it is inside it (shorter messages).
    public static func display(_ url: URL) -> String {
        let current = FileManager.default.currentDirectoryPath
        let path = url.standardizedFileURL.path
        if path.hasPrefix(current + "/") { return String(path.dropFirst(current.count + 1)) }
        return path
    }
}
