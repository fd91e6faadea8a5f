import Diagnostics

/// The contents of one `.strings` file: its entries in file order and the warnings
/// reading it produced (duplicate keys).
public struct StringsTable: Hashable, Sendable {
    /// Every entry in file order, duplicates included.
    public var entries: [StringsEntry]
    /// Warnings, e.g. a key defined twice.
    public var warnings: [Diagnostic]
    /// The encoding the file was in.
    public var encoding: StringsTextDecoder.Encoding

    /// Creates a table.
    public init(entries: [StringsEntry], warnings: [Diagnostic] = [], encoding: StringsTextDecoder.Encoding = .utf8) {
        self.entries = entries
        self.warnings = warnings
        self.encoding = encoding
    }

    /// Key → value; a key defined twice keeps its last value, as Foundation does.
    public var dictionary: [String: String] {
        var result = [String: String](minimumCapacity: entries.count)
        for entry in entries { result[entry.key] = entry.value }
        return result
    }
}
