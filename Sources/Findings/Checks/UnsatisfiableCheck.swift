import LayoutEngine

/// `unsatisfiable`: required constraints contradict each other; the layout broke one of each
/// conflicting set to recover. Reported on the view the broken constraint constrains.
public struct UnsatisfiableCheck: FindingCheck {
    /// Creates the check.
    public init() {}

    public var kind: FindingKind { .unsatisfiable }
    public var severity: FindingSeverity { .error }
    public var title: String { "Unsatisfiable constraints" }
    public var explanation: String { "Required constraints contradict each other; one was broken to recover." }
    public var heading: String { "conflicts" }
    public var fields: [String] { ["because", "broken"] }
    public var example: CheckExample {
        CheckExample(spec: """
            screen: Example
            views:
              box: { type: view, parent: root }
            constraints:
              - box.leading = root.safeArea.leading + 16
              - box.top = root.safeArea.top + 16
              - box.height = 40
              - box.width = 100
              - box.width = 200
            """, view: "box")
    }

    public func findings(in context: CheckContext) -> [Finding] {
        let layout = context.layout
        return layout.conflicts.map { conflict in
            let broken = conflict.filter { layout.broken.contains($0) }
            let culprit = broken.last ?? conflict.last
            let view = culprit?.view ?? LayoutItem.rootID
            return Finding(.unsatisfiable(because: conflict.map(\.label), broken: broken.map(\.label)), variant: context.variant, view: view,
                           location: culprit?.location ?? context.index.nodes[view]?.location,
                           message: "\(conflict.count) required constraints conflict; broke \(broken.map(\.label).joined(separator: ", "))")
        }
    }

    public func summaryVerb(for worst: Finding) -> String { "has conflicting required constraints" }

    public func suggestion(for worst: Finding, firstFailures: [FirstFailure], locales: [String]) -> String? {
        "remove one constraint of the conflicting set or make it optional (@999)"
    }
}
