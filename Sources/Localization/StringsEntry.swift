/// One `"key" = "value";` pair of a `.strings` file.
public struct StringsEntry: Hashable, Sendable {
    /// The key, escapes decoded.
    public var key: String
    /// The value, escapes decoded.
    public var value: String
    /// The 1-based line the key starts on.
    public var line: Int

    /// Creates an entry.
    public init(key: String, value: String, line: Int) {
        self.key = key
        self.value = value
        self.line = line
    }
}
