import Diagnostics
import Foundation
import LayoutEngine

/// Interface Builder xibs nothing in their app loads: neither the file's name nor any class
/// it gives its objects (File's Owner, a cell, a view with outlets) appears in the app's code
/// (Swift, Objective-C, property lists) outside that class's own declaration, nor as a custom
/// class in another IB file. An app never shows such a file (a cell left behind by a refactor),
/// so its screens are not swept, with a note. Names match whole words, ignoring case, so
/// generated accessors (`R.nib.addCell`) count as uses.
public enum UnloadedNibs {
    /// Source files larger than this are not read.
    static let maximumFileBytes = 4 << 20

    /// `screens` with `loadedByApp` cleared, and a note added, for those of xibs nothing loads.
    public static func applied(to screens: [Screen]) -> [Screen] {
        var filesByRoot: [String: Set<String>] = [:]
        var rootOf: [String: String?] = [:]
        for screen in screens {
            guard let file = screen.file, file.lowercased().hasSuffix(".xib") else { continue }
            if rootOf[file] == nil { rootOf[file] = LoadTimeHiding.appRoot(of: file) }
            if let root = rootOf[file] ?? nil { filesByRoot[root, default: []].insert(file) }
        }
        var result = screens
        for (root, xibs) in filesByRoot.sorted(by: { $0.key < $1.key }) {
            let sources = sourceTexts(under: root)
            guard !sources.code.isEmpty else { continue }
            for xib in xibs.sorted() {
                let indices = result.indices.filter { result[$0].file == xib }
                var names: Set<String> = [baseName(of: xib)]
                for index in indices {
                    if let controller = result[index].controllerClass { names.insert(controller) }
                    for outlet in result[index].outlets { names.insert(outlet.className) }
                }
                let used = names.contains { name in
                    sources.code.contains { isUsed(name, in: $0) }
                        || sources.interfaceFiles.contains { $0.path != xib && $0.text.contains("customClass=\"\(name)\"") }
                }
                guard !used, let first = indices.first else { continue }
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

    /// The app's code (as lowercased bytes) and its IB files, read once.
    static func sourceTexts(under root: String) -> (code: [[UInt8]], interfaceFiles: [(path: String, text: String)]) {
        let skipped: Set<String> = ["Pods", "Carthage", ".build", "DerivedData", "build", "node_modules"]
        let codeExtensions: Set<String> = ["swift", "m", "mm", "h", "plist"]
        guard let enumerator = FileManager.default.enumerator(at: URL(fileURLWithPath: root), includingPropertiesForKeys: nil,
                                                              options: [.skipsHiddenFiles]) else { return ([], []) }
        var code: [[UInt8]] = []
        var interfaceFiles: [(String, String)] = []
        var count = 0
        while let url = enumerator.nextObject() as? URL {
            if skipped.contains(url.lastPathComponent) { enumerator.skipDescendants(); continue }
            let pathExtension = url.pathExtension.lowercased()
            let isCode = codeExtensions.contains(pathExtension)
            guard isCode || pathExtension == "xib" || pathExtension == "storyboard" else { continue }
            count += 1
            if count > LoadTimeHiding.maximumSwiftFiles { return ([], []) }
            guard let data = FileManager.default.contents(atPath: url.path), data.count <= maximumFileBytes else { continue }
            if isCode {
                code.append(data.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 })
            } else {
                interfaceFiles.append((url.path, String(decoding: data, as: UTF8.self)))
            }
        }
        return (code, interfaceFiles)
    }

    /// Whether `name` occurs in `text` (lowercased bytes) as a whole word that is not the name
    /// of a type being declared (`class AddCell`, `extension AddCell`, `@interface AddCell`).
    static func isUsed(_ name: String, in text: [UInt8]) -> Bool {
        let word = Array(name.lowercased().utf8)
        guard let first = word.first, text.count >= word.count else { return false }
        let declarations = ["class ", "struct ", "extension ", "@interface ", "@implementation ", "enum "].map { Array($0.utf8) }
        var index = 0
        while index + word.count <= text.count {
            defer { index += 1 }
            guard text[index] == first, text[index..<(index + word.count)].elementsEqual(word) else { continue }
            let end = index + word.count
            if index > 0, isIdentifierByte(text[index - 1]) { continue }
            if end < text.count, isIdentifierByte(text[end]) { continue }
            if declarations.contains(where: { keyword in
                index >= keyword.count && text[(index - keyword.count)..<index].elementsEqual(keyword)
            }) { continue }
            return true
        }
        return false
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte == 95 || (byte >= 65 && byte <= 90) || byte >= 0x80
    }
}
