/// A minimal `.layout.yaml` screen on which a check reports its kind, for the docs and the
/// tests (which lay each example out on the real engine and expect the finding).
public struct CheckExample: Sendable {
    /// The screen spec.
    public var spec: String
    /// The locale to lay it out in (`ar` for right-to-left problems).
    public var locale: String
    /// Localised strings of that locale (key → text).
    public var strings: [String: String]
    /// The development language's (`en`) strings; a key in neither is design-time text when
    /// the view has source text, else missing.
    public var developmentStrings: [String: String]
    /// The view the finding names.
    public var view: String

    /// Creates an example.
    public init(spec: String, locale: String = "en", strings: [String: String] = [:], developmentStrings: [String: String] = [:],
                view: String) {
        self.spec = spec
        self.locale = locale
        self.strings = strings
        self.developmentStrings = developmentStrings
        self.view = view
    }
}
