import Diagnostics
import Foundation

/// Expands the screen arguments of a sweep — files, folders and glob patterns with `*`,
/// `?` and `**` — into a sorted list of screen files.
public enum ScreenPathResolver {
    /// File name endings the sweep reads.
    public static let screenExtensions = [".layout.yaml", ".layout.yml", ".xib", ".storyboard", ".swift"]

    /// The files each argument names, without duplicates, in argument order (each
    /// folder's or pattern's files sorted). A diagnostic for an argument matching nothing.
    public static func expand(_ arguments: [String], location: SourceLocation? = nil) throws -> [String] {
        var files: [String] = []
        var errors: [Diagnostic] = []
        let manager = FileManager.default
        for argument in arguments {
            var isDirectory: ObjCBool = false
            var matched: [String]
            if GlobPattern.isPattern(argument) {
                matched = glob(argument)
            } else if manager.fileExists(atPath: argument, isDirectory: &isDirectory) {
                matched = isDirectory.boolValue ? screenFiles(under: argument) : [argument]
            } else {
                errors.append(.error("no such file or folder '\(argument)'", at: location))
                continue
            }
            if matched.isEmpty {
                errors.append(.error("'\(argument)' holds no screens (*.layout.yaml, *.xib, *.storyboard, *.swift)", at: location))
            }
            for file in matched where !files.contains(file) { files.append(file) }
        }
        if !errors.isEmpty { throw DiagnosticError(errors) }
        return files
    }

    /// True for names the sweep reads.
    public static func isScreenFile(_ path: String) -> Bool {
        let lower = path.lowercased()
        return screenExtensions.contains { lower.hasSuffix($0) }
    }

    /// The screen files below `folder`, sorted: not in hidden folders, build output, dependencies,
    /// test targets or example apps below it (`ProjectFolders`), which ship none of the app's
    /// screens. A folder the user names is swept whatever its name.
    private static func screenFiles(under folder: String) -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || ProjectFolders.buildAndDependencyFolders.contains(name) || ProjectFolders.isTestCode(name)
                || ProjectFolders.isSampleCode(name) {
                enumerator.skipDescendants()
                continue
            }
            if isScreenFile(relative), name != "Package.swift" { found.append(base + "/" + relative) }
        }
        return found.sorted()
    }

    /// Files matching a glob pattern, sorted. The walk starts below the pattern's fixed
    /// folders and, unless the pattern has `**`, goes no deeper than the pattern does.
    static func glob(_ pattern: String) -> [String] {
        let components = pattern.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let fixed = components.prefix { !GlobPattern.isPattern($0) }
        var base = fixed.joined(separator: "/")
        if base.isEmpty { base = pattern.hasPrefix("/") ? "/" : "." }
        let matcher = GlobPattern(pattern)
        let deepest = matcher.crossesFolders ? Int.max : components.count - fixed.count
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasPrefix(".build") || relative.contains("/.build/") { enumerator.skipDescendants(); continue }
            if enumerator.level >= deepest { enumerator.skipDescendants() }
            let path = base == "." && !pattern.hasPrefix("./") ? relative : (base == "/" ? "/" + relative : base + "/" + relative)
            if matcher.matches(path) { found.append(path) }
        }
        return found.sorted()
    }
}
