import Foundation

/// The Xcode projects read so far in this process, by path: a sweep asks about the same
/// project for what ships, where each screen runs, which code is read and which translations
/// count, and a large `project.pbxproj` takes a while to parse. An entry holds while the file's
/// size and modification date stay the same.
final class XcodeProjectCache: @unchecked Sendable {
    /// The process's cache.
    static let shared = XcodeProjectCache()

    private struct Entry {
        var size: Int
        var modified: Date?
        var project: XcodeProject?
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    /// The project at `path` (`…/X.xcodeproj/project.pbxproj`), read once while unchanged; nil
    /// when it cannot be read (`XcodeProject.read`).
    func project(at path: String) -> XcodeProject? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = attributes?[.size] as? Int ?? -1
        let modified = attributes?[.modificationDate] as? Date
        lock.lock()
        let known = entries[path]
        lock.unlock()
        if let known, known.size == size, known.modified == modified { return known.project }
        let project = XcodeProject.read(path)
        lock.lock()
        entries[path] = Entry(size: size, modified: modified, project: project)
        lock.unlock()
        return project
    }
}
