/// One or more errors found in user input, thrown by parsers that report every problem
/// in a file rather than stopping at the first.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    /// Every diagnostic, errors and warnings, in file order.
    public var diagnostics: [Diagnostic]

    /// Wraps diagnostics; at least one of them should be an error.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Wraps a single error.
    public init(_ diagnostic: Diagnostic) {
        self.diagnostics = [diagnostic]
    }

    /// One diagnostic per line.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
