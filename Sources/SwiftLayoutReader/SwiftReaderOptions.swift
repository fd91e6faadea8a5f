/// Settings of the Swift reader that depend on a project's conventions.
public struct SwiftReaderOptions: Hashable, Sendable {
    /// Names of String members that localise their receiver (`"key".localized`,
    /// `"key".localized()`): the string literal is read as a translation key.
    public var localizedHelpers: Set<String>
    /// The deepest chain of inlined helper calls followed before a call is reported as not evaluated.
    public var maxInlineDepth: Int

    /// Creates options; the defaults know `localized`, `localizedString` and `localize`.
    public init(localizedHelpers: Set<String> = ["localized", "localizedString", "localize"], maxInlineDepth: Int = 32) {
        self.localizedHelpers = localizedHelpers
        self.maxInlineDepth = maxInlineDepth
    }
}
