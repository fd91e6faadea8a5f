import Findings

/// Keeps what a `ResultRetention` asks for of the results offered to it in matrix order.
struct ResultRetainer: Sendable {
    let retention: ResultRetention
    let baseline: Baseline?
    let matrix: VariantMatrix
    /// Variants with a finding that is not a note and not in the baseline.
    private(set) var failingVariants = 0
    private var ordered: [VariantResult] = []
    private var worst: [FindingGroupKey: VariantResult] = [:]
    /// For `.summary`: where each (screen, locale)'s stub is in `ordered`.
    private var summaryIndex: [String: Int] = [:]

    init(retention: ResultRetention, baseline: Baseline?, matrix: VariantMatrix) {
        self.retention = retention
        self.matrix = matrix
        self.baseline = baseline
    }

    mutating func offer(_ result: VariantResult, newWorst: [FindingGroupKey]) {
        let failing = result.findings.contains { $0.severity != .note && !(baseline?.contains($0.groupKey) ?? false) }
        if failing { failingVariants += 1 }
        switch retention {
        case .full:
            ordered.append(result)
        case .compact:
            ordered.append(ResultRetainer.compacted(result))
        case .none:
            return
        case .summary:
            guard let mirroring = result.mirroring else { return }
            // One stub per (screen, locale), with the union of what its variants kept and flipped.
            let key = "\(result.variant.screen)\u{0}\(result.variant.locale)"
            if let index = summaryIndex[key] {
                var summary = ordered[index].mirroring ?? mirroring
                for id in mirroring.keptByDesign where !summary.keptByDesign.contains(id) { summary.keptByDesign.append(id) }
                for id in mirroring.flippedDespiteOptOut where !summary.flippedDespiteOptOut.contains(id) { summary.flippedDespiteOptOut.append(id) }
                ordered[index].mirroring = summary
            } else {
                var summary = mirroring
                summary.twinFrames = [:]
                summaryIndex[key] = ordered.count
                ordered.append(VariantResult(variant: result.variant, rootSize: result.rootSize, views: [], findings: [],
                                             mirroring: summary, converged: result.converged))
            }
        case .worst:
            guard !newWorst.isEmpty else { return }
            let compact = ResultRetainer.compacted(result)
            for key in newWorst { worst[key] = compact }
        case .failing:
            if failing { ordered.append(ResultRetainer.compacted(result)) }
        case .pictures(let maximum):
            guard failing else { return }
            for key in newWorst { worst[key] = result }
            if ordered.count < maximum { ordered.append(result) }
        }
    }

    /// The kept results in matrix order (for `pictures`, the worst of each group, then the
    /// first failing ones; for `worst`, the worst of each group).
    var results: [VariantResult] {
        switch retention {
        case .pictures, .worst: break
        case .full, .compact, .summary, .none, .failing: return ordered
        }
        var seen = Set<Variant>()
        var all: [VariantResult] = []
        for result in ordered + worst.values where seen.insert(result.variant).inserted {
            all.append(result)
        }
        let order = VariantOrder(matrix)
        return all.sorted { order.precedes($0.variant, $1.variant) }
    }

    /// Frames, intrinsic sizes, line counts and findings only.
    static func compacted(_ result: VariantResult) -> VariantResult {
        var compact = result
        compact.views = result.views.map { view in
            var record = ViewRecord(id: view.id, type: view.type, parent: view.parent, frame: view.frame)
            record.intrinsic = view.intrinsic
            record.lines = view.lines
            record.hidden = view.hidden
            record.charactersLeft = view.charactersLeft
            record.textStandsIn = view.textStandsIn
            return record
        }
        compact.mirroring?.twinFrames = [:]
        return compact
    }
}
