import Foundation

/// The app a screen file belongs to: the folder holding the nearest Xcode project or
/// workspace, Swift package, XcodeGen `project.yml` or Tuist `Project.swift` above it.
public enum AppFolder {
    /// How many folders above a file are searched: apps nest their sources deeply
    /// (DashWallet's `DashWallet/Sources/UI/Menu/Tools/Masternode Keys/Overview/Cell/` is 8
    /// below its project), and a file the search misses gets no app context at all.
    public static let searchDepth = 32
    /// Files that mark an app's root folder besides Xcode projects and workspaces.
    public static let projectFiles: Set<String> = ["Package.swift", "project.yml", "Project.swift"]

    /// The app folder above `file`; nil when there is none within `searchDepth` folders.
    public static func root(of file: String) -> String? {
        root(from: URL(fileURLWithPath: file).deletingLastPathComponent())
    }

    /// The app folder that is `folder` or above it; nil when there is none within `searchDepth`.
    public static func root(ofFolder folder: String) -> String? {
        root(from: URL(fileURLWithPath: folder, isDirectory: true))
    }

    private static func root(from start: URL) -> String? {
        var folder = start.standardizedFileURL
        for _ in 0..<searchDepth {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || projectFiles.contains($0) }) {
                return folder.path
            }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path == folder.path { break }
            folder = parent
        }
        return nil
    }
}
