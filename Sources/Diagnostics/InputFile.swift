import Foundation

/// A file the user gave the tool to read, whose failures are reported as diagnostics.
public enum InputFile {
    /// The bytes of the file at `url`. When it cannot be read (missing, a folder, no
    /// permission) this throws a `DiagnosticError` naming the file as `displayPath`. Only a
    /// regular file (or a link to one) is opened: a FIFO would block the read forever, and a
    /// device never ends.
    public static func data(at url: URL, displayPath: String) throws -> Data {
        guard isRegularFile(atPath: url.path) else {
            let exists = FileManager.default.fileExists(atPath: url.path)
            throw DiagnosticError(.error(exists ? "cannot read the file: not a regular file" : "cannot read the file",
                                         at: SourceLocation(file: displayPath)))
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw DiagnosticError(.error("cannot read the file", at: SourceLocation(file: displayPath)))
        }
    }

    /// True when `path` is a regular file, following symbolic links; nothing is opened.
    public static func isRegularFile(atPath path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// `path` with every symbolic link resolved, absolute; nil when it does not exist.
    public static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// True when `path`, its links resolved, lies inside the folder `root` (links resolved
    /// too): discovery never follows a link out of the folder the user named.
    public static func resolves(_ path: String, inside root: String) -> Bool {
        guard let target = resolvedPath(path), let folder = resolvedPath(root) else { return false }
        return folder == "/" || target == folder || target.hasPrefix(folder + "/")
    }
}
