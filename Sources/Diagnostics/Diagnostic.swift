/// A message about user input: an error that stops that input from being used, or a
/// warning about something the tool had to approximate or ignore.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible, Error {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Codable {
        /// The input cannot be used as written.
        case error
        /// The input was used, but something in it was ignored or approximated.
        case warning
        /// Extra context attached to another diagnostic.
        case note
    }

    /// How serious it is.
    public var severity: Severity
    /// What is wrong, in one sentence without a trailing period.
    public var message: String
    /// Where it is, when it is in a file.
    public var location: SourceLocation?

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// An error at `location`.
    public static func error(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    /// A warning at `location`.
    public static func warning(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    /// `file:line: error: message`, the form editors and CI logs recognise.
    public var description: String {
        let prefix = location.map { "\($0): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(message)"
    }
}
