/// Which `if`s guard the statements of a `CodeText` (Swift or Objective-C), from tables built
/// in one pass over its code bytes: the offsets of the code `;`, `{` and `}`, for each brace the
/// block open after it, and the offsets of the names that leave a block early. A question then
/// looks its statement's block up instead of reading the file back to it.
struct StatementGuards {
    /// The text asked about.
    let text: CodeText
    /// The offsets of the code `;`, `{` and `}`, in order.
    private var boundaries: [Int] = []
    /// The offsets of the code `{` and `}`, in order, and per brace the offset of the `{` whose
    /// block holds the code right after it (-1 outside every block).
    private var braces: [Int] = []
    private var openAfter: [Int] = []
    /// The offsets of the code words `return`, `guard`, `break`, `continue` and `throw`.
    private var exits: [Int] = []

    /// Builds the tables for `text`.
    init(_ text: CodeText) {
        self.text = text
        let bytes = text.bytes
        var open: [Int] = []
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard text.isCode(index) else { continue }
            let byte = bytes[index]
            if byte == UInt8(ascii: ";") {
                boundaries.append(index)
            } else if byte == UInt8(ascii: "{") {
                boundaries.append(index)
                open.append(index)
                braces.append(index)
                openAfter.append(index)
            } else if byte == UInt8(ascii: "}") {
                boundaries.append(index)
                if !open.isEmpty { open.removeLast() }
                braces.append(index)
                openAfter.append(open.last ?? -1)
            } else if Self.isWordByte(byte), index == 0 || !(text.isCode(index - 1) && Self.isWordByte(bytes[index - 1])) {
                // A word of letters and `_` among the code bytes, as `codeText` splits them.
                var end = index
                while end < bytes.count, text.isCode(end), Self.isWordByte(bytes[end]) { end += 1 }
                if StatementGuards.exitWords.contains(String(decoding: bytes[index..<end], as: UTF8.self)) { exits.append(index) }
                index = end - 1
            }
        }
    }

    /// Words that leave a block before the statements after them.
    static let exitWords: Set<String> = ["return", "guard", "break", "continue", "throw"]

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
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
            let firstExit = Self.firstIndex(in: exits, atOrAfter: open + 1)
            guard firstExit == exits.count || exits[firstExit] >= position else { return nil }
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
        let bytes = text.bytes
        let boundary = previousBoundary(before: offset) + 1
        guard text.isSwift else { return boundary }
        var lineStart = min(offset, bytes.count)
        while lineStart > boundary, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        while lineStart > boundary {
            guard let last = lastCodeByte(from: boundary, before: lineStart) else { return boundary }
            let first = firstCodeByte(from: lineStart, before: CodeText.lineEnd(bytes, from: lineStart))
            let continues = Array("=+-*/%&|^<>!?:,.([".utf8).contains(last) || first.map { Array(".+-*/%&|^=?:".utf8).contains($0) } == true
            if !continues { return lineStart }
            // The previous line is part of this statement: start at its own line.
            lineStart -= 1
            while lineStart > boundary, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        }
        return boundary
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// The last code byte before `end` (and at or after `start`) that is not white space.
    private func lastCodeByte(from start: Int, before end: Int) -> UInt8? {
        var index = min(end, text.bytes.count) - 1
        while index >= max(start, 0) {
            if text.isCode(index), !Self.isSpace(text.bytes[index]) { return text.bytes[index] }
            index -= 1
        }
        return nil
    }

    /// The first code byte at or after `start` (and before `end`) that is not white space.
    private func firstCodeByte(from start: Int, before end: Int) -> UInt8? {
        var index = max(start, 0)
        while index < min(end, text.bytes.count) {
            if text.isCode(index), !Self.isSpace(text.bytes[index]) { return text.bytes[index] }
            index += 1
        }
        return nil
    }

    /// The code bytes from `start` up to `end` as text, trimmed of white space.
    private func codeText(_ start: Int, _ end: Int) -> String {
        let lower = max(0, start), upper = min(end, text.bytes.count)
        guard lower < upper else { return "" }
        let kept = (lower..<upper).filter { text.isCode($0) }.map { text.bytes[$0] }
        return String(decoding: kept, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The index of the first of the sorted `offsets` at or after `offset` (`offsets.count` when none).
    private static func firstIndex(in offsets: [Int], atOrAfter offset: Int) -> Int {
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The offset of the code `;`, `{` or `}` before `offset`, -1 when there is none.
    private func previousBoundary(before offset: Int) -> Int {
        let index = Self.firstIndex(in: boundaries, atOrAfter: offset) - 1
        return index >= 0 ? boundaries[index] : -1
    }

    /// The offset of the unmatched code `{` before `offset`.
    private func enclosingOpen(before offset: Int) -> Int? {
        let index = Self.firstIndex(in: braces, atOrAfter: offset) - 1
        guard index >= 0, openAfter[index] >= 0 else { return nil }
        return openAfter[index]
    }
}
