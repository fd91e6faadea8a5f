import LayoutEngine
import Localization
import StressKit
import Testing

/// A text with alternatives (a button's Cancel and Delete) resolves to the longest string in
/// each locale, the one that needs the most room (the first of equally long ones).
@Suite struct AlternativeTextsTests {
    @Test func theLongestTranslationIsLaidOut() {
        let catalog = LocaleCatalog(strings: [
            "en": ["Localizable": ["Cancel": "Cancel", "Delete": "Delete"]],
            "de": ["Localizable": ["Cancel": "Abbrechen", "Delete": "Löschen"]],
            "fr": ["Localizable": ["Cancel": "Annuler", "Delete": "Supprimer"]],
        ], developmentLocale: "en")
        var source = TextSource(key: "Cancel", table: "Localizable")
        source.alternatives = [TextSource(key: "Delete", table: "Localizable")]
        let resolver = CatalogResolver(catalog: catalog)
        #expect(resolver.resolve(source, locale: "de").text == "Abbrechen")
        #expect(resolver.resolve(source, locale: "fr").text == "Supprimer")
        // Equally long: the first.
        #expect(resolver.resolve(source, locale: "en").text == "Cancel")
    }
}
