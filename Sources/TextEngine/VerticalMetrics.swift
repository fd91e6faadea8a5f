/// A face's vertical metrics in em, as the line box uses them.
struct VerticalMetrics: Hashable, Sendable {
    /// Above the baseline.
    var ascender: Double
    /// Below the baseline (positive).
    var descender: Double
    /// Extra space below the descender.
    var lineGap: Double

    /// The face's own metrics.
    init(_ face: FontFace) {
        self.init(ascender: face.ascender, descender: face.descender, lineGap: face.lineGap)
    }

    init(ascender: Double, descender: Double, lineGap: Double) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }

    /// SF Pro's, for a stand-in face drawing the system font.
    static let sfPro = VerticalMetrics(ascender: SFProMetrics.ascender, descender: SFProMetrics.descender,
                                       lineGap: SFProMetrics.lineGap)
}
