import Foundation

/// How a text view handles text that does not fit (NSLineBreakMode).
public enum LineBreakMode: String, CaseIterable, Hashable, Sendable, Codable {
    /// Wrap at word boundaries; the last allowed line is cut off (clipped) if text remains.
    case wordWrap
    /// Wrap at character boundaries.
    case charWrap
    /// Single run of text cut at the edge, no ellipsis.
    case clipping
    /// Ellipsis at the start of the last line.
    case truncatingHead
    /// Ellipsis at the end of the last line (UILabel's default).
    case truncatingTail
    /// Ellipsis in the middle of the last line.
    case truncatingMiddle

    /// Reads `truncatingTail`, `byTruncatingTail`, IB's `tailTruncation`, `wordWrap`, … ; nil when unknown.
    public init?(parsing text: String) {
        var key = text.trimmingCharacters(in: .whitespaces).lowercased()
        if key.hasPrefix("by") { key.removeFirst(2) }
        switch key {
        case "wordwrap", "wordwrapping": self = .wordWrap
        case "charwrap", "charwrapping", "characterwrap": self = .charWrap
        case "clipping", "clip": self = .clipping
        case "truncatinghead", "headtruncation": self = .truncatingHead
        case "truncatingtail", "tailtruncation": self = .truncatingTail
        case "truncatingmiddle", "middletruncation": self = .truncatingMiddle
        default: return nil
        }
    }

    /// Position in `allCases`.
    private var ordinal: Int {
        switch self {
        case .wordWrap: 0
        case .charWrap: 1
        case .clipping: 2
        case .truncatingHead: 3
        case .truncatingTail: 4
        case .truncatingMiddle: 5
        }
    }

    /// Hashes by case rather than by the raw-value string, which is slower: measurement
    /// cache keys hash this often.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ordinal)
    }

    /// Two values are equal when they are the same case.
    public static func == (lhs: LineBreakMode, rhs: LineBreakMode) -> Bool {
        lhs.ordinal == rhs.ordinal
    }

    /// True for the three modes that draw an ellipsis.
    public var truncates: Bool {
        self == .truncatingHead || self == .truncatingTail || self == .truncatingMiddle
    }
}
