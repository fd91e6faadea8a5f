import Foundation

/// What went wrong in one variant of a screen. The raw values are stable names that
/// reports, baselines and `--fail-on` use.
public enum FindingKind: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    /// A text view got less room than its text needs: a constraint beat its compression resistance.
    case clippedText = "clipped-text"
    /// A text view has its asked-for size, but its text needs more lines than the view allows.
    case truncatedText = "truncated-text"
    /// A view extends past the screen's edges outside any scroll view.
    case offscreen
    /// Two text-bearing views or controls that are not nested intersect.
    case overlap
    /// Required constraints contradict each other; some were broken to lay the screen out.
    case unsatisfiable
    /// A view's frame differs between optimal solutions of its constraints.
    case ambiguous
    /// In a right-to-left locale a view is not the mirror image of its left-to-right frame.
    case rtlNotMirrored = "rtl-not-mirrored"
    /// No available font can draw some characters of a string.
    case missingGlyphs = "missing-glyphs"
    /// A text key has no translation in the locale.
    case missingTranslation = "missing-translation"
    /// A text's font does not follow the Dynamic Type size.
    case fixedFont = "fixed-font"
    /// A control is smaller than the 44×44 pt a finger needs.
    case smallTouchTarget = "small-touch-target"

    /// How serious this kind is unless a finding says otherwise.
    public var defaultSeverity: FindingSeverity {
        switch self {
        case .clippedText, .offscreen, .unsatisfiable, .missingGlyphs, .rtlNotMirrored: .error
        case .truncatedText, .overlap, .ambiguous, .missingTranslation, .smallTouchTarget: .warning
        case .fixedFont: .note
        }
    }

    /// A short title for report headings and SARIF rule names.
    public var title: String {
        switch self {
        case .clippedText: "Clipped text"
        case .truncatedText: "Truncated text"
        case .offscreen: "View off screen"
        case .overlap: "Overlapping views"
        case .unsatisfiable: "Unsatisfiable constraints"
        case .ambiguous: "Ambiguous layout"
        case .rtlNotMirrored: "Not mirrored in right-to-left"
        case .missingGlyphs: "Missing glyphs"
        case .missingTranslation: "Missing translation"
        case .fixedFont: "Font does not scale"
        case .smallTouchTarget: "Touch target under 44×44 pt"
        }
    }

    /// One sentence saying what the check looks for, for SARIF rules and the HTML legend.
    public var explanation: String {
        switch self {
        case .clippedText:
            "A text view got less room than its text needs because a constraint beat its compression resistance."
        case .truncatedText:
            "A text view has the size it asked for, but its text needs more lines than it allows."
        case .offscreen:
            "A view extends past the screen's edges outside any scroll view."
        case .overlap:
            "Two text-bearing views or controls that are not nested intersect."
        case .unsatisfiable:
            "Required constraints contradict each other; one was broken to recover."
        case .ambiguous:
            "A view's frame is not the same in every optimal solution of its constraints."
        case .rtlNotMirrored:
            "In a right-to-left locale a view is not the mirror image of its left-to-right frame and did not opt out."
        case .missingGlyphs:
            "No available font can draw some characters of a string."
        case .missingTranslation:
            "A localisation key has no translation in the locale."
        case .fixedFont:
            "A text view's font does not follow Dynamic Type."
        case .smallTouchTarget:
            "A control is smaller than Apple's 44×44 pt minimum touch target."
        }
    }

    /// The order kinds are listed in: declaration order.
    public static func < (lhs: FindingKind, rhs: FindingKind) -> Bool {
        order(lhs) < order(rhs)
    }

    private static func order(_ kind: FindingKind) -> Int {
        allCases.firstIndex(of: kind) ?? 0
    }

    /// Reads a kind name (`clipped-text`, case-insensitive); nil when unknown.
    public init?(parsing text: String) {
        let key = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let kind = FindingKind(rawValue: key) else { return nil }
        self = kind
    }
}
