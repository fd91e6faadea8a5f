import Foundation
import SwiftLayoutReader

/// A Swift or Objective-C source file's text with which of its bytes are code: not inside a
/// comment (`//`, `/* */`, nested in Swift) or a string or character literal (`"…"`, Swift's
/// `"""…"""`, Objective-C's `'…'`). Offsets are into the text's UTF-8 bytes.
struct CodeText {
    /// The text (invalid UTF-8 replaced).
    let string: String
    /// Its UTF-8 bytes.
    let bytes: [UInt8]
    /// Per byte: true for code.
    private(set) var code: [Bool]
    /// True for Swift, where a new line ends a statement.
    let isSwift: Bool
    /// The offset each line starts at, in order, built once for `line(at:)`.
    private let lineStarts: [Int]

    init(_ data: Data, isSwift: Bool) {
        self.isSwift = isSwift
        string = String(decoding: data, as: UTF8.self)
        bytes = Array(string.utf8)
        code = Array(repeating: true, count: bytes.count)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            var end: Int?
            if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                end = CodeText.lineEnd(bytes, from: index)
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                end = CodeText.commentEnd(bytes, from: index, nests: isSwift)
            } else if byte == UInt8(ascii: "\""), isSwift, index + 2 < bytes.count, next == UInt8(ascii: "\""), bytes[index + 2] == UInt8(ascii: "\"") {
                end = CodeText.literalEnd(bytes, from: index + 3, closing: Array("\"\"\"".utf8), withinLine: false)
            } else if byte == UInt8(ascii: "\"") {
                end = CodeText.literalEnd(bytes, from: index + 1, closing: [UInt8(ascii: "\"")], withinLine: true)
            } else if byte == UInt8(ascii: "'"), !isSwift {
                end = CodeText.literalEnd(bytes, from: index + 1, closing: [UInt8(ascii: "'")], withinLine: true)
            }
            if let end {
                for position in index..<min(end, bytes.count) { code[position] = false }
                index = max(end, index + 1)
            } else {
                index += 1
            }
        }
    }

    /// The identifiers the code uses (not those in comments or literals).
    var identifiers: Set<String> {
        var words: Set<String> = []
        var start: Int?
        for index in 0...bytes.count {
            let inWord = index < bytes.count && code[index] && ByteSearch.isIdentifierByte(bytes[index])
            if inWord, start == nil { start = index }
            if !inWord, let first = start {
                words.insert(String(decoding: bytes[first..<index], as: UTF8.self))
                start = nil
            }
        }
        return words
    }

    /// Whether the byte at `offset` is code.
    func isCode(_ offset: Int) -> Bool {
        offset >= 0 && offset < code.count && code[offset]
    }

    /// The 1-based line holding `offset`.
    func line(at offset: Int) -> Int {
        // The number of lines starting at or before `offset`.
        var low = 0, high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return max(low, 1)
    }

    /// The conditions of the `if`s around the statement at `offset`, innermost first, up to the
    /// function holding it: empty when nothing guards it, nil when anything else might — the
    /// statement does not start a statement (a brace-less `if`, an `#if` line), a block around it
    /// is not an `if` of its own (an `else`, a loop, a closure, a `switch`), or a `return`,
    /// `guard`, `break`, `continue` or `throw` comes before it in one of those blocks.
    func guardingConditions(of offset: Int) -> [String]? {
        guard statementStart(before: offset) == offset || codeText(statementStart(before: offset), offset).isEmpty else { return nil }
        var conditions: [String] = []
        var position = offset
        while true {
            guard let open = enclosingOpen(before: position) else { return conditions }
            let before = Set(codeText(open + 1, position).split(whereSeparator: { !($0.isLetter || $0 == "_") }).map(String.init))
            guard before.isDisjoint(with: ["return", "guard", "break", "continue", "throw"]) else { return nil }
            let header = codeText(statementStart(before: open), open).split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.hasPrefix("#") && !$0.hasPrefix("@") && !$0.isEmpty }
                .joined(separator: " ")
            if header.hasPrefix("if ") || header.hasPrefix("if(") {
                conditions.append(String(header.dropFirst(2)))
                position = open
                continue
            }
            let words = Set(header.split(whereSeparator: { !($0.isLetter || $0 == "_") }).map(String.init))
            if !words.isDisjoint(with: ["func", "init", "deinit"]) || header.hasPrefix("-") || header.hasPrefix("+") { return conditions }
            return nil
        }
    }

    /// Where the statement holding `offset` starts: after the code `;`, `{` or `}` before it,
    /// or in Swift at the start of its line or an earlier one, as long as the line before does
    /// not leave an expression open (ends with an operator, a comma, an open bracket) and the
    /// line itself does not continue one (starts with `.` or an operator).
    private func statementStart(before offset: Int) -> Int {
        let boundary = previousBoundary(before: offset) + 1
        guard isSwift else { return boundary }
        var lineStart = min(offset, bytes.count)
        while lineStart > boundary, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        while lineStart > boundary {
            let line = codeText(lineStart, CodeText.lineEnd(bytes, from: lineStart))
            let previous = codeText(boundary, lineStart)
            guard let last = previous.last else { return boundary }
            let continues = "=+-*/%&|^<>!?:,.([".contains(last) || line.first.map { ".+-*/%&|^=?:".contains($0) } == true
            if !continues { return lineStart }
            // The previous line is part of this statement: start at its own line.
            lineStart -= 1
            while lineStart > boundary, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        }
        return boundary
    }

    /// The code bytes from `start` up to `end` as text, trimmed of white space.
    private func codeText(_ start: Int, _ end: Int) -> String {
        let lower = max(0, start), upper = min(end, bytes.count)
        guard lower < upper else { return "" }
        let kept = (lower..<upper).filter { code[$0] }.map { bytes[$0] }
        return String(decoding: kept, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The offset of the code `;`, `{` or `}` before `offset`, -1 when there is none.
    private func previousBoundary(before offset: Int) -> Int {
        var index = min(offset, bytes.count) - 1
        while index >= 0 {
            if code[index], [UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}")].contains(bytes[index]) { return index }
            index -= 1
        }
        return -1
    }

    /// The offset of the unmatched code `{` before `offset`.
    private func enclosingOpen(before offset: Int) -> Int? {
        var depth = 0
        var index = min(offset, bytes.count) - 1
        while index >= 0 {
            if code[index] {
                if bytes[index] == UInt8(ascii: "}") {
                    depth += 1
                } else if bytes[index] == UInt8(ascii: "{") {
                    if depth == 0 { return index }
                    depth -= 1
                }
            }
            index -= 1
        }
        return nil
    }

    /// The offset of the newline ending the line that holds `index` (or the end).
    static func lineEnd(_ bytes: [UInt8], from index: Int) -> Int {
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return end
    }

    /// The offset after the `*/` closing the comment opened at `start` (nested in Swift).
    static func commentEnd(_ bytes: [UInt8], from start: Int, nests: Bool) -> Int {
        var index = start + 2
        var open = 1
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                open -= 1
                index += 2
                if open == 0 { return index }
                continue
            }
            if nests, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                open += 1
                index += 2
                continue
            }
            index += 1
        }
        return bytes.count
    }

    /// The offset after `closing` ending a literal whose text starts at `start`; backslashes
    /// escape; a one-line literal also ends at its line's end.
    static func literalEnd(_ bytes: [UInt8], from start: Int, closing: [UInt8], withinLine: Bool) -> Int {
        var index = start
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if withinLine, bytes[index] == UInt8(ascii: "\n") { return index }
            if index + closing.count <= bytes.count, bytes[index..<(index + closing.count)].elementsEqual(closing) { return index + closing.count }
            index += 1
        }
        return bytes.count
    }
}
