/// One string a view shows (its text, placeholder or a segment title), resolved for a locale.
public struct ResolvedTextEntry: Hashable, Sendable {
    /// The localisation key, or nil for a literal.
    public var key: String?
    /// The strings table the key is looked up in, when the text names one.
    public var table: String?
    /// The resolved string.
    public var resolved: ResolvedText

    /// Creates an entry.
    public init(key: String?, table: String? = nil, resolved: ResolvedText) {
        self.key = key
        self.table = table
        self.resolved = resolved
    }
}
