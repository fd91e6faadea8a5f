import Diagnostics
import Foundation
import ScreenFormats

/// Which screen files an app ships on iOS, as its Xcode projects say: a file is swept when a
/// target that ships on iOS or iPadOS (an app, an extension, a framework it embeds) builds or
/// bundles it. A file only test targets or other platforms' targets use, or one in no target at
/// all, never reaches an iPhone. Where no project can be read, or its paths resolve to nothing
/// on disk, nothing is known and every file is swept. A file inside a Swift package goes by
/// the package's manifest: a package whose `platforms:` leave out iOS (`[.macOS(.v13)]`) is
/// another platform's; any other package may ship on iOS.
public enum ShippedFiles {
    /// What the projects say of one file.
    public enum Verdict: Hashable, Sendable {
        /// A target that ships on iOS builds or bundles it.
        case ships
        /// No project says (none found or readable, or the file is in a Swift package).
        case unknown
        /// The projects were read and no target has it.
        case inNoTarget
        /// Only test, UI-test or tool targets have it.
        case testsOnly
        /// Only targets for this other platform have it.
        case otherPlatform(ScreenPlatform)
    }

    /// How deep below an app's folder projects are looked for.
    static let maximumDepth = 4
    /// How many projects of one app are read at most.
    static let maximumProjects = 32

    /// The verdict on each of `files` (paths as given), reading each app's projects once.
    public static func verdicts(_ files: [String]) -> [String: Verdict] {
        var projectsByRoot: [String: [XcodeProject]] = [:]
        var verdicts: [String: Verdict] = [:]
        for file in files {
            let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
            guard let root = AppFolder.root(of: absolute) else { verdicts[file] = .unknown; continue }
            let projects = projectsByRoot[root] ?? projectsUnder(root)
            projectsByRoot[root] = projects
            verdicts[file] = verdict(absolute, root: root, projects: projects)
        }
        return verdicts
    }

    /// The translation files of `files` an app's iOS targets bundle: those only test or other
    /// platforms' targets have are left out, and so are those in no target when the projects
    /// bundle some of the app's translations (otherwise the projects are not trusted to list them).
    public static func translationsShipped(_ files: [String]) -> Set<String> {
        let verdicts = verdicts(files)
        let someShip = verdicts.values.contains(.ships)
        return Set(files.filter { file in
            switch verdicts[file] ?? .unknown {
            case .ships, .unknown: return true
            case .inNoTarget: return !someShip
            case .testsOnly, .otherPlatform: return false
            }
        })
    }

    static func verdict(_ path: String, root: String, projects: [XcodeProject]) -> Verdict {
        if let manifest = swiftPackage(holding: path, root: root) {
            return packagePlatform(manifest, for: path).map { .otherPlatform($0) } ?? .unknown
        }
        guard !projects.isEmpty else {
            // A package at the app's folder itself, with no project beside it.
            let manifest = (root as NSString).appendingPathComponent("Package.swift")
            return packagePlatform(manifest, for: path).map { .otherPlatform($0) } ?? .unknown
        }
        let having = projects.flatMap(\.targets).filter { $0.contains(path) }
        if having.contains(where: \.shipsOnIOS) { return .ships }
        if having.isEmpty { return .inNoTarget }
        if having.allSatisfy(\.isTestOrTool) { return .testsOnly }
        let platform = having.filter { !$0.isTestOrTool }.flatMap(\.platforms).first { $0 != .iOS }
            ?? (having.contains { $0.productType.contains("watch") } ? .watchOS : .macOS)
        return .otherPlatform(platform)
    }

    /// The readable projects below `root` whose paths resolve to files on disk.
    static func projectsUnder(_ root: String) -> [XcodeProject] {
        var found: [XcodeProject] = []
        var queue: [(String, Int)] = [(root, 0)]
        var next = 0
        while next < queue.count, found.count < maximumProjects {
            let (folder, depth) = queue[next]
            next += 1
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in entries.sorted() where !name.hasPrefix(".") {
                let path = (folder as NSString).appendingPathComponent(name)
                if name.hasSuffix(".xcodeproj") {
                    if let project = XcodeProjectCache.shared.project(at: (path as NSString).appendingPathComponent("project.pbxproj")), project.resolvedFiles > 0 {
                        found.append(project)
                    }
                    continue
                }
                guard depth + 1 < maximumDepth, !ProjectFolders.buildAndDependencyFolders.contains(name),
                      !ProjectFolders.isTestCode(name), !ProjectFolders.isSampleCode(name) else { continue }
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
                   !name.hasSuffix(".lproj"), !name.hasSuffix(".xcassets") {
                    queue.append((path, depth + 1))
                }
            }
        }
        return found
    }

    /// The `Package.swift` in the nearest folder between the file and the app's folder, if any.
    static func swiftPackage(holding path: String, root: String) -> String? {
        var folder = (path as NSString).deletingLastPathComponent
        while folder.count > root.count, folder.hasPrefix(root) {
            let manifest = (folder as NSString).appendingPathComponent("Package.swift")
            if FileManager.default.fileExists(atPath: manifest) { return manifest }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// The platform a Swift package builds `path` for only, when the file is one of its
    /// targets' (under its `Sources/`) and the manifest's `platforms:` list names platforms
    /// without iOS (`platforms: [.macOS(.v13)]`); nil when it may run on iOS (a package that
    /// names no platform runs on all) or the package does not build the file.
    static func packagePlatform(_ manifest: String, for path: String) -> ScreenPlatform? {
        let sources = ((manifest as NSString).deletingLastPathComponent as NSString).appendingPathComponent("Sources") + "/"
        guard path.hasPrefix(sources), let data = FileManager.default.contents(atPath: manifest), data.count <= 1 << 20 else { return nil }
        let text = CodeText(data, isSwift: true)
        let code = String(decoding: text.bytes.indices.filter(text.isCode).map { text.bytes[$0] }, as: UTF8.self)
        guard let list = code.range(of: "platforms:") else { return nil }
        let rest = code[list.upperBound...]
        guard let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") else { return nil }
        let named = rest[open..<close]
        if named.contains(".iOS") || named.contains(".macCatalyst") || named.contains(".visionOS") { return nil }
        if named.contains(".macOS") { return .macOS }
        if named.contains(".tvOS") { return .tvOS }
        if named.contains(".watchOS") { return .watchOS }
        return nil
    }
}
