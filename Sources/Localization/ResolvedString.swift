/// The string a view shows in one locale, ready to measure: format specifiers filled with
/// worst-case samples, plural variants resolved to the longest.
public struct ResolvedString: Hashable, Sendable {
    /// The text to measure.
    public var text: String
    /// True when the locale has no value for the key (the text is a fallback).
    public var isMissingTranslation: Bool
    /// What was chosen or substituted (`plural 'other'`, `missing in de; used en`), if anything.
    public var note: String?

    /// Creates a resolved string.
    public init(text: String, isMissingTranslation: Bool = false, note: String? = nil) {
        self.text = text
        self.isMissingTranslation = isMissingTranslation
        self.note = note
    }
}
