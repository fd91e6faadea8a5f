/// A font weight as UIFont.Weight names it.
public enum FontWeight: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    case ultraLight
    case thin
    case light
    case regular
    case medium
    case semibold
    case bold
    case heavy
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

    // By weight value rather than by raw-value string: measurement cache keys hash this often.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(openTypeValue)
    }

    public static func == (lhs: FontWeight, rhs: FontWeight) -> Bool {
        lhs.openTypeValue == rhs.openTypeValue
    }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        lhs.openTypeValue < rhs.openTypeValue
    }
}
