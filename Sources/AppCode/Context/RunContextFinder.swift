import Diagnostics
import Foundation
import LayoutEngine
import Localization

/// Finds where each screen file's app runs: its `~ipad`/`~iphone` name suffix, the nearest
/// `Info.plist` above it (`UIDeviceFamily`, `UISupportedInterfaceOrientations`, `…~ipad`,
/// `…~iphone`) and the nearest Xcode project above it (`TARGETED_DEVICE_FAMILY`,
/// `INFOPLIST_KEY_UISupportedInterfaceOrientations[_iPhone|_iPad]`), or the `app:` the
/// configuration names for every screen. What nothing says stays open: every device family
/// and orientation is swept.
public struct RunContextFinder {
    /// How many folders above a screen file are searched for an Info.plist or an Xcode project.
    public static let searchDepth = 8
    /// Larger Info.plist files are not read (real ones are a few kilobytes).
    public static let maximumPlistBytes = 1 << 20
    /// Larger project files are not read.
    public static let maximumProjectBytes = 64 << 20
    /// Deeper nesting of arrays and dictionaries in a property list is refused unread.
    public static let maximumPlistDepth = 64

    /// What was found out of the ordinary while reading (unreadable files, ignored values).
    public private(set) var warnings: [Diagnostic] = []
    private let files = FileManager.default
    private var folderCache: [String: AppFacts] = [:]

    /// Creates a finder.
    public init() {}

    /// What an Info.plist or project says, before the two are combined.
    struct AppFacts: Hashable {
        var families: Set<DeviceFamily>?
        var orientations: Set<Orientation>?
        var phoneOrientations: Set<Orientation>?
        var padOrientations: Set<Orientation>?
        /// `knownRegions` / `CFBundleLocalizations`, without `Base`.
        var localizations: Set<String>?
        var sources: [String] = []

        /// What this says wins over `other`: the device families, and the orientations as a
        /// whole (an Info.plist that lists orientations replaces a project's, per family too).
        func filled(from other: AppFacts) -> AppFacts {
            var merged = self
            merged.families = families ?? other.families
            if !saysOrientations {
                merged.orientations = other.orientations
                merged.phoneOrientations = other.phoneOrientations
                merged.padOrientations = other.padOrientations
            }
            // An Info.plist's `CFBundleLocalizations` and a project's `knownRegions` both add
            // languages the app can be shown in.
            if let theirs = other.localizations { merged.localizations = (localizations ?? []).union(theirs) }
            if (families == nil && other.families != nil) || (!saysOrientations && other.saysOrientations)
                || (localizations == nil && other.localizations != nil) {
                merged.sources = sources + other.sources.filter { !sources.contains($0) }
            }
            return merged
        }

        var saysOrientations: Bool { orientations != nil || phoneOrientations != nil || padOrientations != nil }
        var isEmpty: Bool { families == nil && !saysOrientations && localizations == nil }
    }

    /// A device family as Info.plist numbers them.
    enum DeviceFamily: Int, Hashable {
        case phone = 1
        case pad = 2
    }

    /// The run context of every file that has one. `app` (from the configuration) is an
    /// Info.plist, an `.xcodeproj` or a folder holding them, and applies to every file.
    public mutating func contexts(for screenFiles: [String], app: String?, appLocation: SourceLocation?) throws -> [String: RunContext] {
        var shared: AppFacts?
        if let app {
            shared = try facts(ofApp: app, location: appLocation)
        }
        var contexts: [String: RunContext] = [:]
        for file in screenFiles {
            let facts = shared ?? nearestFacts(above: file)
            if let context = RunContextFinder.context(facts, file: file) { contexts[file] = context }
        }
        return contexts
    }

    /// Combines what the app says with what the file's name says.
    static func context(_ facts: AppFacts, file: String) -> RunContext? {
        // `Main~ipad.storyboard`, `Card~iphone.layout.yaml`: the name before the first dot.
        let base = ((file as NSString).lastPathComponent.split(separator: ".").first.map(String.init) ?? "").lowercased()
        let suffixFamily: DeviceFamily? = base.hasSuffix("~ipad") ? .pad : base.hasSuffix("~iphone") ? .phone : nil
        guard !facts.isEmpty || suffixFamily != nil else { return nil }
        var families = facts.families ?? [.phone, .pad]
        if let suffixFamily { families = families.intersection([suffixFamily]) }
        let all = Set(Orientation.allCases)
        let phone = (facts.phoneOrientations ?? facts.orientations ?? all)
        let pad = (facts.padOrientations ?? facts.orientations ?? all)
        var sources = facts.sources
        if suffixFamily != nil { sources.append((file as NSString).lastPathComponent) }
        return RunContext(phone: families.contains(.phone) && !phone.isEmpty ? phone : nil,
                          pad: families.contains(.pad) && !pad.isEmpty ? pad : nil,
                          source: sources.joined(separator: ", "), localizations: facts.localizations)
    }

    private mutating func facts(ofApp path: String, location: SourceLocation?) throws -> AppFacts {
        var isFolder: ObjCBool = false
        guard files.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw DiagnosticError(.error("app: '\(path)' does not exist (expected an Info.plist, an .xcodeproj or a folder holding them)", at: location))
        }
        if !isFolder.boolValue {
            guard let facts = plistFacts(path, strict: true) else {
                throw DiagnosticError(.error("app: '\(path)' is not a readable XML property list", at: location))
            }
            return facts
        }
        if path.hasSuffix(".xcodeproj") {
            return projectFacts((path as NSString).appendingPathComponent("project.pbxproj")) ?? AppFacts()
        }
        return folderFacts(path)
    }

    /// The facts of the nearest folder above `file` that has an Info.plist or a project,
    /// completed by a project further up.
    private mutating func nearestFacts(above file: String) -> AppFacts {
        // URLs, not NSString path methods: on Linux, `deletingLastPathComponent` of a literal
        // "." traps (a file named without a folder, `sweep Home.layout.yaml`, reached it).
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL
        // Folders inside the working directory keep the relative spelling the user typed.
        let workingFolder = FileManager.default.currentDirectoryPath
        let relative = !file.hasPrefix("/")
        func spelled(_ url: URL) -> String {
            guard relative else { return url.path }
            if url.path == workingFolder { return "." }
            if url.path.hasPrefix(workingFolder + "/") { return String(url.path.dropFirst(workingFolder.count + 1)) }
            return url.path
        }
        var found = AppFacts()
        for _ in 0..<RunContextFinder.searchDepth {
            let here = folderFacts(spelled(folder))
            found = found.filled(from: here)
            if found.families != nil && found.saysOrientations && found.localizations != nil { break }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path == folder.path { break }
            folder = parent
        }
        return found
    }

    private mutating func folderFacts(_ folder: String) -> AppFacts {
        if let cached = folderCache[folder] { return cached }
        var facts = AppFacts()
        let plist = (folder as NSString).appendingPathComponent("Info.plist")
        if files.fileExists(atPath: plist), let read = plistFacts(plist, strict: false) { facts = read }
        let names = (try? files.contentsOfDirectory(atPath: folder)) ?? []
        for name in names.sorted() where name.hasSuffix(".xcodeproj") {
            let project = ((folder as NSString).appendingPathComponent(name) as NSString).appendingPathComponent("project.pbxproj")
            if let read = projectFacts(project) { facts = facts.filled(from: read) }
        }
        folderCache[folder] = facts
        return facts
    }

    /// Reads an XML Info.plist; nil (with a warning unless `strict`) when it cannot be read.
    private mutating func plistFacts(_ path: String, strict: Bool) -> AppFacts? {
        guard let data = FileManager.default.contents(atPath: path), data.count <= RunContextFinder.maximumPlistBytes else {
            if !strict { warnings.append(.warning("Info.plist not read (missing or over 1 MB); its devices and orientations are not used", at: SourceLocation(file: path))) }
            return nil
        }
        guard PropertyListNesting.isShallowXML(data, maximumDepth: RunContextFinder.maximumPlistDepth),
              let object = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
              let dictionary = object as? [String: Any] else {
            if !strict { warnings.append(.warning("not a readable XML property list; its devices and orientations are not used", at: SourceLocation(file: path, line: 1))) }
            return nil
        }
        var facts = AppFacts(sources: [path])
        if let numbers = dictionary["UIDeviceFamily"] as? [Any] {
            let families = Set(numbers.compactMap { ($0 as? Int) ?? Int(String(describing: $0)) }.compactMap(DeviceFamily.init(rawValue:)))
            if !families.isEmpty { facts.families = families }
        }
        facts.orientations = RunContextFinder.orientations(dictionary["UISupportedInterfaceOrientations"])
        facts.phoneOrientations = RunContextFinder.orientations(dictionary["UISupportedInterfaceOrientations~iphone"])
        facts.padOrientations = RunContextFinder.orientations(dictionary["UISupportedInterfaceOrientations~ipad"])
        if let languages = dictionary["CFBundleLocalizations"] as? [Any] {
            let names = Set(languages.compactMap { $0 as? String }.filter { !$0.isEmpty && $0 != "Base" })
            if !names.isEmpty { facts.localizations = names }
        }
        return facts.isEmpty ? nil : facts
    }

    /// `UIInterfaceOrientationPortrait` … as orientations; nil when the value is not a list of them.
    static func orientations(_ value: Any?) -> Set<Orientation>? {
        let names: [String]
        if let list = value as? [Any] {
            names = list.compactMap { $0 as? String }
        } else if let text = value as? String {
            names = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\"" }).map(String.init)
        } else {
            return nil
        }
        var found = Set<Orientation>()
        for name in names {
            if name.hasPrefix("UIInterfaceOrientationPortrait") { found.insert(.portrait) }
            if name.hasPrefix("UIInterfaceOrientationLandscape") { found.insert(.landscape) }
        }
        return found.isEmpty ? nil : found
    }

    /// Reads the build settings that say where an Xcode project's targets run, the union over
    /// its targets and configurations.
    private mutating func projectFacts(_ path: String) -> AppFacts? {
        guard let attributes = try? files.attributesOfItem(atPath: path), let size = attributes[.size] as? Int,
              size <= RunContextFinder.maximumProjectBytes, let data = files.contents(atPath: path) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        var facts = AppFacts(sources: [path])
        for value in RunContextFinder.settingValues("TARGETED_DEVICE_FAMILY", in: text) {
            let families = value.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }.compactMap(DeviceFamily.init(rawValue:))
            if !families.isEmpty { facts.families = (facts.families ?? []).union(families) }
        }
        func union(_ key: String) -> Set<Orientation>? {
            let sets = RunContextFinder.settingValues(key, in: text).compactMap { RunContextFinder.orientations($0) }
            return sets.isEmpty ? nil : sets.reduce(into: Set<Orientation>()) { $0.formUnion($1) }
        }
        facts.orientations = union("INFOPLIST_KEY_UISupportedInterfaceOrientations")
        facts.phoneOrientations = union("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone")
        facts.padOrientations = union("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad")
        facts.localizations = RunContextFinder.knownRegions(in: text)
        return facts.isEmpty ? nil : facts
    }

    /// The languages of a project file's `knownRegions = ( en, Base, "zh-Hans", );`, without
    /// `Base`; nil when the file lists none.
    static func knownRegions(in text: String) -> Set<String>? {
        guard let start = text.range(of: "knownRegions = (") else { return nil }
        let rest = text[start.upperBound...]
        guard let end = rest.firstIndex(of: ")") else { return nil }
        let names = rest[..<end].split(whereSeparator: { $0 == "," || $0.isNewline })
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" \t")) }
            .filter { !$0.isEmpty && $0 != "Base" }
        return names.isEmpty ? nil : Set(names)
    }

    /// Every `KEY = value;` of a project file, quotes removed.
    static func settingValues(_ key: String, in text: String) -> [String] {
        var values: [String] = []
        var rest = text[...]
        while let range = rest.range(of: key) {
            rest = rest[range.upperBound...]
            var cursor = rest.drop(while: { $0 == " " || $0 == "\t" })
            // `KEY_iPhone` is another key: only `KEY =` counts.
            guard cursor.first == "=" else { continue }
            cursor = cursor.dropFirst().drop(while: { $0 == " " || $0 == "\t" })
            guard let end = cursor.firstIndex(where: { $0 == ";" || $0 == "\n" }) else { break }
            values.append(String(cursor[..<end]).trimmingCharacters(in: CharacterSet(charactersIn: "\" ")))
        }
        return values
    }

}
