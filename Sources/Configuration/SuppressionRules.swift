import Diagnostics
import Foundation
import Findings
import LayoutEngine

/// What a team chose not to see, SwiftLint-style: kinds switched off (`disabled:`) or singled
/// out (`only:`, `--only`), a lowest severity (`--min-severity`), and known cases ignored by
/// screen, view and kind, each with the reason it is acceptable (`ignore:`).
public struct SuppressionRules: Sendable {
    /// One `ignore:` entry.
    public struct IgnoreRule: Sendable {
        /// Screen name or file glob (`Main.storyboard › Settings`, `App/**/*.xib`); nil = every screen.
        public var screen: String?
        /// View id or name; nil = every view of the matching screens.
        public var view: String?
        /// The kinds ignored; nil = every kind.
        public var kinds: Set<FindingKind>?
        /// Why this is acceptable (required, so the next reader knows).
        public var reason: String
        /// Where the entry is written.
        public var location: SourceLocation?

        /// Creates a rule.
        public init(screen: String?, view: String?, kinds: Set<FindingKind>?, reason: String, location: SourceLocation? = nil) {
            self.screen = screen
            self.view = view
            self.kinds = kinds
            self.reason = reason
            self.location = location
        }

        /// The entry as the sweep names it when it hides nothing.
        var origin: FindingFilter.Origin {
            let scope = [screen.map { "screen '\($0)'" }, view.map { "view '\($0)'" },
                         kinds.map { $0.map(\.rawValue).sorted().joined(separator: ", ") }].compactMap { $0 }
            return FindingFilter.Origin("ignore: entry" + (scope.isEmpty ? "" : " (" + scope.joined(separator: ", ") + ")"), at: location)
        }

        /// Whether the rule's screen pattern names a screen, by its name, its file path or the
        /// file's name.
        func applies(to screen: Screen) -> Bool {
            guard let pattern = self.screen else { return true }
            if pattern == screen.name { return true }
            let glob = GlobPattern(pattern)
            if glob.matches(screen.name) { return true }
            guard let file = screen.file else { return false }
            if glob.matches(file) || (!pattern.contains("/") && glob.matches((file as NSString).lastPathComponent)) { return true }
            // A pattern relative to the configuration's folder was made absolute when read.
            return file.hasPrefix("./") && glob.matches(String(file.dropFirst(2)))
        }
    }

    /// Kinds never reported.
    public var disabled: Set<FindingKind> = []
    /// When set, only these kinds are reported.
    public var only: Set<FindingKind>?
    /// Findings below this severity are not reported.
    public var minimumSeverity: FindingSeverity?
    /// Known cases.
    public var ignores: [IgnoreRule] = []

    /// No rules: everything is reported.
    public init() {}

    /// A warning for each `ignore:` entry that names nothing in `screens` (the screens a sweep
    /// lays out): a screen pattern no screen matches, or a view no matching screen has. Like
    /// SwiftLint's superfluous disable: an entry left behind by a rename hides nothing and
    /// misleads the next reader. Only whole sweeps ask (a shard holds part of the screens).
    public func staleIgnoreWarnings(for screens: [Screen]) -> [Diagnostic] {
        ignores.compactMap { rule in
            let matching = screens.filter { rule.applies(to: $0) }
            if matching.isEmpty, let pattern = rule.screen {
                return .warning("ignore: '\(pattern)' matches no screen swept (renamed or removed?): the entry hides nothing; remove it or fix the name",
                                at: rule.location)
            }
            if let view = rule.view, !matching.contains(where: { screen in screen.views.contains { $0.id == view || $0.displayName == view } }) {
                let scope = rule.screen.map { "the screens '\($0)' matches" } ?? "any screen swept"
                return .warning("ignore: view '\(view)' is in none of \(scope) (renamed or removed?): the entry hides nothing; remove it or fix the name",
                                at: rule.location)
            }
            return nil
        }
    }

    /// The filter of one screen: these rules plus the opt-outs its own file writes on views
    /// (`layoutStressIgnore`, `ignore:`). Throws for a kind name the file gets wrong.
    public func filter(for screen: Screen) throws -> FindingFilter {
        var ignores: [FindingFilter.Ignore] = []
        for rule in self.ignores where rule.applies(to: screen) {
            let origin = rule.origin
            if let view = rule.view {
                let ids = screen.views.filter { $0.id == view || $0.displayName == view }.map(\.id)
                ignores += ids.map { FindingFilter.Ignore(view: $0, kinds: rule.kinds, origin: origin) }
            } else {
                ignores.append(FindingFilter.Ignore(view: nil, kinds: rule.kinds, origin: origin))
            }
        }
        var problems: [Diagnostic] = []
        for node in screen.views where !node.ignoredFindings.isEmpty {
            var kinds: Set<FindingKind> = []
            var everything = false
            for name in node.ignoredFindings {
                if name.lowercased() == "all" {
                    everything = true
                } else if let kind = FindingKind(parsing: name) {
                    kinds.insert(kind)
                } else {
                    let known = FindingKind.allCases.map(\.rawValue).joined(separator: ", ")
                    problems.append(.error("unknown finding kind '\(name)' in \(node.id)'s ignore list (expected all or one of \(known))",
                                           at: node.location ?? screen.file.map { SourceLocation(file: $0) }))
                }
            }
            let origin = FindingFilter.Origin("view '\(node.displayName)' opts out of \(node.ignoredFindings.joined(separator: ", "))", at: node.location)
            ignores.append(FindingFilter.Ignore(view: node.id, kinds: everything ? nil : kinds, origin: origin))
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
        return FindingFilter(disabled: disabled, only: only, minimumSeverity: minimumSeverity, ignores: ignores)
    }
}
