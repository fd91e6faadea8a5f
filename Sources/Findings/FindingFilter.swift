import Diagnostics

/// Which findings of one screen are reported: kinds switched off or singled out, a lowest
/// severity, and known cases ignored on purpose (by view and kind, each with its reason).
/// Filtered findings are gone from every report, the aggregation and the exit code.
public struct FindingFilter: Hashable, Sendable {
    /// One ignored case: a view (nil = every view of the screen) and the kinds (nil = all).
    public struct Ignore: Hashable, Sendable {
        /// The view's id; nil for every view.
        public var view: String?
        /// The kinds ignored there; nil for every kind.
        public var kinds: Set<FindingKind>?
        /// Who wrote it and where, when the sweep should say that it hides nothing; nil for
        /// cases made in code.
        public var origin: Origin?

        /// Creates an ignored case.
        public init(view: String?, kinds: Set<FindingKind>?, origin: Origin? = nil) {
            self.view = view
            self.kinds = kinds
            self.origin = origin
        }

        func covers(_ kind: FindingKind, view id: String) -> Bool {
            (view == nil || view == id) && (kinds?.contains(kind) ?? true)
        }
    }

    /// Where an ignored case is written: one `ignore:` entry of the configuration, or one view's
    /// own opt-out. Cases with the same origin (an entry that names views on several screens)
    /// hide something as long as one of them does.
    public struct Origin: Hashable, Sendable {
        /// What wrote it, for people: "ignore: entry (view 'titleLabel')" or "view 'titleLabel' opts out of overlap".
        public var description: String
        /// The line that wrote it.
        public var location: SourceLocation?

        /// Creates an origin.
        public init(_ description: String, at location: SourceLocation?) {
            self.description = description
            self.location = location
        }
    }

    /// Kinds never reported.
    public var disabled: Set<FindingKind>
    /// When set, only these kinds are reported.
    public var only: Set<FindingKind>?
    /// Findings below this severity are not reported.
    public var minimumSeverity: FindingSeverity?
    /// Known cases not reported.
    public var ignores: [Ignore]

    /// A filter; the default keeps everything.
    public init(disabled: Set<FindingKind> = [], only: Set<FindingKind>? = nil, minimumSeverity: FindingSeverity? = nil,
                ignores: [Ignore] = []) {
        self.disabled = disabled
        self.only = only
        self.minimumSeverity = minimumSeverity
        self.ignores = ignores
    }

    /// True when the filter keeps every finding.
    public var keepsEverything: Bool {
        disabled.isEmpty && only == nil && minimumSeverity == nil && ignores.isEmpty
    }

    /// Whether some finding of a kind can be reported (its check is worth running).
    public func mayKeep(_ kind: FindingKind) -> Bool {
        !disabled.contains(kind) && (only?.contains(kind) ?? true)
            && (minimumSeverity.map { kind.check.severity >= $0 } ?? true)
    }

    /// Whether a finding is reported. A finding about a pair of views (an overlap) is ignored
    /// when either view ignores its kind.
    public func keeps(_ finding: Finding) -> Bool {
        let kind = finding.kind
        if disabled.contains(kind) { return false }
        if let only, !only.contains(kind) { return false }
        if let minimumSeverity, finding.severity < minimumSeverity { return false }
        let views = [finding.view] + finding.details.otherViews
        return !ignores.contains { ignore in views.contains { ignore.covers(kind, view: $0) } }
    }

    /// The positions in `ignores` of the cases that hide a finding the other rules keep
    /// (empty when no ignored case covers it).
    public func ignoresHiding(_ finding: Finding) -> [Int] {
        let kind = finding.kind
        guard mayKeep(kind), minimumSeverity.map({ finding.severity >= $0 }) ?? true else { return [] }
        let views = [finding.view] + finding.details.otherViews
        return ignores.indices.filter { position in views.contains { ignores[position].covers(kind, view: $0) } }
    }

    /// Whether a case can hide anything in this run: some kind it names is checked.
    public func canHide(_ ignore: Ignore) -> Bool {
        guard let kinds = ignore.kinds else { return FindingKind.allCases.contains(where: mayKeep) }
        return kinds.contains(where: mayKeep)
    }
}
