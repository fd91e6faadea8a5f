/// The names a stretch of an app's code uses: identifiers as written, identifiers read as a
/// member (`R.nib.addCell`, a generated accessor) lowercased, and short string literals
/// lowercased (`NSClassFromString(@"AddCell")`, a nib name, an Info.plist value).
struct CodeMentions: Sendable {
    /// Identifiers, as written.
    var words: Set<String> = []
    /// Identifiers read right after a `.`, lowercased.
    var memberWords: Set<String> = []
    /// String literal contents of at most 100 bytes, lowercased.
    var strings: Set<String> = []

    /// Whether any of these names `name`: as written, or ignoring case as a member or a string.
    func mention(_ name: String) -> Bool {
        if words.contains(name) { return true }
        let lower = name.lowercased()
        return memberWords.contains(lower) || strings.contains(lower)
    }

    /// Whether any of these names `name` as written, or a string does ignoring case: a
    /// property named after its type (`self.sideMenuCoordinator`) is no use of the type.
    func mentionAsWritten(_ name: String) -> Bool {
        words.contains(name) || strings.contains(name.lowercased())
    }

    /// Adds `other`'s names to these.
    mutating func formUnion(_ other: CodeMentions) {
        words.formUnion(other.words)
        memberWords.formUnion(other.memberWords)
        strings.formUnion(other.strings)
    }
}
