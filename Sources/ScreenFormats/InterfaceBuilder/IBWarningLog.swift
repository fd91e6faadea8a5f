import Diagnostics

/// Collects importer warnings for one file: each kind of unsupported content is reported
/// once per file (on the first screen that meets it), while every screen still remembers
/// which kinds it met, for the corpus statistics.
final class IBWarningLog {
    private let file: String
    private var reportedKinds: Set<String> = []

    init(file: String) {
        self.file = file
    }

    /// Notes an issue of `kind` at `line`; returns the warning to attach when this is the
    /// file's first issue of that kind, nil otherwise.
    func note(_ kind: String, _ message: String, line: Int?) -> Diagnostic? {
        guard reportedKinds.insert(kind).inserted else { return nil }
        return .warning(message, at: SourceLocation(file: file, line: line))
    }
}
