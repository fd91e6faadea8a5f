import Diagnostics

/// Why a font could not be used.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No file of that name in `Fonts/` or the system font directories.
    case fileNotFound(name: String, role: String, package: String?)
    /// The file exists but FreeType cannot read it as a font.
    case unreadable(path: String, reason: String)
    /// A collection (TTC) does not hold a face at that index.
    case noSuchFace(path: String, index: Int, count: Int)
    /// The manifest is missing or malformed.
    case badManifest(path: String, line: Int?, reason: String)

    /// One sentence naming the file and what to do.
    public var description: String {
        switch self {
        case .fileNotFound(let name, let role, let package):
            let install = package.map { "; install the Debian package \($0) or copy the file into Fonts/" } ?? "; copy the file into Fonts/"
            return "font file '\(name)' (\(role)) not found in Fonts/ or the system font directories\(install)"
        case .unreadable(let path, let reason):
            return "\(path): not a usable font file: \(reason)"
        case .noSuchFace(let path, let index, let count):
            return "\(path): no face at index \(index) (the file holds \(count))"
        case .badManifest(let path, let line, let reason):
            return "\(path)\(line.map { ":\($0)" } ?? ""): \(reason)"
        }
    }

    /// The error as a `file:line: error: …` diagnostic for the command line.
    public var diagnostic: Diagnostic {
        switch self {
        case .fileNotFound:
            return .error(description)
        case .unreadable(let path, let reason):
            return .error("not a usable font file: \(reason)", at: SourceLocation(file: path))
        case .noSuchFace(let path, let index, let count):
            return .error("no face at index \(index) (the file holds \(count))", at: SourceLocation(file: path))
        case .badManifest(let path, let line, let reason):
            return .error(reason, at: SourceLocation(file: path, line: line))
        }
    }
}
