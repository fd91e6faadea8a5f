import LayoutEngine

/// What `FindingKind.check` answers for a kind missing from `allChecks`: it finds nothing and
/// says only its kind. The registry test keeps this from ever being used.
struct UnregisteredCheck: FindingCheck {
    let kind: FindingKind
    var severity: FindingSeverity { .warning }
    var title: String { kind.rawValue }
    var explanation: String { kind.rawValue }
    var heading: String { kind.rawValue }
    var fields: [String] { [] }
    var example: CheckExample { CheckExample(spec: "", view: "") }
    func summaryVerb(for worst: Finding) -> String { kind.rawValue }
    func suggestion(for worst: Finding, firstFailures: [FirstFailure], locales: [String]) -> String? { nil }
}
