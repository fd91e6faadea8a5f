import LayoutEngine
import TextModel

/// One point of the sweep's matrix: a screen on a device in an orientation, at a
/// content-size category, in a locale (whose script decides the layout direction).
public struct Variant: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The screen's name.
    public var screen: String
    /// The device's name (`iPhone SE (3rd generation)`).
    public var device: String
    /// Portrait or landscape.
    public var orientation: Orientation
    /// The Dynamic Type category.
    public var category: ContentSizeCategory
    /// The locale identifier (`de`, `ar`, `pseudo-rtl`).
    public var locale: String
    /// Left-to-right or right-to-left, from the locale.
    public var direction: LayoutDirection

    /// Creates a variant.
    public init(screen: String, device: String, orientation: Orientation, category: ContentSizeCategory,
                locale: String, direction: LayoutDirection) {
        self.screen = screen
        self.device = device
        self.orientation = orientation
        self.category = category
        self.locale = locale
        self.direction = direction
    }

    /// `SignIn · iPhone 15 portrait · AX5 · de`.
    public var description: String {
        "\(screen) · \(device) \(orientation.rawValue) · \(category.shortName) · \(locale)"
    }

    /// A placeholder for a finding read from JSON before its variant is restored.
    public static let unknown = Variant(screen: "", device: "", orientation: .portrait, category: .large, locale: "", direction: .leftToRight)
}
