/// A resolved string.
public struct ResolvedText: Hashable, Sendable {
    /// The text to display.
    public var text: String
    /// True when the key had no translation in the locale (the fallback or key was used).
    public var isMissingTranslation: Bool

    /// Creates a resolved string.
    public init(text: String, isMissingTranslation: Bool = false) {
        self.text = text
        self.isMissingTranslation = isMissingTranslation
    }
}
