import Diagnostics
import Foundation

/// Reads `.strings` files (the old-style property-list "strings" format) as Foundation does:
/// UTF-8 or UTF-16 (with or without a byte-order mark), `/* */` and `//` comments, quoted
/// keys and values with every escape (`\"`, `\\`, `\n`, `\t`, `\r`, octal, `\Uxxxx`), unquoted
/// keys and values made of plist's bare characters, and `"key";` meaning `"key" = "key";`.
/// Every syntax error in a file is reported, each with its line; a duplicate key is a warning.
public enum StringsFileReader {
    /// Reads the file at `url`; `displayPath` is how messages name it.
    public static func read(contentsOf url: URL, displayPath: String) throws -> StringsTable {
        let data = try InputFile.data(at: url, displayPath: displayPath)
        return try parse(data: data, file: displayPath)
    }

    /// Decodes and parses raw bytes: old-style text, or a property list (XML or binary) whose
    /// top level is a dictionary of strings, which Foundation also reads as `.strings`
    /// (translation tools such as GlotPress write them so).
    public static func parse(data: Data, file: String) throws -> StringsTable {
        if isPropertyList(data) { return try parsePropertyList(data, file: file) }
        let (text, encoding) = try StringsTextDecoder.decode(data, file: file)
        var table = try parse(text: text, file: file)
        table.encoding = encoding
        return table
    }

    /// The deepest nesting read in a property-list `.strings` file (a real one has a single
    /// dictionary).
    public static let maximumPropertyListDepth = 8

    /// True when the bytes start like a property list: `bplist00`, `<?xml`, `<!DOCTYPE plist`
    /// or `<plist` (after a byte-order mark and white space).
    static func isPropertyList(_ data: Data) -> Bool {
        if data.starts(with: Array("bplist00".utf8)) { return true }
        let head = data.prefix(256).drop(while: { [0xEF, 0xBB, 0xBF, 0x20, 0x0A, 0x0D, 0x09].contains($0) })
        return ["<?xml", "<!DOCTYPE plist", "<plist"].contains { head.starts(with: Array($0.utf8)) }
    }

    private static func parsePropertyList(_ data: Data, file: String) throws -> StringsTable {
        let isBinary = data.starts(with: Array("bplist00".utf8))
        if isBinary, let problem = BinaryPropertyListShape.problem(in: data, maximumDepth: maximumPropertyListDepth) {
            throw DiagnosticError(.error("not a readable property list: \(problem)", at: SourceLocation(file: file, line: 1)))
        }
        guard isBinary || PropertyListNesting.isShallowXML(data, maximumDepth: maximumPropertyListDepth),
              let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) else {
            throw DiagnosticError(.error("not a readable property list (nor old-style .strings text)", at: SourceLocation(file: file, line: 1)))
        }
        guard let dictionary = root as? [String: Any] else {
            throw DiagnosticError(.error("the top level of a property-list .strings file must be a dictionary", at: SourceLocation(file: file, line: 1)))
        }
        let keyLines = isBinary ? [:] : keyLines(in: String(decoding: data, as: UTF8.self))
        var entries: [StringsEntry] = []
        var diagnostics: [Diagnostic] = []
        for key in dictionary.keys.sorted() {
            let escaped = key.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            let line = keyLines[escaped] ?? 1
            guard let value = dictionary[key] as? String else {
                diagnostics.append(.error("the value of '\(key)' is not a string", at: SourceLocation(file: file, line: line)))
                continue
            }
            entries.append(StringsEntry(key: key, value: value, line: line))
        }
        if diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticError(diagnostics) }
        entries.sort { ($0.line, $0.key) < ($1.line, $1.key) }
        return StringsTable(entries: entries, warnings: diagnostics)
    }

    /// The line of each `<key>…</key>` of an XML property list (its text as written), first
    /// occurrence, in one pass.
    private static func keyLines(in text: String) -> [String: Int] {
        var lines: [String: Int] = [:]
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            guard let open = line.range(of: "<key>"), let close = line.range(of: "</key>", range: open.upperBound..<line.endIndex) else { continue }
            let key = String(line[open.upperBound..<close.lowerBound])
            if lines[key] == nil { lines[key] = number }
        }
        return lines
    }

    /// Parses already-decoded text.
    public static func parse(text: String, file: String) throws -> StringsTable {
        var parser = StringsSyntaxParser(text: text, file: file)
        parser.parseAll()
        if parser.diagnostics.contains(where: { $0.severity == .error }) {
            throw DiagnosticError(parser.diagnostics)
        }
        return StringsTable(entries: parser.entries, warnings: parser.diagnostics)
    }
}
