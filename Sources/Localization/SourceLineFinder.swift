/// Finds the line of the first occurrence of a snippet in a text, so that readers built on
/// Foundation's parsers (which report no positions) can still point at a line.
struct SourceLineFinder {
    private let text: String

    init(text: String) {
        self.text = text
    }

    /// The 1-based line where `snippet` first occurs, or nil.
    func line(of snippet: String) -> Int? {
        guard !snippet.isEmpty, let range = text.range(of: snippet) else { return nil }
        return text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }
}
