/// Where a view's string comes from: a localisation key, a literal, or both (a key with
/// the base-language text to fall back on, as Interface Builder files have).
public struct TextSource: Hashable, Sendable, Codable {
    /// Key looked up in the variant's locale (`login.title`, or IB's `abc-12-xyz.text`).
    public var key: String?
    /// Text used when there is no key, or the key has no translation.
    public var fallback: String?
    /// Which `.strings` table the key lives in (IB: the storyboard's name); nil = any table.
    public var table: String?
    /// True when nothing at run time replaces the text: an Interface Builder view that no
    /// outlet, tag or run-time attribute lets code reach. A text no locale translates is then
    /// shown as written in every locale (never lengthened as an unknown run-time string).
    /// nil (unknown) counts as false.
    public var fixedAtRunTime: Bool?
    /// Other strings the app's code shows in the same view in other states (a button's Edit
    /// and Done): in each locale the longest of this source and these is laid out.
    public var alternatives: [TextSource]?

    /// Creates a text source.
    public init(key: String? = nil, fallback: String? = nil, table: String? = nil, fixedAtRunTime: Bool? = nil) {
        self.fixedAtRunTime = fixedAtRunTime
        self.key = key
        self.fallback = fallback
        self.table = table
    }

    /// A literal string, never translated.
    public static func literal(_ text: String) -> TextSource { TextSource(fallback: text) }

    /// A key looked up in each locale.
    public static func key(_ key: String) -> TextSource { TextSource(key: key) }
}
