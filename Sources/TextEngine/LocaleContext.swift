import CFreeTypeHarfBuzz
import CICUBridge

/// What the text engine needs to know about a locale: direction, shaping language,
/// default script and the keys that pick a face inside a CJK collection.
struct LocaleContext: @unchecked Sendable {
    // @unchecked: `language` is an interned HarfBuzz pointer, never freed or mutated.

    /// The identifier as given (`zh-Hant`, `ar`).
    let identifier: String
    /// True when the locale's text runs right to left (used when the text has no strong character).
    let isRightToLeft: Bool
    /// HarfBuzz language for shaping (locl features).
    let language: hb_language_t?
    /// The locale's likely script (`Latn`, `Arab`, `Jpan`), for text made only of common characters.
    let script: String
    /// Keys tried in order for a collection's face index: exact, language-script, language.
    let lookupKeys: [String]

    init(_ identifier: String) {
        let normalized = identifier.replacingOccurrences(of: "_", with: "-")
        self.identifier = identifier
        // `pseudo-rtl` (interfaces §3) is the right-to-left pseudo-locale; other pseudo-locales are left to right.
        isRightToLeft = normalized == "pseudo-rtl" || ls_locale_is_right_to_left(normalized) != 0
        language = hb_language_from_string(normalized, -1)
        var buffer = [CChar](repeating: 0, count: 16)
        let scriptLength = ls_locale_script(normalized, &buffer, Int32(buffer.count))
        let script = scriptLength > 0 ? LocaleContext.string(buffer) : "Latn"
        self.script = script
        let languageLength = ls_locale_language(normalized, &buffer, Int32(buffer.count))
        let language = languageLength > 0 ? LocaleContext.string(buffer) : normalized
        var keys = [normalized, "\(language)-\(script)"]
        let parts = normalized.split(separator: "-")
        if parts.count > 1, let region = parts.last, region.count == 2 || region.count == 3 {
            keys.append("\(language)-\(region)")
        }
        keys.append(language)
        lookupKeys = keys
    }

    private static func string(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
