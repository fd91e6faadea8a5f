import Diagnostics

/// The scanner and parser behind `StringsFileReader`: works on Unicode scalars, tracks
/// lines, and after an error skips to the next `;` so that every error of a file is found.
struct StringsSyntaxParser {
    private let scalars: [Unicode.Scalar]
    private let file: String
    private var index = 0
    private var line = 1
    private var seenKeys: [String: Int] = [:]
    /// Entries read so far, in file order.
    private(set) var entries: [StringsEntry] = []
    /// Errors and warnings so far, in file order.
    private(set) var diagnostics: [Diagnostic] = []

    init(text: String, file: String) {
        scalars = Array(text.unicodeScalars)
        self.file = file
    }

    private struct SyntaxError: Error {
        var message: String
        var line: Int
    }

    mutating func parseAll() {
        while true {
            do {
                try skipTrivia()
                guard index < scalars.count else { return }
                if peek == ";", !entries.isEmpty {
                    // Foundation's parser, which reads the table on device, ends the table at an
                    // empty entry after the first without a word: what follows is never
                    // translated. Before any entry it refuses the whole file, an error here too.
                    diagnostics.append(.warning("a ';' with no entry before it: iOS stops reading this table here, so no entry after this line is translated on device (remove the extra ';')",
                                                at: SourceLocation(file: file, line: line)))
                    return
                }
                try parseEntry()
            } catch let error as SyntaxError {
                diagnostics.append(.error(error.message, at: SourceLocation(file: file, line: error.line)))
                recover()
            } catch {
                return
            }
        }
    }

    private mutating func parseEntry() throws {
        let keyLine = line
        let key = try parseString(role: "key")
        try skipTrivia()
        let value: String
        if peek == ";" {
            value = key
        } else if peek == "=" {
            advance()
            try skipTrivia()
            guard index < scalars.count else { throw SyntaxError(message: "expected a value after '=' at the end of the file", line: line) }
            value = try parseString(role: "value")
            let valueEndLine = line
            try skipTrivia()
            guard peek == ";" else {
                throw SyntaxError(message: "expected ';' after the value of \(quoted(key)) but found \(describeNext())", line: valueEndLine)
            }
        } else {
            throw SyntaxError(message: "expected '=' or ';' after the key \(quoted(key)) but found \(describeNext())", line: line)
        }
        guard peek == ";" else {
            throw SyntaxError(message: "expected ';' after the value of \(quoted(key)) but found \(describeNext())", line: line)
        }
        advance()
        if let previous = seenKeys[key] {
            diagnostics.append(.warning("duplicate key \(quoted(key)) (first defined on line \(previous)); the last value wins",
                                        at: SourceLocation(file: file, line: keyLine)))
        }
        seenKeys[key] = keyLine
        entries.append(StringsEntry(key: key, value: value, line: keyLine))
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        if scalars[index] == "\n" { line += 1 }
        index += 1
    }

    private func describeNext() -> String {
        guard let next = peek else { return "the end of the file" }
        return "'\(Character(next))'"
    }

    private func quoted(_ text: String) -> String {
        "'\(text.count > 40 ? String(text.prefix(40)) + "…" : text)'"
    }

    /// Skips whitespace and comments.
    private mutating func skipTrivia() throws {
        while let scalar = peek {
            if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let startLine = line
                advance(); advance()
                var closed = false
                while index < scalars.count {
                    if scalars[index] == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
                        advance(); advance()
                        closed = true
                        break
                    }
                    advance()
                }
                if !closed { throw SyntaxError(message: "unterminated '/*' comment", line: startLine) }
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let next = peek, next != "\n" { advance() }
            } else {
                return
            }
        }
    }

    private mutating func parseString(role: String) throws -> String {
        guard let first = peek else { throw SyntaxError(message: "expected a \(role) at the end of the file", line: line) }
        if first == "\"" { return try parseQuoted() }
        if Self.isBare(first) {
            var result = String.UnicodeScalarView()
            while let scalar = peek, Self.isBare(scalar) {
                result.append(scalar)
                advance()
            }
            return String(result)
        }
        throw SyntaxError(message: "expected a quoted \(role) but found '\(Character(first))'", line: line)
    }

    /// The characters plist allows in an unquoted string.
    private static func isBare(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": true
        default: false
        }
    }

    private mutating func parseQuoted() throws -> String {
        let startLine = line
        advance()
        var result = String.UnicodeScalarView()
        var pendingHighSurrogate: UInt32?
        while let scalar = peek {
            if scalar == "\"" {
                advance()
                if pendingHighSurrogate != nil { result.append("\u{FFFD}") }
                return String(result)
            }
            if scalar != "\\" {
                if pendingHighSurrogate != nil { result.append("\u{FFFD}"); pendingHighSurrogate = nil }
                result.append(scalar)
                advance()
                continue
            }
            advance()
            guard let escaped = peek else { break }
            advance()
            if pendingHighSurrogate != nil, escaped != "U", escaped != "u" {
                result.append("\u{FFFD}")
                pendingHighSurrogate = nil
            }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "a": result.append("\u{07}")
            case "b": result.append("\u{08}")
            case "f": result.append("\u{0C}")
            case "v": result.append("\u{0B}")
            case "0"..."7":
                var value = escaped.value - 48
                var digits = 1
                while digits < 3, let next = peek, ("0"..."7").contains(next) {
                    value = value * 8 + next.value - 48
                    advance()
                    digits += 1
                }
                result.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            case "U", "u":
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, let next = peek, let digit = Self.hexValue(next) {
                    value = value * 16 + digit
                    advance()
                    digits += 1
                }
                guard digits > 0 else {
                    throw SyntaxError(message: "'\\\(Character(escaped))' must be followed by hexadecimal digits", line: line)
                }
                if (0xD800...0xDBFF).contains(value) {
                    if pendingHighSurrogate != nil { result.append("\u{FFFD}") }
                    pendingHighSurrogate = value
                    continue
                }
                if (0xDC00...0xDFFF).contains(value), let high = pendingHighSurrogate {
                    let combined = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                    result.append(Unicode.Scalar(combined) ?? "\u{FFFD}")
                    pendingHighSurrogate = nil
                    continue
                }
                if pendingHighSurrogate != nil { result.append("\u{FFFD}"); pendingHighSurrogate = nil }
                result.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            default:
                // `\"`, `\\`, `\'` and any other character stand for themselves.
                result.append(escaped)
            }
        }
        throw SyntaxError(message: "unterminated string (the quote opened here is never closed)", line: startLine)
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 48
        case "a"..."f": scalar.value - 87
        case "A"..."F": scalar.value - 55
        default: nil
        }
    }

    /// After an error: skip to just past the next `;` outside a string, or to the end.
    private mutating func recover() {
        var inString = false
        while let scalar = peek {
            advance()
            if inString {
                if scalar == "\\", peek != nil { advance() } else if scalar == "\"" { inString = false }
            } else if scalar == "\"" {
                inString = true
            } else if scalar == ";" {
                return
            }
        }
    }
}
