import Diagnostics

/// The contents of one String Catalog (`.xcstrings`): each locale's values and the
/// translation states found.
public struct StringCatalog: Hashable, Sendable {
    /// The catalog's development language.
    public var sourceLanguage: String
    /// Locale → key → value.
    public var localizations: [String: [String: LocalizedValue]]
    /// How many string units are in each state (`translated`, `needs_review`, `new`, `stale`, …).
    public var stateCounts: [String: Int]
    /// Warnings from reading.
    public var warnings: [Diagnostic]
    /// Keys marked `"shouldTranslate": false`: every locale shows the source text, and that
    /// is not a missing translation.
    public var untranslatableKeys: Set<String> = []

    /// Creates a catalog.
    public init(sourceLanguage: String, localizations: [String: [String: LocalizedValue]] = [:],
                stateCounts: [String: Int] = [:], warnings: [Diagnostic] = []) {
        self.sourceLanguage = sourceLanguage
        self.localizations = localizations
        self.stateCounts = stateCounts
        self.warnings = warnings
    }

    /// String units marked `needs_review`.
    public var needsReviewCount: Int { stateCounts["needs_review", default: 0] }
    /// String units marked `new` (never translated).
    public var newCount: Int { stateCounts["new", default: 0] }
    /// The locales the catalog has values for, sorted.
    public var locales: [String] { localizations.keys.sorted() }
}
