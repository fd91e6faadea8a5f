import LayoutEngine
import StressKit
import Testing
import TextModel

/// A fix names the file the user changes.
@Suite struct FixWordingTests {
    static let variant = Variant(screen: "Main.storyboard › Login", device: "iPhone 15", orientation: .portrait, category: .large,
                                 locale: "de", direction: .leftToRight)

    @Test func aMissingTranslationNamesItsStoryboardsTable() throws {
        let inTable = Finding(.missingTranslation(key: "abc-12-xyz.text", table: "Main"), variant: Self.variant, view: "abc-12-xyz", message: "")
        let fix = try #require(MissingTranslationCheck().suggestion(for: inTable, firstFailures: [], locales: ["de", "fr"]))
        #expect(fix.contains("Main.strings") && fix.contains("Main.xcstrings"), "\(fix)")
        #expect(fix.contains("abc-12-xyz.text") && fix.contains("de, fr"))
        let untabled = Finding(.missingTranslation(key: "login.title"), variant: Self.variant, view: "title", message: "")
        #expect(MissingTranslationCheck().suggestion(for: untabled, firstFailures: [], locales: ["de"])?.contains("Localizable.strings") == true)
    }
}
