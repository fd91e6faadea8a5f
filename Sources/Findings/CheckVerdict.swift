import LayoutEngine

/// What one check made of one view in one variant: what it reported, or why it did not judge it.
public struct CheckVerdict: Sendable {
    /// The check's kind.
    public var kind: FindingKind
    /// The findings it reported about the view (empty when none).
    public var findings: [Finding]
    /// Why it did not judge the view; nil when it did.
    public var notJudged: String?

    /// The verdict of every check (in `allChecks` order) on `viewID` in `context`, given the
    /// variant's findings.
    public static func verdicts(on viewID: String, in context: CheckContext, findings: [Finding]) -> [CheckVerdict] {
        let node = context.index.nodes[viewID]
        let visible = context.visibleViews.contains { $0.id == viewID }
        return allChecks.map { check in
            let reported = findings.filter { $0.kind == check.kind && $0.view == viewID }
            var reason: String?
            if reported.isEmpty {
                if node == nil {
                    reason = "no such view"
                } else if !visible {
                    reason = "it is hidden or lies in a hidden view"
                } else if let node {
                    reason = check.reasonNotJudged(node, in: context)
                }
            }
            return CheckVerdict(kind: check.kind, findings: reported, notJudged: reason)
        }
    }
}
