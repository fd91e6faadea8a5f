/// How much a finding matters: errors break what the user sees, warnings usually do,
/// notes are advice.
public enum FindingSeverity: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    /// Advice worth a look.
    case note
    /// Probably hurts what the user sees.
    case warning
    /// Breaks what the user sees.
    case error

    /// Notes sort below warnings, warnings below errors.
    public static func < (lhs: FindingSeverity, rhs: FindingSeverity) -> Bool {
        rank(lhs) < rank(rhs)
    }

    private static func rank(_ severity: FindingSeverity) -> Int {
        switch severity {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}
