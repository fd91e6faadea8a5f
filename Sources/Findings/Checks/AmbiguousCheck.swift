import Diagnostics
import LayoutEngine

/// `ambiguous`: a view's frame is not the same in every optimal solution of its constraints,
/// with the hugging or compression tie that causes it when that is the cause.
public struct AmbiguousCheck: FindingCheck {
    /// Creates the check.
    public init() {}

    public var kind: FindingKind { .ambiguous }
    public var severity: FindingSeverity { .warning }
    public var title: String { "Ambiguous layout" }
    public var explanation: String { "A view's frame is not the same in every optimal solution of its constraints." }
    public var heading: String { "ambiguous" }
    public var fields: [String] { ["otherView", "tiedPriority"] }
    public var example: CheckExample {
        CheckExample(spec: """
            screen: Example
            views:
              box: { type: view, parent: root }
            constraints:
              - box.leading = root.safeArea.leading + 16
              - box.width = 100
              - box.height = 40
            """, view: "box")
    }

    public func reasonNotJudged(_ node: ViewNode, in context: CheckContext) -> String? {
        let placedByCode = (context.index.screen.design?.sizedAtRunTime ?? []).union(context.index.screen.appFacts.placedByUnreadCode)
        return placedByCode.contains(node.id) ? NotJudged.placedByCode : nil
    }

    public func findings(in context: CheckContext) -> [Finding] {
        let index = context.index
        // A view whose file's constraints are placeholders the app's code replaces (removed at
        // build time), or that lies inside one, is placed by that code: its frame here says
        // nothing. So is one that code the reader could not evaluate places.
        let placedByCode = (index.screen.design?.sizedAtRunTime ?? []).union(index.screen.appFacts.placedByUnreadCode)
        return ambiguousViews(context.layout.ambiguous).filter { record in
            let owner = record.view.split(separator: ".").first.map(String.init) ?? record.view
            // A scroll view that holds no views has its content added by code at run time (a
            // pager filled with pages, a row of color swatches): the size of that content is
            // the code's, not something its constraints leave open.
            if owner != record.view, index.nodes[owner]?.kind == .scroll, (index.children[owner] ?? []).isEmpty { return false }
            return placedByCode.isEmpty || !([owner] + index.ancestors(of: owner)).contains(where: placedByCode.contains)
        }.sorted {
            (index.order[$0.view] ?? .max, $0.view) < (index.order[$1.view] ?? .max, $1.view)
        }.map { record in
            // A layout guide (`scroll.content`) is reported on the view that owns it.
            var view = record.view
            var message = "frame is not fixed by its constraints"
            if index.nodes[view] == nil, let dot = view.firstIndex(of: "."), index.nodes[String(view[..<dot])] != nil {
                message = "its \(view[view.index(after: dot)...]) layout guide is not fixed by its constraints"
                view = String(view[..<dot])
            }
            if let other = record.tiedWith, let priority = record.tiedPriority {
                message += ": ties with \(other) at priority \(Format.number(priority))"
            }
            return Finding(.ambiguous(otherView: record.tiedWith, tiedPriority: record.tiedPriority), variant: context.variant,
                           view: view, location: index.nodes[view]?.location, message: message)
        }
    }

    /// One entry per ambiguous view (a tie may hold more than two views: three buttons squeezed
    /// at the same priority), with the views it ties with when a tie is the cause.
    private func ambiguousViews(_ reports: [AmbiguityReport]) -> [(view: String, tiedWith: String?, tiedPriority: Double?)] {
        var views: [(view: String, tiedWith: String?, tiedPriority: Double?)] = []
        for report in reports {
            let tie = report.cause != .underconstrained && report.views.count >= 2
            for (position, view) in report.views.enumerated() {
                let others = report.views.indices.filter { $0 != position }.map { report.views[$0] }.joined(separator: ", ")
                views.append((view, tie ? others : nil, tie ? report.tiedPriority : nil))
            }
        }
        return views
    }

    public func summaryVerb(for worst: Finding) -> String { "has an ambiguous frame" }

    public func suggestion(for worst: Finding, firstFailures: [FirstFailure], locales: [String]) -> String? {
        if case .ambiguous(let other?, _) = worst.details {
            return "give \(worst.view) and \(other) different hugging or compression priorities"
        }
        return "add constraints that fix \(worst.view)'s position and size"
    }
}
