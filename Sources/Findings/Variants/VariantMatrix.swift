import LayoutEngine
import TextModel

/// The axes a sweep crosses: screens × devices × orientations × locales × categories.
/// Its order is the report order, whatever the number of jobs or shards.
public struct VariantMatrix: Hashable, Sendable, Codable {
    /// Screen names, in the order their files were found.
    public var screens: [String]
    /// Device names.
    public var devices: [String]
    /// Orientations.
    public var orientations: [Orientation]
    /// Locales (including pseudo-locales).
    public var locales: [String]
    /// Content-size categories, smallest first.
    public var categories: [ContentSizeCategory]

    /// Creates a matrix.
    public init(screens: [String] = [], devices: [String], orientations: [Orientation], locales: [String],
                categories: [ContentSizeCategory]) {
        self.screens = screens
        self.devices = devices
        self.orientations = orientations
        self.locales = locales
        self.categories = categories.sorted()
    }

    /// Variants per screen.
    public var variantsPerScreen: Int {
        devices.count * orientations.count * locales.count * categories.count
    }

    /// Every variant in report order.
    public var count: Int { screens.count * variantsPerScreen }

    /// A sort key giving the report order of a variant (unknown values sort last).
    public func sortKey(_ variant: Variant) -> [Int] {
        [
            screens.firstIndex(of: variant.screen) ?? Int.max,
            devices.firstIndex(of: variant.device) ?? Int.max,
            orientations.firstIndex(of: variant.orientation) ?? Int.max,
            locales.firstIndex(of: variant.locale) ?? Int.max,
            categories.firstIndex(of: variant.category) ?? Int.max,
        ]
    }

    /// A variant's place within its screen's block of the matrix, counting in report order
    /// (device, orientation, locale, category): `((device × orientations + orientation) ×
    /// locales + locale) × categories + category`. Nil for a value the matrix does not have.
    public func position(inScreen variant: Variant) -> Int? {
        guard let device = devices.firstIndex(of: variant.device), let orientation = orientations.firstIndex(of: variant.orientation),
              let locale = locales.firstIndex(of: variant.locale), let category = categories.firstIndex(of: variant.category) else { return nil }
        return ((device * orientations.count + orientation) * locales.count + locale) * categories.count + category
    }

    /// True when `a` comes before `b` in report order.
    public func precedes(_ a: Variant, _ b: Variant) -> Bool {
        let (ka, kb) = (sortKey(a), sortKey(b))
        if ka != kb { return ka.lexicographicallyPrecedes(kb) }
        return a.description < b.description
    }

    /// The devices the sweep uses when the user names none: the smallest current iPhone,
    /// a common mid-size one, and a large iPad.
    public static let defaultDevices = ["iPhone SE (3rd generation)", "iPhone 15", "iPad Pro 13-inch"]
    /// The orientations used when none are named.
    public static let defaultOrientations: [Orientation] = [.portrait, .landscape]
}
