/// Unsupported or approximated content the importer met: a kind (for one warning per kind
/// per file), a message and the line.
struct IBIssue: Error, Hashable {
    /// What sort of content it is (`approximated-datePicker`, `constraint-item`, …).
    var kind: String
    /// The warning text.
    var message: String
    /// The 1-based line in the file.
    var line: Int
}
