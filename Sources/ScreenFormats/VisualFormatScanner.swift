/// Character-level reading of a format string; whitespace is ignored, as Apple's parser does.
struct VisualFormatScanner {
    private let characters: [Character]
    private var index = 0

    init(_ text: String) {
        characters = Array(text.filter { !$0.isWhitespace })
    }

    var atEnd: Bool { index >= characters.count }
    var peek: Character? { atEnd ? nil : characters[index] }
    var rest: String { String(characters[index...].prefix(20)) }

    mutating func consume(_ literal: String) -> Bool {
        let literalCharacters = Array(literal)
        guard index + literalCharacters.count <= characters.count,
              Array(characters[index..<(index + literalCharacters.count)]) == literalCharacters else { return false }
        index += literalCharacters.count
        return true
    }

    /// A name (`[A-Za-z_][A-Za-z0-9_]*`) or a number (digits and `.`, with a sign when allowed).
    mutating func word(allowSign: Bool = false) -> String {
        let start = index
        if allowSign, let first = peek, first == "-" || first == "+",
           index + 1 < characters.count, characters[index + 1].isNumber || characters[index + 1] == "." {
            index += 1
        }
        while let character = peek, character.isLetter || character.isNumber || character == "_" || character == "." {
            index += 1
        }
        return String(characters[start..<index])
    }
}
