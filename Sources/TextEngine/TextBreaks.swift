import CICUBridge

/// Where lines may break in a string (ICU, for the locale: UAX #14 plus dictionaries for
/// Thai and CJK) and where its grapheme clusters end, in UTF-16 offsets.
struct TextBreaks: Sendable {
    /// Offsets where a new line may start, ascending; the end of the text is always last.
    var lineBreaks: [Int]
    /// For each entry of `lineBreaks`: true when the break is mandatory (after a newline).
    var mandatory: [Bool]
    /// Offsets after each grapheme cluster, ascending (0 not included).
    var graphemes: [Int]

    init(units: [UInt16], locale: String) {
        let count = units.count
        var buffer = [Int32](repeating: 0, count: count + 1)
        var total = ls_line_breaks(units, Int32(count), locale, &buffer, Int32(buffer.count))
        if total > Int32(buffer.count) {
            buffer = [Int32](repeating: 0, count: Int(total))
            total = ls_line_breaks(units, Int32(count), locale, &buffer, Int32(buffer.count))
        }
        var breaks = total > 0 ? buffer.prefix(Int(total)).map(Int.init).filter { $0 > 0 && $0 <= count } : []
        if breaks.last != count && count > 0 { breaks.append(count) }
        lineBreaks = breaks
        mandatory = breaks.map { offset in
            guard offset > 0, offset < count else { return false }
            return TextBreaks.isNewline(units[offset - 1])
        }
        var clusters = [Int32](repeating: 0, count: count + 1)
        let clusterTotal = ls_grapheme_breaks(units, Int32(count), &clusters, Int32(clusters.count))
        var graphemes = clusterTotal > 0 ? clusters.prefix(Int(min(clusterTotal, Int32(clusters.count)))).map(Int.init) : []
        if graphemes.last != count && count > 0 { graphemes.append(count) }
        self.graphemes = graphemes
    }

    /// Line-ending characters after which a break is mandatory.
    static func isNewline(_ unit: UInt16) -> Bool {
        unit == 0x0A || unit == 0x0B || unit == 0x0C || unit == 0x0D || unit == 0x85 || unit == 0x2028 || unit == 0x2029
    }

    /// White space and newlines that hang past the end of a line without taking room.
    static func hangs(_ unit: UInt16) -> Bool {
        isNewline(unit) || ls_is_whitespace(UInt32(unit)) != 0
    }
}
