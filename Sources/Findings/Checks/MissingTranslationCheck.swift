import LayoutEngine

/// `missing-translation`: a string a view shows has a localisation key with no translation
/// in the variant's locale.
public struct MissingTranslationCheck: FindingCheck {
    /// Creates the check.
    public init() {}

    public var kind: FindingKind { .missingTranslation }
    public var severity: FindingSeverity { .warning }
    public var title: String { "Missing translation" }
    public var explanation: String { "A localisation key has no translation in the locale." }
    public var heading: String { "untranslated" }
    public var fields: [String] { ["key", "table"] }
    public var summaryScope: SummaryScope { .locales }
    public var example: CheckExample {
        CheckExample(spec: """
            screen: Example
            views:
              title: { type: label, parent: root, key: example.title, style: body }
            constraints:
              - title.leading = root.safeArea.leading + 16
              - title.top = root.safeArea.top + 16
            """, locale: "de", strings: ["other.key": "Anderes"], developmentStrings: ["example.title": "Title"], view: "title")
    }

    public func reasonNotJudged(_ node: ViewNode, in context: CheckContext) -> String? {
        node.kind.showsText ? nil : NotJudged.noText
    }

    public func findings(for node: ViewNode, in context: CheckContext) -> [Finding] {
        guard node.kind.showsText else { return [] }
        return (context.texts[node.id] ?? []).filter { $0.resolved.isMissingTranslation }.map { entry in
            Finding(.missingTranslation(key: entry.key ?? node.id, table: entry.table), variant: context.variant, view: node.id, location: node.location,
                    message: "key \(CheckContext.quote(entry.key)) has no \(context.variant.locale) translation; shows \(CheckContext.quote(entry.resolved.text))",
                    text: entry.resolved.text)
        }
    }

    public func summaryVerb(for worst: Finding) -> String { "has no translation" }

    public func suggestion(for worst: Finding, firstFailures: [FirstFailure], locales: [String]) -> String? {
        guard case .missingTranslation(let key, let table) = worst.details else { return nil }
        // Name the file the key belongs in: a storyboard's own table, or the app's Localizable.
        let file = table ?? "Localizable"
        return "translate \"\(key)\" in \(file).strings (or \(file).xcstrings) for \(locales.joined(separator: ", "))"
    }
}
