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
        var warnings: [Diagnostic] = []
        return try expand(arguments, location: location, warnings: &warnings)
    }

    /// As `expand(_:location:)`, adding to `warnings` what the walks left out (links leading
    /// outside the folder named, FIFOs and other files that are not regular, a walk stopped
    /// at its bound). A named file that is not a regular file is an error: it is never opened.
    public static func expand(_ arguments: [String], location: SourceLocation? = nil, warnings: inout [Diagnostic]) throws -> [String] {
        var files: [String] = []
        var seen: Set<String> = []
        var errors: [Diagnostic] = []
        let manager = FileManager.default
        for argument in arguments {
            var isDirectory: ObjCBool = false
            var matched: [String]
            if GlobPattern.isPattern(argument) {
                matched = glob(argument, warnings: &warnings)
            } else if manager.fileExists(atPath: argument, isDirectory: &isDirectory) {
                if isDirectory.boolValue {
                    var walk = ScreenFolderWalk(root: argument.count > 1 && argument.hasSuffix("/") ? String(argument.dropLast()) : argument,
                                                skipsProjectExtras: true)
                    matched = walk.files { _ in true }
                    warnings += walk.warnings
                } else if !InputFile.isRegularFile(atPath: argument) {
                    errors.append(.error("cannot read '\(argument)': not a regular file (a FIFO, socket or device is never opened)", at: location))
                    continue
                } else {
                    matched = [argument]
                }
            } else {
                errors.append(.error("no such file or folder '\(argument)'", at: location))
                continue
            }
            if matched.isEmpty {
                errors.append(.error("'\(argument)' holds no screens (*.layout.yaml, *.xib, *.storyboard, *.swift)", at: location))
            }
            for file in matched where seen.insert(file).inserted { files.append(file) }
        }
        // A walk stopped at its bound may be why an argument matched nothing: say so too.
        if !errors.isEmpty { throw DiagnosticError(warnings.filter { $0.message.hasPrefix("stopped looking") } + errors) }
        return files
    }

    /// True for names the sweep reads.
    public static func isScreenFile(_ path: String) -> Bool {
        let lower = path.lowercased()
        return screenExtensions.contains { lower.hasSuffix($0) }
    }

    /// Screen files matching a glob pattern, sorted. The walk starts below the pattern's fixed
    /// folders and, unless the pattern has `**`, goes no deeper than the pattern does; only
    /// screen files are matched against the pattern.
    static func glob(_ pattern: String) -> [String] {
        var warnings: [Diagnostic] = []
        return glob(pattern, warnings: &warnings)
    }

    private static func glob(_ pattern: String, warnings: inout [Diagnostic]) -> [String] {
        let components = pattern.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let fixed = components.prefix { !GlobPattern.isPattern($0) }
        var base = fixed.joined(separator: "/")
        if base.isEmpty { base = pattern.hasPrefix("/") ? "/" : "." }
        let matcher = GlobPattern(pattern)
        var walk = ScreenFolderWalk(root: base, maximumDepth: matcher.crossesFolders ? nil : components.count - fixed.count,
                                    skipsProjectExtras: false)
        let relative = base == "." && !pattern.hasPrefix("./")
        let found = walk.files { path in matcher.matches(relative ? String(path.dropFirst(2)) : path) }
        warnings += walk.warnings
        return found.map { relative ? String($0.dropFirst(2)) : $0 }.sorted()
    }
}
