/// Increasing positions kept as inclusive ranges (`[[0, 11], [24, 35]]`): a finding's
/// variants in matrix order take a few ranges where a list would take thousands of entries.
public struct PositionRanges: Hashable, Sendable {
    /// The ranges, each `[first, last]`, in increasing order.
    public private(set) var ranges: [[Int]] = []

    /// No positions.
    public init() {}

    /// Adds a position; one equal to or below the last is ignored (positions arrive in order).
    public mutating func append(_ position: Int) {
        guard let last = ranges.last, last.count == 2 else {
            ranges.append([position, position])
            return
        }
        if position <= last[1] { return }
        if position == last[1] + 1 {
            ranges[ranges.count - 1][1] = position
        } else {
            ranges.append([position, position])
        }
    }
}
