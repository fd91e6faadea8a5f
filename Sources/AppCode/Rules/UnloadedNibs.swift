import Diagnostics
import Foundation
import LayoutEngine
import SwiftLayoutReader

/// Interface Builder files nothing in their app loads: neither the file's name nor any class
/// it gives its objects (File's Owner, a cell, a view with outlets) appears in the app's code
/// (Swift, Objective-C, property lists) outside that class's own declarations and bodies (a
/// class loading its own nib is shown only if something else creates it; see
/// `NibNameScanner`) and outside code the app never reaches (`Uses`), nor as a custom class in
/// another IB file. An app never shows such a file
/// (a cell left behind by a refactor), so its screens are not swept, with a note. Names match
/// whole words as written, or ignoring case when read as a member, so generated accessors
/// (`R.nib.addCell`) count as uses and a selector part (`deviceView:`) does not.
struct UnloadedNibs: AppCodeRule {
    let id = "unloaded-nibs"
    let summary = "An Interface Builder file whose name and classes no reachable code of the app mentions is never shown: its screens are not swept."
    let examples: [AppCodeRuleExample] = [
        .triggering("// AddCell.xib exists, and no file but AddCell.swift names AddCell", in: UnloadedNibs.podcasts),
        .notTriggering("tableView.register(UINib(nibName: \"AddCell\", bundle: nil), forCellReuseIdentifier: \"add\")", in: UnloadedNibs.podcasts),
        // Code only debug builds compile ships in no app.
        .triggering("#if DEBUG\ntableView.register(UINib(nibName: \"AddCell\", bundle: nil), forCellReuseIdentifier: \"add\")\n#endif", in: UnloadedNibs.podcasts),
        .notTriggering("#if !DEBUG\ntableView.register(UINib(nibName: \"AddCell\", bundle: nil), forCellReuseIdentifier: \"add\")\n#endif", in: UnloadedNibs.podcasts),
    ]

    /// An app with a cell xib and a list controller that may register it when it loads.
    static let podcasts = ExampleApp(.tableCell("AddCell", [.label("titleLabel", text: "Add a podcast")]), sources: [
        .swift("AddCell", "UITableViewCell", outlets: [.label("titleLabel")], codeIn: nil),
        .swift("PodcastListViewController", "UITableViewController", codeIn: .viewDidLoad),
    ])

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        var filesByRoot: [String: Set<String>] = [:]
        for screen in screens {
            guard let file = screen.file, Self.isInterfaceBuilderFile(file), let root = apps.root(of: file) else { continue }
            filesByRoot[root, default: []].insert(file)
        }
        for (root, files) in filesByRoot.sorted(by: { $0.key < $1.key }) {
            guard let uses = apps.uses(under: root) else { continue }
            // The system loads the main, launch and extension storyboards: judge storyboards
            // only when the program's start, and so the settings naming those, are at hand.
            for file in files.sorted() where uses.startsProgram || file.lowercased().hasSuffix(".xib") {
                let indices = screens.indices.filter { screens[$0].file == file }
                var names: Set<String> = [Self.baseName(of: file)]
                for index in indices {
                    if let controller = screens[index].appFacts.controllerClass { names.insert(controller) }
                    for outlet in screens[index].appFacts.outlets { names.insert(outlet.className) }
                }
                guard !names.contains(where: { uses.mention($0, outside: file) }) else { continue }
                let listed = names.sorted().joined(separator: ", ")
                let unreached = Set(names.flatMap { uses.unreachedMentioners(of: $0) }).subtracting(names).sorted()
                let elsewhere = unreached.isEmpty ? "" : ", or only in code the app never reaches: \(unreached.joined(separator: ", "))"
                let message = "nothing in the app's code loads this file (\(listed) \(names.count == 1 ? "appears" : "appear") nowhere outside \(names.count == 1 ? "its" : "their") own declarations\(elsewhere)): its screens are not swept"
                for index in indices {
                    recorder.decide(index, .screen, .notLoaded, message, at: SourceLocation(file: file), change: .markNotLoaded)
                }
            }
        }
        return recorder.decisions
    }

    /// A xib or a storyboard.
    static func isInterfaceBuilderFile(_ file: String) -> Bool {
        let lower = file.lowercased()
        return lower.hasSuffix(".xib") || lower.hasSuffix(".storyboard")
    }

    /// `AddCell~ipad.xib` → `AddCell`.
    static func baseName(of file: String) -> String {
        var name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        for suffix in ["~ipad", "~iphone"] where name.lowercased().hasSuffix(suffix) { name.removeLast(suffix.count) }
        return name
    }

    /// What an app's files mention, read once: every word of its code that uses a name
    /// (`NibNameScanner`), and the IB files naming each custom class. When the app's folder
    /// holds the program's start (`@main`, `UIApplicationMain`), only uses in code the app
    /// reaches count: code outside every type, in an extension of a type the app does not
    /// declare, in the start's type, and in every type reached code names, every superclass
    /// of a reached class and every class an IB file that reached code loads names (`reach`).
    /// Element's `MXKContactTableCell` is named only by `MXKContactListViewController`, which
    /// nothing names: neither is ever shown. Without the start (a library's folder) every use
    /// counts.
    struct Uses {
        /// The uses of each type's code (`""`: code outside every type), all files together.
        var mentionsByOwner: [String: CodeMentions] = [:]
        /// Types the app's code declares.
        var declaredTypes: Set<String> = []
        /// Types marked as the program's start.
        var entryPointTypes: Set<String> = []
        /// Swift classes' Objective-C names (`@objc(DWExploreViewController)`), by class: code
        /// that names one reaches the class.
        var objectiveCNames: [String: Set<String>] = [:]
        /// Whether the app's folder holds the program's start.
        var startsProgram = false
        /// The IB files naming each custom class.
        var customClassFiles: [String: Set<String>] = [:]
        /// The custom classes each IB file names.
        var classesByFile: [String: Set<String>] = [:]
        /// The classes of each IB file's top-level objects (File's Owner, a xib's views, a
        /// storyboard's controllers): naming one may load the file; naming a subview's may not.
        var topLevelClassesByFile: [String: Set<String>] = [:]
        /// The storyboards IB files refer to (`storyboardName="Settings"`), with those files.
        var storyboardReferences: [String: Set<String>] = [:]
        /// Superclasses named in subclass declarations, with those subclasses (lowercased).
        var subclasses: [String: Set<String>] = [:]
        /// The app's xib names, lowercased.
        var nibNames: Set<String> = []
        /// The uses of the code the app reaches.
        private(set) var reached = CodeMentions()
        /// The declared types the app reaches, lowercased.
        private(set) var reachedTypes: Set<String> = []
        /// The code blocks the app reaches (`NibNameScanner.functionOwner`, `conditionalOwner`).
        private(set) var readBlocks: Set<String> = []

        /// Nil when the app has no code to read (or too many files to read: `files` nil). Files
        /// are read through `apps`, which the other passes share.
        init?(files: [String]?, apps: AppSources, root: String) {
            guard let files else { return nil }
            let swift = apps.swift(under: root)
            var sawCode = false
            // Code only tests or another platform build reaches nothing the app shows.
            let shippedCode = Set(apps.code(under: root).map(\.path))
            for path in files {
                let lower = path.lowercased()
                if [".swift", ".m", ".mm"].contains(where: { lower.hasSuffix($0) }), !shippedCode.contains(path) { continue }
                guard let data = lower.hasSuffix(".swift") ? swift.data(path) : apps.data(path) else { continue }
                if lower.hasSuffix(".xib") || lower.hasSuffix(".storyboard") {
                    if lower.hasSuffix(".xib") { nibNames.insert(UnloadedNibs.baseName(of: path).lowercased()) }
                    let classes = UnloadedNibs.customClasses(in: data)
                    classesByFile[path] = classes
                    topLevelClassesByFile[path] = UnloadedNibs.topLevelClasses(in: data)
                    for name in classes { customClassFiles[name, default: []].insert(path) }
                    for name in UnloadedNibs.storyboardReferences(in: data) { storyboardReferences[name, default: []].insert(path) }
                } else if lower.hasSuffix(".pbxproj") {
                    // A project file lists every file by name: only its settings' values count
                    // (`INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;` names a storyboard).
                    mentionsByOwner["", default: CodeMentions()].strings.formUnion(UnloadedNibs.quotedStrings(in: data))
                    mentionsByOwner["", default: CodeMentions()].strings.formUnion(UnloadedNibs.infoPlistSettings(in: data))
                } else {
                    sawCode = true
                    let isCode = [".swift", ".m", ".mm", ".h"].contains { lower.hasSuffix($0) }
                    let scan = isCode ? apps.scan(path, data, isSwift: lower.hasSuffix(".swift")) : NibNameScanner(plain: data)
                    // In place: merging with a closure copied each owner's mentions, the
                    // whole app's for code outside every type, once per file.
                    for (owner, mentions) in scan.mentions { mentionsByOwner[owner, default: CodeMentions()].formUnion(mentions) }
                    entryPointTypes.formUnion(scan.entryPointTypes)
                    for (type, names) in scan.objectiveCNames { objectiveCNames[type, default: []].formUnion(names) }
                    startsProgram = startsProgram || scan.startsProgram
                }
            }
            guard sawCode else { return nil }
            let index = apps.index(under: root)
            declaredTypes = index.declaredTypesAsWritten
            subclasses = index.subclasses
            reach(constantsFrom: swift)
        }

        /// Finds the code the app reaches, from its roots to the types that code names and the
        /// IB files it loads, until nothing more is reached. An IB file is loaded when reached
        /// code names it or the app's class of one of its top-level objects (not the SDK's
        /// `UIResponder` of every First Responder), or a loaded storyboard refers to it; every
        /// class it names is then created, so reached.
        private mutating func reach(constantsFrom sources: SwiftSources) {
            guard startsProgram else {
                for mentions in mentionsByOwner.values { reached.formUnion(mentions) }
                reachedTypes = Set(declaredTypes.map { $0.lowercased() })
                return
            }
            let blocks = mentionsByOwner.keys.filter(Self.isCodeBlock)
            for (owner, mentions) in mentionsByOwner where owner.isEmpty || (!declaredTypes.contains(owner) && !Self.isCodeBlock(owner)) {
                reached.formUnion(mentions)
            }
            // Build flags: the constants the blocks' conditions read.
            let conditions = blocks.compactMap(Self.condition(of:))
            let constants = conditions.isEmpty ? [:] : BooleanConstants.values(of: Set(conditions.flatMap(BooleanConstants.names(in:))), in: sources)
            var live = entryPointTypes
            var liveLowercased = Set(live.map { $0.lowercased() })
            var read: Set<String> = []
            var unreached = declaredTypes.subtracting(live)
            var loadedFiles: Set<String> = []
            var unloadedFiles = Set(classesByFile.keys)
            var unreadBlocks = Set(blocks)
            while true {
                for owner in live.subtracting(read) {
                    read.insert(owner)
                    if let mentions = mentionsByOwner[owner] { reached.formUnion(mentions) }
                }
                // A block runs when what holds it runs: a private function when its file names
                // it, a block under an `if` unless the build flags make the condition false.
                var readBlock = true
                while readBlock {
                    readBlock = false
                    for block in unreadBlocks where isLive(block, live: live, read: read, constants: constants) {
                        unreadBlocks.remove(block)
                        read.insert(block)
                        if let mentions = mentionsByOwner[block] { reached.formUnion(mentions) }
                        readBlock = true
                    }
                }
                let loading = unloadedFiles.filter { file in
                    let name = UnloadedNibs.baseName(of: file)
                    return reached.mention(name) || (storyboardReferences[name] ?? []).contains { loadedFiles.contains($0) }
                        || (topLevelClassesByFile[file] ?? []).contains { declaredTypes.contains($0) && reached.mentionAsWritten($0) }
                }
                loadedFiles.formUnion(loading)
                unloadedFiles.subtract(loading)
                var found = Set(loading.flatMap { classesByFile[$0] ?? [] }).subtracting(live)
                found.formUnion(unreached.filter { type in
                    reached.mentionAsWritten(type) || (objectiveCNames[type] ?? []).contains { reached.mentionAsWritten($0) }
                        || (subclasses[type.lowercased()] ?? []).contains { liveLowercased.contains($0) }
                })
                guard !found.isEmpty || !loading.isEmpty else { break }
                live.formUnion(found)
                liveLowercased.formUnion(found.map { $0.lowercased() })
                unreached.subtract(found)
            }
            reachedTypes = liveLowercased
            readBlocks = Set(blocks).subtracting(unreadBlocks)
        }

        /// The owner holding a code block: a private function's type, an `if`'s enclosing code.
        private func enclosing(of block: String) -> String {
            if Self.condition(of: block) != nil, let end = block.firstIndex(of: "\u{0}") { return String(block[block.index(after: end)...]) }
            return block.firstIndex(of: "#").map { String(block[..<$0]) } ?? ""
        }

        /// Whether the code of `owner` was reached (after `reach`).
        private func runs(_ owner: String) -> Bool {
            if owner.isEmpty { return true }
            if Self.isCodeBlock(owner) { return readBlocks.contains(owner) }
            return !declaredTypes.contains(owner) || reachedTypes.contains(owner.lowercased())
        }

        /// Whether `owner` is a private function's body or a block under an `if`.
        static func isCodeBlock(_ owner: String) -> Bool {
            owner.hasPrefix("?") || owner.contains("#")
        }

        /// The condition of a block under an `if`.
        static func condition(of owner: String) -> String? {
            guard owner.hasPrefix("?"), let end = owner.firstIndex(of: "\u{0}") else { return nil }
            return String(owner[owner.index(after: owner.startIndex)..<end])
        }

        /// Whether the code of `owner` runs, given the types found live, the owners read, and
        /// the build flags' values.
        private func isLive(_ owner: String, live: Set<String>, read: Set<String>, constants: [String: Bool]) -> Bool {
            if owner.isEmpty { return true }
            if let condition = Self.condition(of: owner), let end = owner.firstIndex(of: "\u{0}") {
                guard BooleanConstants.evaluate(condition, constants) != false else { return false }
                let enclosing = String(owner[owner.index(after: end)...])
                return Self.isCodeBlock(enclosing) ? read.contains(enclosing) : isLive(enclosing, live: live, read: read, constants: constants)
            }
            if let hash = owner.firstIndex(of: "#") {
                let type = String(owner[..<hash])
                let function = String(owner[owner.index(after: hash)...])
                let typeRuns = type.isEmpty || !declaredTypes.contains(type) || live.contains(type)
                return typeRuns && reached.mentionAsWritten(function)
            }
            return !declaredTypes.contains(owner) || live.contains(owner)
        }

        /// Whether code the app reaches mentions `name` (ignoring case) or a class the app reaches
        /// goes by it in Objective-C, or an IB file other than `file` uses it as a class. A
        /// subclass declaration names it as a use only when that subclass is reached and has no
        /// xib of its own (it may load the superclass's):
        /// Element's `PublicRoomTableViewCell` loads its own nib, never `MXKPublicRoomTableViewCell`'s.
        func mention(_ name: String, outside file: String) -> Bool {
            let lower = name.lowercased()
            return reached.mention(name)
                || objectiveCNames.contains { type, names in names.contains(name) && reachedTypes.contains(type.lowercased()) }
                || !(customClassFiles[name] ?? []).subtracting(Self.spellings(of: file)).isEmpty
                || !(storyboardReferences[name] ?? []).subtracting(Self.spellings(of: file)).isEmpty
                || (subclasses[lower] ?? []).contains { !nibNames.contains($0) && reachedTypes.contains($0) }
        }

        /// Whether code the app reaches, or an IB file other than `file` as a class, names
        /// `name` itself: the declaration of a subclass is no such use.
        func namesItself(_ name: String, outside file: String = "") -> Bool {
            reached.mention(name) || !(customClassFiles[name] ?? []).subtracting(Self.spellings(of: file)).isEmpty
        }

        /// `file` as given and as an absolute path: the app's files are listed under its root,
        /// which may be spelled otherwise than a screen file given relative to the working folder.
        static func spellings(of file: String) -> Set<String> {
            [file, URL(fileURLWithPath: file).standardizedFileURL.path]
        }

        /// The code not reached that mentions `name`: declared types, private functions
        /// (`AppCoordinator.addSideMenu()`) and blocks under a false build flag (`if
        /// BuildSettings.enableSideMenu`).
        func unreachedMentioners(of name: String) -> [String] {
            Set(mentionsByOwner.compactMap { owner, mentions -> String? in
                guard mentions.mention(name) else { return nil }
                if Self.isCodeBlock(owner) {
                    // A block inside code not reached is that code's: it is named already.
                    guard !readBlocks.contains(owner), runs(enclosing(of: owner)) else { return nil }
                    if let condition = Self.condition(of: owner) { return "if \(condition)" }
                    return owner.replacingOccurrences(of: "#", with: ".") + "()"
                }
                return declaredTypes.contains(owner) && !runs(owner) ? owner : nil
            }).sorted()
        }
    }

    /// Every identifier of `data`, as written.
    static func identifiers(in data: Data) -> Set<String> {
        var words: Set<String> = []
        var current: [UInt8] = []
        for byte in data {
            if ByteSearch.isIdentifierByte(byte) {
                current.append(byte)
            } else if !current.isEmpty {
                words.insert(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.insert(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// The contents of every `"…"` and `<string>…</string>` of `data` (lowercased), when short.
    static func quotedStrings(in data: Data) -> Set<String> {
        let bytes = [UInt8](data)
        var found: Set<String> = []
        for (open, close) in [("\"", "\""), ("<string>", "</string>")] {
            for content in enclosed(in: bytes, open: Array(open.utf8), close: Array(close.utf8)) where content.count <= 100 {
                found.insert(String(decoding: content, as: UTF8.self).lowercased())
            }
        }
        return found
    }

    /// The values of every `customClass="…"` attribute in an IB file.
    static func customClasses(in data: Data) -> Set<String> {
        Set(enclosed(in: [UInt8](data), open: Array("customClass=\"".utf8), close: [UInt8(ascii: "\"")]).map {
            String(decoding: $0, as: UTF8.self)
        })
    }

    /// The `customClass` of each element directly inside an `<objects>` element of an IB file:
    /// a xib's File's Owner and top-level views, a storyboard's controllers.
    static func topLevelClasses(in data: Data) -> Set<String> {
        let bytes = [UInt8](data)
        var found: Set<String> = []
        var path: [ArraySlice<UInt8>] = []
        let objects = Array("objects".utf8)
        let customClass = Array("customClass=\"".utf8)
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            let nameStart = open + 1
            guard nameStart < bytes.count else { break }
            // The tag's end, skipping `>` inside quoted attribute values.
            var end = nameStart
            var quoted = false
            while end < bytes.count, quoted || bytes[end] != UInt8(ascii: ">") {
                if bytes[end] == UInt8(ascii: "\"") { quoted.toggle() }
                end += 1
            }
            index = min(end + 1, bytes.count)
            switch bytes[nameStart] {
            case UInt8(ascii: "?"), UInt8(ascii: "!"):
                continue
            case UInt8(ascii: "/"):
                if !path.isEmpty { path.removeLast() }
                continue
            default:
                break
            }
            var nameEnd = nameStart
            while nameEnd < end, ByteSearch.isIdentifierByte(bytes[nameEnd]) || bytes[nameEnd] == UInt8(ascii: ".") { nameEnd += 1 }
            let tag = bytes[open..<min(end, bytes.count)]
            if path.last.map({ $0.elementsEqual(objects) }) == true,
               let run = enclosed(in: Array(tag), open: customClass, close: [UInt8(ascii: "\"")]).first {
                found.insert(String(decoding: run, as: UTF8.self))
            }
            if end > 0, end < bytes.count, bytes[end - 1] != UInt8(ascii: "/") { path.append(bytes[nameStart..<nameEnd]) }
        }
        return found
    }

    /// The storyboards an IB file refers to by name (`storyboardName="Settings"`).
    static func storyboardReferences(in data: Data) -> Set<String> {
        Set(enclosed(in: [UInt8](data), open: Array("storyboardName=\"".utf8), close: [UInt8(ascii: "\"")]).map {
            String(decoding: $0, as: UTF8.self)
        })
    }

    /// The values of a project file's Info.plist settings (`INFOPLIST_KEY_UIMainStoryboardFile =
    /// Main;`), lowercased and unquoted.
    static func infoPlistSettings(in data: Data) -> Set<String> {
        var found: Set<String> = []
        for run in enclosed(in: [UInt8](data), open: Array("INFOPLIST_KEY_".utf8), close: [UInt8(ascii: ";")]) where run.count <= 200 {
            let setting = String(decoding: run, as: UTF8.self)
            guard let equals = setting.firstIndex(of: "=") else { continue }
            let value = setting[setting.index(after: equals)...].trimmingCharacters(in: CharacterSet(charactersIn: " \t\""))
            if !value.isEmpty { found.insert(value.lowercased()) }
        }
        return found
    }

    /// The byte runs between each `open` and the next `close` after it, left to right (one
    /// linear pass: the app's largest files are a few megabytes).
    private static func enclosed(in bytes: [UInt8], open: [UInt8], close: [UInt8]) -> [ArraySlice<UInt8>] {
        var runs: [ArraySlice<UInt8>] = []
        var index = 0
        while let start = find(open, in: bytes, from: index) {
            let contentStart = start + open.count
            guard let end = find(close, in: bytes, from: contentStart) else { break }
            runs.append(bytes[contentStart..<end])
            index = end + close.count
        }
        return runs
    }

    /// The first offset at or after `from` where `needle` occurs in `bytes`.
    private static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = from
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
