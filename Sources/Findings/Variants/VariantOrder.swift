import LayoutEngine
import TextModel

/// The report order of a matrix's variants with every axis value's position looked up
/// once: sorting or placing a variant costs constant time however many locales (or screens)
/// the matrix holds. `VariantMatrix`'s own `sortKey` searches its arrays, which with
/// 100,000 locales made sorting a sweep's results quadratic.
public struct VariantOrder: Sendable {
    /// The matrix ordered.
    public let matrix: VariantMatrix
    private let screens: [String: Int]
    private let devices: [String: Int]
    private let orientations: [Orientation: Int]
    private let locales: [String: Int]
    private let categories: [ContentSizeCategory: Int]

    /// Indexes the matrix's axes (the first place of a value written twice counts).
    public init(_ matrix: VariantMatrix) {
        self.matrix = matrix
        func positions<Value: Hashable>(_ values: [Value]) -> [Value: Int] {
            var result: [Value: Int] = [:]
            for (index, value) in values.enumerated() where result[value] == nil { result[value] = index }
            return result
        }
        screens = positions(matrix.screens)
        devices = positions(matrix.devices)
        orientations = positions(matrix.orientations)
        locales = positions(matrix.locales)
        categories = positions(matrix.categories)
    }

    /// The place of a screen in the matrix; nil when it has none.
    public func screen(_ name: String) -> Int? { screens[name] }

    /// The place of a locale in the matrix; nil when it has none.
    public func locale(_ identifier: String) -> Int? { locales[identifier] }

    /// As `VariantMatrix.sortKey`: the report order of a variant (unknown values sort last).
    public func sortKey(_ variant: Variant) -> [Int] {
        [screens[variant.screen] ?? Int.max, devices[variant.device] ?? Int.max, orientations[variant.orientation] ?? Int.max,
         locales[variant.locale] ?? Int.max, categories[variant.category] ?? Int.max]
    }

    /// As `VariantMatrix.position(inScreen:)`.
    public func position(inScreen variant: Variant) -> Int? {
        guard let device = devices[variant.device], let orientation = orientations[variant.orientation],
              let locale = locales[variant.locale], let category = categories[variant.category] else { return nil }
        return ((device * matrix.orientations.count + orientation) * matrix.locales.count + locale) * matrix.categories.count + category
    }

    /// As `VariantMatrix.precedes`.
    public func precedes(_ a: Variant, _ b: Variant) -> Bool {
        let (ka, kb) = (sortKey(a), sortKey(b))
        if ka != kb { return ka.lexicographicallyPrecedes(kb) }
        return a.description < b.description
    }
}
