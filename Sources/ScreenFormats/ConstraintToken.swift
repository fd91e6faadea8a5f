import ConstraintSolver
import LayoutEngine

/// A token of a constraint line in the short or long form.
enum ConstraintToken: Equatable {
    /// `card.leading`, `root.safeArea.top`, `NotAnAttribute`, `high`.
    case path(String)
    case number(Double)
    case relation(LayoutRelation)
    case plus, minus, star, slash, at

    /// The token as the user wrote it, for messages.
    var spelling: String {
        switch self {
        case .path(let text): text
        case .number(let value): NumberText.plain(value)
        case .relation(let relation): relation.symbol
        case .plus: "+"
        case .minus: "-"
        case .star: "*"
        case .slash: "/"
        case .at: "@"
        }
    }

    /// Splits a constraint line into tokens; a character that starts no token is an error naming it.
    static func tokenize(_ text: String) throws -> [ConstraintToken] {
        let characters = Array(text)
        var tokens: [ConstraintToken] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace { index += 1; continue }
            switch character {
            case "+": tokens.append(.plus); index += 1; continue
            case "-", "−": tokens.append(.minus); index += 1; continue
            case "*", "×": tokens.append(.star); index += 1; continue
            case "/": tokens.append(.slash); index += 1; continue
            case "@": tokens.append(.at); index += 1; continue
            case "=", "<", ">", "≤", "≥":
                var symbol = String(character)
                if index + 1 < characters.count, characters[index + 1] == "=" { symbol.append("="); index += 1 }
                index += 1
                switch symbol {
                case "=", "==": tokens.append(.relation(.equal))
                case ">=", "≥": tokens.append(.relation(.greaterThanOrEqual))
                case "<=", "≤": tokens.append(.relation(.lessThanOrEqual))
                default: throw SpecProblem("unknown relation '\(symbol)' (use =, ==, >= or <=)")
                }
                continue
            default:
                break
            }
            if character.isNumber || character == "." {
                var end = index
                while end < characters.count, characters[end].isASCII, characters[end].isNumber || characters[end] == "." { end += 1 }
                if end < characters.count, characters[end] == "e" || characters[end] == "E",
                   end + 1 < characters.count, characters[end + 1].isNumber || ((characters[end + 1] == "-" || characters[end + 1] == "+") && end + 2 < characters.count && characters[end + 2].isNumber) {
                    end += 2
                    while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
                }
                let spelling = String(characters[index..<end])
                guard let value = Double(spelling), value.isFinite else { throw SpecProblem("malformed number '\(spelling)'") }
                tokens.append(.number(value))
                index = end
                continue
            }
            if character.isLetter || character == "_" {
                var end = index
                while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" || characters[end] == "." {
                    end += 1
                }
                tokens.append(.path(String(characters[index..<end])))
                index = end
                continue
            }
            throw SpecProblem("unexpected '\(character)'")
        }
        return tokens
    }
}
