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

    /// The conditions of the `if`s around the statement at `offset` (`StatementGuards`, whose
    /// tables are built for this one question: build one to ask about many statements).
    func guardingConditions(of offset: Int) -> [String]? {
        StatementGuards(self).guardingConditions(of: offset)
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
