import TextModel

/// Apple's Dynamic Type table for iOS (HIG, Typography › Specifications): point size, leading
/// and weight of each text style at each content-size category. Encoded as data in the module
/// (generated from `facts/dynamic-type-ios.csv` by `scripts/generate-text-tables.py`).
public enum DynamicTypeTable {
    /// One cell of the table.
    public struct Entry: Hashable, Sendable {
        /// Point size of the style at the category.
        public var size: Double
        /// Line height (leading) in points at the category.
        public var leading: Double
    }

    /// `rows` as an array by style ordinal, for lookups without hashing.
    private static let columns: [[Entry]] = TextStyle.allCases.map { rows[$0] ?? [] }

    /// The size and leading of `style` at `category`.
    public static func entry(_ style: TextStyle, at category: ContentSizeCategory) -> Entry {
        let column = columns[style.ordinal]
        guard column.indices.contains(category.index) else { return Entry(size: 17, leading: 22) }
        return column[category.index]
    }

    /// Point size of `style` at `category`.
    public static func size(of style: TextStyle, at category: ContentSizeCategory) -> Double {
        entry(style, at: category).size
    }

    /// Leading (line height) of `style` at `category`.
    public static func leading(of style: TextStyle, at category: ContentSizeCategory) -> Double {
        entry(style, at: category).leading
    }

    /// The style's regular weight (semibold for headline, regular otherwise).
    public static func weight(of style: TextStyle) -> FontWeight {
        weights[style]?.0 ?? .regular
    }

    /// The style's emphasized (bold trait) weight.
    public static func emphasizedWeight(of style: TextStyle) -> FontWeight {
        weights[style]?.1 ?? .bold
    }
}
