/// The text of one key in one locale, ready for measuring: for plural, width and device
/// variations it is the longest variant (with `%#@…@` substitutions expanded), and
/// `variant` says which one was chosen.
public struct LocalizedValue: Hashable, Sendable {
    /// The text, format specifiers still in place.
    public var text: String
    /// The variant chosen, e.g. `plural 'other'` or `device 'ipad', plural 'few'`; nil for a plain string.
    public var variant: String?
    /// The String Catalog state (`translated`, `needs_review`, `new`, …), when there is one.
    public var state: String?

    /// Creates a value.
    public init(text: String, variant: String? = nil, state: String? = nil) {
        self.text = text
        self.variant = variant
        self.state = state
    }
}
