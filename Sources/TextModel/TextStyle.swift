import Foundation

/// A Dynamic Type text style (UIFont.TextStyle).
public enum TextStyle: String, CaseIterable, Hashable, Sendable, Codable {
    /// The largest title style (34 pt at the default size).
    case largeTitle
    /// First-level headings.
    case title1
    /// Second-level headings.
    case title2
    /// Third-level headings.
    case title3
    /// Emphasised text heading a paragraph (semibold body size).
    case headline
    /// Running text; the style the other sizes are read against.
    case body
    /// Text set off from the body, a little smaller.
    case callout
    /// Text under a headline.
    case subheadline
    /// Footnotes and secondary text.
    case footnote
    /// Captions.
    case caption1
    /// Alternate captions, the smallest style.
    case caption2

    /// Position in `allCases`, largest style first.
    package var ordinal: Int {
        switch self {
        case .largeTitle: 0
        case .title1: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .body: 5
        case .callout: 6
        case .subheadline: 7
        case .footnote: 8
        case .caption1: 9
        case .caption2: 10
        }
    }

    /// Hashes by position rather than by the raw-value string, which is slower: measurement
    /// cache keys hash this often.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ordinal)
    }

    /// Two values are equal when they are the same case.
    public static func == (lhs: TextStyle, rhs: TextStyle) -> Bool {
        lhs.ordinal == rhs.ordinal
    }

    /// Reads a style from its Swift name (`title1`), Interface Builder's
    /// `UICTFontTextStyleTitle1`, or the short aliases `title`/`caption`; case-insensitive.
    public init?(parsing text: String) {
        var key = text.trimmingCharacters(in: .whitespaces).lowercased()
        if key.hasPrefix("uictfonttextstyle") { key.removeFirst("uictfonttextstyle".count) }
        switch key {
        case "title0", "largetitle": self = .largeTitle
        case "title", "title1": self = .title1
        case "title2": self = .title2
        case "title3": self = .title3
        case "headline": self = .headline
        case "body": self = .body
        case "callout": self = .callout
        case "subhead", "subheadline": self = .subheadline
        case "footnote": self = .footnote
        case "caption", "caption1": self = .caption1
        case "caption2": self = .caption2
        default: return nil
        }
    }
}
