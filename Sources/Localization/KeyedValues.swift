import Diagnostics

/// The values one file gives one locale: key → value, with the warnings reading it produced.
public struct KeyedValues: Hashable, Sendable {
    /// Key → value.
    public var values: [String: LocalizedValue]
    /// Warnings from reading.
    public var warnings: [Diagnostic]

    /// Creates the table.
    public init(values: [String: LocalizedValue] = [:], warnings: [Diagnostic] = []) {
        self.values = values
        self.warnings = warnings
    }
}
