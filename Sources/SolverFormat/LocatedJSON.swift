/// A JSON value together with the line it starts on, so that input errors can name the line.
indirect enum LocatedJSON {
    case object([(key: String, value: LocatedJSON)], line: Int)
    case array([LocatedJSON], line: Int)
    case string(String, line: Int)
    case number(Double, line: Int)
    case bool(Bool, line: Int)
    case null(line: Int)

    /// The 1-based line the value starts on.
    var line: Int {
        switch self {
        case .object(_, let line), .array(_, let line), .string(_, let line),
             .number(_, let line), .bool(_, let line), .null(let line):
            return line
        }
    }

    /// The value of `key` when this is an object that has it.
    subscript(key: String) -> LocatedJSON? {
        guard case .object(let members, _) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A short name of the value's kind for messages.
    var kindName: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }

    /// Parses UTF-8 JSON text (RFC 8259). Errors carry the line where parsing stopped.
    static func parse(_ bytes: [UInt8]) throws(LocatedJSONError) -> LocatedJSON {
        var parser = LocatedJSONParser(bytes: bytes)
        return try parser.parseDocument()
    }
}
