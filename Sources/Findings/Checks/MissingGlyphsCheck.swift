import Diagnostics
import LayoutEngine

/// `missing-glyphs`: no available font can draw some characters of a view's string.
public struct MissingGlyphsCheck: FindingCheck {
    /// Creates the check.
    public init() {}

    public var kind: FindingKind { .missingGlyphs }
    public var severity: FindingSeverity { .error }
    public var title: String { "Missing glyphs" }
    public var explanation: String { "No available font can draw some characters of a string." }
    public var heading: String { "glyphs" }
    public var fields: [String] { ["characters"] }
    public var summaryScope: SummaryScope { .locales }
    public var example: CheckExample {
        CheckExample(spec: """
            screen: Example
            views:
              title: { type: label, parent: root, text: "Runes \\u16A0\\u16A2 here", style: body }
            constraints:
              - title.leading = root.safeArea.leading + 16
              - title.top = root.safeArea.top + 16
            """, view: "title")
    }

    public func reasonNotJudged(_ node: ViewNode, in context: CheckContext) -> String? {
        node.kind.showsText ? nil : NotJudged.noText
    }

    public func findings(for node: ViewNode, in context: CheckContext) -> [Finding] {
        guard node.kind.showsText, let measurement = context.laidOut(node.id)?.measurement,
              !measurement.missingCharacters.isEmpty else { return [] }
        let shown = context.shownText(node.id)
        let codes = measurement.missingCharacters.map(Format.codePoints).joined(separator: ", ")
        return [Finding(.missingGlyphs(characters: measurement.missingCharacters), variant: context.variant, view: node.id,
                        location: node.location, message: "no font covers \(codes) in \(CheckContext.quote(shown))", text: shown)]
    }

    public func summaryVerb(for worst: Finding) -> String { "has characters no font covers" }

    public func suggestion(for worst: Finding, firstFailures: [FirstFailure], locales: [String]) -> String? {
        guard case .missingGlyphs(let characters) = worst.details else { return nil }
        return "add a font that covers \(characters.map(Format.codePoints).joined(separator: ", ")) (`fonts:` in layout-stress.yml)"
    }
}
