/// Suggests a fix for a finding where the fix is clear.
public enum SuggestionWriter {
    /// A suggestion for a group whose worst instance is `finding`; nil when no fix is clear.
    public static func suggestion(for finding: Finding, firstFailures: [FirstFailure], locales: [String]) -> String? {
        let view = finding.view
        switch finding.kind {
        case .clippedText:
            if finding.axis == .vertical {
                return "let \(view)'s container grow: make the height constraint that won (`\(finding.because?.first ?? "…")`) a `>=` or lower its priority"
            }
            let startsAtAccessibility = !firstFailures.isEmpty && firstFailures.allSatisfy(\.category.isAccessibilityCategory)
            if let stack = finding.stack, startsAtAccessibility {
                return "switch stack `\(stack)` to a vertical axis at accessibility sizes, or let \(view) wrap (`lines: 0`)"
            }
            var text = finding.allowedLines == 1 ? "let \(view) wrap (`lines: 0`)" : "give \(view) more room"
            if let priority = finding.winningPriority, priority < 1000 {
                text += ", or raise its horizontal compression resistance above \(Format.number(priority)) (e.g. \(Format.number(min(priority + 1, 999))))"
            } else if let winner = finding.because?.first {
                text += ", or make `\(winner)` optional so the text can win"
            }
            return text
        case .truncatedText:
            return "allow more lines (`lines: 0`) or give \(view) more width"
        case .offscreen:
            return finding.edge == "bottom"
                ? "put the content in a scroll view, or let something above \(view) compress"
                : "constrain \(view) inside the safe area on the \(finding.edge ?? "") side"
        case .overlap:
            return "separate \(view) and \(finding.otherView ?? "the other view") with a constraint (e.g. spacing >= 8) so one pushes the other"
        case .unsatisfiable:
            return "remove one constraint of the conflicting set or make it optional (@999)"
        case .ambiguous:
            if let other = finding.otherView {
                return "give \(view) and \(other) different hugging or compression priorities"
            }
            return "add constraints that fix \(view)'s position and size"
        case .rtlNotMirrored:
            if finding.cause?.contains("left/right") == true { return "use leading/trailing instead of left/right" }
            if finding.cause?.contains("alignment") == true { return "use natural text alignment" }
            return nil
        case .missingGlyphs:
            return "add a font that covers \(finding.characters?.map(Format.codePoints).joined(separator: ", ") ?? "the characters") (`fonts:` in layout-stress.yml)"
        case .missingTranslation:
            return "add \"\(finding.key ?? view)\" to Locales/\(locales.joined(separator: ","))/Localizable.strings"
        case .fixedFont:
            return "use a text style (`style: body`) or scale the font with UIFontMetrics (`scales: true`)"
        case .smallTouchTarget where finding.isCollapsed:
            return "give \(view) room first: the views beside it take more than the screen has (let their text wrap or lower their compression resistance), then keep it at least 44×44 pt"
        case .smallTouchTarget:
            return "make \(view) at least 44×44 pt (e.g. `\(view).height >= 44`, `\(view).width >= 44`)"
        }
    }
}
