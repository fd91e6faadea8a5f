import TextModel

/// A font-free text measurer for benchmarks when no fonts are wanted: 0.55 em per
/// character, lines 1.2 em, greedy wrapping at spaces, sizes rounded up to the pixel grid.
/// Dynamic Type sizes follow the body style's growth.
public struct ApproximateTextMeasurer: TextMeasuring {
    /// Creates the measurer.
    public init() {}

    private static let bodySizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

    /// The body style's growth applied to the font's base size (capped at `maxSize`).
    public func pointSize(of font: FontSpec, at category: ContentSizeCategory) -> Double {
        let base: Double
        switch font.source {
        case .textStyle(let style):
            switch style {
            case .largeTitle: base = 34
            case .title1: base = 28
            case .title2: base = 22
            case .title3: base = 20
            case .footnote: base = 13
            case .caption1: base = 12
            case .caption2: base = 11
            default: base = 17
            }
        case .system(let size), .custom(_, let size): base = size
        }
        guard font.scales else { return base }
        let scaled = base * ApproximateTextMeasurer.bodySizes[category.index] / 17
        return min(scaled, font.maxSize ?? scaled)
    }

    /// 0.55 em per character, greedy wrapping at spaces.
    public func measure(_ request: TextMeasureRequest) -> TextMeasurement {
        let size = pointSize(of: request.font, at: request.category)
        let advance = size * 0.55
        let lineHeight = size * 1.2
        var lines: [Int] = []
        if let limit = request.maxWidth, request.lines != 1 {
            var current = 0
            for word in request.text.split(separator: " ") {
                let candidate = current == 0 ? word.count : current + 1 + word.count
                if current > 0, Double(candidate) * advance > limit {
                    lines.append(current)
                    current = word.count
                } else {
                    current = candidate
                }
            }
            lines.append(current)
        } else {
            lines = [request.text.count]
        }
        let allowed = request.lines == 0 ? lines.count : min(lines.count, request.lines)
        var width = Double(lines.prefix(allowed).max() ?? 0) * advance
        var truncated = lines.count > allowed
        if let limit = request.maxWidth, width > limit {
            width = limit
            truncated = true
        }
        func up(_ value: Double) -> Double { (value * request.scale).rounded(.up) / request.scale }
        return TextMeasurement(width: up(width), height: up(Double(allowed) * lineHeight), linesUsed: allowed, linesNeeded: lines.count,
                               truncated: truncated, pointSize: size, ascent: size * 0.95, descent: size * 0.25, lineHeight: up(lineHeight),
                               firstBaseline: size * 0.95, lastBaseline: Double(allowed - 1) * lineHeight + size * 0.95)
    }
}
