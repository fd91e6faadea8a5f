import Diagnostics

/// The pseudo-locales: machine-made "translations" that stress a layout before real
/// translations exist. Format specifiers, `%#@name@` substitutions and `{name}` placeholders
/// always survive unchanged.
public enum PseudoLocaleMode: String, CaseIterable, Hashable, Sendable {
    /// Xcode's double-length pseudolanguage: every run of text is written twice.
    case double
    /// Android's en-XA style: letters swapped for accented look-alikes, the string bracketed
    /// and padded with extra words by about a third.
    case accented
    /// Visible delimiters `[# … #]` around the string, so truncation at either end shows.
    case bounded
    /// Xcode's right-to-left pseudolanguage: the base strings, laid out right to left.
    case rtl
    /// Expansion by the IBM guideline on source length (upper bound of each band).
    case expand

    /// The locale name a sweep uses for this mode (`pseudo-double`, …).
    public var localeIdentifier: String { "pseudo-\(rawValue)" }

    /// Reads `pseudo-double` (or just `double`); nil for anything else.
    public init?(localeIdentifier: String) {
        let name = localeIdentifier.hasPrefix("pseudo-") ? String(localeIdentifier.dropFirst(7)) : localeIdentifier
        self.init(rawValue: name)
    }

    /// Transforms a source string.
    public func transform(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        let segments = FormatSegment.split(text)
        switch self {
        case .double:
            return segments.map { segment in
                guard case .literal(let literal) = segment, literal.contains(where: { !$0.isWhitespace }) else { return segment.raw }
                return PseudoLocaleMode.doubled(literal)
            }.joined()
        case .accented:
            let body = segments.map { segment in
                guard case .literal(let literal) = segment else { return segment.raw }
                return PseudoLocaleMode.accent(literal)
            }.joined()
            return "[" + body + PseudoLocaleMode.padding(forLength: text.count) + "]"
        case .bounded:
            return "[# " + text + " #]"
        case .rtl:
            return text
        case .expand:
            return PseudoLocaleMode.expand(text, segments: segments)
        }
    }

    /// The extra share of length the IBM guideline asks for at a source length (upper bounds).
    public static func expansionFactor(forLength length: Int) -> Double {
        switch length {
        case ...10: 2.0
        case 11...20: 1.0
        case 21...30: 0.8
        case 31...50: 0.6
        case 51...70: 0.4
        default: 0.3
        }
    }

    private static func doubled(_ literal: String) -> String {
        // Keep surrounding whitespace once; repeat the words with one space between.
        let leading = literal.prefix { $0.isWhitespace }
        let trailing = String(literal.reversed().prefix { $0.isWhitespace }.reversed())
        let core = literal.dropFirst(leading.count).dropLast(trailing.count)
        return String(leading) + core + " " + core + trailing
    }

    private static let accentMap: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let accented = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()

    private static func accent(_ literal: String) -> String {
        String(literal.map { accentMap[$0] ?? $0 })
    }

    private static let paddingWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                                       "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
                                       "eighteen", "nineteen", "twenty"]

    /// Android's en-XA padding: counting words until the string has grown by about 30 %.
    private static func padding(forLength length: Int) -> String {
        let target = max(1, (length * 3 + 9) / 10)
        var result = ""
        var word = 0
        while result.count < target {
            result += " " + paddingWords[word % paddingWords.count]
            word += 1
        }
        return result
    }

    /// `text` padded with its own words to `share` longer (0.4 = 40 %).
    public static func expanded(_ text: String, by share: Double) -> String {
        guard !text.isEmpty else { return text }
        return expand(text, segments: FormatSegment.split(text), share: share)
    }

    /// Pads with the string's own words, repeated (so the padding is in the same script and
    /// breaks into lines like it), until the IBM length is reached.
    private static func expand(_ text: String, segments: [FormatSegment], share: Double? = nil) -> String {
        let length = text.count
        let percent = min(100_000, max(0, Int(saturating: ((share ?? expansionFactor(forLength: length)) * 100).rounded())))
        let target = length + (length * percent + 99) / 100
        var words = segments.compactMap { segment -> String? in
            if case .literal(let literal) = segment { return literal } else { return nil }
        }.joined(separator: " ").split(whereSeparator: \.isWhitespace).map { String($0.filter { $0.isLetter || $0.isNumber }) }.filter { !$0.isEmpty }
        if words.isEmpty { words = ["x"] }
        var padding = ""
        var next = 0
        while length + padding.count < target {
            let remaining = target - length - padding.count
            if remaining > 1 { padding.append(" ") }
            padding += words[next % words.count].prefix(target - length - padding.count)
            next += 1
        }
        return text + padding
    }
}
