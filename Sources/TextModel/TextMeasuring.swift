/// Anything that can tell how large text is. The layout engine depends only on this,
/// so its tests can use a fake; `TextMeasurer` is the real one (FreeType + HarfBuzz + ICU).
public protocol TextMeasuring: Sendable {
    /// Measures one request. Never fails: characters no face covers are reported in
    /// `missingCharacters` and measured with the fallback face's `.notdef` advance.
    func measure(_ request: TextMeasureRequest) -> TextMeasurement

    /// The point size a font has at a category (after Dynamic Type scaling and `maxSize`).
    func pointSize(of font: FontSpec, at category: ContentSizeCategory) -> Double

    /// Measures `request` at each of `categories`, in order (its own `category` is ignored).
    /// `TextMeasurer` answers this from one shaping per optical size; the default calls
    /// `measure(_:)` per category.
    func measure(_ request: TextMeasureRequest, at categories: [ContentSizeCategory]) -> [TextMeasurement]
}

extension TextMeasuring {
    /// One `measure(_:)` call per category.
    public func measure(_ request: TextMeasureRequest, at categories: [ContentSizeCategory]) -> [TextMeasurement] {
        categories.map { category in
            var single = request
            single.category = category
            return measure(single)
        }
    }
}
