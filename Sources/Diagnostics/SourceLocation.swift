/// A place in an input file that a message or a finding points at.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The file as the user named it (relative paths stay relative).
    public var file: String
    /// 1-based line, or nil when the whole file is meant.
    public var line: Int?
    /// 1-based column, when known.
    public var column: Int?

    /// Creates a location in `file`, optionally at a line and column.
    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line` (or `file:line:column`, or just `file`), the form compilers print.
    public var description: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }
}
