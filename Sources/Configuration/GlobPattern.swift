/// A screens glob: `*` matches any run of characters but `/`, `?` one character but `/`,
/// `**/` any number of folders (none included) and `**` elsewhere anything at all. Matching
/// follows every way the pattern could match at once, one path character at a time, so it
/// costs at most the pattern's length times the path's: no pattern backtracks.
struct GlobPattern: Sendable {
    private enum Token: Equatable {
        case literal(Character)
        case oneCharacter
        case run
        case anything
        case folders
    }

    private let tokens: [Token]

    /// Whether the pattern names more than one path (`*`, `?`).
    static func isPattern(_ text: String) -> Bool {
        text.contains { $0 == "*" || $0 == "?" }
    }

    /// Reads a pattern; every string is a valid pattern.
    init(_ pattern: String) {
        var tokens: [Token] = []
        var characters = Array(pattern)[...]
        while let character = characters.popFirst() {
            switch character {
            case "*":
                if characters.first == "*" {
                    characters.removeFirst()
                    if characters.first == "/" {
                        characters.removeFirst()
                        tokens.append(.folders)
                    } else {
                        tokens.append(.anything)
                    }
                } else if tokens.last != .run {
                    tokens.append(.run)
                }
            case "?": tokens.append(.oneCharacter)
            default: tokens.append(.literal(character))
            }
        }
        self.tokens = tokens
    }

    /// Whether the pattern crosses folders (`**`), so a walk must go all the way down.
    var crossesFolders: Bool {
        tokens.contains { $0 == .anything || $0 == .folders }
    }

    /// Whether the whole path matches.
    func matches(_ path: String) -> Bool {
        // A state is 2 × token index, plus 1 while inside a `**/` run that has not yet
        // reached its closing `/` (there the run may not stop).
        var current = closure(of: [0])
        for character in path {
            var next = Set<Int>()
            for state in current where state / 2 < tokens.count {
                let index = state / 2
                switch tokens[index] {
                case .literal(let expected): if character == expected { next.insert(2 * (index + 1)) }
                case .oneCharacter: if character != "/" { next.insert(2 * (index + 1)) }
                case .run: if character != "/" { next.insert(state) }
                case .anything: next.insert(state)
                case .folders:
                    next.insert(2 * index + 1)
                    if character == "/" { next.insert(2 * (index + 1)) }
                }
            }
            if next.isEmpty { return false }
            current = closure(of: next)
        }
        return current.contains(2 * tokens.count)
    }

    /// The states reachable without reading a character: a run, `**` or `**/` may match nothing.
    private func closure(of states: Set<Int>) -> Set<Int> {
        var result = states
        var pending = Array(states)
        while let state = pending.popLast() {
            guard state % 2 == 0, state / 2 < tokens.count else { continue }
            switch tokens[state / 2] {
            case .run, .anything, .folders:
                let skipped = state + 2
                if result.insert(skipped).inserted { pending.append(skipped) }
            case .literal, .oneCharacter:
                break
            }
        }
        return result
    }
}
