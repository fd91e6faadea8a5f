import AppCode
import Diagnostics
import Findings
import Foundation
import LayoutEngine
import Localization
import ScreenFormats
import TextEngine

/// Everything a sweep needs, decided from the flags, `layout-stress.yml` and the defaults
/// (the bundled example when nothing names screens): the whole setup policy, so the command
/// line only parses.
public struct SweepSetup {
    /// The screen files to sweep.
    public var files: [String]
    /// The translations: each app's own, and which screen file reads which.
    public var catalogs: ScreenCatalogs
    /// The translations screens of unknown origin read (the only ones, unless several apps are swept).
    public var catalog: LocaleCatalog { catalogs.primary }
    /// Devices × orientations × locales × categories.
    public var matrix: VariantMatrix
    /// Kinds that fail the run.
    public var failOn: [FindingKind]
    /// True when unconfirmed findings of `failOn`'s kinds fail the run too.
    public var failOnUnconfirmed: Bool
    /// Known findings that do not fail the run.
    public var baseline: Baseline?
    /// The baseline's file, when one was read.
    public var baselinePath: String?
    /// Worker threads.
    public var jobs: Int
    /// Extra fonts folder.
    public var fonts: String?
    /// Problems worth telling the user that do not stop the sweep.
    public var warnings: [Diagnostic]
    /// Screen file → the devices and orientations its app supports (files nothing is known of are absent).
    public var runContexts: [String: RunContext]
    /// One note per app context found, saying what a sweep leaves out.
    public var contextNotes: [Diagnostic]
    /// Input that could not be read but did not stop the sweep (a broken translation file):
    /// reported with the findings, and the run exits 2.
    public var inputErrors: [Diagnostic] = []
    /// What the configuration and flags say not to report.
    public var suppression: SuppressionRules

    /// Resolves a sweep's inputs from the screen paths given on the command line, the flags
    /// (as a configuration that overrides the file) and the configuration file. Throws a
    /// `DiagnosticError` for anything unusable.
    public init(paths: [String], flags: SweepConfiguration, configPath: String?, readBaseline: Bool = true) throws {
        var warnings: [Diagnostic] = []
        let files = FileManager.default
        var configuration = SweepConfiguration()
        if let configPath {
            configuration = try ConfigurationReader.read(contentsOf: configPath)
        } else if paths.isEmpty, files.fileExists(atPath: "layout-stress.yml") {
            configuration = try ConfigurationReader.read(contentsOf: "layout-stress.yml")
        }
        configuration = configuration.overridden(by: flags)
        try SweepSetup.requireNonEmptyAxes(configuration)

        var usesBundled = false
        var inputErrors: [Diagnostic] = []
        var translationsForLocales: [LocaleCatalog]?
        // The languages each screen's app bundles translations for (its own `.lproj` folders).
        var bundledLanguagesByFile: [String: (languages: Set<String>, folder: String)] = [:]
        var screenArguments = paths.isEmpty ? (configuration.screens ?? []) : paths
        let bundled = BundledExample.root
        if screenArguments.isEmpty {
            guard let bundled else {
                throw DiagnosticError(.error("no screens to sweep: pass spec files or folders, or write a layout-stress.yml"))
            }
            usesBundled = true
            screenArguments = [BundledExample.display(bundled.appendingPathComponent("Screens"))]
        }
        let found = try ScreenPathResolver.expand(screenArguments, location: paths.isEmpty ? configuration.location(of: "screens") : nil,
                                                   warnings: &warnings)
        // A file for another platform says so itself: it is not an iPhone or iPad screen.
        var otherPlatforms: [ScreenPlatform: [String]] = [:]
        self.files = found.filter { file in
            let platform = ScreenPlatform.of(file)
            if platform != .iOS { otherPlatforms[platform, default: []].append(file) }
            return platform == .iOS
        }
        var platformNotes = ScreenPlatform.allCases.compactMap { platform -> Diagnostic? in
            guard let skipped = otherPlatforms[platform], let first = skipped.first else { return nil }
            let files = skipped.count == 1 ? "1 \(platform.displayName) file" : "\(skipped.count) \(platform.displayName) files"
            return Diagnostic(.note, "\(files) not swept: the file\(skipped.count == 1 ? " is" : "s are") written for \(platform.displayName), not iOS (first: \(first))")
        }
        // What the app's Xcode projects ship on iOS; files nothing ships are not swept.
        let verdicts = ShippedFiles.verdicts(self.files)
        var unshipped: [String: [String]] = [:]
        self.files = self.files.filter { file in
            let reason: String
            switch verdicts[file] ?? .unknown {
            case .ships, .unknown: return true
            case .inNoTarget: reason = "in no target of the app's Xcode project"
            case .testsOnly: reason = "only in test targets"
            case .otherPlatform(let platform): reason = "only in \(platform.displayName) targets"
            }
            unshipped[reason, default: []].append(file)
            return false
        }
        for (reason, skipped) in unshipped.sorted(by: { $0.key < $1.key }) {
            guard let first = skipped.first else { continue }
            let files = skipped.count == 1 ? "1 file" : "\(skipped.count) files"
            platformNotes.append(Diagnostic(.note, "\(files) \(reason): not swept, the app never shows \(skipped.count == 1 ? "it" : "them") on iPhone or iPad (first: \(first))"))
        }

        // Locales: the flag or key, else Locales/ beside the config or in the current directory,
        // else each app's own translations, else the bundled example's.
        let bundledLocales = bundled.map { BundledExample.display($0.appendingPathComponent("Locales")) }
        if let localesDir = configuration.localesDir {
            catalogs = ScreenCatalogs(try SweepSetup.loadCatalog(localesDir, appOnly: false, warnings: &warnings, errors: &inputErrors))
        } else {
            let besideConfig = configuration.file.map { (($0 as NSString).deletingLastPathComponent as NSString).appendingPathComponent("Locales") }
            let chosen = usesBundled ? nil : [besideConfig, "Locales"].compactMap { $0 }.first { files.fileExists(atPath: $0) }
            if let chosen {
                catalogs = ScreenCatalogs(try SweepSetup.loadCatalog(chosen, appOnly: false, warnings: &warnings, errors: &inputErrors))
            } else {
                // Each app's screens read their own app's translations (only what its iOS targets
                // bundle); screens of no known app read the bundled example's.
                var loaded: [LocaleCatalog] = []
                var positionByFile: [String: Int] = [:]
                var positionByFolder: [String: Int] = [:]
                let groups = usesBundled ? [] : AppTranslationFolders.groups(files: self.files, namedPaths: screenArguments)
                for group in groups {
                    guard let folder = group.folder, files.fileExists(atPath: folder) else { continue }
                    let position: Int
                    if let known = positionByFolder[folder] {
                        position = known
                    } else {
                        loaded.append(try SweepSetup.loadCatalog(folder, appOnly: true, warnings: &warnings, errors: &inputErrors))
                        position = loaded.count - 1
                        positionByFolder[folder] = position
                    }
                    for file in group.files { positionByFile[file] = position }
                    // An app localized with Base.lproj and no translation shows its development
                    // language everywhere. English counts too, as the development language an app's
                    // Base folder most often is: at worst en stays swept as it always was. Folders
                    // with no .lproj at all say nothing (a framework's, shown in its host's language).
                    let catalog = loaded[position]
                    if !catalog.locales.isEmpty || group.files.contains(where: { $0.contains("/Base.lproj/") }) {
                        let languages = Set(catalog.locales).union([catalog.developmentLocale, "en"])
                        for file in group.files { bundledLanguagesByFile[file] = (languages, folder) }
                    }
                }
                var all = loaded
                if loaded.isEmpty || positionByFile.count < self.files.count,
                   let bundledLocales, files.fileExists(atPath: bundledLocales) {
                    all.insert(try SweepSetup.loadCatalog(bundledLocales, appOnly: false, warnings: &warnings, errors: &inputErrors), at: 0)
                    positionByFile = positionByFile.mapValues { $0 + 1 }
                } else if !loaded.isEmpty, positionByFile.count < self.files.count {
                    all.insert(LocaleCatalog(strings: [:]), at: 0)
                    positionByFile = positionByFile.mapValues { $0 + 1 }
                }
                catalogs = ScreenCatalogs(catalogs: all, positionByFile: positionByFile)
                // Only the apps' own translations decide the default locales, when there are any.
                translationsForLocales = loaded.isEmpty ? all : loaded
            }
        }
        if let expansion = configuration.designTimeExpansion { catalogs.setDesignTimeExpansion(expansion) }
        var seenLocales = Set<String>()
        let localeSources = translationsForLocales ?? catalogs.catalogs
        let locales = (configuration.locales ?? SweepSetup.defaultLocales(localeSources)).filter { seenLocales.insert($0).inserted }
        guard locales.count <= SweepSetup.maximumLocales else {
            let source = configuration.locales == nil ? "the translations found hold" : "the sweep names"
            throw DiagnosticError(.error("\(source) \(locales.count) locales, more than the \(SweepSetup.maximumLocales) one sweep takes; name the ones to sweep with --locales or locales:",
                                         at: configuration.locales == nil ? nil : configuration.location(of: "locales")))
        }
        // A set, and prefixes looked up in it: 100,000 locales against thousands of translated
        // ones must not compare every pair.
        let translated = Set(localeSources.flatMap(\.locales))
        func isTranslated(_ locale: String) -> Bool {
            if translated.contains(locale) { return true }
            var prefix = Substring(locale)
            while let dash = prefix.lastIndex(of: "-") {
                prefix = prefix[..<dash]
                if translated.contains(String(prefix)) { return true }
            }
            return false
        }
        var untranslated: [String] = []
        for locale in locales {
            if locale.trimmingCharacters(in: .whitespaces).isEmpty {
                throw DiagnosticError(.error("a locale must not be empty (e.g. en, de, ar)", at: configuration.location(of: "locales")))
            } else if locale.hasPrefix("pseudo-") {
                guard PseudoLocaleMode(localeIdentifier: locale) != nil else {
                    let modes = PseudoLocaleMode.allCases.map(\.localeIdentifier).joined(separator: ", ")
                    throw DiagnosticError(.error("unknown pseudo-locale '\(locale)' (expected \(modes))", at: configuration.location(of: "locales")))
                }
            } else if !translated.isEmpty, !isTranslated(locale) {
                untranslated.append(locale)
            }
        }
        var devices: [String] = []
        for name in configuration.devices ?? VariantMatrix.defaultDevices {
            guard let canonical = Device.named(name)?.name else {
                let known = Device.all.map(\.name).joined(separator: ", ")
                let hint = NearestName.hint(for: name, among: Device.all.map(\.name))
                throw DiagnosticError(.error("unknown device '\(name)'\(hint) (known: \(known))", at: configuration.location(of: "devices")))
            }
            if !devices.contains(canonical) { devices.append(canonical) }
        }
        matrix = VariantMatrix(devices: devices, orientations: configuration.orientations ?? VariantMatrix.defaultOrientations,
                               locales: locales, categories: configuration.categories ?? ContentSizeCategory.allCases)
        failOn = configuration.failOn ?? []
        failOnUnconfirmed = configuration.failOnUnconfirmed ?? false
        if readBaseline, let path = configuration.baseline {
            baseline = try Baseline.read(contentsOf: path)
            baselinePath = path
        }
        let processors = ProcessInfo.processInfo.activeProcessorCount
        jobs = configuration.jobs ?? processors
        if jobs > SweepSetup.maximumJobs(processors: processors) {
            warnings.append(Diagnostic(.note, "jobs \(jobs) clamped to \(SweepSetup.maximumJobs(processors: processors)) (4 × this machine's \(processors) processors)",
                                  at: configuration.location(of: "jobs")))
            jobs = SweepSetup.maximumJobs(processors: processors)
        }
        fonts = configuration.fonts?.first
        var finder = RunContextFinder()
        var contexts = try finder.contexts(for: self.files, app: configuration.app, appLocation: configuration.location(of: "app"))
        warnings += finder.warnings
        // Where neither the project nor Info.plist names the app's languages, the `.lproj`
        // folders it bundles do: iOS picks among those and shows any other device language in
        // the development language, left to right.
        for (file, bundled) in bundledLanguagesByFile where contexts[file]?.localizations == nil {
            let all = Set(Orientation.allCases)
            var context = contexts[file] ?? RunContext(phone: all, pad: all, sources: [])
            context.localizations = bundled.languages
            context.sources.append(bundled.folder)
            contexts[file] = context
        }
        runContexts = contexts
        for locale in untranslated where self.files.contains(where: { contexts[$0]?.localizes(locale) ?? true }) {
            warnings.append(.warning("no translations for locale '\(locale)'; every key will be reported missing", at: configuration.location(of: "locales")))
        }
        // One note per thing said, however many files or targets say it.
        var sourcesByNote: [String: [String]] = [:]
        for context in Set(runContexts.values).sorted(by: { $0.source < $1.source }) {
            var notes: [String] = []
            if !context.runsEverywhere {
                notes.append("the app runs on \(context.summary): other devices and orientations are not swept")
            }
            let unshown = locales.filter { !context.localizes($0) }
            if let languages = context.localizations, !unshown.isEmpty {
                let sorted = languages.sorted()
                let named = sorted.count > 8 ? sorted.prefix(8).joined(separator: ", ") + " and \(sorted.count - 8) more" : sorted.joined(separator: ", ")
                notes.append("the app is localized in \(named): iOS shows it in its development language, left to right, on a device set to \(unshown.joined(separator: ", ")), which is not swept for its screens")
            }
            for note in notes {
                for source in context.sources where !(sourcesByNote[note] ?? []).contains(source) {
                    sourcesByNote[note, default: []].append(source)
                }
            }
        }
        contextNotes = sourcesByNote.map { note, sources in SweepSetup.contextNote(note, sources: sources) }
            .sorted { ($0.location?.file ?? "", $0.message) < ($1.location?.file ?? "", $1.message) }
        contextNotes += platformNotes
        suppression = configuration.suppression
        self.inputErrors = inputErrors
        self.warnings = warnings
    }

    /// A run-context note at the first file that says it, naming the targets (`App.xcodeproj
    /// (target Share)`) and how many other files say the same.
    static func contextNote(_ message: String, sources: [String]) -> Diagnostic {
        var files: [String] = []
        var targets: [String] = []
        for source in sources {
            if let range = source.range(of: " (target "), source.hasSuffix(")") {
                let file = String(source[..<range.lowerBound])
                if !files.contains(file) { files.append(file) }
                targets.append(String(source[range.upperBound...].dropLast()))
            } else if !files.contains(source) {
                files.append(source)
            }
        }
        var said = message
        if !targets.isEmpty { said += " (\(targets.count == 1 ? "target" : "targets") \(targets.joined(separator: ", ")))" }
        if files.count > 1 { said += " (and \(files.count - 1) other file\(files.count == 2 ? "" : "s") saying so)" }
        return Diagnostic(.note, said, at: files.first.map { SourceLocation(file: $0) })
    }

    /// The screens with the run context of their file attached.
    public func withRunContexts(_ screens: [Screen]) -> [Screen] {
        screens.map { screen in
            var screen = screen
            if let file = screen.file { screen.runContext = runContexts[file] }
            return screen
        }
    }

    /// The most distinct locales one sweep takes (ICU knows fewer than 1,000; apps ship a
    /// few dozen). Each costs a layout per screen, device, orientation and category, so a
    /// list of 100,000 names would sweep for hours.
    public static let maximumLocales = 1_000

    /// The most worker threads a sweep starts: more than a few per processor only adds
    /// contention, and an absurd `--jobs` must not try to start billions of threads.
    public static func maximumJobs(processors: Int) -> Int {
        4 * max(1, processors)
    }

    /// An axis given as an empty list would sweep nothing and report no problems, so it is
    /// bad input rather than a quiet green run.
    public static func requireNonEmptyAxes(_ configuration: SweepConfiguration) throws {
        let axes: [(key: String, isEmpty: Bool?)] = [
            ("locales", configuration.locales?.isEmpty), ("devices", configuration.devices?.isEmpty),
            ("categories", configuration.categories?.isEmpty), ("orientations", configuration.orientations?.isEmpty),
        ]
        let errors = axes.filter { $0.isEmpty == true }.map { axis in
            Diagnostic.error("no \(axis.key) to sweep: the list is empty (leave it out for the default)",
                             at: configuration.location(of: axis.key))
        }
        if !errors.isEmpty { throw DiagnosticError(errors) }
    }

    /// The catalog's locales (the development one first); with fewer than three translated
    /// locales, `pseudo-expand` stands in for long languages, and `pseudo-rtl` is added when
    /// no right-to-left locale is translated.
    public static func defaultLocales(_ catalog: LocaleCatalog) -> [String] {
        defaultLocales([catalog])
    }

    /// As `defaultLocales(_:)` for the locales any of several apps' catalogs translate (the
    /// first catalog's development locale first).
    public static func defaultLocales(_ catalogs: [LocaleCatalog]) -> [String] {
        let translated = Set(catalogs.flatMap(\.locales))
        var locales = translated.sorted()
        if let development = catalogs.first?.developmentLocale, let index = locales.firstIndex(of: development) {
            locales.remove(at: index)
            locales.insert(development, at: 0)
        }
        if locales.isEmpty { locales = ["en"] }
        if !locales.contains(where: LocaleCatalog.isRightToLeft(locale:)) { locales.append(PseudoLocaleMode.rtl.localeIdentifier) }
        if translated.count < 3 { locales.append(PseudoLocaleMode.expand.localeIdentifier) }
        return locales
    }

    /// Reads a translations folder; its unreadable files go to `errors` (the sweep goes on
    /// without them and exits 2). `appOnly`: only what the app's iOS targets bundle.
    static func loadCatalog(_ folder: String, appOnly: Bool, warnings: inout [Diagnostic], errors: inout [Diagnostic]) throws -> LocaleCatalog {
        let catalog = try LocaleCatalog(directory: URL(fileURLWithPath: folder), displayPath: folder,
                                        keeping: appOnly ? { ShippedFiles.translationsShipped($0) } : nil,
                                        continuingPastErrors: true)
        warnings += catalog.warnings
        errors += catalog.errors
        return catalog
    }
}
