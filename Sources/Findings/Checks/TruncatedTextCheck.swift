import Diagnostics
import LayoutEngine

/// `truncated-text`: a text view has the size it asked for (no compression loss), but its
/// text needs more lines than the view allows.
public struct TruncatedTextCheck: FindingCheck {
    /// Creates the check.
    public init() {}

    public var kind: FindingKind { .truncatedText }
    public var severity: FindingSeverity { .warning }
    public var title: String { "Truncated text" }
    public var explanation: String { "A text view has the size it asked for, but its text needs more lines than it allows." }
    public var heading: String { "truncated" }
    public var fields: [String] { ["neededLines", "allowedLines"] }
    public var example: CheckExample {
        CheckExample(spec: """
            screen: Example
            views:
              note: { type: label, parent: root, text: "One two three four five six seven eight nine ten eleven twelve", style: body, lines: 2 }
            constraints:
              - note.leading = root.safeArea.leading + 16
              - note.top = root.safeArea.top + 16
              - note.width <= 120
            """, view: "note")
    }

    public var cutsText: Bool { true }

    public func reasonNotJudged(_ node: ViewNode, in context: CheckContext) -> String? {
        if !node.kind.showsText { return NotJudged.noText }
        if node.textStandsIn { return NotJudged.standIn }
        if context.index.screen.appFacts.placedByUnreadCode.contains(node.id) { return NotJudged.placedByCode }
        return nil
    }

    public func findings(for node: ViewNode, in context: CheckContext) -> [Finding] {
        guard reasonNotJudged(node, in: context) == nil,
              context.losses[node.id] == nil, let laidOut = context.laidOut(node.id),
              let measurement = laidOut.measurement,
              measurement.truncated || (node.lines > 0 && measurement.linesNeeded > node.lines) else { return [] }
        let shown = context.shownText(node.id)
        let needed = measurement.linesNeeded
        let message = "\(CheckContext.quote(shown)) needs \(needed) line\(needed == 1 ? "" : "s") "
            + "at \(Format.points(laidOut.frame.width)) wide but shows \(node.lines == 0 ? measurement.linesUsed : node.lines)"
            + context.standInNote(node.id)
        return [Finding(.truncatedText(neededLines: needed, allowedLines: node.lines), variant: context.variant, view: node.id,
                        location: node.location, message: message, text: shown)]
    }

    public func summaryVerb(for worst: Finding) -> String { "truncates" }

    public func worstPhrase(for worst: Finding) -> String? {
        guard case .truncatedText(let needed, _) = worst.details else { return nil }
        return "\(needed) lines needed"
    }

    public func suggestion(for worst: Finding, firstFailures: [FirstFailure], locales: [String]) -> String? {
        "allow more lines (\(FixFile(worst.location?.file).wrapping)) or give \(worst.view) more width"
    }
}
