import Foundation

/// Finds font files by name in the manifest's folder and the system font directories
/// (searched recursively, as fontconfig does). Each folder is indexed once per process.
enum FontLocator {
    /// Lower-cased file name → path, per indexed folder.
    private static let indexes = Locked<[String: [String: String]]>([:])

    /// The first file called `name` in `directories` (in order); a name with a slash is a
    /// path, relative to the first directory when not absolute.
    static func find(_ name: String, in directories: [URL]) -> URL? {
        let files = FileManager.default
        if name.contains("/") {
            if name.hasPrefix("/") || name.hasPrefix("~") {
                let path = (name as NSString).expandingTildeInPath
                return files.fileExists(atPath: path) ? URL(fileURLWithPath: path) : nil
            }
            for directory in directories {
                let candidate = directory.appendingPathComponent(name)
                if files.fileExists(atPath: candidate.path) { return candidate }
            }
            return files.fileExists(atPath: name) ? URL(fileURLWithPath: name) : nil
        }
        let key = name.lowercased()
        for directory in directories {
            if let path = index(of: directory)[key] {
                return URL(fileURLWithPath: path)
            }
        }
        return nil
    }

    /// Every font file under `directories` whose name (without extension), compared without
    /// case, spaces or punctuation, starts with `family`.
    static func files(matchingFamily family: String, in directories: [URL]) -> [URL] {
        let wanted = FontManifest.normalizedName(family)
        guard !wanted.isEmpty else { return [] }
        for directory in directories {
            let matches = index(of: directory).values.filter { path in
                let stem = (path as NSString).lastPathComponent
                let base = (stem as NSString).deletingPathExtension
                return FontManifest.normalizedName(base).hasPrefix(wanted)
            }
            if !matches.isEmpty {
                return matches.sorted().map { URL(fileURLWithPath: $0) }
            }
        }
        return []
    }

    private static func index(of directory: URL) -> [String: String] {
        let key = directory.standardizedFileURL.path
        if let cached = indexes.withLock({ $0[key] }) { return cached }
        var found: [String: String] = [:]
        let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
        if let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where fontExtensions.contains(url.pathExtension.lowercased()) {
                let name = url.lastPathComponent.lowercased()
                if found[name] == nil { found[name] = url.path }
            }
        }
        indexes.withLock { $0[key] = found }
        return found
    }
}
