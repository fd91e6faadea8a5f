import LayoutEngine

/// `design-time-text`: a screen shows texts that no locale translates — the app sets them in
/// code at run time, or never localised them. Said once per screen (on the first such view),
/// instead of a missing translation per view and locale; those texts are measured as written
/// in the development locale and lengthened elsewhere (`designTimeExpansion`).
public struct DesignTimeTextCheck: FindingCheck {
    /// Creates the check.
    public init() {}

    public var kind: FindingKind { .designTimeText }
    public var severity: FindingSeverity { .note }
    public var title: String { "Design-time text" }
    public var explanation: String {
        "Texts no locale translates: set in code at run time, or never localised; measured as written plus an expansion."
    }
    public var heading: String { "design-time" }
    public var fields: [String] { ["views", "keys"] }
    public var summaryScope: SummaryScope { .nowhere }
    public var example: CheckExample {
        CheckExample(spec: """
            screen: Example
            views:
              status: { type: label, parent: root, key: status.text, text: "{Message}", style: body }
            constraints:
              - status.leading = root.safeArea.leading + 16
              - status.top = root.safeArea.top + 16
            """, locale: "de", strings: ["other.key": "Anderes"], developmentStrings: ["other.key": "Other"], view: "status")
    }

    public func reasonNotJudged(_ node: ViewNode, in context: CheckContext) -> String? {
        if !node.kind.showsText { return NotJudged.noText }
        if node.textStandsIn { return NotJudged.standIn }
        return nil
    }

    public func findings(in context: CheckContext) -> [Finding] {
        var views: [String] = []
        var keys: [String] = []
        // A stand-in for a text filled at run time is no text of the app's.
        for node in context.visibleViews where node.kind.showsText && !node.textStandsIn {
            let designTime = (context.texts[node.id] ?? []).filter(\.resolved.isDesignTime)
            guard !designTime.isEmpty else { continue }
            views.append(node.id)
            keys.append(contentsOf: designTime.compactMap(\.key))
        }
        guard let first = views.first, let node = context.index.nodes[first] else { return [] }
        let others = views.count > 1 ? " and \(views.count - 1) more" : ""
        return [Finding(.designTimeText(views: views, keys: keys), variant: context.variant, view: first, location: node.location,
                        message: "\(first)\(others) show text no locale translates (set in code, or never localised); measured as written plus an expansion",
                        text: context.shownText(first))]
    }

    public func summaryVerb(for worst: Finding) -> String {
        guard case .designTimeText(let views, _) = worst.details, views.count > 1 else {
            return "shows text no locale translates (set in code, or never localised)"
        }
        return "and \(views.count - 1) more views show text no locale translates (set in code, or never localised)"
    }

    public func suggestion(for worst: Finding, firstFailures: [FirstFailure], locales: [String]) -> String? {
        "nothing to do when the app sets these texts in code; otherwise localise them (Xcode: Localize… in the file inspector, or Export Localizations)"
    }
}
