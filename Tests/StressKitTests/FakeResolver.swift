import LayoutEngine
import StressKit

/// Strings from a dictionary per locale; a key missing from a locale falls back to English
/// (or the key) and counts as a missing translation. `ar` and `he` run right to left.
struct FakeResolver: StringResolving {
    var tables: [String: [String: String]]

    func resolve(_ source: TextSource, locale: String) -> ResolvedText {
        guard let key = source.key else { return ResolvedText(text: source.fallback ?? "") }
        if let text = tables[locale]?[key] { return ResolvedText(text: text) }
        return ResolvedText(text: tables["en"]?[key] ?? source.fallback ?? key, isMissingTranslation: true)
    }

    func isRightToLeft(locale: String) -> Bool {
        locale == "ar" || locale == "he"
    }
}
