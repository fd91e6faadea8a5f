/// A look at Swift source before it is parsed: how deeply its brackets, braces and string
/// interpolations nest. swift-syntax's parser tries a type at every `[` and backtracks, so
/// its time grows about 1.8× per level of directly nested square brackets (28 levels take
/// minutes), and very deep nesting of any kind overflows the stack of code that walks the
/// tree. Comments and string contents are skipped; an interpolation counts as a level.
package struct SwiftNestingScan {
    /// What the scan found past a limit: the message and the UTF-8 offset where it happened.
    package struct Excess: Sendable, Equatable {
        package let message: String
        package let offset: Int
    }

    /// Brackets, braces, parentheses and interpolations open at once, at most.
    package static let maximumDepth = 100
    /// Square brackets open at once, at most (real code nests a handful).
    package static let maximumSquareDepth = 12

    private enum Frame {
        case bracket(UInt8)
        case interpolation
        case string(hashes: Int, multiline: Bool)
    }

    private let bytes: [UInt8]
    private var position = 0
    private var frames: [Frame] = []
    private var depth = 0
    private var squareDepth = 0

    private init(_ text: String) { bytes = Array(text.utf8) }

    /// The first place where `text` nests deeper than the limits, or nil when it does not.
    package static func excess(in text: String) -> Excess? {
        var scan = SwiftNestingScan(text)
        return scan.run()
    }

    private mutating func run() -> Excess? {
        while position < bytes.count {
            if case .string(let hashes, let multiline)? = frames.last {
                if let excess = scanString(hashes: hashes, multiline: multiline) { return excess }
                continue
            }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "/") where next(1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where next(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                var hashes = 0
                while next(hashes) == UInt8(ascii: "#") { hashes += 1 }
                guard next(hashes) == UInt8(ascii: "\"") else { position += max(hashes, 1); continue }
                let multiline = next(hashes + 1) == UInt8(ascii: "\"") && next(hashes + 2) == UInt8(ascii: "\"")
                frames.append(.string(hashes: hashes, multiline: multiline))
                position += hashes + (multiline ? 3 : 1)
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if let excess = open(.bracket(byte), square: byte == UInt8(ascii: "[")) { return excess }
                position += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                close()
                position += 1
            default:
                position += 1
            }
        }
        return nil
    }

    private func next(_ distance: Int) -> UInt8? {
        position + distance < bytes.count ? bytes[position + distance] : nil
    }

    private mutating func open(_ frame: Frame, square: Bool) -> Excess? {
        frames.append(frame)
        depth += 1
        if square { squareDepth += 1 }
        if squareDepth > SwiftNestingScan.maximumSquareDepth {
            return Excess(message: "square brackets nested deeper than \(SwiftNestingScan.maximumSquareDepth)", offset: position)
        }
        if depth > SwiftNestingScan.maximumDepth {
            return Excess(message: "brackets, braces and interpolations nested deeper than \(SwiftNestingScan.maximumDepth)", offset: position)
        }
        return nil
    }

    /// Closes the innermost bracket or interpolation (a stray closer is ignored, as the
    /// parser will report it).
    private mutating func close() {
        guard let last = frames.last else { return }
        switch last {
        case .bracket(let opener):
            frames.removeLast()
            depth -= 1
            if opener == UInt8(ascii: "[") { squareDepth -= 1 }
        case .interpolation:
            frames.removeLast()
            depth -= 1
        case .string:
            break
        }
    }

    /// Advances through string contents to the end of the string or the start of an interpolation.
    private mutating func scanString(hashes: Int, multiline: Bool) -> Excess? {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") {
                var count = 0
                while count < hashes, next(1 + count) == UInt8(ascii: "#") { count += 1 }
                if count == hashes {
                    if next(1 + hashes) == UInt8(ascii: "(") {
                        if let excess = open(.interpolation, square: false) { return excess }
                        position += 2 + hashes
                        return nil
                    }
                    // An escape: the next byte (a quote, a backslash) is not the string's end.
                    position += 2 + hashes
                    continue
                }
                position += 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                let closesQuotes = (0..<quotes).allSatisfy { next($0) == UInt8(ascii: "\"") }
                let closesHashes = (0..<hashes).allSatisfy { next(quotes + $0) == UInt8(ascii: "#") }
                if closesQuotes && closesHashes {
                    position += quotes + hashes
                    frames.removeLast()
                    return nil
                }
            }
            if !multiline && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) {
                // An unterminated single-line string ends at its line, as the parser recovers.
                frames.removeLast()
                return nil
            }
            position += 1
        }
        return nil
    }

    private mutating func skipLineComment() {
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n"), bytes[position] != UInt8(ascii: "\r") { position += 1 }
    }

    private mutating func skipBlockComment() {
        var nesting = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), next(1) == UInt8(ascii: "*") {
                nesting += 1
                position += 2
            } else if bytes[position] == UInt8(ascii: "*"), next(1) == UInt8(ascii: "/") {
                nesting -= 1
                position += 2
                if nesting == 0 { return }
            } else {
                position += 1
            }
        }
    }
}
