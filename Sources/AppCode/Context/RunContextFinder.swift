import Diagnostics
import Foundation
import LayoutEngine
import Localization

/// Finds where each screen file's app runs: its `~ipad`/`~iphone` name suffix, and the iOS
/// targets of its app's Xcode project that build or bundle it (each target's Info.plist over
/// its `TARGETED_DEVICE_FAMILY` and `INFOPLIST_KEY_UISupportedInterfaceOrientations[_iPhone|_iPad]`),
/// or, when no target has it, the nearest `Info.plist` above it (`UIDeviceFamily`,
/// `UISupportedInterfaceOrientations`, `…~ipad`, `…~iphone`) and the nearest Xcode project
/// above it (its iOS targets together), or the `app:` the configuration names for every screen. What nothing says stays open: every device family
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
    /// Projects already warned about, each said once however many files they hold.
    private var warnedProjects: Set<String> = []
    private let files = FileManager.default
    private var folderCache: [String: AppFacts] = [:]
    private var plistCache: [String: AppFacts?] = [:]
    private var projectsByRoot: [String: [XcodeProject]] = [:]

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
        /// The storyboards iOS loads at launch per device family, when an Info.plist names
        /// different ones for iPhone and iPad (`UIMainStoryboardFile~ipad`).
        var launchStoryboards: LaunchStoryboards?
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
            merged.launchStoryboards = launchStoryboards ?? other.launchStoryboards
            if (families == nil && other.families != nil) || (!saysOrientations && other.saysOrientations)
                || (localizations == nil && other.localizations != nil) {
                merged.sources = sources + other.sources.filter { !sources.contains($0) }
            }
            return merged
        }

        var saysOrientations: Bool { orientations != nil || phoneOrientations != nil || padOrientations != nil }
        var isEmpty: Bool { families == nil && !saysOrientations && localizations == nil }
    }

    /// The storyboards an Info.plist has iOS load per device family: the main interface and the
    /// launch screen, each by its name without extension. Only names that differ between the
    /// families are kept: they tie a storyboard to one family.
    struct LaunchStoryboards: Hashable {
        /// Storyboard name → the one family that loads it at launch.
        var familyOf: [String: DeviceFamily]
        /// The Info.plist key that says so, per storyboard name.
        var keyOf: [String: String]

        /// Reads `UIMainStoryboardFile` and `UILaunchStoryboardName`, each with its `~iphone`
        /// and `~ipad` variants; nil when no name is loaded on one family only.
        init?(_ dictionary: [String: Any]) {
            var familyOf: [String: DeviceFamily] = [:], keyOf: [String: String] = [:]
            for key in ["UIMainStoryboardFile", "UILaunchStoryboardName"] {
                let any = dictionary[key] as? String
                let phone = (dictionary[key + "~iphone"] as? String) ?? any
                let pad = (dictionary[key + "~ipad"] as? String) ?? any
                guard let phone, let pad, !phone.isEmpty, !pad.isEmpty, phone != pad else { continue }
                familyOf[phone] = .phone
                keyOf[phone] = dictionary[key + "~iphone"] == nil ? key : key + "~iphone"
                familyOf[pad] = .pad
                keyOf[pad] = key + "~ipad"
            }
            guard !familyOf.isEmpty else { return nil }
            self.familyOf = familyOf
            self.keyOf = keyOf
        }
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
            let facts = shared ?? targetFacts(of: file) ?? nearestFacts(above: file)
            if let context = RunContextFinder.context(facts, file: file) { contexts[file] = context }
        }
        return contexts
    }

    /// Combines what the app says with what the file's name says.
    static func context(_ facts: AppFacts, file: String) -> RunContext? {
        // `Main~ipad.storyboard`, `Card~iphone.layout.yaml`: the name before the first dot.
        let base = ((file as NSString).lastPathComponent.split(separator: ".").first.map(String.init) ?? "").lowercased()
        var suffixFamily: DeviceFamily? = base.hasSuffix("~ipad") ? .pad : base.hasSuffix("~iphone") ? .phone : pairedFamily(of: file)
        var launchKey: String?
        if suffixFamily == nil, file.lowercased().hasSuffix(".storyboard"), let launch = facts.launchStoryboards {
            // iOS loads `iPad.storyboard` at launch on iPad only when Info.plist names it in
            // `UIMainStoryboardFile~ipad` and another storyboard for iPhone.
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            suffixFamily = launch.familyOf[name]
            launchKey = launch.keyOf[name]
        }
        guard !facts.isEmpty || suffixFamily != nil else { return nil }
        var families = facts.families ?? [.phone, .pad]
        if let suffixFamily { families = families.intersection([suffixFamily]) }
        let all = Set(Orientation.allCases)
        let phone = (facts.phoneOrientations ?? facts.orientations ?? all)
        let pad = (facts.padOrientations ?? facts.orientations ?? all)
        var sources = facts.sources
        if let launchKey, let plist = facts.sources.first(where: { $0.hasSuffix(".plist") }) {
            sources.append("\(plist) (\(launchKey))")
        } else if suffixFamily != nil {
            sources.append((file as NSString).lastPathComponent)
        }
        return RunContext(phone: families.contains(.phone) && !phone.isEmpty ? phone : nil,
                          pad: families.contains(.pad) && !pad.isEmpty ? pad : nil,
                          sources: sources, localizations: facts.localizations)
    }

    /// The device a file is for when its name and a sibling's say so as a pair: `Settings_iPad.xib`
    /// beside `Settings_iPhone.xib` or `Settings.xib` is the iPad's, and `Settings_iPhone.xib`
    /// beside `Settings_iPad.xib` the iPhone's (the app's code picks one by the device's idiom).
    /// A name alone says nothing: `PadSettings_iPad.xib` with no sibling may show on any device.
    static func pairedFamily(of file: String) -> DeviceFamily? {
        let url = URL(fileURLWithPath: file)
        let name = url.deletingPathExtension().lastPathComponent
        let lower = name.lowercased(), ext = url.pathExtension.lowercased()
        for (suffix, family, counterparts) in [("ipad", DeviceFamily.pad, ["iphone", ""]), ("iphone", DeviceFamily.phone, ["ipad"])]
        where lower.hasSuffix(suffix) && lower.count > suffix.count {
            var stem = String(lower.dropLast(suffix.count))
            var separator = ""
            if let last = stem.last, last == "_" || last == "-" {
                separator = String(last)
                stem.removeLast()
            }
            guard !stem.isEmpty else { continue }
            let siblings = Set(((try? FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)) ?? []).map { $0.lowercased() })
            for counterpart in counterparts {
                let sibling = (counterpart.isEmpty ? stem : stem + separator + counterpart) + "." + ext
                if siblings.contains(sibling) { return family }
            }
        }
        return nil
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
        if let known = plistCache[path] { return known }
        let facts = readPlistFacts(path, strict: strict)
        plistCache[path] = facts
        return facts
    }

    private mutating func readPlistFacts(_ path: String, strict: Bool) -> AppFacts? {
        guard let read = FileManager.default.contents(atPath: path), read.count <= RunContextFinder.maximumPlistBytes else {
            if !strict { warnings.append(.warning("Info.plist not read (missing or over 1 MB); its devices and orientations are not used", at: SourceLocation(file: path))) }
            return nil
        }
        let data = PreprocessedPlist.firstBranches(read)
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
            let names = Set(languages.compactMap { $0 as? String }.filter { !$0.isEmpty && $0 != "Base" }.map(XcodeProject.languageCode))
            if !names.isEmpty { facts.localizations = names }
        }
        facts.launchStoryboards = LaunchStoryboards(dictionary)
        return facts.isEmpty && facts.launchStoryboards == nil ? nil : facts
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

    /// What an Xcode project says of where its iOS targets run: the union over the targets that
    /// ship on iOS (a watch or Mac target's settings say nothing of the iPhone app), each
    /// target's Info.plist over its build settings, and the project's `knownRegions`.
    private mutating func projectFacts(_ path: String) -> AppFacts? {
        guard let project = XcodeProjectCache.shared.project(at: path) else {
            // A project folder without its file (a generated project's shared schemes) says nothing.
            if files.fileExists(atPath: path), warnedProjects.insert(path).inserted {
                warnings.append(.warning("not a readable Xcode project; its targets, devices, orientations and languages are not used",
                                         at: SourceLocation(file: path)))
            }
            return nil
        }
        warnOfConflicts(project)
        let targets = project.targets.filter(\.shipsOnIOS)
        var facts = targets.isEmpty ? AppFacts(sources: [path]) : unionFacts(targets.map { targetFacts($0, of: project) })
        if let regions = project.knownRegions, targets.isEmpty || targets.contains(where: \.isAppOrExtension) {
            facts.localizations = (facts.localizations ?? []).union(regions)
        }
        return facts.isEmpty ? nil : facts
    }

    /// Warns, once per project, that it was read from the first side of unresolved merge conflicts.
    private mutating func warnOfConflicts(_ project: XcodeProject) {
        guard let line = project.mergeConflictLine, warnedProjects.insert(project.path).inserted else { return }
        warnings.append(.warning("unresolved merge conflict: the first side of each is read (Xcode cannot open the project until it is resolved)",
                                 at: SourceLocation(file: project.path, line: line)))
    }

    /// What the iOS targets that build or bundle `file` say, when an Xcode project of its app
    /// has it in such a target: each target's own Info.plist and settings, not the app folder's
    /// nearest ones (a share extension's storyboard runs where the extension does).
    private mutating func targetFacts(of file: String) -> AppFacts? {
        let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
        guard let root = AppFolder.root(of: absolute) else { return nil }
        if projectsByRoot[root] == nil {
            let projects = ShippedFiles.projectsUnder(root)
            projectsByRoot[root] = projects
            for project in projects { warnOfConflicts(project) }
        }
        var found: [AppFacts] = []
        var regions: Set<String> = []
        for project in projectsByRoot[root] ?? [] {
            for target in project.targets where target.shipsOnIOS && target.contains(absolute) {
                found.append(targetFacts(target, of: project))
                if target.isAppOrExtension { regions.formUnion(project.knownRegions ?? []) }
            }
        }
        if found.isEmpty {
            // A file of a local Swift package runs in the iOS targets of the repository that
            // link a product holding it (`Modals-iOS` in the app's Frameworks phase).
            for (target, project) in linkingTargets(ofPackageFile: absolute, packageRoot: root) {
                found.append(targetFacts(target, of: project))
                regions.formUnion(project.knownRegions ?? [])
            }
        }
        guard !found.isEmpty else { return nil }
        var facts = unionFacts(found)
        if !regions.isEmpty { facts.localizations = (facts.localizations ?? []).union(regions) }
        return facts
    }

    /// The iOS targets of the projects around a local Swift package that link one of its
    /// products holding the file: the projects under the app folder above the package's.
    private mutating func linkingTargets(ofPackageFile file: String, packageRoot: String) -> [(XcodeProject.Target, XcodeProject)] {
        guard FileManager.default.fileExists(atPath: (packageRoot as NSString).appendingPathComponent("Package.swift")),
              let package = LocalPackage(folder: packageRoot) else { return [] }
        let products = package.products(holding: file)
        let parent = URL(fileURLWithPath: packageRoot).deletingLastPathComponent().path
        guard !products.isEmpty, parent != packageRoot, let repository = AppFolder.root(ofFolder: parent) else { return [] }
        if projectsByRoot[repository] == nil { projectsByRoot[repository] = ShippedFiles.projectsUnder(repository) }
        var linking: [(XcodeProject.Target, XcodeProject)] = []
        for project in projectsByRoot[repository] ?? [] {
            for target in project.targets where target.shipsOnIOS && !target.packageProducts.isDisjoint(with: products) {
                linking.append((target, project))
            }
        }
        return linking
    }

    /// One target's facts: its Info.plist (`INFOPLIST_FILE`) over its build settings
    /// (`TARGETED_DEVICE_FAMILY`, `INFOPLIST_KEY_UISupportedInterfaceOrientations…`).
    private mutating func targetFacts(_ target: XcodeProject.Target, of project: XcodeProject) -> AppFacts {
        let settings = target.settings
        var facts = AppFacts(sources: ["\(project.path) (target \(target.name))"])
        for value in settings["TARGETED_DEVICE_FAMILY"] ?? [] {
            let families = value.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }.compactMap(DeviceFamily.init(rawValue:))
            if !families.isEmpty { facts.families = (facts.families ?? []).union(families) }
        }
        func union(_ key: String) -> Set<Orientation>? {
            let sets = (settings[key] ?? []).compactMap { RunContextFinder.orientations($0) }
            return sets.isEmpty ? nil : sets.reduce(into: Set<Orientation>()) { $0.formUnion($1) }
        }
        facts.orientations = union("INFOPLIST_KEY_UISupportedInterfaceOrientations")
        facts.phoneOrientations = union("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone")
        facts.padOrientations = union("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad")
        for written in (settings["INFOPLIST_FILE"] ?? []).sorted() {
            let plist = RunContextFinder.expand(written, sourceRoot: project.sourceRoot)
            if FileManager.default.fileExists(atPath: plist), let read = plistFacts(plist, strict: false) {
                facts = read.filled(from: facts)
                break
            }
        }
        return facts
    }

    /// A setting's path with `$(SRCROOT)` and `$(PROJECT_DIR)` replaced, relative to the project's folder.
    static func expand(_ written: String, sourceRoot: String) -> String {
        var path = written
        for variable in ["$(SRCROOT)", "${SRCROOT}", "$(PROJECT_DIR)", "${PROJECT_DIR}", "$(SOURCE_ROOT)", "${SOURCE_ROOT}"] {
            path = path.replacingOccurrences(of: variable, with: sourceRoot)
        }
        return path.hasPrefix("/") ? path : (sourceRoot as NSString).appendingPathComponent(path)
    }

    /// Several targets' facts as one: what any of them runs on. Where one says nothing of
    /// families or orientations, nothing limits them.
    private func unionFacts(_ all: [AppFacts]) -> AppFacts {
        guard var merged = all.first else { return AppFacts() }
        for facts in all.dropFirst() {
            merged.families = merged.families.flatMap { mine in facts.families.map { mine.union($0) } }
            func joined(_ mine: Set<Orientation>?, _ theirs: Set<Orientation>?) -> Set<Orientation>? { mine.flatMap { a in theirs.map { a.union($0) } } }
            let mineBoth = merged.orientations, theirsBoth = facts.orientations
            merged.orientations = joined(mineBoth, theirsBoth)
            merged.phoneOrientations = joined(merged.phoneOrientations ?? mineBoth, facts.phoneOrientations ?? theirsBoth)
            merged.padOrientations = joined(merged.padOrientations ?? mineBoth, facts.padOrientations ?? theirsBoth)
            if let theirs = facts.localizations { merged.localizations = (merged.localizations ?? []).union(theirs) }
            // A storyboard is one family's only when every target says so.
            if merged.launchStoryboards != facts.launchStoryboards { merged.launchStoryboards = nil }
            merged.sources += facts.sources.filter { !merged.sources.contains($0) }
        }
        return merged
    }
}
