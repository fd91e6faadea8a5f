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
        let root = try folder(files, prefix: prefix)
        return files.keys.map { root.appendingPathComponent($0).path }.sorted()
    }

    /// Writes `files` (a path inside the folder, with its subfolders, → text) into a fresh
    /// folder named after `prefix`, and returns the folder.
    public static func folder(_ files: [String: String], prefix: String) throws -> URL {
        let root = path(prefix)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (name, text) in files {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }
}
