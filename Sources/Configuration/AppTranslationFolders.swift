import AppCode
import Foundation
import ScreenFormats

/// Where each app of a sweep keeps its translations when the user names no locales folder.
/// Each path named on the command line belongs to one app (the app folder at or above it,
/// else the path itself); the app's screens read the translations under its app folder, so
/// two apps swept together each resolve their own strings and nothing above them is read.
enum AppTranslationFolders {
    /// Screen files of one app and the folder its translations are read from.
    struct Group: Equatable {
        /// The folder the translations are read from (nil when none is known: a bare folder of
        /// Swift files, which reads the default translations).
        var folder: String?
        /// The screen files that read them, as the sweep names them.
        var files: [String]
    }

    /// Groups `files` by the app of the named path each was found under (a file no path names
    /// directly, found by a glob pattern, by its own app folder), in the order first found.
    static func groups(files: [String], namedPaths: [String]) -> [Group] {
        let named = namedPaths.filter { !GlobPattern.isPattern($0) }.map { path -> (path: String, app: String?) in
            var isDirectory: ObjCBool = false
            let isFolder = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            return (standardized(path), isFolder ? AppFolder.root(ofFolder: path) : AppFolder.root(of: path))
        }
        // Deepest named path first, so a file is claimed by the nearest path that holds it.
        let byDepth = named.sorted { $0.path.count > $1.path.count }
        var rootByParent: [String: String?] = [:]
        // Keyed by the app folder, or by the named path (or file's folder) when there is none.
        var order: [String] = []
        var filesByKey: [String: [String]] = [:]
        var appByKey: [String: String] = [:]
        for file in files {
            let path = standardized(file)
            let key: String, app: String?
            if let owner = byDepth.first(where: { path == $0.path || path.hasPrefix($0.path.hasSuffix("/") ? $0.path : $0.path + "/") }) {
                (key, app) = (owner.app ?? owner.path, owner.app)
            } else {
                let parent = (path as NSString).deletingLastPathComponent
                let root: String?
                if let known = rootByParent[parent] {
                    root = known
                } else {
                    root = AppFolder.root(ofFolder: parent)
                    rootByParent[parent] = root
                }
                (key, app) = (root ?? parent, root)
            }
            if filesByKey[key] == nil { order.append(key) }
            filesByKey[key, default: []].append(file)
            if let app { appByKey[key] = app }
        }
        return order.map { key in
            let members = filesByKey[key] ?? []
            // Interface Builder files bring their own translations (xx.lproj beside Base.lproj),
            // read from the app folder above them; code reads the app's Localizable tables.
            let besideInterfaceFiles = InterfaceBuilderTranslations.commonFolder(forInterfaceFiles: members)
                .map { AppFolder.root(ofFolder: $0) ?? $0 }
            return Group(folder: besideInterfaceFiles ?? appByKey[key], files: members)
        }
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
