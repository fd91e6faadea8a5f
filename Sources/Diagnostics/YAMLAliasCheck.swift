/// A pass over YAML text, before it is composed, that refuses aliases of lists and maps used
/// as mapping keys. Yams checks every mapping for duplicate keys by hashing each key whole;
/// a key that is an alias is hashed as its expanded node, so 2 KB of anchors whose lists
/// each name the one above nine times hash 9^12 nodes and never finish. Aliases of plain
/// values (`*name: value`) stay allowed, as do aliases anywhere else: those are shared, not
/// copied, when composed.
///
/// The pass knows just enough YAML to find anchors (`&name`) and aliases (`*name`) outside
/// comments, quoted text and block scalars, and what follows them on the line; it is linear
/// in the text.
public enum YAMLAliasCheck {
    /// A reason the text is refused and the (1-based) line it concerns.
    public struct Problem: Error, Sendable, Equatable {
        /// What is wrong, for a message.
        public var message: String
        /// The line of the key.
        public var line: Int
    }

    /// Nil when no alias of a list or map is used as a key (nor inside a key); else the first.
    public static func problem(in text: String) -> Problem? {
        var scanner = Scanner(bytes: Array(text.utf8))
        return scanner.run()
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        /// Per open flow collection (`[`, `{`): whether it holds an alias of a list or map.
        var flows: [Bool] = []
        /// Anchor name → whether its node is a plain value (not a list or map).
        var anchors: [String: Bool] = [:]
        /// The line of the first explicit key (`? `), which may hold an alias anywhere.
        var explicitKeyLine: Int?
        /// The line of the first alias of a list or map.
        var collectionAliasLine: Int?

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func run() -> Problem? {
            while index < bytes.count {
                let byte = bytes[index]
                let startsToken = isTokenStart()
                switch byte {
                case UInt8(ascii: "\n"):
                    line += 1
                    index += 1
                case UInt8(ascii: "#") where startsToken:
                    skipToEndOfLine()
                case _ where (byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"")) && startsToken:
                    skipQuoted(byte)
                case _ where (byte == UInt8(ascii: "|") || byte == UInt8(ascii: ">")) && startsToken && flows.isEmpty:
                    skipBlockScalar()
                case _ where (byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{")) && (startsToken || !flows.isEmpty):
                    flows.append(false)
                    index += 1
                case _ where (byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")) && !flows.isEmpty:
                    let holdsAlias = flows.removeLast()
                    index += 1
                    if holdsAlias {
                        if !flows.isEmpty { flows[flows.count - 1] = true }
                        if nextIsKeyIndicator() {
                            return Problem(message: "a list or map holding an alias of a list or map is used as a mapping key; write the key out", line: line)
                        }
                    }
                case UInt8(ascii: "?") where startsToken && isBlankOrEnd(at: index + 1):
                    if explicitKeyLine == nil { explicitKeyLine = line }
                    index += 1
                case UInt8(ascii: "&") where startsToken:
                    index += 1
                    let name = readName()
                    anchors[name] = anchoredNodeIsPlain()
                case UInt8(ascii: "*") where startsToken:
                    let aliasLine = line
                    index += 1
                    let name = readName()
                    // An alias of an unknown anchor is Yams's error to report.
                    guard anchors[name] == false else { continue }
                    if !flows.isEmpty { flows[flows.count - 1] = true }
                    if collectionAliasLine == nil { collectionAliasLine = aliasLine }
                    if nextIsKeyIndicator() {
                        return Problem(message: "the alias *\(name) of a list or map is used as a mapping key; write the key out", line: aliasLine)
                    }
                default:
                    index += 1
                }
            }
            if let explicitKeyLine, collectionAliasLine != nil {
                return Problem(message: "an explicit key (? ) in a file that aliases a list or map; write the keys out", line: explicitKeyLine)
            }
            return nil
        }

        /// Whether the byte at `index` may start a token: after white space, at the start, or
        /// after a flow indicator inside a flow collection.
        func isTokenStart() -> Bool {
            guard index > 0 else { return true }
            let previous = bytes[index - 1]
            if previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t") || previous == UInt8(ascii: "\n") || previous == UInt8(ascii: "\r") { return true }
            return !flows.isEmpty && (previous == UInt8(ascii: "[") || previous == UInt8(ascii: "{") || previous == UInt8(ascii: ","))
        }

        func isBlankOrEnd(at position: Int) -> Bool {
            position >= bytes.count || [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[position])
        }

        /// Anchor and alias names run to white space or a flow indicator.
        mutating func readName() -> String {
            let start = index
            while index < bytes.count, !isBlankOrEnd(at: index),
                  ![UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}")].contains(bytes[index]) {
                index += 1
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// After an anchor: a plain value follows on the same line (a list, a map, or the end
        /// of the line — the node then starts below — counts as not plain).
        func anchoredNodeIsPlain() -> Bool {
            var position = index
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position += 1 }
            guard position < bytes.count else { return false }
            return ![UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "#")].contains(bytes[position])
        }

        /// Whether `:` follows (after spaces on the same line): what precedes is a key.
        func nextIsKeyIndicator() -> Bool {
            var position = index
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position += 1 }
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return false }
            return !flows.isEmpty || isBlankOrEnd(at: position + 1)
        }

        mutating func skipToEndOfLine() {
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        }

        mutating func skipQuoted(_ quote: UInt8) {
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") { line += 1 }
                if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { line += 1 }
                    index += 2
                    continue
                }
                index += 1
                if byte == quote {
                    // `''` inside single quotes is an escaped quote.
                    if quote == UInt8(ascii: "'"), index < bytes.count, bytes[index] == quote { index += 1; continue }
                    return
                }
            }
        }

        /// `|` or `>`: the lines below indented deeper than the node that owns the scalar
        /// (the line's first character after any `- ` markers) are text.
        mutating func skipBlockScalar() {
            var lineStart = index
            while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
            var owner = lineStart
            while owner < index, bytes[owner] == UInt8(ascii: " ") || bytes[owner] == UInt8(ascii: "-") { owner += 1 }
            let ownerColumn = owner - lineStart
            skipToEndOfLine()
            while index < bytes.count {
                // At a newline: look at the next line's indentation.
                var position = index + 1
                var indent = 0
                while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1; indent += 1 }
                let blank = position >= bytes.count || bytes[position] == UInt8(ascii: "\n") || bytes[position] == UInt8(ascii: "\r")
                guard blank || indent > ownerColumn else { return }
                line += 1
                index = position
                skipToEndOfLine()
            }
        }
    }
}
