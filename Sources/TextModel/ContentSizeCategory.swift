import Foundation

/// A Dynamic Type content-size category, the user's preferred text size, as UIKit spells it.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    /// `xS`: body text at 14 pt.
    case extraSmall
    /// `S`: body text at 15 pt.
    case small
    /// `M`: body text at 16 pt.
    case medium
    /// `L`: body text at 17 pt. The system default.
    case large
    /// `XL`: body text at 19 pt.
    case extraLarge
    /// `XXL`: body text at 21 pt.
    case extraExtraLarge
    /// `XXXL`: body text at 23 pt.
    case extraExtraExtraLarge
    /// `AX1`: body text at 28 pt. The first of the larger accessibility sizes.
    case accessibilityMedium
    /// `AX2`: body text at 33 pt.
    case accessibilityLarge
    /// `AX3`: body text at 40 pt.
    case accessibilityExtraLarge
    /// `AX4`: body text at 47 pt.
    case accessibilityExtraExtraLarge
    /// `AX5`: body text at 53 pt. The largest size there is.
    case accessibilityExtraExtraExtraLarge

    /// Reads a category from UIKit's spelling (`extraLarge`), the short form (`XL`, `AX5`),
    /// Interface Builder's `UICTContentSizeCategoryXL` or the HIG table's `xSmall`;
    /// case-insensitive. Nil when the text names no category.
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let key = trimmed.lowercased()
        if let exact = ContentSizeCategory.allCases.first(where: { $0.rawValue.lowercased() == key }) {
            self = exact
            return
        }
        var short = key
        if short.hasPrefix("uictcontentsizecategory") { short.removeFirst("uictcontentsizecategory".count) }
        if short.hasPrefix("accessibility") && short.count > "accessibility".count,
           let match = ContentSizeCategory.allCases.first(where: { $0.rawValue.lowercased() == short }) {
            self = match
            return
        }
        switch short {
        case "xs", "xsmall": self = .extraSmall
        case "s": self = .small
        case "m": self = .medium
        case "l", "default": self = .large
        case "xl": self = .extraLarge
        case "xxl": self = .extraExtraLarge
        case "xxxl": self = .extraExtraExtraLarge
        case "ax1", "accessibilitym": self = .accessibilityMedium
        case "ax2", "accessibilityl": self = .accessibilityLarge
        case "ax3", "accessibilityxl": self = .accessibilityExtraLarge
        case "ax4", "accessibilityxxl": self = .accessibilityExtraExtraLarge
        case "ax5", "accessibilityxxxl": self = .accessibilityExtraExtraExtraLarge
        default: return nil
        }
    }

    /// The compact name used in reports: `xS S M L XL XXL XXXL AX1 … AX5`.
    public var shortName: String {
        switch self {
        case .extraSmall: "xS"
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .extraLarge: "XL"
        case .extraExtraLarge: "XXL"
        case .extraExtraExtraLarge: "XXXL"
        case .accessibilityMedium: "AX1"
        case .accessibilityLarge: "AX2"
        case .accessibilityExtraLarge: "AX3"
        case .accessibilityExtraExtraLarge: "AX4"
        case .accessibilityExtraExtraExtraLarge: "AX5"
        }
    }

    /// True for the five accessibility sizes (AX1–AX5).
    public var isAccessibilityCategory: Bool {
        self >= .accessibilityMedium
    }

    /// Position from smallest (0) to largest (11).
    public var index: Int {
        switch self {
        case .extraSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .extraLarge: 4
        case .extraExtraLarge: 5
        case .extraExtraExtraLarge: 6
        case .accessibilityMedium: 7
        case .accessibilityLarge: 8
        case .accessibilityExtraLarge: 9
        case .accessibilityExtraExtraLarge: 10
        case .accessibilityExtraExtraExtraLarge: 11
        }
    }

    /// Hashes by position rather than by the raw-value string, which is slower: measurement
    /// cache keys hash this often.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(index)
    }

    /// Two values are equal when they are the same case.
    public static func == (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.index == rhs.index
    }

    /// Categories compare by size, smallest first.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.index < rhs.index
    }
}
