/// A resolved string.
public struct ResolvedText: Hashable, Sendable {
    /// The text to display.
    public var text: String
    /// True when the key had no translation in the locale (the fallback or key was used).
    public var isMissingTranslation: Bool
    /// True when no locale has the key: the text is the file's design-time text (the app
    /// sets the real one in code, or never localised it).
    public var isDesignTime: Bool

    /// Creates a resolved string.
    public init(text: String, isMissingTranslation: Bool = false, isDesignTime: Bool = false) {
        self.text = text
        self.isMissingTranslation = isMissingTranslation
        self.isDesignTime = isDesignTime
    }
}
