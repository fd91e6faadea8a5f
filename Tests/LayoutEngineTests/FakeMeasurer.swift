import LayoutEngine
import TextModel

/// A predictable text measurer: every character is 10 pt wide at 17 pt (scaled linearly with
/// the point size), a line is 1.2 × the size tall, words wrap greedily at spaces, and sizes are
/// rounded up to the pixel grid. Scaled fonts grow with the category like the body style.
struct FakeMeasurer: TextMeasuring {
    static let bodySizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

    func pointSize(of font: FontSpec, at category: ContentSizeCategory) -> Double {
        let base: Double
        switch font.source {
        case .textStyle(let style): base = style == .largeTitle ? 34 : 17
        case .system(let size), .custom(_, let size): base = size
        }
        guard font.scales else { return base }
        let scaled = base * FakeMeasurer.bodySizes[category.index] / 17
        return min(scaled, font.maxSize ?? scaled)
    }

    func measure(_ request: TextMeasureRequest) -> TextMeasurement {
        let size = pointSize(of: request.font, at: request.category)
        let advance = 10 * size / 17
        let lineHeight = size * 1.2
        let words = request.text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var lines: [String] = []
        if let limit = request.maxWidth, request.lines != 1 {
            var current = ""
            for word in words {
                let candidate = current.isEmpty ? word : current + " " + word
                if !current.isEmpty, Double(candidate.count) * advance > limit + 1e-9 {
                    lines.append(current)
                    current = word
                } else {
                    current = candidate
                }
            }
            lines.append(current)
        } else {
            lines = [request.text]
        }
        let needed = lines.count
        let allowed = request.lines == 0 ? needed : min(needed, request.lines)
        let shown = Array(lines.prefix(allowed))
        var widest = shown.map { Double($0.count) * advance }.max() ?? 0
        var truncated = needed > allowed
        if let limit = request.maxWidth, widest > limit + 1e-9 {
            truncated = true
            widest = limit
        }
        func ceilToPixel(_ value: Double) -> Double { (value * request.scale - 1e-9).rounded(.up) / request.scale }
        let rtl = request.text.unicodeScalars.contains { (0x0590...0x08FF).contains($0.value) }
        return TextMeasurement(width: ceilToPixel(widest), height: ceilToPixel(Double(allowed) * lineHeight), linesUsed: allowed,
                               linesNeeded: needed, truncated: truncated, pointSize: size, ascent: size * 0.95, descent: size * 0.25,
                               lineHeight: ceilToPixel(lineHeight), firstBaseline: size * 0.95,
                               lastBaseline: Double(allowed - 1) * lineHeight + size * 0.95, isRightToLeft: rtl,
                               lineTexts: shown, lineWidths: shown.map { Double($0.count) * advance })
    }
}
