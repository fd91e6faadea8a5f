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

    /// Decodes and parses raw bytes.
    public static func parse(data: Data, file: String) throws -> StringsTable {
        let (text, encoding) = try StringsTextDecoder.decode(data, file: file)
        var table = try parse(text: text, file: file)
        table.encoding = encoding
        return table
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
