import Foundation
import LayoutEngine
import ScreenFormats
import SwiftLayoutReader

/// The apps of the screens a sweep loads, each found and listed once for every pass that reads
/// an app's code (load-time hiding, orientations, unloaded xibs, fixed rows): the app root of
/// each screen file, the app's files by extension from one folder walk, and its Swift sources
/// read and parsed at most once. Not thread-safe: the passes run one after another.
final class AppSources {
    /// The extensions any pass reads: code, property lists, the project and its build settings
    /// (`.xcconfig`, an XcodeGen `project.yml`: both may name the main storyboard), IB files.
    static let extensions: Set<String> = ["swift", "m", "mm", "h", "plist", "pbxproj", "xcconfig", "yml", "yaml", "xib", "storyboard"]

    private var roots: [String: String?] = [:]
    private var listings: [String: [String]?] = [:]
    private var swiftSources: [String: SwiftSources] = [:]
    private var contents: [String: Data?] = [:]
    private var textSetUses: [String: UnsetTexts.TextSetUses] = [:]
    private var scans: [String: NibNameScanner] = [:]
    private var neutralHelpers: [String: (properties: Set<String>, helpers: TextNeutralHelpers)] = [:]
    private var indexes: [String: AppIndex] = [:]
    private var reaches: [String: UnloadedNibs.Uses?] = [:]
    private var unshipped: [String: Set<String>] = [:]

    /// A file of the app's code and its bytes.
    struct CodeFile {
        /// The file's path.
        var path: String
        /// Its bytes.
        var data: Data
        /// True for Swift, false for Objective-C.
        var isSwift: Bool
    }

    /// The folder holding the app project above `file` (`AppFolder.root(of:)`), looked up once per file.
    func root(of file: String) -> String? {
        if let known = roots[file] { return known }
        let root = AppFolder.root(of: file)
        roots[file] = root
        return root
    }

    /// The app's files with one of `extensions` (lowercased), sorted; nil past
    /// `LoadTimeHiding.maximumSwiftFiles` files in all.
    func files(under root: String, withExtensions extensions: Set<String>) -> [String]? {
        let listing: [String]?
        if let known = listings[root] {
            listing = known
        } else {
            listing = LoadTimeHiding.files(under: root, withExtensions: AppSources.extensions)
            listings[root] = listing
        }
        return listing?.filter { extensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }
    }

    /// The indices of `screens` that `include` accepts and whose file lies in an app, by app
    /// root, roots in order.
    func screensByRoot(_ screens: [Screen], where include: (Screen) -> Bool) -> [(root: String, indices: [Int])] {
        var grouped: [String: [Int]] = [:]
        for (index, screen) in screens.enumerated() where include(screen) {
            guard let file = screen.file, let root = root(of: file) else { continue }
            grouped[root, default: []].append(index)
        }
        return grouped.sorted { $0.key < $1.key }.map { (root: $0.key, indices: $0.value) }
    }

    /// A file's bytes, read once (Swift files through `swift(under:)`'s sources would be read
    /// again: pass those through it); nil when it cannot be read or is larger than the readers take.
    func data(_ path: String) -> Data? {
        if let known = contents[path] { return known }
        let data = SwiftSources.codeFileData(atPath: path)
        contents[path] = data
        return data
    }

    /// The app's Swift and Objective-C files with their bytes, Swift first; unreadable files,
    /// and those only test targets or another platform's targets build, are left out.
    func code(under root: String) -> [CodeFile] {
        let swift = self.swift(under: root)
        let swiftFiles = swift.paths.compactMap { path in swift.data(path).map { CodeFile(path: path, data: $0, isSwift: true) } }
        let objectiveC = shipping(files(under: root, withExtensions: ["m", "mm"]) ?? [], root: root).compactMap { path in
            data(path).map { CodeFile(path: path, data: $0, isSwift: false) }
        }
        return swiftFiles + objectiveC
    }

    /// `paths` less the code files that never run in the app on iOS: those the Xcode projects
    /// give only to test or tool targets or to another platform's targets (a Mac app's views
    /// beside the iPhone app's). Files in no target stay: a project read wrongly must not hide code.
    private func shipping(_ paths: [String], root: String) -> [String] {
        let left: Set<String>
        if let known = unshipped[root] {
            left = known
        } else {
            let code = (files(under: root, withExtensions: ["swift", "m", "mm"]) ?? [])
            var found: Set<String> = []
            for (path, verdict) in ShippedFiles.verdicts(code) {
                switch verdict {
                case .testsOnly, .otherPlatform: found.insert(path)
                case .ships, .unknown, .inNoTarget: break
                }
            }
            unshipped[root] = found
            left = found
        }
        return left.isEmpty ? paths : paths.filter { !left.contains($0) }
    }

    /// The index of the app's classes: read from its shipping code and its Objective-C headers.
    /// What the code and IB files under `root` use, and what the program's start reaches
    /// (`UnloadedNibs.Uses`), worked out once per app; nil when the app has no code to read.
    func uses(under root: String) -> UnloadedNibs.Uses? {
        if let known = reaches[root] { return known }
        let uses = UnloadedNibs.Uses(files: files(under: root, withExtensions: Self.extensions), apps: self, root: root)
        reaches[root] = uses
        return uses
    }

    func index(under root: String) -> AppIndex {
        if let known = indexes[root] { return known }
        var scans: [(path: String, scan: NibNameScanner, identifiers: Set<String>)] = code(under: root).map {
            ($0.path, scan($0.path, $0.data, isSwift: $0.isSwift), CodeText($0.data, isSwift: $0.isSwift).identifiers)
        }
        for path in files(under: root, withExtensions: ["h"]) ?? [] {
            if let data = data(path) { scans.append((path, scan(path, data, isSwift: false), [])) }
        }
        let index = AppIndex(scans: scans)
        indexes[root] = index
        return index
    }

    /// What a code file may set a text through (`UnsetTexts.uses(settingTextIn:)`), scanned
    /// once per file.
    func textSetUses(in file: CodeFile) -> UnsetTexts.TextSetUses {
        if let known = textSetUses[file.path] { return known }
        let uses = UnsetTexts.uses(settingTextIn: file.data, spans: scan(file.path, file.data, isSwift: file.isSwift).typeSpans)
        textSetUses[file.path] = uses
        return uses
    }

    /// What a code file (Swift, Objective-C, a header) says about the types it declares and
    /// uses (`NibNameScanner`), scanned once per file.
    func scan(_ path: String, _ data: Data, isSwift: Bool) -> NibNameScanner {
        if let known = scans[path] { return known }
        let scanned = NibNameScanner(code: data, isSwift: isSwift)
        scans[path] = scanned
        return scanned
    }

    /// The names a code file may set a text through, whatever their type, less those it only
    /// hands to app helpers that leave the text (`neutralHelpers(under:for:)`).
    func textSetNames(in file: CodeFile, leavingTextWith neutral: TextNeutralHelpers) -> Set<String> {
        Set(textSetUses(in: file).names(leavingTextWith: neutral).values.joined())
    }

    /// The app's helpers that leave the text of `properties` handed to them: read from the
    /// declarations of the functions the app's code hands those names to, once per set of names.
    func neutralHelpers(under root: String, for properties: Set<String>) -> TextNeutralHelpers {
        // Those read for more names serve (the passes ask for the screens' outlets, then fewer).
        if let known = neutralHelpers[root], properties.isSubset(of: known.properties) { return known.helpers }
        var candidates: Set<TextNeutralHelpers.Argument> = []
        for file in code(under: root) where file.isSwift {
            for handed in textSetUses(in: file).handedToCalls.values {
                for (name, calls) in handed where properties.contains(name) { candidates.formUnion(calls) }
            }
        }
        let helpers = TextNeutralHelpers(candidates: candidates, sources: swift(under: root))
        neutralHelpers[root] = (properties, helpers)
        return helpers
    }

    /// The app's Swift sources (none past the file limit).
    func swift(under root: String) -> SwiftSources {
        if let known = swiftSources[root] { return known }
        let sources = SwiftSources(paths: shipping(files(under: root, withExtensions: ["swift"]) ?? [], root: root))
        swiftSources[root] = sources
        return sources
    }
}
