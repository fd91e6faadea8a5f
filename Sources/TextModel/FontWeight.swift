/// A font weight as UIFont.Weight names it.
public enum FontWeight: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    /// The lightest weight (OpenType 100).
    case ultraLight
    /// OpenType weight 200.
    case thin
    /// OpenType weight 300.
    case light
    /// The normal text weight (OpenType 400).
    case regular
    /// OpenType weight 500.
    case medium
    /// OpenType weight 600.
    case semibold
    /// OpenType weight 700.
    case bold
    /// OpenType weight 800.
    case heavy
    /// The heaviest weight (OpenType 900).
    case black

    /// The OpenType `wght` value (100 … 900) of this weight.
    public var openTypeValue: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    /// Reads a weight name (`semibold`, `SemiBold`, `semi-bold`, `700`); nil when unknown.
    public init?(parsing text: String) {
        let key = text.lowercased().filter { $0.isLetter || $0.isNumber }
        if let number = Int(key) {
            guard let match = FontWeight.allCases.min(by: { abs($0.openTypeValue - number) < abs($1.openTypeValue - number) }) else { return nil }
            self = match
            return
        }
        switch key {
        case "ultralight", "extralight": self = .ultraLight
        case "thin": self = .thin
        case "light": self = .light
        case "regular", "normal", "book": self = .regular
        case "medium": self = .medium
        case "semibold", "demibold": self = .semibold
        case "bold": self = .bold
        case "heavy", "extrabold": self = .heavy
        case "black": self = .black
        default: return nil
        }
    }

    /// Hashes by weight value rather than by the raw-value string, which is slower: measurement
    /// cache keys hash this often.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(openTypeValue)
    }

    /// Two values are equal when they are the same case.
    public static func == (lhs: FontWeight, rhs: FontWeight) -> Bool {
        lhs.openTypeValue == rhs.openTypeValue
    }

    /// Weights compare by their OpenType value, lightest first.
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        lhs.openTypeValue < rhs.openTypeValue
    }
}
