/// How much longer than written a design-time text (one no locale translates: text the app
/// sets in code, or never localised) is measured in every locale but the development one,
/// where the real run-time string is unknown.
public enum DesignTimeExpansion: Hashable, Sendable {
    /// As written, in every locale.
    case none
    /// The IBM guideline's growth for the text's length (as `pseudo-expand`).
    case guideline
    /// A fixed share longer (`0.4` = 40 % longer).
    case factor(Double)

    /// Reads `none`, `guideline` or a share such as `40%` or `0.4`; nil for anything else.
    public init?(parsing text: String) {
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
        switch word {
        case "none", "0", "0%": self = .none
        case "guideline", "ibm": self = .guideline
        default:
            let isPercent = word.hasSuffix("%")
            guard let number = Double(isPercent ? String(word.dropLast()) : word), number.isFinite,
                  number > 0, number <= (isPercent ? 1000 : 10) else { return nil }
            self = .factor(isPercent ? number / 100 : number)
        }
    }

    /// The text as measured in a locale other than the development one. A text without
    /// letters (a time, a count, a code of digits: `20:30`, `44`, `3152 3307`) is measured as
    /// written: what code puts there is a number, and translation lengthens words, not numbers.
    public func apply(to text: String) -> String {
        guard DesignTimeExpansion.hasLetters(text) else { return text }
        return switch self {
        case .none: text
        case .guideline: PseudoLocaleMode.expand.transform(text)
        case .factor(let share): PseudoLocaleMode.expanded(text, by: share)
        }
    }

    /// Whether any character of `text` is a letter of some script.
    static func hasLetters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isAlphabetic && !$0.properties.isEmojiPresentation && $0.properties.numericType == nil }
    }
}
