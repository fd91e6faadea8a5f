import Diagnostics
import Foundation

/// Every translation of a project, loaded from a locales folder, and the one place that
/// answers "what does this key say in this locale?" for a sweep.
///
/// Layouts understood under the folder: `<locale>/*.strings|*.stringsdict` (any depth),
/// `<locale>.lproj/…` anywhere (including `Base.lproj`), and every `*.xcstrings` anywhere
/// (its locales come from the catalog). A table is a file's base name (`Main.strings` and
/// `mul.lproj/Main.xcstrings` are both table `Main`).
public struct LocaleCatalog: Sendable {
    /// Locale → table → key → value.
    private var tables: [String: [String: [String: LocalizedValue]]]
    /// Locale → its table names, sorted (the order "any table" lookups try them in).
    private var tableOrder: [String: [String]]
    /// The locales with translations, sorted; `Base` and pseudo-locales excluded, but the
    /// development locale included when `Base` holds its tables.
    public private(set) var locales: [String]
    /// The language the strings were written in: `en` when present, else a catalog's
    /// source language, else `en` when `Base` holds tables, else the first locale.
    public var developmentLocale: String
    /// Warnings from reading (duplicate keys, ignored files).
    public private(set) var warnings: [Diagnostic]
    /// Files that could not be read, when the catalog was loaded past them (`continuingPastErrors`):
    /// their translations are missing.
    public private(set) var errors: [Diagnostic] = []
    /// String Catalog units per translation state, summed over every catalog.
    public private(set) var stateCounts: [String: Int]
    /// The values that fill format specifiers in resolved strings.
    public var formatSamples: FormatSamples
    /// Keys that are never translated (`"shouldTranslate": false` in a String Catalog).
    public var untranslatableKeys: Set<String> = []
    /// How design-time text (a key no locale has) is lengthened outside the development locale.
    public var designTimeExpansion: DesignTimeExpansion = .guideline
    /// Every key any locale (or `Base`) has, in any table.
    private var knownKeys: Set<String>

    /// The id of the Interface Builder base localisation folder.
    static let baseLocale = "Base"

    /// Loads every locale file under `directory`; `displayPath` is how messages name it.
    /// `keeping`, when given, chooses among the translation files found (absolute paths) those
    /// to read: an app's sweep reads only what its iOS targets bundle.
    /// Throws a `DiagnosticError` with every error of every file, unless `continuingPastErrors`:
    /// then the files that cannot be read are left out and their errors kept in `errors`.
    public init(directory: URL, displayPath: String, keeping: (([String]) -> Set<String>)? = nil,
                continuingPastErrors: Bool = false) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw DiagnosticError(.error("the locales folder does not exist", at: SourceLocation(file: displayPath)))
        }
        var loader = LocaleFolderLoader(root: directory, displayPath: displayPath, keeping: keeping)
        loader.load()
        let failures = loader.diagnostics.filter { $0.severity == .error }
        if !failures.isEmpty, !continuingPastErrors {
            throw DiagnosticError(loader.diagnostics)
        }
        self.init(tables: loader.tables, sourceLanguages: loader.sourceLanguages, stateCounts: loader.stateCounts,
                  warnings: LocaleCatalog.oncePerKey(loader.diagnostics.filter { $0.severity != .error }))
        errors = failures
        untranslatableKeys = loader.untranslatableKeys
    }

    /// Builds a catalog from plain strings: locale → table → key → text.
    public init(strings: [String: [String: [String: String]]], developmentLocale: String? = nil) {
        let tables = strings.mapValues { $0.mapValues { $0.mapValues { LocalizedValue(text: $0) } } }
        self.init(tables: tables, sourceLanguages: developmentLocale.map { [$0] } ?? [], stateCounts: [:], warnings: [])
    }

    private init(tables: [String: [String: [String: LocalizedValue]]], sourceLanguages: [String], stateCounts: [String: Int], warnings: [Diagnostic]) {
        self.tables = tables
        self.tableOrder = tables.mapValues { $0.keys.sorted() }
        var knownKeys: Set<String> = []
        for byTable in tables.values {
            for entries in byTable.values { knownKeys.formUnion(entries.keys) }
        }
        self.knownKeys = knownKeys
        var locales = tables.keys.filter { $0 != LocaleCatalog.baseLocale && !$0.hasPrefix("pseudo-") }.sorted()
        // Tables in Base.lproj are the development language's, which Xcode's development region
        // (English unless a catalog says otherwise) names: an app localized that way has no
        // en.lproj, and its English is Base's, not the first translation's.
        let hasBaseTables = tables[LocaleCatalog.baseLocale]?.values.contains { !$0.isEmpty } == true
        if locales.contains("en") {
            developmentLocale = "en"
        } else if let source = sourceLanguages.first {
            developmentLocale = source
        } else if hasBaseTables {
            developmentLocale = "en"
        } else {
            developmentLocale = locales.first ?? "en"
        }
        if hasBaseTables, !locales.contains(developmentLocale) {
            locales.append(developmentLocale)
            locales.sort()
        }
        self.locales = locales
        self.warnings = warnings
        self.stateCounts = stateCounts
        self.formatSamples = .worstCase
    }

    /// String Catalog units marked `needs_review`.
    public var needsReviewCount: Int { stateCounts["needs_review", default: 0] }
    /// String Catalog units marked `new`.
    public var newCount: Int { stateCounts["new", default: 0] }

    /// The tables a locale has (`Main`, `Localizable`), sorted.
    public func tableNames(locale: String) -> [String] {
        tableOrder[locale] ?? []
    }

    /// The raw value of a key in a locale (trying `de-CH`, then `de`), without any fallback.
    /// A table that does not have the key falls back to the other tables.
    public func lookup(key: String, table: String?, locale: String) -> LocalizedValue? {
        for candidate in LocaleCatalog.lookupChain(locale) {
            guard let byTable = tables[candidate] else { continue }
            if let table, let value = byTable[table]?[key] { return value }
            for name in tableOrder[candidate] ?? [] where name != table {
                if let value = byTable[name]?[key] { return value }
            }
        }
        return nil
    }

    /// `zh-Hant-HK` → `zh-Hant-HK`, `zh-Hant`, `zh`; underscores read as hyphens.
    static func lookupChain(_ locale: String) -> [String] {
        var parts = locale.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        var chain: [String] = locale.contains("_") ? [locale] : []
        while !parts.isEmpty {
            chain.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return chain
    }

    /// The string to show for a view in a locale, and whether it counts as a missing
    /// translation, as UIKit would show it at run time:
    /// - the locale's value (trying `de-CH`, then `de`), when it has one;
    /// - in the development locale, the source text (`fallback`), else the key — never a
    ///   missing translation;
    /// - a key no locale has, with source text: design-time text (set in code, or never
    ///   localised) — not missing; outside the development locale it is lengthened by
    ///   `designTimeExpansion`, since the real string is unknown — unless `fixedAtRunTime`
    ///   (no code can replace it: UIKit shows it as written);
    /// - a key other locales have: the development text, missing only when the locale ships
    ///   the key's table (a locale without the table shows the development text by design);
    /// - a key nobody has and no source text: the key itself, missing.
    /// Pseudo-locales transform the development text. Format specifiers are filled with
    /// `formatSamples`.
    public func resolve(key: String?, fallback: String?, table: String?, locale: String,
                        fixedAtRunTime: Bool = false) -> ResolvedString {
        if locale.hasPrefix("pseudo-"), let mode = PseudoLocaleMode(localeIdentifier: locale) {
            let base = unfilled(key: key, fallback: fallback, table: table, locale: developmentLocale, fixedAtRunTime: fixedAtRunTime)
            return ResolvedString(text: formatSamples.fill(mode.transform(base.text)), isDesignTime: base.isDesignTime, note: base.note)
        }
        var result = unfilled(key: key, fallback: fallback, table: table, locale: locale, fixedAtRunTime: fixedAtRunTime)
        result.text = formatSamples.fill(result.text)
        return result
    }

    private func unfilled(key: String?, fallback: String?, table: String?, locale: String,
                          fixedAtRunTime: Bool) -> ResolvedString {
        guard let key else { return ResolvedString(text: fallback ?? "") }
        if let value = lookup(key: key, table: table, locale: locale) {
            return ResolvedString(text: value.text, note: value.variant)
        }
        let isDevelopment = LocaleCatalog.lookupChain(locale).contains(developmentLocale) || locale == LocaleCatalog.baseLocale
        if !knownKeys.contains(key), let fallback {
            let lengthened = !isDevelopment && !fixedAtRunTime
            return ResolvedString(text: lengthened ? designTimeExpansion.apply(to: fallback) : fallback, isDesignTime: true,
                                  note: "no locale has this key: design-time text")
        }
        if isDevelopment {
            if let fallback { return ResolvedString(text: fallback) }
            return ResolvedString(text: lookup(key: key, table: table, locale: LocaleCatalog.baseLocale)?.text ?? key)
        }
        if let value = lookup(key: key, table: table, locale: developmentLocale) ?? lookup(key: key, table: table, locale: LocaleCatalog.baseLocale) {
            if untranslatableKeys.contains(key) { return ResolvedString(text: value.text) }
            guard ships(table: table, locale: locale) else {
                return ResolvedString(text: value.text, note: "'\(locale)' has no \(table.map { "'\($0)' " } ?? "")table; showing the \(developmentLocale) text")
            }
            return ResolvedString(text: value.text, isMissingTranslation: true,
                                  note: "no '\(locale)' translation; showing the \(developmentLocale) text")
        }
        if let fallback {
            guard ships(table: table, locale: locale) else { return ResolvedString(text: fallback) }
            return ResolvedString(text: fallback, isMissingTranslation: true, note: "no '\(locale)' translation; showing the source text")
        }
        return ResolvedString(text: key, isMissingTranslation: true, note: "no '\(locale)' translation; showing the key")
    }

    /// Whether a locale (or its language) has the table — any table when `table` is nil.
    private func ships(table: String?, locale: String) -> Bool {
        LocaleCatalog.lookupChain(locale).contains { candidate in
            guard let byTable = tables[candidate] else { return false }
            guard let table else { return !byTable.isEmpty }
            return byTable[table] != nil
        }
    }

    /// True when a locale lays out right to left: ICU's answer (`ar`, `he`, `fa`, `ur`, …),
    /// and `pseudo-rtl`.
    public func isRightToLeft(locale: String) -> Bool {
        LocaleCatalog.isRightToLeft(locale: locale)
    }

    /// The same answer without a catalog.
    public static func isRightToLeft(locale: String) -> Bool {
        if locale.hasPrefix("pseudo-") { return locale == PseudoLocaleMode.rtl.localeIdentifier }
        return LocaleFacts(locale).isRightToLeft
    }

    /// `diagnostics` with a duplicate key warned about once per table and key, not once per
    /// locale: the first file's warning, saying how many other locales repeat it.
    static func oncePerKey(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var groups: [String: (first: Int, others: Int)] = [:]
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard diagnostic.severity == .warning, diagnostic.message.hasPrefix("duplicate key "),
                  let file = diagnostic.location?.file else { kept.append(diagnostic); continue }
            // The key and the table's file name, whatever its locale folder and line.
            let key = diagnostic.message.components(separatedBy: " (first defined").first ?? diagnostic.message
            let group = key + " in " + (file as NSString).lastPathComponent
            if let known = groups[group] {
                groups[group] = (known.first, known.others + 1)
            } else {
                groups[group] = (kept.count, 0)
                kept.append(diagnostic)
            }
        }
        for (first, others) in groups.values where others > 0 {
            kept[first].message += " (and in the same table of \(others) other locale\(others == 1 ? "" : "s"))"
        }
        return kept
    }
}
