import Diagnostics
import Foundation
import Testing
@testable import Localization

@Suite struct LocaleCatalogTests {
    /// Writes a locales folder with every layout the catalog understands; returns its URL.
    static func makeFolder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("locales-\(UUID().uuidString)")
        func write(_ path: String, _ data: Data) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        try write("en/Localizable.strings", Data("\"login.title\" = \"Sign in\";\n\"greeting\" = \"Hello, %@!\";\n\"only.en\" = \"English only\";\n".utf8))
        try write("de/Localizable.strings", Data("\"login.title\" = \"Anmelden\";\n\"greeting\" = \"Hallo, %@!\";\n".utf8))
        try write("de/Localizable.stringsdict", Data(VariationReaderTests.stringsdict.utf8))
        var utf16 = Data([0xFF, 0xFE])
        for unit in "\"login.title\" = \"تسجيل الدخول\";\n\"abc-12-xyz.text\" = \"مرحبا\";\n".utf16 {
            utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)])
        }
        try write("App/ar.lproj/Main.strings", utf16)
        try write("App/fr.lproj/Main.strings", Data("\"abc-12-xyz.text\" = \"Bonjour\";\n".utf8))
        try write("App/fr.lproj/Other.strings", Data("\"abc-12-xyz.text\" = \"Wrong table\";\n\"def-34-uvw.text\" = \"Autre table\";\n".utf8))
        try write("App/mul.lproj/Settings.xcstrings", Data("""
        { "sourceLanguage": "en", "strings": {
            "ghi-56-rst.text": { "localizations": {
                "en": { "stringUnit": { "state": "new", "value": "Dark mode" } },
                "ja": { "stringUnit": { "state": "needs_review", "value": "ダークモード" } } } },
            "OpenStreetMap": { "shouldTranslate": false } } }
        """.utf8))
        return root
    }

    @Test func loadsEveryLayout() throws {
        let root = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try LocaleCatalog(directory: root, displayPath: "Locales")
        #expect(catalog.locales == ["ar", "de", "en", "fr", "ja"])
        #expect(catalog.developmentLocale == "en")
        #expect(catalog.tableNames(locale: "de") == ["Localizable"])
        #expect(catalog.tableNames(locale: "fr") == ["Main", "Other"])
        #expect(catalog.tableNames(locale: "ja") == ["Settings"])
        #expect(catalog.needsReviewCount == 1)
        #expect(catalog.newCount == 1)
    }

    /// fastlane's App Store metadata holds `.strings` in locale folders too: store texts, never
    /// the app's, so they neither add a locale nor a table.
    @Test func storeMetadataIsNoTranslation() throws {
        let root = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let metadata = root.appendingPathComponent("fastlane/metadata/ko.lproj/Captions.strings")
        try FileManager.default.createDirectory(at: metadata.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("\"login.title\" = \"로그인 화면\";\n".utf8).write(to: metadata)
        let screenshots = root.appendingPathComponent("Buildsystem/Fastlane/screenshots/de.lproj/Keywords.strings")
        try FileManager.default.createDirectory(at: screenshots.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("\"login.title\" = \"Bildschirmfoto\";\n".utf8).write(to: screenshots)
        let catalog = try LocaleCatalog(directory: root, displayPath: "Locales")
        #expect(catalog.locales == ["ar", "de", "en", "fr", "ja"])
        #expect(catalog.tableNames(locale: "de") == ["Localizable"])
    }

    /// A key repeated in one table is warned about once, not once per locale that repeats it.
    @Test func aDuplicateKeyIsWarnedAboutOncePerTable() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("duplicates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for locale in ["de", "fr", "it"] {
            let url = root.appendingPathComponent("\(locale).lproj/Localizable.strings")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("\"TITLE\" = \"a\";\n\"TITLE\" = \"b\";\n\"OK\" = \"c\";\n".utf8).write(to: url)
        }
        let catalog = try LocaleCatalog(directory: root, displayPath: "Locales")
        let duplicates = catalog.warnings.filter { $0.message.hasPrefix("duplicate key") }
        #expect(duplicates.count == 1, "\(duplicates)")
        #expect(duplicates.first?.message == "duplicate key 'TITLE' (first defined on line 1); the last value wins (and in the same table of 2 other locales)",
                "\(duplicates)")
        #expect(duplicates.first?.location?.line == 2)
    }

    @Test func resolvesWithFallbacksAndSamples() throws {
        let root = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try LocaleCatalog(directory: root, displayPath: "Locales")
        #expect(catalog.resolve(key: "login.title", fallback: nil, table: nil, locale: "de") == ResolvedString(text: "Anmelden"))
        #expect(catalog.resolve(key: "login.title", fallback: nil, table: nil, locale: "ar").text == "تسجيل الدخول")
        #expect(catalog.resolve(key: "greeting", fallback: nil, table: nil, locale: "de").text == "Hallo, Maximilian Alexander Featherstonehaugh!")
        #expect(catalog.resolve(key: "files.count", fallback: nil, table: nil, locale: "de")
                == ResolvedString(text: "88,888 Dateien insgesamt selected", note: "files: plural 'few'"))
        let missing = catalog.resolve(key: "only.en", fallback: nil, table: nil, locale: "de")
        #expect(missing.text == "English only")
        #expect(missing.isMissingTranslation)
        let unknown = catalog.resolve(key: "nope", fallback: nil, table: nil, locale: "de")
        #expect(unknown.text == "nope")
        #expect(unknown.isMissingTranslation)
        #expect(catalog.resolve(key: nil, fallback: "Literal %d", table: nil, locale: "de") == ResolvedString(text: "Literal 88,888"))
        #expect(catalog.resolve(key: "login.title", fallback: nil, table: nil, locale: "de-CH").text == "Anmelden")
    }

    @Test func interfaceBuilderKeysUseTablesAndFallbacks() throws {
        let root = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try LocaleCatalog(directory: root, displayPath: "Locales")
        #expect(catalog.resolve(key: "abc-12-xyz.text", fallback: "Hello", table: "Main", locale: "fr").text == "Bonjour")
        #expect(catalog.resolve(key: "abc-12-xyz.text", fallback: "Hello", table: "Other", locale: "fr").text == "Wrong table")
        #expect(catalog.resolve(key: "def-34-uvw.text", fallback: "Other", table: "Main", locale: "fr").text == "Autre table")
        #expect(catalog.resolve(key: "abc-12-xyz.text", fallback: "Hello", table: "Main", locale: "en") == ResolvedString(text: "Hello"))
        // German ships no Main table: UIKit shows the storyboard's own text there, by design.
        let german = catalog.resolve(key: "abc-12-xyz.text", fallback: "Hello", table: "Main", locale: "de")
        #expect(german.text == "Hello")
        #expect(!german.isMissingTranslation)
        // Arabic ships Main but not this key, which French has: a real gap.
        let arabic = catalog.resolve(key: "def-34-uvw.text", fallback: "Other", table: "Main", locale: "ar")
        #expect(arabic.text == "Other")
        #expect(arabic.isMissingTranslation)
        #expect(catalog.resolve(key: "ghi-56-rst.text", fallback: "Dark Mode", table: "Settings", locale: "ja").text == "ダークモード")
        #expect(catalog.resolve(key: "ghi-56-rst.text", fallback: "Dark Mode", table: "Settings", locale: "en").text == "Dark mode")
        #expect(catalog.resolve(key: "OpenStreetMap", fallback: nil, table: nil, locale: "ja") == ResolvedString(text: "OpenStreetMap"))
    }

    @Test func textNoLocaleHasIsDesignTimeAndLengthenedOutsideTheDevelopmentLocale() throws {
        let catalog = LocaleCatalog(strings: ["en": ["Main": ["a.text": "Title"]], "fr": ["Main": ["a.text": "Titre"]]], developmentLocale: "en")
        let english = catalog.resolve(key: "b.text", fallback: "{Message}", table: "Main", locale: "en")
        #expect(english == ResolvedString(text: "{Message}", isDesignTime: true, note: english.note))
        let french = catalog.resolve(key: "b.text", fallback: "{Message}", table: "Main", locale: "fr")
        #expect(french.isDesignTime)
        #expect(!french.isMissingTranslation)
        // Nine characters grow by the guideline's 200 %, padded with the text's own words.
        #expect(french.text.hasPrefix("{Message}"))
        #expect(french.text.count == 27)
        var asWritten = catalog
        asWritten.designTimeExpansion = .none
        #expect(asWritten.resolve(key: "b.text", fallback: "{Message}", table: "Main", locale: "fr").text == "{Message}")
        var fixed = catalog
        fixed.designTimeExpansion = .factor(0.5)
        #expect(fixed.resolve(key: "b.text", fallback: "Send message", table: "Main", locale: "fr").text.count == 18)
        // Pseudo-locales keep the mark; a key some locale has is never design-time.
        #expect(catalog.resolve(key: "b.text", fallback: "{Message}", table: "Main", locale: "pseudo-rtl").isDesignTime)
        #expect(!catalog.resolve(key: "a.text", fallback: "Title", table: "Main", locale: "de").isDesignTime)
        // A text no code can replace is shown as written in every locale: still design-time
        // (never localised), never lengthened.
        let literal = catalog.resolve(key: "b.text", fallback: "Done", table: "Main", locale: "fr", fixedAtRunTime: true)
        #expect(literal.text == "Done")
        #expect(literal.isDesignTime)
    }

    @Test func designTimeTextWithoutLettersIsNotLengthened() {
        let catalog = LocaleCatalog(strings: ["en": ["Main": ["a.text": "Title"]], "de": ["Main": ["a.text": "Titel"]]], developmentLocale: "en")
        // A time, a count, grouped digits, a sign and an emoji: numbers code sets, which no
        // translation lengthens.
        for written in ["20:30", "44", "3152 3307 8179", "-10:00", "1,234 %", "👍"] {
            let german = catalog.resolve(key: "b.text", fallback: written, table: "Main", locale: "de")
            #expect(german.text == written, "\(written)")
            #expect(german.isDesignTime)
        }
        // One letter among the digits is a word to translate: "5 min", "FR", Arabic "٥ د".
        for written in ["5 min", "FR", "٥ د"] {
            #expect(catalog.resolve(key: "b.text", fallback: written, table: "Main", locale: "de").text.count > written.count, "\(written)")
        }
        for expansion in [DesignTimeExpansion.guideline, .factor(0.5)] {
            #expect(expansion.apply(to: "12:00") == "12:00")
            #expect(expansion.apply(to: "Noon").count > 4)
        }
    }

    @Test func theDevelopmentLocaleNeverMissesATranslation() {
        let catalog = LocaleCatalog(strings: ["en": ["Localizable": ["a": "A"]], "de": ["Localizable": ["b": "B"]]], developmentLocale: "en")
        let english = catalog.resolve(key: "b", fallback: nil, table: nil, locale: "en")
        #expect(!english.isMissingTranslation)
        #expect(english.text == "b")
        #expect(catalog.resolve(key: "a", fallback: nil, table: nil, locale: "de").isMissingTranslation)
        #expect(!catalog.resolve(key: "a", fallback: nil, table: nil, locale: "fr").isMissingTranslation, "fr ships no table")
    }

    @Test func designTimeExpansionIsParsed() {
        #expect(DesignTimeExpansion(parsing: "none") == DesignTimeExpansion.none)
        #expect(DesignTimeExpansion(parsing: "guideline") == .guideline)
        #expect(DesignTimeExpansion(parsing: "40%") == .factor(0.4))
        #expect(DesignTimeExpansion(parsing: "0.25") == .factor(0.25))
        for bad in ["", "lots", "-10%", "nan", "5000%"] { #expect(DesignTimeExpansion(parsing: bad) == nil, "\(bad)") }
    }

    @Test func pseudoLocalesTransformTheDevelopmentText() throws {
        let catalog = LocaleCatalog(strings: ["en": ["Main": ["t": "Save %@"]], "de": ["Main": ["t": "Speichern %@"]]])
        #expect(catalog.resolve(key: "t", fallback: nil, table: nil, locale: "pseudo-bounded").text == "[# Save Maximilian Alexander Featherstonehaugh #]")
        #expect(catalog.resolve(key: "t", fallback: nil, table: nil, locale: "pseudo-rtl").text == "Save Maximilian Alexander Featherstonehaugh")
        #expect(catalog.resolve(key: "t", fallback: nil, table: nil, locale: "pseudo-double").text == "Save Save Maximilian Alexander Featherstonehaugh")
        #expect(catalog.isRightToLeft(locale: "pseudo-rtl"))
        #expect(catalog.isRightToLeft(locale: "ar"))
        #expect(catalog.isRightToLeft(locale: "ur"))
        #expect(!catalog.isRightToLeft(locale: "de"))
        #expect(!catalog.locales.contains("pseudo-rtl"))
    }

    @Test func errorsInAnyFileAreAllReported() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("badlocales-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("de"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
        try Data("\"a\" = \"b\"\n\"c\" = \"d\";".utf8).write(to: root.appendingPathComponent("de/Main.strings"))
        try Data("\"x\" = ;".utf8).write(to: root.appendingPathComponent("fr.lproj/Main.strings"))
        do {
            _ = try LocaleCatalog(directory: root, displayPath: "Locales")
            Issue.record("accepted broken files")
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.map(\.description) == [
                "Locales/de/Main.strings:1: error: expected ';' after the value of 'a' but found '\"'",
                "Locales/fr.lproj/Main.strings:1: error: expected a quoted value but found ';'",
            ])
        }
        #expect(throws: DiagnosticError.self) { try LocaleCatalog(directory: root.appendingPathComponent("absent"), displayPath: "absent") }
    }
}

@Suite struct LocaleFolderNameTests {
    @Test(arguments: ["de", "en", "pt-BR", "pt_BR", "zh-Hant-HK", "zh_Hant", "Base", "fil", "es-419"])
    func localeFolders(_ name: String) {
        #expect(LocaleFolderLoader.looksLikeLocale(name))
    }

    @Test(arguments: ["Sources", "Resources", "x", "english", "DE", "de-", "Strings"])
    func otherFolders(_ name: String) {
        #expect(!LocaleFolderLoader.looksLikeLocale(name))
    }

    @Test func filesOutsideLocaleFoldersAreIgnoredWithAWarning() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stray-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Resources"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("de"), withIntermediateDirectories: true)
        try Data("\"a\" = \"b\";".utf8).write(to: root.appendingPathComponent("Resources/Extra.strings"))
        try Data("\"a\" = \"c\";".utf8).write(to: root.appendingPathComponent("de/Main.strings"))
        let catalog = try LocaleCatalog(directory: root, displayPath: "L")
        #expect(catalog.locales == ["de"])
        #expect(catalog.warnings.map(\.description) == ["L/Resources/Extra.strings: warning: ignored: a .strings file must be inside a <locale>/ or <locale>.lproj/ folder (e.g. de/ or de.lproj/)"])
    }
}

/// The locales shipped with the example screens must load without errors.
@Suite struct BundledLocalesTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Locales")

    @Test(.enabled(if: FileManager.default.fileExists(atPath: folder.path), "no Locales/ in this checkout"))
    func bundledLocalesLoad() throws {
        let catalog = try LocaleCatalog(directory: Self.folder, displayPath: "Locales")
        #expect(catalog.locales.contains("en"))
        #expect(catalog.developmentLocale == "en")
        #expect(catalog.locales.contains(where: catalog.isRightToLeft))
    }
}

/// An app localized through Base.lproj (its development language's `Localizable.strings` in
/// `Base.lproj`, no `en.lproj`) shows Base's strings in English, not its first translation's.
@Suite struct BaseLocalizedCatalogTests {
    static let catalog = LocaleCatalog(strings: [
        "Base": ["Localizable": ["tunnels.title": "WireGuard tunnels", "settings.title": "Settings"]],
        "ca": ["Localizable": ["tunnels.title": "Túnels de WireGuard"]],
        "de": ["Localizable": ["tunnels.title": "WireGuard-Tunnel", "settings.title": "Einstellungen"]],
    ])

    @Test func englishIsBasesStrings() {
        let catalog = Self.catalog
        #expect(catalog.developmentLocale == "en")
        #expect(catalog.locales == ["ca", "de", "en"])
        let english = catalog.resolve(key: "tunnels.title", fallback: nil, table: "Localizable", locale: "en")
        #expect(english.text == "WireGuard tunnels")
        #expect(!english.isMissingTranslation)
        // A locale without the key shows the development (Base) text, missing.
        let catalan = catalog.resolve(key: "settings.title", fallback: nil, table: "Localizable", locale: "ca")
        #expect(catalan.text == "Settings")
        #expect(catalan.isMissingTranslation)
    }

    @Test func withoutBaseTablesTheFirstTranslationIsTheDevelopmentLanguage() {
        let catalog = LocaleCatalog(strings: ["ca": ["Localizable": ["a": "A"]], "de": ["Localizable": ["a": "B"]]])
        #expect(catalog.developmentLocale == "ca")
        #expect(catalog.locales == ["ca", "de"])
    }
}
