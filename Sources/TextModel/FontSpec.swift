/// Which font a text view asks for, independent of the content-size category:
/// a Dynamic Type text style, the system font at a fixed size, or a named custom font.
public struct FontSpec: Hashable, Sendable, Codable {
    /// Where the font's face and base size come from.
    public enum Source: Hashable, Sendable, Codable {
        /// `UIFont.preferredFont(forTextStyle:)`: size, leading and weight from the HIG table.
        case textStyle(TextStyle)
        /// `UIFont.systemFont(ofSize:weight:)` at `size` points (at the large category).
        case system(size: Double)
        /// A font family by name (resolved through the `Fonts/` manifest) at `size` points.
        case custom(family: String, size: Double)
    }

    /// The face and base size.
    public var source: Source
    /// Explicit weight; nil means the style's own weight (regular for fixed sizes).
    public var weight: FontWeight?
    /// Whether the size follows Dynamic Type. Text styles scale unless a view opts out
    /// (`adjustsFontForContentSizeCategory = false`); fixed and custom fonts scale only
    /// when asked to (UIFontMetrics), relative to `relativeTo`.
    public var scales: Bool
    /// The text style whose growth a scaled custom or system font follows (UIFontMetrics).
    public var relativeTo: TextStyle
    /// Upper bound on the scaled size (UIFontMetrics `maximumPointSize`).
    public var maxSize: Double?

    /// Creates a font spec.
    public init(source: Source, weight: FontWeight? = nil, scales: Bool? = nil, relativeTo: TextStyle? = nil, maxSize: Double? = nil) {
        self.source = source
        self.weight = weight
        switch source {
        case .textStyle(let style):
            self.scales = scales ?? true
            self.relativeTo = relativeTo ?? style
        case .system, .custom:
            self.scales = scales ?? false
            self.relativeTo = relativeTo ?? .body
        }
        self.maxSize = maxSize
    }

    /// The preferred font for a text style.
    public static func style(_ style: TextStyle, weight: FontWeight? = nil) -> FontSpec {
        FontSpec(source: .textStyle(style), weight: weight)
    }

    /// The system font at a fixed size.
    public static func system(size: Double, weight: FontWeight = .regular, scales: Bool = false) -> FontSpec {
        FontSpec(source: .system(size: size), weight: weight, scales: scales)
    }

    /// UIKit's default label font: the system font at 17 pt, not scaling.
    public static let labelDefault = FontSpec.system(size: 17)

    /// A short human description, e.g. `body`, `system 17 semibold`, `Avenir 15`.
    public var displayName: String {
        var text: String
        switch source {
        case .textStyle(let style): text = style.rawValue
        case .system(let size): text = "system \(FontSpec.format(size))"
        case .custom(let family, let size): text = "\(family) \(FontSpec.format(size))"
        }
        if let weight { text += " \(weight.rawValue)" }
        return text
    }

    private static func format(_ value: Double) -> String {
        // Whole numbers print without ".0"; beyond 1e15 (or not finite) `Int(value)` could trap.
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
