import Diagnostics
import Foundation
import LayoutEngine
import SwiftLayoutReader

/// Interface Builder xibs nothing in their app loads: neither the file's name nor any class
/// it gives its objects (File's Owner, a cell, a view with outlets) appears in the app's code
/// (Swift, Objective-C, property lists) outside that class's own declarations and bodies (a
/// class loading its own nib is shown only if something else creates it; see
/// `NibNameScanner`), nor as a custom class in another IB file. An app never shows such a file
/// (a cell left behind by a refactor), so its screens are not swept, with a note. Names match
/// whole words as written, or ignoring case when read as a member, so generated accessors
/// (`R.nib.addCell`) count as uses and a selector part (`deviceView:`) does not.
public enum UnloadedNibs {
    /// `screens` with `loadedByApp` cleared, and a note added, for those of xibs nothing loads.
    public static func applied(to screens: [Screen]) -> [Screen] {
        applied(to: screens, apps: AppSources())
    }

    /// As above, with the apps' files shared with the other passes.
    static func applied(to screens: [Screen], apps: AppSources) -> [Screen] {
        var filesByRoot: [String: Set<String>] = [:]
        for screen in screens {
            guard let file = screen.file, file.lowercased().hasSuffix(".xib"), let root = apps.root(of: file) else { continue }
            filesByRoot[root, default: []].insert(file)
        }
        var result = screens
        for (root, xibs) in filesByRoot.sorted(by: { $0.key < $1.key }) {
            guard let uses = Uses(files: apps.files(under: root, withExtensions: AppSources.extensions), apps: apps, root: root) else { continue }
            for xib in xibs.sorted() {
                let indices = result.indices.filter { result[$0].file == xib }
                var names: Set<String> = [baseName(of: xib)]
                for index in indices {
                    if let controller = result[index].controllerClass { names.insert(controller) }
                    for outlet in result[index].outlets { names.insert(outlet.className) }
                }
                guard !names.contains(where: { uses.mention($0, outside: xib) }), let first = indices.first else { continue }
                for index in indices { result[index].loadedByApp = false }
                let listed = names.sorted().joined(separator: ", ")
                result[first].warnings.append(Diagnostic(
                    .note, "nothing in the app's code loads this file (\(listed) \(names.count == 1 ? "appears" : "appear") nowhere outside \(names.count == 1 ? "its" : "their") own declarations): its screens are not swept",
                    at: SourceLocation(file: xib)))
            }
        }
        return result
    }

    /// `AddCell~ipad.xib` → `AddCell`.
    static func baseName(of file: String) -> String {
        var name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        for suffix in ["~ipad", "~iphone"] where name.lowercased().hasSuffix(suffix) { name.removeLast(suffix.count) }
        return name
    }

    /// What an app's files mention, read once: every word of its code that uses a name
    /// (`NibNameScanner`), and the IB files naming each custom class.
    struct Uses {
        /// Identifiers as written.
        var words: Set<String> = []
        /// Identifiers read as members (`R.nib.addCell`), lowercased.
        var memberWords: Set<String> = []
        /// Quoted strings and property-list strings (lowercased): names that are not one word
        /// (`Launch Screen`, named by Info.plist's `UILaunchStoryboardName`).
        var strings: Set<String> = []
        var customClassFiles: [String: Set<String>] = [:]
        /// Superclasses named in subclass declarations, with those subclasses (lowercased).
        var subclasses: [String: Set<String>] = [:]
        /// The app's xib names, lowercased.
        var nibNames: Set<String> = []

        /// Nil when the app has no code to read (or too many files to read: `files` nil). Files
        /// are read through `apps`, which the other passes share.
        init?(files: [String]?, apps: AppSources, root: String) {
            guard let files else { return nil }
            let swift = apps.swift(under: root)
            var sawCode = false
            for path in files {
                let lower = path.lowercased()
                guard let data = lower.hasSuffix(".swift") ? swift.data(path) : apps.data(path) else { continue }
                if lower.hasSuffix(".xib") || lower.hasSuffix(".storyboard") {
                    if lower.hasSuffix(".xib") { nibNames.insert(UnloadedNibs.baseName(of: path).lowercased()) }
                    for name in UnloadedNibs.customClasses(in: data) { customClassFiles[name, default: []].insert(path) }
                } else {
                    // A project file lists every file by name: only its settings' quoted values count.
                    if lower.hasSuffix(".pbxproj") {
                        strings.formUnion(UnloadedNibs.quotedStrings(in: data))
                    } else {
                        sawCode = true
                        let isCode = [".swift", ".m", ".mm", ".h"].contains { lower.hasSuffix($0) }
                        let scan = isCode ? NibNameScanner(code: data, isSwift: lower.hasSuffix(".swift")) : NibNameScanner(plain: data)
                        words.formUnion(scan.words)
                        memberWords.formUnion(scan.memberWords)
                        strings.formUnion(scan.strings)
                        subclasses.merge(scan.subclasses) { $0.union($1) }
                    }
                }
            }
            guard sawCode else { return nil }
        }

        /// Whether code mentions `name` (ignoring case), or an IB file other than `file` uses it
        /// as a class. A subclass declaration names it as a use only when that subclass has no
        /// xib of its own (it may load the superclass's): Element's `PublicRoomTableViewCell`
        /// loads its own nib, never `MXKPublicRoomTableViewCell`'s.
        func mention(_ name: String, outside file: String) -> Bool {
            let lower = name.lowercased()
            return words.contains(name) || memberWords.contains(lower) || strings.contains(lower)
                || !(customClassFiles[name] ?? []).subtracting([file]).isEmpty
                || (subclasses[lower] ?? []).contains { !nibNames.contains($0) }
        }
    }

    /// Every identifier of `data`, as written.
    static func identifiers(in data: Data) -> Set<String> {
        var words: Set<String> = []
        var current: [UInt8] = []
        for byte in data {
            if isIdentifierByte(byte) {
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

    /// A byte of a Swift or Objective-C identifier (letters, digits, `_`, any non-ASCII byte).
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57) || byte == 95 || byte >= 0x80
    }
}
