import Foundation
import SwiftLayoutReader

/// Objective-C code as tokens, read in one pass over its bytes: names, numbers, string and
/// character literals, punctuation and whole preprocessor lines, each with its byte offset and
/// line. Comments are skipped. The lexer never fails: a literal or comment left open ends at
/// its line's end or the file's, and bytes that are not UTF-8 are identifier bytes like any
/// other non-ASCII byte. The bracket partners of `(`, `[` and `{` are matched once, kind by
/// kind, so a rule finds a body's end or a statement's without scanning again.
struct ObjectiveCLexer: Sendable {
    /// The file's bytes.
    let bytes: [UInt8]
    /// The tokens in order.
    private(set) var tokens: [ObjectiveCToken] = []
    /// Per token: the index of the bracket token matching it (an opener's closer, a closer's
    /// opener), -1 when it is no bracket or has no partner.
    private(set) var partners: [Int] = []
    /// The offset each line starts at, in order: the table `line(at:)` searches.
    private(set) var lineStarts: [Int] = [0]

    /// Whether `first` and `second` make one of the two-byte operators read as one token:
    /// `==`, `!=`, `<=`, `>=`, the compound assignments, `&&`, `||`, `->`, `++`, `--`, `<<`, `>>`.
    private static func isPair(_ first: UInt8, _ second: UInt8) -> Bool {
        switch (first, second) {
        case (UInt8(ascii: "="), UInt8(ascii: "=")), (UInt8(ascii: "!"), UInt8(ascii: "=")), (UInt8(ascii: "<"), UInt8(ascii: "=")),
             (UInt8(ascii: ">"), UInt8(ascii: "=")), (UInt8(ascii: "+"), UInt8(ascii: "=")), (UInt8(ascii: "-"), UInt8(ascii: "=")),
             (UInt8(ascii: "*"), UInt8(ascii: "=")), (UInt8(ascii: "/"), UInt8(ascii: "=")), (UInt8(ascii: "%"), UInt8(ascii: "=")),
             (UInt8(ascii: "&"), UInt8(ascii: "=")), (UInt8(ascii: "|"), UInt8(ascii: "=")), (UInt8(ascii: "^"), UInt8(ascii: "=")),
             (UInt8(ascii: "&"), UInt8(ascii: "&")), (UInt8(ascii: "|"), UInt8(ascii: "|")), (UInt8(ascii: "-"), UInt8(ascii: ">")),
             (UInt8(ascii: "+"), UInt8(ascii: "+")), (UInt8(ascii: "-"), UInt8(ascii: "-")), (UInt8(ascii: "<"), UInt8(ascii: "<")),
             (UInt8(ascii: ">"), UInt8(ascii: ">")):
            return true
        default:
            return false
        }
    }

    /// Reads `data`.
    init(_ data: Data) {
        self.init(bytes: [UInt8](data))
    }

    /// Reads `bytes`.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        for offset in bytes.indices where bytes[offset] == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        tokenize()
        matchBrackets()
    }

    /// The 1-based line holding `offset` (binary search of the line table).
    func line(at offset: Int) -> Int {
        var low = 0, high = lineStarts.count
        // The number of line starts at or before `offset`.
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return max(low, 1)
    }

    /// A token's bytes as text (invalid UTF-8 replaced).
    func text(_ index: Int) -> String {
        guard tokens.indices.contains(index) else { return "" }
        return String(decoding: bytes[tokens[index].range], as: UTF8.self)
    }

    /// Whether the token at `index` is punctuation spelled `symbol`, or a name spelled `symbol`.
    func isToken(_ index: Int, _ symbol: StaticString) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        guard token.kind == .punctuation || token.kind == .identifier, token.range.count == symbol.utf8CodeUnitCount else { return false }
        return symbol.withUTF8Buffer { spelling in
            var offset = 0
            for position in token.range {
                guard bytes[position] == spelling[offset] else { return false }
                offset += 1
            }
            return true
        }
    }

    /// The index of the first token starting at or after `offset` (`tokens.count` when none).
    func firstToken(atOrAfter offset: Int) -> Int {
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].range.lowerBound < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private mutating func tokenize() {
        let count = bytes.count
        var index = 0
        // Whether only white space came before `index` on its line: a `#` there starts a directive.
        var lineStart = true
        var line = 1
        func advanceLines(_ range: Range<Int>) {
            for position in range where bytes[position] == UInt8(ascii: "\n") { line += 1 }
        }
        while index < count {
            let byte = bytes[index]
            let next = index + 1 < count ? bytes[index + 1] : 0
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = true
                index += 1
                continue
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == 0x0C || byte == 0x0B {
                index += 1
                continue
            }
            let start = index
            let startLine = line
            if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                index += 2
                while index < count, !(bytes[index] == UInt8(ascii: "*") && index + 1 < count && bytes[index + 1] == UInt8(ascii: "/")) {
                    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                }
                index = min(index + 2, count)
                continue
            }
            defer { lineStart = false }
            if byte == UInt8(ascii: "#"), lineStart {
                index = directiveEnd(from: index)
                advanceLines(start..<index)
                tokens.append(ObjectiveCToken(kind: .directive, range: start..<index, line: startLine))
                continue
            }
            if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "@") && next == UInt8(ascii: "\"")) {
                index = literalEnd(from: byte == UInt8(ascii: "@") ? index + 2 : index + 1, closing: UInt8(ascii: "\""))
                advanceLines(start..<index)
                tokens.append(ObjectiveCToken(kind: .string, range: start..<index, line: startLine))
                continue
            }
            if byte == UInt8(ascii: "'") {
                index = literalEnd(from: index + 1, closing: UInt8(ascii: "'"))
                advanceLines(start..<index)
                tokens.append(ObjectiveCToken(kind: .character, range: start..<index, line: startLine))
                continue
            }
            if Self.isDigit(byte) || (byte == UInt8(ascii: ".") && Self.isDigit(next)) {
                index += 1
                while index < count {
                    let current = bytes[index]
                    if ByteSearch.isIdentifierByte(current) || current == UInt8(ascii: ".") {
                        index += 1
                    } else if current == UInt8(ascii: "+") || current == UInt8(ascii: "-"), isExponentSign(numberStart: start, at: index) {
                        // An exponent's sign (`1e-3`, `0x1p+2`), not `0xE - 1`'s minus.
                        index += 1
                    } else {
                        break
                    }
                }
                tokens.append(ObjectiveCToken(kind: .number, range: start..<index, line: startLine))
                continue
            }
            if ByteSearch.isIdentifierByte(byte) || (byte == UInt8(ascii: "@") && ByteSearch.isIdentifierByte(next) && !Self.isDigit(next)) {
                index += 1
                while index < count, ByteSearch.isIdentifierByte(bytes[index]) { index += 1 }
                tokens.append(ObjectiveCToken(kind: .identifier, range: start..<index, line: startLine))
                continue
            }
            index += (index + 1 < count && Self.isPair(byte, next)) ? 2 : 1
            tokens.append(ObjectiveCToken(kind: .punctuation, range: start..<index, line: startLine))
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Whether the `+` or `-` at `index` signs the exponent of the number starting at
    /// `numberStart`: after `e` in a decimal number, after `p` in a hexadecimal one.
    private func isExponentSign(numberStart: Int, at index: Int) -> Bool {
        let isHex = index - numberStart >= 2 && bytes[numberStart] == UInt8(ascii: "0")
            && (bytes[numberStart + 1] == UInt8(ascii: "x") || bytes[numberStart + 1] == UInt8(ascii: "X"))
        let previous = bytes[index - 1] | 0x20
        return isHex ? previous == UInt8(ascii: "p") : previous == UInt8(ascii: "e")
    }

    /// The end of a literal whose text starts at `start`: after its closing quote, or at its
    /// line's end (a newline is not part of it) or the file's when it is left open. A backslash
    /// escapes the byte after it, a newline too (a continued line).
    private func literalEnd(from start: Int, closing: UInt8) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index = min(index + 2, bytes.count)
                continue
            }
            if byte == UInt8(ascii: "\n") { return index }
            if byte == closing { return index + 1 }
            index += 1
        }
        return bytes.count
    }

    /// The end of the preprocessor line starting at `start` (before its newline), over the
    /// lines a trailing backslash continues it onto and through any `/* */` comment it opens.
    private func directiveEnd(from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\\"), index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\r"), bytes[index + 2] == UInt8(ascii: "\n") {
                index += 3
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index = min(index + 2, bytes.count)
                continue
            }
            if byte == UInt8(ascii: "\n") { return index }
            index += 1
        }
        return bytes.count
    }

    /// Pairs each closer with the nearest open bracket of its own kind, one stack per kind.
    private mutating func matchBrackets() {
        partners = Array(repeating: -1, count: tokens.count)
        var open: [UInt8: [Int]] = [UInt8(ascii: "("): [], UInt8(ascii: "["): [], UInt8(ascii: "{"): []]
        let openerOf: [UInt8: UInt8] = [UInt8(ascii: ")"): UInt8(ascii: "("), UInt8(ascii: "]"): UInt8(ascii: "["), UInt8(ascii: "}"): UInt8(ascii: "{")]
        for (index, token) in tokens.enumerated() where token.kind == .punctuation && token.range.count == 1 {
            let byte = bytes[token.range.lowerBound]
            if open[byte] != nil {
                open[byte, default: []].append(index)
            } else if let opener = openerOf[byte], let partner = open[opener]?.popLast() {
                partners[index] = partner
                partners[partner] = index
            }
        }
    }
}
