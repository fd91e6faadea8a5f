/// SF Pro's vertical metrics (its `hhea` ascender, descender and line gap), which Core Text
/// reports as `UIFont.ascender`, `-descender` and `leading`, and whose sum is
/// `UIFont.lineHeight`. When a stand-in face (Inter) draws the system font, its own vertical
/// metrics are replaced by these, so a single-line label is exactly as tall as with SF Pro;
/// widths stay the stand-in's. SF Pro itself, when its files are present, uses its own.
public enum SFProMetrics {
    /// Ascender above the baseline, in em.
    public static var ascender: Double { Double(ascenderUnits) / Double(unitsPerEm) }
    /// Descender below the baseline, in em (positive).
    public static var descender: Double { Double(descenderUnits) / Double(unitsPerEm) }
    /// Line gap, in em (SF Pro has none: `UIFont.leading` of the system font is 0).
    public static var lineGap: Double { Double(lineGapUnits) / Double(unitsPerEm) }
    /// `UIFont.lineHeight` of the system font at `size` points.
    public static func lineHeight(atSize size: Double) -> Double {
        (ascender + descender + lineGap) * size
    }
}
