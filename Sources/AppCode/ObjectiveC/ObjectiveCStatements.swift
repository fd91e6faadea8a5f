/// Where a value or a message argument that starts at a token ends, answered in constant time
/// from tables an Objective-C file's tokens fill in one pass each: per token the bracket group
/// around it, the next `;`, the next closer without a partner, and the next `name:` at its own
/// level. Rules read statements through it instead of scanning forward from every match.
struct ObjectiveCStatements: Sendable {
    /// The tokens read.
    let lexer: ObjectiveCLexer
    /// Per token: the index of the innermost matched `(`, `[` or `{` around it, -1 for none.
    private var group: [Int] = []
    /// Per token (and one past the end): the index of the first `;` at or after it.
    private var nextSemicolon: [Int] = []
    /// Per token (and one past the end): the first `)`, `]` or `}` without a partner at or after it.
    private var nextUnmatchedCloser: [Int] = []
    /// Per token: the first selector part (`forState:`, a name right after white space and
    /// right before `:`) at or after it in the same bracket group.
    private var nextSelectorPart: [Int] = []

    /// Fills the tables for `lexer`'s tokens.
    init(_ lexer: ObjectiveCLexer) {
        self.lexer = lexer
        let count = lexer.tokens.count
        group = Array(repeating: -1, count: count)
        var open: [Int] = []
        for index in 0..<count {
            while let last = open.last, lexer.partners[last] < index { open.removeLast() }
            group[index] = open.last ?? -1
            if lexer.partners[index] > index { open.append(index) }
        }
        nextSemicolon = Array(repeating: count, count: count + 1)
        nextUnmatchedCloser = Array(repeating: count, count: count + 1)
        nextSelectorPart = Array(repeating: count, count: count)
        var latestPart: [Int: Int] = [:]
        for index in (0..<count).reversed() {
            nextSemicolon[index] = lexer.isToken(index, ";") ? index : nextSemicolon[index + 1]
            nextUnmatchedCloser[index] = isCloser(index) && lexer.partners[index] < 0 ? index : nextUnmatchedCloser[index + 1]
            if isSelectorPart(index) { latestPart[group[index]] = index }
            nextSelectorPart[index] = latestPart[group[index]] ?? count
        }
    }

    private func isCloser(_ index: Int) -> Bool {
        lexer.isToken(index, ")") || lexer.isToken(index, "]") || lexer.isToken(index, "}")
    }

    /// A name right after white space and right before `:`.
    private func isSelectorPart(_ index: Int) -> Bool {
        let tokens = lexer.tokens
        guard tokens[index].kind == .identifier, index + 1 < tokens.count, lexer.isToken(index + 1, ":"),
              tokens[index + 1].range.lowerBound == tokens[index].range.upperBound else { return false }
        let start = tokens[index].range.lowerBound
        guard start > 0 else { return false }
        let before = lexer.bytes[start - 1]
        return before == UInt8(ascii: " ") || before == UInt8(ascii: "\n") || before == UInt8(ascii: "\t")
    }

    /// The first token at or after `start` that ends its group or file-level stretch: the
    /// group's closer or a closer without a partner, whichever comes first.
    private func closer(after start: Int) -> Int {
        let around = group[start]
        let groupEnd = around >= 0 ? lexer.partners[around] : lexer.tokens.count
        return min(groupEnd, nextUnmatchedCloser[start])
    }

    /// Where the value or argument starting at token `start` ends: the `;` ending it at its own
    /// level, or with `stopsAtSelectorPart` the `]` closing its message or the message's next
    /// `name:`. Nil when a `;` comes first at another level (in a block literal) or where none
    /// is wanted, or a bracket closes around it first, or the file ends.
    func argumentEnd(from start: Int, stopsAtSelectorPart: Bool) -> Int? {
        let count = lexer.tokens.count
        guard start < count else { return nil }
        let close = closer(after: start)
        let semicolon = nextSemicolon[start]
        let part = stopsAtSelectorPart ? nextSelectorPart[start] : count
        let first = min(close, semicolon, part)
        guard first < count else { return nil }
        if first == part { return part }
        if first == semicolon {
            return !stopsAtSelectorPart && group[semicolon] == group[start] ? semicolon : nil
        }
        return stopsAtSelectorPart && lexer.isToken(close, "]") ? close : nil
    }

    /// The `]` closing the message whose last argument ends at token `start`; nil when a `;`
    /// or another closer comes first.
    func closingBracket(from start: Int) -> Int? {
        guard start < lexer.tokens.count else { return nil }
        let close = closer(after: start)
        guard close < lexer.tokens.count, nextSemicolon[start] > close, lexer.isToken(close, "]") else { return nil }
        return close
    }
}
