import LayoutEngine

/// `fixed-font`: a text view's font stays the same size at every Dynamic Type category.
public struct FixedFontCheck: FindingCheck {
    /// Creates the check.
    public init() {}

    public var kind: FindingKind { .fixedFont }
    public var severity: FindingSeverity { .note }
    public var title: String { "Font does not scale" }
    public var explanation: String { "A text view's font does not follow Dynamic Type." }
    public var heading: String { "fixed-font" }
    public var fields: [String] { ["font"] }
    public var summaryScope: SummaryScope { .nowhere }
    public var example: CheckExample {
        CheckExample(spec: """
            screen: Example
            views:
              price: { type: label, parent: root, text: "9.99", font: { family: system, size: 15 } }
            constraints:
              - price.leading = root.safeArea.leading + 16
              - price.top = root.safeArea.top + 16
            """, view: "price")
    }

    public func reasonNotJudged(_ node: ViewNode, in context: CheckContext) -> String? {
        if !node.kind.showsText { return NotJudged.noText }
        if context.isTitleless(node) { return "a button without a title draws no text in its own font" }
        return nil
    }

    public func findings(for node: ViewNode, in context: CheckContext) -> [Finding] {
        guard node.kind.showsText, !node.font.scales else { return [] }
        // A button without a title (an image, or labels of its own inside it) draws no text in
        // its own font: nothing there to scale.
        if context.isTitleless(node) { return [] }
        return [Finding(.fixedFont(font: node.font.displayName), variant: context.variant, view: node.id, location: node.location,
                        message: "font \(node.font.displayName) stays the same size at every Dynamic Type category")]
    }

    public func summaryVerb(for worst: Finding) -> String { "does not scale with Dynamic Type" }

    public func suggestion(for worst: Finding, firstFailures: [FirstFailure], locales: [String]) -> String? {
        "use a text style (`style: body`) or scale the font with UIFontMetrics (`scales: true`)"
    }
}
