import Diagnostics
import LayoutEngine
import TextModel

/// Aggregates findings as variants arrive, keeping a fixed amount of state per
/// (screen, view, kind) instead of every finding, so a sweep's memory does not grow with
/// the number of variants. Feed results in matrix order (the worst instance is the first
/// one with the largest magnitude); `findings(baseline:)` gives what `FindingAggregator`
/// gives for the same results.
public struct FindingAccumulator: Sendable {
    /// The matrix the results come from.
    public let matrix: VariantMatrix
    /// The matrix's axes indexed, so that placing a finding does not search them.
    private let order: VariantOrder

    private struct Group: Sendable {
        var worst: Finding
        var count = 0
        var lastVariant: Variant?
        var severity: FindingSeverity
        var firstLocation: SourceLocation?
        var failing: [String: [String: Set<ContentSizeCategory>]] = [:]
        var positions = PositionRanges()
        /// The worst instance that rested on no assumption (nil when none did): a confirmed
        /// finding's worst case, so that it never shows one resting on a made-up text.
        var confirmedWorst: Finding?
        /// What the instances rested on, each once, in the order first met (at most `maximumAssumptions`).
        var assumptions: [Assumption] = []
    }

    /// The assumptions kept per finding: enough to say what to look at.
    static let maximumAssumptions = 8

    private var groups: [FindingGroupKey: Group] = [:]
    /// (screen, view, locale) → the smallest category the text failed at, and its tightest budget at `large`.
    private var headroom: [HeadroomKey: HeadroomState] = [:]

    private struct HeadroomKey: Hashable, Sendable {
        var screen: String
        var view: String
        var locale: String
    }

    private struct HeadroomState: Sendable {
        var firstFailing: ContentSizeCategory?
        var charactersLeft: Int?
    }
    private var variantsPerScreen: [String: Int] = [:]
    private var viewOrder: [String: [String: Int]] = [:]

    /// Creates an empty accumulator.
    public init(matrix: VariantMatrix) {
        self.matrix = matrix
        self.order = VariantOrder(matrix)
    }

    /// Variants added so far.
    public private(set) var variants = 0

    /// Adds one variant's findings. Returns the keys whose worst instance is now this variant's.
    @discardableResult
    public mutating func add(_ result: VariantResult) -> [FindingGroupKey] {
        variants += 1
        variantsPerScreen[result.variant.screen, default: 0] += 1
        if viewOrder[result.variant.screen] == nil {
            viewOrder[result.variant.screen] = Dictionary(result.views.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        }
        addHeadroom(result)
        var newWorst: [FindingGroupKey] = []
        for finding in result.findings {
            let key = finding.groupKey
            var group = groups[key] ?? Group(worst: finding, severity: finding.severity)
            // The worst case the finding shows: its confirmed instances' once it has one.
            var shownChanged = group.count == 0
            if group.count > 0, finding.magnitude > group.worst.magnitude {
                group.worst = finding
                shownChanged = group.confirmedWorst == nil
            }
            if finding.assumptions.isEmpty, group.confirmedWorst.map({ finding.magnitude > $0.magnitude }) ?? true {
                group.confirmedWorst = finding
                shownChanged = true
            }
            if shownChanged { newWorst.append(key) }
            if group.lastVariant != finding.variant {
                group.count += 1
                group.lastVariant = finding.variant
                if let position = order.position(inScreen: finding.variant) { group.positions.append(position) }
            }
            if !finding.assumptions.isEmpty, group.confirmedWorst == nil {
                for assumption in finding.assumptions where group.assumptions.count < Self.maximumAssumptions && !group.assumptions.contains(assumption) {
                    group.assumptions.append(assumption)
                }
            }
            group.severity = max(group.severity, finding.severity)
            if group.firstLocation == nil { group.firstLocation = finding.location }
            group.failing[finding.variant.device, default: [:]][finding.variant.locale, default: []].insert(finding.variant.category)
            groups[key] = group
        }
        return newWorst
    }

    private mutating func addHeadroom(_ result: VariantResult) {
        let variant = result.variant
        for record in result.views where record.type.showsText && record.hidden != true && record.textStandsIn != true {
            let key = HeadroomKey(screen: variant.screen, view: record.id, locale: variant.locale)
            var state = headroom[key] ?? HeadroomState()
            if let left = record.charactersLeft { state.charactersLeft = min(state.charactersLeft ?? left, left) }
            headroom[key] = state
        }
        for finding in result.findings where finding.kind.check.cutsText {
            let key = HeadroomKey(screen: variant.screen, view: finding.view, locale: variant.locale)
            guard var state = headroom[key] else { continue }
            state.firstFailing = min(state.firstFailing ?? variant.category, variant.category)
            headroom[key] = state
        }
    }

    /// Whether (screen, view) `a` comes before `b` in report order (screens as swept, views as
    /// declared); nil for the same view.
    private func inScreenAndViewOrder(_ a: (screen: String, view: String), _ b: (screen: String, view: String)) -> Bool? {
        let sa = order.screen(a.screen) ?? Int.max, sb = order.screen(b.screen) ?? Int.max
        if sa != sb { return sa < sb }
        if a.screen != b.screen { return a.screen < b.screen }
        let va = viewOrder[a.screen]?[a.view] ?? Int.max, vb = viewOrder[b.screen]?[b.view] ?? Int.max
        if va != vb { return va < vb }
        if a.view != b.view { return a.view < b.view }
        return nil
    }

    /// Every text view's headroom per locale, in screen, view and locale order.
    public func headroomEntries() -> [Headroom] {
        let keys = headroom.keys.sorted { a, b in
            inScreenAndViewOrder((a.screen, a.view), (b.screen, b.view))
                ?? ((order.locale(a.locale) ?? Int.max, a.locale) < (order.locale(b.locale) ?? Int.max, b.locale))
        }
        return keys.compactMap { key in
            guard let state = headroom[key] else { return nil }
            let fitsUpTo = state.firstFailing.map { first in matrix.categories.last { $0 < first } } ?? matrix.categories.last
            return Headroom(screen: key.screen, view: key.view, locale: key.locale, fitsUpTo: fitsUpTo,
                            fitsEverySize: state.firstFailing == nil, charactersLeftAtLarge: state.charactersLeft)
        }
    }

    /// The aggregated findings so far, in screen order, then view order, then kind;
    /// those the baseline lists are marked.
    public func findings(baseline: Baseline? = nil) -> [AggregatedFinding] {
        let keys = groups.keys.sorted { a, b in
            inScreenAndViewOrder((a.screen, a.view), (b.screen, b.view)) ?? (a.kind < b.kind)
        }
        return keys.compactMap { key in
            guard let group = groups[key] else { return nil }
            return aggregate(key, group, variantsOfScreen: variantsPerScreen[key.screen] ?? group.count,
                             baselined: baseline?.contains(key) ?? false)
        }
    }

    private func aggregate(_ key: FindingGroupKey, _ group: Group, variantsOfScreen: Int, baselined: Bool) -> AggregatedFinding {
        let locales = ordered(Set(group.failing.values.flatMap(\.keys)), by: matrix.locales)
        let devices = ordered(Set(group.failing.keys), by: matrix.devices)
        var firstFailures: [FirstFailure] = []
        for device in devices {
            for locale in locales {
                guard let categories = group.failing[device]?[locale], let first = categories.min() else { continue }
                let upward = matrix.categories.filter { $0 >= first }.allSatisfy(categories.contains)
                firstFailures.append(FirstFailure(locale: locale, device: device, category: first, upward: upward))
            }
        }
        let worst = group.confirmedWorst ?? group.worst
        let summary = SummaryWriter(matrix: matrix).summary(of: key, worst: worst, firstFailures: firstFailures,
                                                            locales: locales, count: group.count, of: variantsOfScreen)
        var aggregated = AggregatedFinding(screen: key.screen, view: key.view, kind: key.kind, severity: group.severity,
                                           location: worst.location ?? group.firstLocation, count: group.count,
                                           variantsOfScreen: variantsOfScreen, locales: locales, devices: devices,
                                           firstFailures: firstFailures, variants: group.positions.ranges, worst: worst, summary: summary,
                                           suggestion: key.kind.check.suggestion(for: worst, firstFailures: firstFailures, locales: locales),
                                           baselined: baselined)
        aggregated.confirmed = group.confirmedWorst != nil
        aggregated.assumptions = group.confirmedWorst != nil ? [] : group.assumptions
        return aggregated
    }

    private func ordered(_ values: Set<String>, by reference: [String]) -> [String] {
        // Positions looked up once: with 100,000 locales, `firstIndex` per comparison was quadratic.
        var position: [String: Int] = [:]
        for (index, value) in reference.enumerated() where values.contains(value) && position[value] == nil { position[value] = index }
        return values.sorted { (position[$0] ?? Int.max, $0) < (position[$1] ?? Int.max, $1) }
    }
}
