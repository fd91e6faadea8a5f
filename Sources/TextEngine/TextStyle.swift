import Foundation

/// A Dynamic Type text style (UIFont.TextStyle).
public enum TextStyle: String, CaseIterable, Hashable, Sendable, Codable {
    case largeTitle
    case title1
    case title2
    case title3
    case headline
    case body
    case callout
    case subheadline
    case footnote
    case caption1
    case caption2

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
