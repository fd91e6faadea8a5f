// SF Pro's `hhea` vertical metrics, the same for the Text and Display optical sizes and for
// every weight. Sources (the values UIKit reports, which these reproduce to the printed digits):
// - `UIFont.systemFont(ofSize: 15).lineHeight` = 17.900391
//   (stackoverflow.com/questions/33278645, "Why is lineHeight of UIFont larger than font size?")
// - `UIFont.systemFont(ofSize: 30)`: `boundingRect` height 35.8007813 for one line
//   (mo4tech.com, "UILabel is a pit that many people will step on")
// - `UIFont.systemFont(ofSize: 20)`: ascender 19.04…, descender −4.82…
//   (arcovv.github.io/ios/2016/10/01/ios-font-study, iOS 9, "SF UI Display")
// 2444/2048 = 1.193359375 em: 15 → 17.900390625, 30 → 35.80078125; 1950/2048 × 20 = 19.043,
// 494/2048 × 20 = 4.824. A 17 pt system label is thus 20.287 pt, 20.333 on a 3x and 20.5 on a
// 2x pixel grid.

extension SFProMetrics {
    /// Font units per em.
    static let unitsPerEm = 2048
    /// `hhea.ascender`, font units.
    static let ascenderUnits = 1950
    /// `-hhea.descender`, font units.
    static let descenderUnits = 494
    /// `hhea.lineGap`, font units.
    static let lineGapUnits = 0

    /// UIKit's published measurements these metrics reproduce: (point size, `UIFont.lineHeight`
    /// as printed, printed precision), for tests.
    public static let publishedLineHeights: [(size: Double, lineHeight: Double, precision: Double)] = [
        (15, 17.900391, 1e-6),
        (30, 35.8007813, 1e-7),
    ]
    /// UIKit's published ascender and descender (as printed, 2 decimals) at 20 pt.
    public static let publishedAscenderDescender20pt: (ascender: Double, descender: Double) = (19.04, 4.82)
}
