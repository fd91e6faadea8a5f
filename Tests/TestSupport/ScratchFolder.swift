import Foundation

/// Where tests write their files: inside one folder per test process, removed when the
/// process exits, so that a test run leaves nothing in the temporary directory.
public enum ScratchFolder {
    /// The test process's own folder, created on first use.
    public static let root: URL = {
        let name = "layout-stress-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: ScratchFolder.root) }
        return url
    }()

    /// A fresh path inside `root` (nothing is created there yet) whose name starts with `prefix`.
    public static func path(_ prefix: String) -> URL {
        root.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }

    /// Writes `files` (name → text) into a fresh folder named after `prefix`; their paths, sorted.
    public static func write(_ files: [String: String], prefix: String) throws -> [String] {
        let folder = path(prefix)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try files.map { name, text in
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            return url.path
        }.sorted()
    }
}
