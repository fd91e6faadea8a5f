import AppCode
import Diagnostics
import Foundation
import LayoutEngine
import Localization
import StressKit
import Testing

/// The example shipped in `Screens/` and `Locales/` is what `make sweep` shows a newcomer:
/// it must read cleanly and be translated into every bundled locale.
@Suite struct BundledExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyBundledScreenReads() throws {
        let files = try ScreenPathResolver.expand([Self.root.appendingPathComponent("Screens").path])
        #expect(files.count >= 8)
        let (screens, errors, _) = ScreenLoader.load(files)
        #expect(errors.isEmpty, "\(errors.map(\.description).joined(separator: "\n"))")
        #expect(Set(screens.map(\.name)).count == screens.count)
        let semantics = screens.flatMap(\.views).map(\.semantic)
        #expect(semantics.contains(.playback))
    }

    @Test func everyKeyIsTranslatedInEnglishAndTheLocalesCoverTheScriptsWePromise() throws {
        let catalog = try LocaleCatalog(directory: Self.root.appendingPathComponent("Locales"), displayPath: "Locales")
        #expect(Set(catalog.locales).isSuperset(of: ["en", "de", "fi", "ru", "ar", "he", "ja", "th"]))
        let files = try ScreenPathResolver.expand([Self.root.appendingPathComponent("Screens").path])
        let screens = ScreenLoader.load(files).screens
        let keys = Set(screens.flatMap(\.views).flatMap { [$0.text, $0.placeholder].compactMap { $0?.key } })
        #expect(keys.count > 40)
        for key in keys.sorted() {
            #expect(catalog.lookup(key: key, table: nil, locale: "en") != nil, "en lacks \(key)")
        }
        // German and Finnish run longer than English, as real translations do.
        let length = { (locale: String) in keys.compactMap { catalog.lookup(key: $0, table: nil, locale: locale)?.text.count }.reduce(0, +) }
        #expect(length("de") > length("en"))
        #expect(length("fi") > length("en"))
        #expect(catalog.isRightToLeft(locale: "ar") && catalog.isRightToLeft(locale: "he"))
        #expect(catalog.lookup(key: "signin.title", table: nil, locale: "th")?.text.unicodeScalars.contains { (0x0E00...0x0E7F).contains($0.value) } == true)
    }
}
