import Diagnostics
/// A recursive-descent JSON parser that counts lines; nesting is capped so hostile input
/// cannot exhaust the stack.
struct LocatedJSONParser {
    let bytes: [UInt8]
    var position = 0
    var line = 1
    static let maximumDepth = 256

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    mutating func parseDocument() throws(LocatedJSONError) -> LocatedJSON {
        if let badLine = UTF8Check.firstInvalidLine(in: bytes) {
            throw LocatedJSONError(message: "not valid UTF-8 text (JSON must be UTF-8)", line: badLine)
        }
        skipWhitespace()
        let value = try parseValue(depth: 0)
        skipWhitespace()
        guard position == bytes.count else { throw fail("unexpected text after the JSON value") }
        return value
    }

    func fail(_ message: String) -> LocatedJSONError {
        LocatedJSONError(message: message, line: line)
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x0A: line += 1; position += 1
            case 0x20, 0x09, 0x0D: position += 1
            default: return
            }
        }
    }

    mutating func parseValue(depth: Int) throws(LocatedJSONError) -> LocatedJSON {
        guard depth < Self.maximumDepth else { throw fail("JSON nested too deeply") }
        guard position < bytes.count else { throw fail("unexpected end of JSON") }
        let startLine = line
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString(), line: startLine)
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true, line: startLine)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false, line: startLine)
        case UInt8(ascii: "n"): try expectWord("null"); return .null(line: startLine)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber(), line: startLine)
        default: throw fail("unexpected character '\(Character(Unicode.Scalar(bytes[position])))' in JSON")
        }
    }

    mutating func expectWord(_ word: String) throws(LocatedJSONError) {
        let utf8 = Array(word.utf8)
        guard bytes.count - position >= utf8.count, Array(bytes[position..<position + utf8.count]) == utf8 else {
            throw fail("invalid JSON literal")
        }
        position += utf8.count
    }

    mutating func parseObject(depth: Int) throws(LocatedJSONError) -> LocatedJSON {
        let startLine = line
        position += 1
        var members: [(key: String, value: LocatedJSON)] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(members, line: startLine)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw fail("expected a string key in JSON object") }
            let key = try parseString()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw fail("expected ':' after key \"\(key)\"") }
            position += 1
            skipWhitespace()
            members.append((key: key, value: try parseValue(depth: depth + 1)))
            skipWhitespace()
            guard position < bytes.count else { throw fail("unterminated JSON object") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members, line: startLine) }
            throw fail("expected ',' or '}' in JSON object")
        }
    }

    mutating func parseArray(depth: Int) throws(LocatedJSONError) -> LocatedJSON {
        let startLine = line
        position += 1
        var elements: [LocatedJSON] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(elements, line: startLine)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard position < bytes.count else { throw fail("unterminated JSON array") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "]") { position += 1; return .array(elements, line: startLine) }
            throw fail("expected ',' or ']' in JSON array")
        }
    }

    mutating func parseString() throws(LocatedJSONError) -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() {
            if !raw.isEmpty {
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw.removeAll()
            }
        }
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                guard position < bytes.count else { throw fail("unterminated JSON string") }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800..<0xDC00).contains(code), bytes.count - position >= 6,
                       bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                        position += 2
                        let low = try parseHex4()
                        if (0xDC00..<0xE000).contains(low) {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        }
                    }
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default:
                    throw fail("invalid escape in JSON string")
                }
            case 0x0A:
                throw fail("unterminated JSON string")
            case 0x00..<0x20:
                throw fail("control character in JSON string")
            default:
                raw.append(byte)
            }
        }
        throw fail("unterminated JSON string")
    }

    mutating func parseHex4() throws(LocatedJSONError) -> UInt32 {
        guard bytes.count - position >= 4 else { throw fail("invalid \\u escape in JSON string") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            position += 1
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw fail("invalid \\u escape in JSON string")
            }
            value = value * 16 + digit
        }
        return value
    }

    mutating func parseNumber() throws(LocatedJSONError) -> Double {
        let start = position
        func digits() -> Int {
            let begin = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
            return position - begin
        }
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard digits() > 0 else { throw fail("invalid JSON number") }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw fail("invalid JSON number") }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw fail("invalid JSON number") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text) else { throw fail("invalid JSON number") }
        return value
    }
}
