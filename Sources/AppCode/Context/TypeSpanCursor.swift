/// The innermost of a file's type spans (`NibNameScanner.TypeSpan`) holding each offset, asked
/// for offsets in increasing order: each span is taken up and put down once, so a file with
/// thousands of types costs no more than its length.
struct TypeSpanCursor {
    /// The spans by where they start; of spans starting together, the first given comes last.
    private let spans: [NibNameScanner.TypeSpan]
    /// The next span of `spans` not yet taken up.
    private var next = 0
    /// The spans taken up and not yet found ended, by where they start.
    private var open: [NibNameScanner.TypeSpan] = []

    /// A cursor over `spans` (in any order).
    init(_ spans: [NibNameScanner.TypeSpan]) {
        self.spans = spans.enumerated()
            .sorted { $0.element.range.lowerBound != $1.element.range.lowerBound ? $0.element.range.lowerBound < $1.element.range.lowerBound : $0.offset > $1.offset }
            .map(\.element)
    }

    /// The name of the span holding `offset` that starts last (of those starting together,
    /// the first given); nil when none holds it. `offset` may not be less than the one before.
    mutating func innermost(at offset: Int) -> String? {
        while next < spans.count, spans[next].range.lowerBound <= offset {
            open.append(spans[next])
            next += 1
        }
        while let last = open.last, last.range.upperBound <= offset { open.removeLast() }
        return open.last?.name
    }
}
