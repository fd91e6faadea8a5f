import Foundation
import LayoutEngine
import Localization
import Testing
import TestSupport
@testable import ScreenFormats

/// The importer's `TextSource`s resolved through `LocaleCatalog` against the corpus's own
/// translations (skipped when `../shared/corpus` is absent).
@Suite(.corpus) struct InterfaceBuilderLocalizationTests {
    /// Imports `path` (relative to the corpus) and loads the catalog of the folder holding its `.lproj`s.
    static func load(_ path: String) throws -> (Screen, [Screen], LocaleCatalog) {
        let url = Corpus.url(path)
        let screens = try InterfaceBuilderReader.read(contentsOf: url, displayPath: url.lastPathComponent)
        var folder = url.deletingLastPathComponent()
        if folder.pathExtension == "lproj" { folder = folder.deletingLastPathComponent() }
        let catalog = try LocaleCatalog(directory: folder, displayPath: folder.lastPathComponent)
        let first = try #require(screens.first, "\(path) has no screens")
        return (first, screens, catalog)
    }

    static func text(_ source: TextSource?, _ catalog: LocaleCatalog, _ locale: String) -> String? {
        source.map { catalog.resolve(key: $0.key, fallback: $0.fallback, table: $0.table, locale: locale).text }
    }

    @Test func stringsFilesTranslateAStoryboardInGermanAndArabic() throws {
        let (_, screens, catalog) = try Self.load("inaturalist/INaturalistIOS/User Interface/Base.lproj/Guides.storyboard")
        let label = try #require(screens.lazy.compactMap { $0.view("349-K6-4Od") }.first)
        // Expected values are the corpus's own de.lproj/ar.lproj Guides.strings entries.
        #expect(Self.text(label.text, catalog, "de") == "Guide-Name")
        #expect(Self.text(label.text, catalog, "ar") == "اسم الدليل")
        #expect(Self.text(label.text, catalog, "en") == "Guide name")
        #expect(catalog.isRightToLeft(locale: "ar"))
    }

    @Test func stringCatalogsTranslateAStoryboardInGermanAndArabic() throws {
        let (screen, _, catalog) = try Self.load("gomap/src/iOS/Height/Base.lproj/Height.storyboard")
        let button = try #require(screen.view("juy-LX-vDs"))
        // From mul.lproj/Height.xcstrings.
        #expect(Self.text(button.text, catalog, "de") == "Höhe")
        #expect(Self.text(button.text, catalog, "ar") == "الارتفاع")
    }

    /// Most texts of the corpus's translated storyboards resolve to a translation in de and ar.
    @Test func mostCorpusTextsAreTranslatedInGermanAndArabic() throws {
        let (_, screens, catalog) = try Self.load("inaturalist/INaturalistIOS/User Interface/Base.lproj/MainStoryboard.storyboard")
        let sources = screens.flatMap { $0.views.flatMap { [$0.text, $0.placeholder].compactMap { $0 } + $0.segments } }.filter { $0.key != nil && !($0.fallback ?? "").isEmpty }
        for locale in ["de", "ar"] {
            let resolved = sources.map { catalog.resolve(key: $0.key, fallback: $0.fallback, table: $0.table, locale: locale) }
            let translated = resolved.filter { !$0.isMissingTranslation }.count
            print("MainStoryboard \(locale): \(translated)/\(sources.count) texts translated")
            #expect(translated * 2 > sources.count)
        }
    }
}
