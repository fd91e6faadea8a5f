import Foundation

/// A file the user gave the tool to read, whose failures are reported as diagnostics.
public enum InputFile {
    /// The bytes of the file at `url`. When it cannot be read (missing, a folder, no
    /// permission) this throws a `DiagnosticError` naming the file as `displayPath`.
    public static func data(at url: URL, displayPath: String) throws -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw DiagnosticError(.error("cannot read the file", at: SourceLocation(file: displayPath)))
        }
    }
}
