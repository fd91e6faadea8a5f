/// The string a view shows in one locale, ready to measure: format specifiers filled with
/// worst-case samples, plural variants resolved to the longest.
public struct ResolvedString: Hashable, Sendable {
    /// The text to measure.
    public var text: String
    /// True when the locale has no value for the key (the text is a fallback).
    public var isMissingTranslation: Bool
    /// True when no locale has the key: the text is what the file says at design time (the
    /// app sets the real one in code, or never localised it).
    public var isDesignTime: Bool
    /// What was chosen or substituted (`plural 'other'`, `missing in de; used en`), if anything.
    public var note: String?

    /// Creates a resolved string.
    public init(text: String, isMissingTranslation: Bool = false, isDesignTime: Bool = false, note: String? = nil) {
        self.text = text
        self.isMissingTranslation = isMissingTranslation
        self.isDesignTime = isDesignTime
        self.note = note
    }
}
