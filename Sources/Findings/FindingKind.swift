import Foundation

/// What went wrong in one variant of a screen. The raw values are stable names that
/// reports, baselines and `--fail-on` use; the order of the cases is the order reports list
/// kinds in. Each kind's check (`Checks/`) holds everything else about it.
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
    /// A screen shows texts no locale translates (set in code at run time, or never localised).
    case designTimeText = "design-time-text"
    /// A control is smaller than the 44×44 pt a finger needs.
    case smallTouchTarget = "small-touch-target"

    /// The check that detects, words and explains this kind: its entry in `allChecks`, the one
    /// registry (a test keeps every kind in it exactly once).
    public var check: any FindingCheck {
        FindingKind.checksByKind[self] ?? UnregisteredCheck(kind: self)
    }

    private static let checksByKind: [FindingKind: any FindingCheck] = Dictionary(
        allChecks.map { ($0.kind, $0) }, uniquingKeysWith: { first, _ in first })

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
