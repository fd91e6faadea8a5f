import TextModel

/// Lines of a shaped string at one size and width: greedy fill at the locale's break
/// opportunities, a line limit, and truncation (ellipsis at tail, head or middle) or
/// clipping on the last allowed line.
struct LineLayout {
    /// One drawn line.
    struct Line {
        var text: String
        var width: Double
    }

    /// The drawn lines' text (at most the limit), ellipsis included.
    var texts: [String]
    /// The drawn lines' widths in points, matching `texts`.
    var widths: [Double]
    /// Lines the whole text needs at this width without a limit.
    var linesNeeded: Int
    /// True when some text is not shown.
    var truncated: Bool

    /// What the layout needs besides the shaped text.
    struct Parameters {
        var size: Double
        var tracking: Double
        var maxWidth: Double?
        var lineLimit: Int
        var mode: LineBreakMode
        var ellipsisWidth: Double
    }

    private static let epsilon = 1e-6

    init(text shaped: ShapedText, breaks: TextBreaks, parameters: Parameters) {
        let units = shaped.units
        let count = units.count
        guard count > 0 else {
            self.init(lines: [], linesNeeded: 0, truncated: false)
            return
        }
        let size = parameters.size
        let tracking = parameters.tracking
        func trimmedEnd(_ start: Int, _ end: Int) -> Int {
            var end = end
            while end > start && TextBreaks.hangs(units[end - 1]) { end -= 1 }
            return end
        }
        func width(_ start: Int, _ end: Int) -> Double {
            let end = trimmedEnd(start, end)
            return end > start ? shaped.width(start..<end, size: size, tracking: tracking) : 0
        }
        func string(_ start: Int, _ end: Int) -> String {
            String(decoding: units[start..<trimmedEnd(start, end)], as: UTF16.self)
        }

        // Break opportunities for this mode: words, or every grapheme for character wrap.
        var opportunities = breaks.lineBreaks
        var mandatory = Set(zip(breaks.lineBreaks, breaks.mandatory).filter(\.1).map(\.0))
        if parameters.mode == .charWrap {
            opportunities = Array(Set(breaks.graphemes).union(breaks.lineBreaks)).sorted()
        }
        mandatory.remove(count)

        // Greedy fill.
        let limitWidth = parameters.maxWidth.map { max(0, $0) }
        var ranges: [Range<Int>] = []
        var start = 0
        var cursor = 0
        while start < count {
            while cursor < opportunities.count && opportunities[cursor] <= start { cursor += 1 }
            var chosen: Int?
            var probe = cursor
            while probe < opportunities.count {
                let candidate = opportunities[probe]
                if let limitWidth, width(start, candidate) > limitWidth + LineLayout.epsilon { break }
                chosen = candidate
                if mandatory.contains(candidate) { break }
                probe += 1
            }
            if chosen == nil, let limitWidth {
                // A word wider than the line: break it between grapheme clusters.
                let nextBreak = cursor < opportunities.count ? opportunities[cursor] : count
                var end = breaks.graphemes.first { $0 > start } ?? count
                for boundary in breaks.graphemes where boundary > end && boundary <= nextBreak {
                    if width(start, boundary) > limitWidth + LineLayout.epsilon { break }
                    end = boundary
                }
                chosen = end
            }
            let end = max(start + 1, chosen ?? count)
            ranges.append(start..<end)
            start = end
        }

        let needed = ranges.count
        let limit = parameters.lineLimit > 0 ? parameters.lineLimit : Int.max
        if needed <= limit {
            self.init(lines: ranges.map { Line(text: string($0.lowerBound, $0.upperBound), width: width($0.lowerBound, $0.upperBound)) },
                      linesNeeded: needed, truncated: false)
            return
        }

        // Too many lines: keep `limit`, and the last one shows what the mode says.
        var lines = ranges.prefix(limit - 1).map { Line(text: string($0.lowerBound, $0.upperBound), width: width($0.lowerBound, $0.upperBound)) }
        let lastStart = ranges[limit - 1].lowerBound
        // The last line holds the rest of its paragraph.
        let restEnd = ranges.suffix(from: limit - 1).first { mandatory.contains($0.upperBound) }?.upperBound ?? count
        let room = limitWidth ?? .infinity
        let ellipsis = "\u{2026}"
        let clusters = breaks.graphemes.filter { $0 > lastStart && $0 <= restEnd }
        switch parameters.mode {
        case .truncatingTail:
            var end = lastStart
            for boundary in clusters {
                if width(lastStart, boundary) + parameters.ellipsisWidth > room + LineLayout.epsilon { break }
                end = boundary
            }
            lines.append(Line(text: string(lastStart, end) + ellipsis, width: width(lastStart, end) + parameters.ellipsisWidth))
        case .truncatingHead:
            var begin = restEnd
            for boundary in ([lastStart] + clusters).reversed() where boundary < restEnd {
                if width(boundary, restEnd) + parameters.ellipsisWidth > room + LineLayout.epsilon { break }
                begin = boundary
            }
            lines.append(Line(text: ellipsis + string(begin, restEnd), width: width(begin, restEnd) + parameters.ellipsisWidth))
        case .truncatingMiddle:
            let half = (room - parameters.ellipsisWidth) / 2
            var end = lastStart
            for boundary in clusters {
                if width(lastStart, boundary) > half + LineLayout.epsilon { break }
                end = boundary
            }
            let left = width(lastStart, end)
            var begin = restEnd
            for boundary in ([lastStart] + clusters).reversed() where boundary < restEnd && boundary >= end {
                if left + parameters.ellipsisWidth + width(boundary, restEnd) > room + LineLayout.epsilon { break }
                begin = boundary
            }
            lines.append(Line(text: string(lastStart, end) + ellipsis + string(begin, restEnd),
                              width: left + parameters.ellipsisWidth + width(begin, restEnd)))
        case .clipping:
            let drawn = limit == 1 ? restEnd : ranges[limit - 1].upperBound
            lines.append(Line(text: string(lastStart, drawn), width: min(width(lastStart, drawn), room)))
        case .wordWrap, .charWrap:
            let range = ranges[limit - 1]
            lines.append(Line(text: string(range.lowerBound, range.upperBound), width: width(range.lowerBound, range.upperBound)))
        }
        self.init(lines: lines, linesNeeded: needed, truncated: true)
    }

    /// One line that fits as it is; `texts` is that line's text as a one-element array
    /// (shared, so measuring a cached string at another size allocates only the width).
    init(single texts: [String], width: Double) {
        self.texts = texts
        self.widths = [width]
        self.linesNeeded = 1
        self.truncated = false
    }

    private init(lines: [Line], linesNeeded: Int, truncated: Bool) {
        self.texts = lines.map(\.text)
        self.widths = lines.map(\.width)
        self.linesNeeded = linesNeeded
        self.truncated = truncated
    }
}
