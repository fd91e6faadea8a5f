/// Folds per-variant findings into one entry per (screen, view, kind): how often, from
/// which category on per locale and device, the worst case, and a suggestion.
public struct FindingAggregator: Sendable {
    /// The matrix the results came from (for ordering and "every size" statements).
    public let matrix: VariantMatrix

    /// Creates an aggregator.
    public init(matrix: VariantMatrix) {
        self.matrix = matrix
    }

    /// Aggregates results, in screen order, then view order, then kind.
    public func aggregate(_ results: [VariantResult], baseline: Baseline? = nil) -> [AggregatedFinding] {
        var accumulator = FindingAccumulator(matrix: matrix)
        for result in results { accumulator.add(result) }
        return accumulator.findings(baseline: baseline)
    }
}
