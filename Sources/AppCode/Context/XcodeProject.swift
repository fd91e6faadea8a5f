import Foundation
import ScreenFormats

/// An Xcode project (`*.xcodeproj/project.pbxproj`) read with Foundation's property-list parser:
/// its targets, the platform and product type of each, and the files each builds or bundles
/// (build phases, folder references and Xcode 16's synchronized folders with their exceptions).
public struct XcodeProject: Sendable {
    /// One target of the project.
    public struct Target: Sendable {
        /// Its name.
        public var name: String
        /// Its product type (`com.apple.product-type.application`).
        public var productType: String
        /// The platforms it builds for (from `SDKROOT` and `SUPPORTED_PLATFORMS`, the target's
        /// settings over the project's); empty when nothing says.
        public var platforms: Set<ScreenPlatform>
        /// The files it builds or bundles, as absolute paths (standardized).
        public var files: Set<String>
        /// Folders all of whose files it builds or bundles, but for the exceptions listed.
        public var folders: [(path: String, exceptions: Set<String>)]
        /// Its build settings over the project's, each key's values over every configuration
        /// (a conditional key, `KEY[sdk=iphoneos*]`, counts as `KEY`).
        public var settings: [String: Set<String>] = [:]
        /// The Swift package products it links (`packageProductDependencies`), by product name.
        public var packageProducts: Set<String> = []

        /// True for a test, UI-test or command-line tool target: nothing of it ships in an app.
        public var isTestOrTool: Bool {
            productType.hasSuffix(".unit-test") || productType.hasSuffix(".ui-testing") || productType.hasSuffix(".tool")
        }

        /// True when it ships on iOS or iPadOS: not a test or tool, and built for iOS (or for no
        /// platform the settings name, as a project's own default does).
        public var shipsOnIOS: Bool {
            !isTestOrTool && !productType.contains("watch") && (platforms.isEmpty || platforms.contains(.iOS))
        }

        /// True when it builds an app or an app extension: what iOS picks a language for. A
        /// framework or bundle it embeds shows the app's language (its strings falling back to
        /// its own development language), so the framework project's `knownRegions` say nothing.
        public var isAppOrExtension: Bool {
            productType.hasSuffix(".application") || productType.contains("app-extension") || productType.hasSuffix(".messages-application")
        }

        /// Whether it builds or bundles the file at `path` (absolute, standardized).
        public func contains(_ path: String) -> Bool {
            if files.contains(path) { return true }
            for folder in folders where path.hasPrefix(folder.path + "/") {
                let relative = String(path.dropFirst(folder.path.count + 1))
                if folder.exceptions.contains(relative) { return false }
                // A localized file is excepted as `/Localized/<path without its .lproj folder>`.
                if let lproj = relative.range(of: ".lproj/") {
                    let inside = relative[lproj.upperBound...]
                    let before = relative[..<lproj.lowerBound]
                    let prefix = before.contains("/") ? String(before[...(before.lastIndex(of: "/") ?? before.startIndex)]) : ""
                    if folder.exceptions.contains("/Localized/" + prefix + inside) { return false }
                }
                return true
            }
            return false
        }
    }

    /// The project file's path.
    public var path: String
    /// The folder its paths and settings are relative to (`$(SRCROOT)`).
    public var sourceRoot: String = ""
    /// Its targets.
    public var targets: [Target]
    /// How many files the targets name that exist on disk: a project whose paths resolve to
    /// nothing is not trusted to say what ships.
    public var resolvedFiles: Int
    /// The languages the project lists (`knownRegions`), without `Base`; nil when none.
    public var knownRegions: Set<String>?
    /// The line of the first unresolved merge conflict (`<<<<<<<`) the file holds, whose first
    /// side was read; nil when it holds none.
    public var mergeConflictLine: Int?

    /// Old projects and Info.plists name some languages in English (`English`, `German`), as
    /// Xcode once wrote them; iOS reads them as these codes.
    static let legacyLanguageNames = [
        "English": "en", "German": "de", "French": "fr", "Japanese": "ja", "Spanish": "es", "Italian": "it", "Dutch": "nl",
    ]

    /// A language as `knownRegions` or `CFBundleLocalizations` names it, as a language code.
    public static func languageCode(_ name: String) -> String { legacyLanguageNames[name] ?? name }

    /// Projects larger than this are not read.
    static let maximumBytes = 16 << 20
    /// Deeper nesting than this is no project Xcode wrote (real ones nest about 5 deep): such a
    /// file is not handed to the parser, whose recursion a hostile file could exhaust.
    static let maximumNesting = 64

    /// Reads a `project.pbxproj`; nil when it cannot be read or is not a project.
    public static func read(_ path: String) -> XcodeProject? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? Int, size <= maximumBytes,
              let saved = FileManager.default.contents(atPath: path) else { return nil }
        // A project committed mid-merge: each conflict's first side is the branch's own state.
        let (data, conflictLine) = firstSides(of: saved)
        guard nesting(of: data) <= maximumNesting,
              let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
              let objects = root["objects"] as? [String: [String: Any]],
              let rootID = root["rootObject"] as? String, let project = objects[rootID] else { return nil }
        // The folder holding `X.xcodeproj`, and the project's own directory setting under it.
        let container = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        var projectDirectory = container
        if let relative = project["projectDirPath"] as? String, !relative.isEmpty {
            projectDirectory = (container as NSString).appendingPathComponent(relative)
        }
        let resolver = PathResolver(objects: objects, projectDirectory: projectDirectory, mainGroup: project["mainGroup"] as? String)
        let projectSettings = settings(ofList: project["buildConfigurationList"] as? String, in: objects)
        var targets: [Target] = []
        var resolved = 0
        for id in (project["targets"] as? [String]) ?? [] {
            guard let object = objects[id], object["isa"] as? String == "PBXNativeTarget" else { continue }
            let own = settings(ofList: object["buildConfigurationList"] as? String, in: objects)
            var files: Set<String> = []
            var folders: [(path: String, exceptions: Set<String>)] = []
            for phase in (object["buildPhases"] as? [String]) ?? [] {
                guard let phaseObject = objects[phase],
                      ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains(phaseObject["isa"] as? String ?? "") else { continue }
                for buildFile in (phaseObject["files"] as? [String]) ?? [] {
                    guard let reference = objects[buildFile]?["fileRef"] as? String else { continue }
                    for (file, isFolder) in resolver.files(of: reference) {
                        if isFolder { folders.append((file, [])) } else { files.insert(file) }
                    }
                }
            }
            for group in (object["fileSystemSynchronizedGroups"] as? [String]) ?? [] {
                guard let folder = resolver.path(of: group) else { continue }
                var exceptions: Set<String> = []
                for exception in (objects[group]?["exceptions"] as? [String]) ?? [] {
                    guard let set = objects[exception], set["target"] as? String == id else { continue }
                    exceptions.formUnion((set["membershipExceptions"] as? [String]) ?? [])
                }
                folders.append((folder, exceptions))
            }
            resolved += files.filter { FileManager.default.fileExists(atPath: $0) }.count
                + folders.filter { FileManager.default.fileExists(atPath: $0.path) }.count
            var target = Target(name: object["name"] as? String ?? id, productType: object["productType"] as? String ?? "",
                                platforms: platforms(own, over: projectSettings), files: files, folders: folders,
                                settings: projectSettings.merging(own) { $1 })
            target.packageProducts = Set(((object["packageProductDependencies"] as? [String]) ?? []).compactMap { objects[$0]?["productName"] as? String })
            targets.append(target)
        }
        let regions = Set(((project["knownRegions"] as? [String]) ?? []).filter { !$0.isEmpty && $0 != "Base" }.map(XcodeProject.languageCode))
        return XcodeProject(path: path, sourceRoot: container, targets: targets, resolvedFiles: resolved,
                            knownRegions: regions.isEmpty ? nil : regions, mergeConflictLine: conflictLine)
    }

    /// `data` with every unresolved merge conflict replaced by its first side (the lines between
    /// `<<<<<<<` and `|||||||` or `=======`), and the line of the first conflict; `data` itself
    /// and nil when it holds none.
    static func firstSides(of data: Data) -> (Data, Int?) {
        let marker = Data("\n<<<<<<<".utf8)
        guard data.starts(with: Data("<<<<<<<".utf8)) || data.range(of: marker) != nil else { return (data, nil) }
        let text = String(decoding: data, as: UTF8.self)
        var kept: [Substring] = []
        var firstLine: Int?
        // Outside a conflict, in its first side, or in a side that is dropped.
        var inFirst = false, inDropped = false
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("<<<<<<<") {
                inFirst = true
                if firstLine == nil { firstLine = number + 1 }
            } else if (line.hasPrefix("|||||||") || line.hasPrefix("=======")) && (inFirst || inDropped) {
                inFirst = false
                inDropped = true
            } else if line.hasPrefix(">>>>>>>") && inDropped {
                inDropped = false
            } else if !inDropped {
                kept.append(line)
            }
        }
        return (Data(kept.joined(separator: "\n").utf8), firstLine)
    }

    /// The deepest nesting of `{` and `(` outside quoted strings and comments, in one pass.
    static func nesting(of data: Data) -> Int {
        var depth = 0, deepest = 0
        var inString = false, escaped = false, inComment = false
        var previous: UInt8 = 0
        for byte in data {
            defer { previous = byte }
            if inComment {
                if previous == UInt8(ascii: "*"), byte == UInt8(ascii: "/") { inComment = false }
                continue
            }
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "*") where previous == UInt8(ascii: "/"): inComment = true
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "}"), UInt8(ascii: ")"): depth = max(0, depth - 1)
            default: break
            }
        }
        return deepest
    }

    /// The build settings of every configuration in a configuration list, merged key by key
    /// (a key's values over all configurations).
    private static func settings(ofList list: String?, in objects: [String: [String: Any]]) -> [String: Set<String>] {
        var merged: [String: Set<String>] = [:]
        for configuration in (list.flatMap { objects[$0]?["buildConfigurations"] as? [String] }) ?? [] {
            for (written, value) in (objects[configuration]?["buildSettings"] as? [String: Any]) ?? [:] {
                let key = written.split(separator: "[", maxSplits: 1).first.map(String.init) ?? written
                if let text = value as? String { merged[key, default: []].insert(text) }
                if let list = value as? [String] { merged[key, default: []].formUnion(list) }
            }
        }
        return merged
    }

    /// The platforms the settings name, the target's over the project's.
    private static func platforms(_ own: [String: Set<String>], over project: [String: Set<String>]) -> Set<ScreenPlatform> {
        func words(_ key: String) -> Set<String> {
            let values = own[key] ?? project[key] ?? []
            return Set(values.flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "\"" }).map { String($0).lowercased() } })
        }
        var found: Set<ScreenPlatform> = []
        for word in words("SUPPORTED_PLATFORMS").union(words("SDKROOT")) {
            switch word {
            case "iphoneos", "iphonesimulator": found.insert(.iOS)
            case "appletvos", "appletvsimulator": found.insert(.tvOS)
            case "macosx": found.insert(.macOS)
            case "watchos", "watchsimulator": found.insert(.watchOS)
            default: continue
            }
        }
        return found
    }
}

/// Absolute paths of a project's file references, through their groups.
private struct PathResolver {
    let objects: [String: [String: Any]]
    let projectDirectory: String
    var parents: [String: String] = [:]
    let mainGroup: String?

    init(objects: [String: [String: Any]], projectDirectory: String, mainGroup: String?) {
        self.objects = objects
        self.projectDirectory = projectDirectory
        self.mainGroup = mainGroup
        for (id, object) in objects {
            for child in (object["children"] as? [String]) ?? [] { parents[child] = id }
        }
    }

    /// The files (and folders, flagged) a build file's reference stands for: a file, a
    /// folder reference, or the variants of a localized group.
    func files(of reference: String) -> [(String, Bool)] {
        guard let object = objects[reference] else { return [] }
        switch object["isa"] as? String {
        case "PBXVariantGroup", "XCVersionGroup":
            return ((object["children"] as? [String]) ?? []).compactMap { child in path(of: child).map { ($0, false) } }
        default:
            guard let path = path(of: reference) else { return [] }
            let type = (object["lastKnownFileType"] as? String) ?? (object["explicitFileType"] as? String) ?? ""
            return [(path, type == "folder")]
        }
    }

    /// The absolute, standardized path of a file reference or group; nil for one outside the
    /// app's folders (the SDK, build products).
    func path(of id: String, depth: Int = 0) -> String? {
        guard depth < 64, let object = objects[id] else { return nil }
        let own = object["path"] as? String
        let tree = object["sourceTree"] as? String ?? "<group>"
        let base: String
        switch tree {
        case "<group>":
            if let parent = parents[id] {
                guard let parentPath = path(of: parent, depth: depth + 1) else { return nil }
                base = parentPath
            } else {
                base = projectDirectory
            }
        case "SOURCE_ROOT": base = projectDirectory
        case "<absolute>": base = "/"
        default: return nil
        }
        guard let own, !own.isEmpty else { return (base as NSString).standardizingPath }
        return ((base as NSString).appendingPathComponent(own) as NSString).standardizingPath
    }
}
