import Diagnostics

/// Gathers every diagnostic of one file, so that a reader reports all errors, not just the first.
struct DiagnosticCollector {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The diagnostics in file order (by line; the order found within a line).
    var inFileOrder: [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let lineA = a.element.location?.line ?? 0, lineB = b.element.location?.line ?? 0
            return lineA != lineB ? lineA < lineB : a.offset < b.offset
        }.map(\.element)
    }

    mutating func error(_ message: String, line: Int?) {
        diagnostics.append(.error(message, at: SourceLocation(file: file, line: line)))
    }

    mutating func warning(_ message: String, line: Int?) {
        diagnostics.append(.warning(message, at: SourceLocation(file: file, line: line)))
    }

    func location(_ line: Int?) -> SourceLocation {
        SourceLocation(file: file, line: line)
    }
}
