import LayoutEngine

/// Runs `allChecks` over one variant's layout: each per-view check on every visible view in
/// screen order, then the screen-wide checks; names the views for people.
public struct FindingDetector: Sendable {
    /// The screen's index.
    public let index: ScreenIndex
    /// Which findings are reported.
    public let filter: FindingFilter
    /// Which ignored cases hid findings, over every variant this detector checked.
    public let ignoreUsage = IgnoreUsage()
    /// The checks whose kind the filter can let through (the others are not run).
    private let checks: [any FindingCheck]

    /// Creates a detector for one screen.
    public init(index: ScreenIndex, filter: FindingFilter = FindingFilter()) {
        self.index = index
        self.filter = filter
        checks = allChecks.filter { filter.mayKeep($0.kind) }
    }

    /// All findings of one variant, in `allChecks` order per view, then screen-wide.
    /// - Parameters:
    ///   - layout: the variant's layout.
    ///   - texts: each text-bearing view's resolved strings (text, placeholder, segments).
    ///   - twin: for RTL variants, the same locale laid out left to right.
    public func findings(in variant: Variant, layout: LayoutResult, texts: [String: [ResolvedTextEntry]],
                         twin: LayoutResult?) -> (findings: [Finding], mirroring: MirroringSummary?) {
        findings(in: CheckContext(variant: variant, index: index, layout: layout, texts: texts, twin: twin))
    }

    /// All findings of one variant, from a context made for it.
    public func findings(in context: CheckContext) -> (findings: [Finding], mirroring: MirroringSummary?) {
        var findings: [Finding] = []
        for node in context.visibleViews {
            for check in checks {
                findings += check.findings(for: node, in: context)
            }
        }
        for check in checks {
            findings += check.findings(in: context)
        }
        if !filter.keepsEverything {
            var hiding: Set<Int> = []
            findings.removeAll { finding in
                guard !filter.keeps(finding) else { return false }
                if !filter.ignores.isEmpty { hiding.formUnion(filter.ignoresHiding(finding)) }
                return true
            }
            if !filter.ignores.isEmpty { ignoreUsage.record(checked: hiding) }
        }
        for position in findings.indices {
            findings[position].assumptions = FindingEvidence.assumptions(of: findings[position], in: context)
        }
        for position in findings.indices {
            if let name = index.nodes[findings[position].view]?.displayName, name != findings[position].view {
                findings[position].viewName = name
            }
        }
        return (findings, RTLNotMirroredCheck.summary(of: context))
    }
}
