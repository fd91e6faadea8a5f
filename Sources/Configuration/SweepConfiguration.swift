import Diagnostics
import Findings
import LayoutEngine
import Localization
import TextEngine

/// What to sweep, as `layout-stress.yml` and the command-line flags say it. Every field is
/// optional; nil means "use the default". Paths are already made relative to the
/// folder holding the configuration file (or the current directory for flags).
public struct SweepConfiguration: Sendable {
    /// The configuration file, when one was read.
    public var file: String?
    /// Screen files, folders or glob patterns (`Screens/**/*.layout.yaml`).
    public var screens: [String]?
    /// Locale identifiers, pseudo-locales included.
    public var locales: [String]?
    /// Content-size categories.
    public var categories: [ContentSizeCategory]?
    /// Device names.
    public var devices: [String]?
    /// Orientations.
    public var orientations: [Orientation]?
    /// Extra font folders.
    public var fonts: [String]?
    /// Finding kinds that fail the run.
    public var failOn: [FindingKind]?
    /// True when unconfirmed findings of `failOn`'s kinds fail the run too (default: only confirmed ones).
    public var failOnUnconfirmed: Bool?
    /// Baseline file of accepted findings.
    public var baseline: String?
    /// Folder of `<locale>/*.strings`, `<locale>.lproj/…` and `*.xcstrings`.
    public var localesDir: String?
    /// Worker threads.
    public var jobs: Int?
    /// Kinds never reported (`disabled:`).
    public var disabled: [FindingKind]?
    /// Only these kinds are reported (`only:`, `--only`).
    public var only: [FindingKind]?
    /// Findings below this severity are not reported (`minSeverity:`, `--min-severity`).
    public var minimumSeverity: FindingSeverity?
    /// Known cases not reported (`ignore:`), each with its reason.
    public var ignores: [SuppressionRules.IgnoreRule]?
    /// The app's Info.plist, `.xcodeproj` or folder, whose devices and orientations every
    /// screen is swept in (instead of the nearest one above each screen file).
    public var app: String?
    /// How design-time text is lengthened outside the development locale.
    public var designTimeExpansion: DesignTimeExpansion?
    /// The suppression rules these settings make.
    public var suppression: SuppressionRules {
        var rules = SuppressionRules()
        rules.disabled = Set(disabled ?? [])
        rules.only = only.map(Set.init)
        rules.minimumSeverity = minimumSeverity
        rules.ignores = ignores ?? []
        return rules
    }

    /// Where each key was written, for errors found after reading (an unknown device).
    public var keyLocations: [String: SourceLocation]

    /// An empty configuration: every default.
    public init(file: String? = nil) {
        self.file = file
        self.keyLocations = [:]
    }

    /// Fields set in `other` replace this one's (flags override the file).
    public func overridden(by other: SweepConfiguration) -> SweepConfiguration {
        var merged = self
        if let value = other.screens { merged.screens = value }
        if let value = other.locales { merged.locales = value }
        if let value = other.categories { merged.categories = value }
        if let value = other.devices { merged.devices = value }
        if let value = other.orientations { merged.orientations = value }
        if let value = other.fonts { merged.fonts = value }
        if let value = other.failOn { merged.failOn = value }
        if let value = other.failOnUnconfirmed { merged.failOnUnconfirmed = value }
        if let value = other.baseline { merged.baseline = value }
        if let value = other.localesDir { merged.localesDir = value }
        if let value = other.jobs { merged.jobs = value }
        if let value = other.app { merged.app = value }
        if let value = other.disabled { merged.disabled = value }
        if let value = other.only { merged.only = value }
        if let value = other.minimumSeverity { merged.minimumSeverity = value }
        if let value = other.ignores { merged.ignores = value }
        if let value = other.designTimeExpansion { merged.designTimeExpansion = value }
        merged.keyLocations.merge(other.keyLocations) { _, new in new }
        return merged
    }

    /// The location of a key, or of the file (or nil for flags).
    public func location(of key: String) -> SourceLocation? {
        keyLocations[key] ?? file.map { SourceLocation(file: $0) }
    }
}
