/// The block structure of an Objective-C file's tokens, worked out once in one pass: the `{`
/// around each token, each `@implementation … @end`, each method's body, and for every block
/// whether the blocks around it are only `if`s up to a method. `guardingConditions(of:)` then
/// answers per statement in time bounded by `maximumIfNesting`, not by the file.
struct ObjectiveCBlocks: Sendable {
    /// More `if` blocks than this around a statement are not followed: the statement counts as
    /// guarded by anything (`guardingConditions` is nil). Real code nests a handful.
    static let maximumIfNesting = 64

    /// Names that end a block early when they come before a statement in it.
    static let exits: Set<String> = ["return", "guard", "break", "continue", "throw"]

    /// An `@implementation`: the class's name and the tokens from `@implementation` through `@end`.
    struct Implementation: Sendable {
        /// The class.
        var name: String
        /// Its tokens' indices, `@end` included (to the file's end when it has none).
        var tokens: Range<Int>
    }

    /// A method in an `@implementation`: its header's tokens (from the `-` or `+` to the `{`) and
    /// the tokens of its body between the braces.
    struct Method: Sendable {
        /// The header's tokens, `-` included, `{` not.
        var header: Range<Int>
        /// The body's tokens, braces not included.
        var body: Range<Int>
    }

    /// What the header of a `{` is.
    private enum Header: Sendable {
        /// `if (…) {`: the condition's text.
        case condition(String)
        /// A method's body (`- (void)name {`, `+ …`).
        case method
        /// Anything else: an `else`, a loop, a block literal, a `switch`, a declaration.
        case other
    }

    /// The tokens read.
    let lexer: ObjectiveCLexer
    /// Per token: the index of the `{` whose block holds it, -1 outside every block.
    private(set) var enclosing: [Int] = []
    /// Per token: how many exit names (`exits`) come before it.
    private var exitsBefore: [Int] = []
    /// Per `{` token index: its header.
    private var headers: [Int: Header] = [:]
    /// Per `{` token index: whether the blocks from it outwards are `if`s without an exit before
    /// their inner block up to a method (true), and how many `if`s that is.
    private var reachesMethod: [Int: (Bool, Int)] = [:]
    /// The file's implementations, in order.
    private(set) var implementations: [Implementation] = []

    /// Works out the structure of `lexer`'s tokens.
    init(_ lexer: ObjectiveCLexer) {
        self.lexer = lexer
        let tokens = lexer.tokens
        enclosing = Array(repeating: -1, count: tokens.count)
        exitsBefore = Array(repeating: 0, count: tokens.count + 1)
        var open: [Int] = []
        // The index of the last `;`, `{` or `}`: where the statement that a `{` ends began.
        var boundary = -1
        var implementationStart: (name: String, index: Int)?
        for index in tokens.indices {
            enclosing[index] = open.last ?? -1
            let isExit = tokens[index].kind == .identifier && (5...8).contains(tokens[index].range.count) && Self.exits.contains(lexer.text(index))
            exitsBefore[index + 1] = exitsBefore[index] + (isExit ? 1 : 0)
            if lexer.isToken(index, "@implementation"), implementationStart == nil {
                let name = tokens.indices.contains(index + 1) && tokens[index + 1].kind == .identifier ? lexer.text(index + 1) : ""
                implementationStart = (name, index)
            } else if lexer.isToken(index, "@end"), let start = implementationStart {
                if !start.name.isEmpty { implementations.append(Implementation(name: start.name, tokens: start.index..<(index + 1))) }
                implementationStart = nil
            }
            if lexer.isToken(index, "{") {
                let header = Self.header(lexer, from: boundary + 1, to: index)
                headers[index] = header
                var reach: (Bool, Int) = (false, 0)
                switch header {
                case .method: reach = (true, 0)
                case .other: reach = (false, 0)
                case .condition:
                    if let outer = open.last, let (reaches, ifs) = reachesMethod[outer], reaches,
                       exitsBefore[index] - exitsBefore[outer + 1] == 0 {
                        reach = (true, ifs + 1)
                    }
                }
                reachesMethod[index] = reach
                open.append(index)
                boundary = index
            } else if lexer.isToken(index, "}") {
                if !open.isEmpty { open.removeLast() }
                boundary = index
            } else if lexer.isToken(index, ";") {
                boundary = index
            }
        }
        if let start = implementationStart, !start.name.isEmpty {
            implementations.append(Implementation(name: start.name, tokens: start.index..<tokens.count))
        }
    }

    /// The implementation holding the token at `index`, nil outside every one.
    func implementation(holding index: Int) -> Implementation? {
        var low = 0, high = implementations.count
        while low < high {
            let middle = (low + high) / 2
            if implementations[middle].tokens.upperBound <= index { low = middle + 1 } else { high = middle }
        }
        return implementations.indices.contains(low) && implementations[low].tokens.contains(index) ? implementations[low] : nil
    }

    /// The conditions of the `if`s around the statement starting at token `index`, innermost
    /// first, up to the method holding it: empty when nothing guards it, nil when anything else
    /// might — the token does not start a statement (it follows something other than `;`, `{`
    /// or `}`, such as a preprocessor line or a brace-less `if`), a block around it is not an
    /// `if` (an `else`, a loop, a block literal, a `switch`), an exit (`return`, `break` …) comes
    /// before it in one of those blocks, or more than `maximumIfNesting` `if`s hold it.
    func guardingConditions(of index: Int) -> [String]? {
        guard lexer.tokens.indices.contains(index) else { return nil }
        if index > 0, !(lexer.isToken(index - 1, ";") || lexer.isToken(index - 1, "{") || lexer.isToken(index - 1, "}")) { return nil }
        let open = enclosing[index]
        guard open >= 0 else { return [] }
        guard exitsBefore[index] - exitsBefore[open + 1] == 0, let (reaches, ifs) = reachesMethod[open] else { return nil }
        guard reaches, ifs <= Self.maximumIfNesting else { return nil }
        var conditions: [String] = []
        var block = open
        while block >= 0, case .condition(let condition)? = headers[block] {
            conditions.append(condition)
            block = enclosing[block]
        }
        return conditions
    }

    /// The methods of an implementation, in order: each `-` or `+` that starts a line inside it
    /// outside every block, whose header reaches a `{` before a `;`, with its body to the
    /// matching `}`.
    func methods(of implementation: Implementation) -> [Method] {
        var methods: [Method] = []
        var index = implementation.tokens.lowerBound
        while index < implementation.tokens.upperBound {
            defer { index += 1 }
            guard lexer.isToken(index, "-") || lexer.isToken(index, "+"), startsLine(index) else { continue }
            var open = index + 1
            while open < implementation.tokens.upperBound, !lexer.isToken(open, "{"), !lexer.isToken(open, ";") { open += 1 }
            guard open < implementation.tokens.upperBound, lexer.isToken(open, "{") else {
                index = open
                continue
            }
            let close = lexer.partners[open] > open ? min(lexer.partners[open], implementation.tokens.upperBound) : implementation.tokens.upperBound
            methods.append(Method(header: index..<open, body: (open + 1)..<close))
            index = close
        }
        return methods
    }

    /// Whether the token at `index` starts its line at the first column.
    func startsLine(_ index: Int) -> Bool {
        let offset = lexer.tokens[index].range.lowerBound
        return offset == 0 || lexer.bytes[offset - 1] == UInt8(ascii: "\n")
    }

    /// The header of the `{` at `end`, from the token after the previous `;`, `{` or `}`:
    /// preprocessor lines and lines starting with an `@` word (`@implementation Name {`,
    /// `@autoreleasepool {`) left out.
    private static func header(_ lexer: ObjectiveCLexer, from start: Int, to end: Int) -> Header {
        var kept: [Int] = []
        var lineDropped = false
        var currentLine = -1
        for index in start..<end {
            let token = lexer.tokens[index]
            if token.kind == .directive { continue }
            if token.line != currentLine {
                currentLine = token.line
                let first = lexer.bytes[token.range.lowerBound]
                lineDropped = first == UInt8(ascii: "@")
            }
            if !lineDropped { kept.append(index) }
        }
        guard let first = kept.first else { return .other }
        if lexer.isToken(first, "if") { return .condition(text(lexer, kept.dropFirst())) }
        if lexer.isToken(first, "-") || lexer.isToken(first, "+") { return .method }
        return .other
    }

    /// Tokens' text as written, one space wherever white space or a comment came between two.
    static func text(_ lexer: ObjectiveCLexer, _ indices: some Collection<Int>) -> String {
        var bytes: [UInt8] = []
        var previousEnd: Int?
        for index in indices {
            let range = lexer.tokens[index].range
            if let end = previousEnd, end < range.lowerBound { bytes.append(UInt8(ascii: " ")) }
            bytes += lexer.bytes[range]
            previousEnd = range.upperBound
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
