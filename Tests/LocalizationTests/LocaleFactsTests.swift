import Testing
@testable import Localization

@Suite struct LocaleFactsTests {
    @Test(arguments: ["ar", "he", "fa", "ur"])
    func rightToLeftLocales(_ locale: String) {
        #expect(LocaleFacts(locale).isRightToLeft)
    }

    @Test(arguments: ["en", "de", "ja", "th", "ru"])
    func leftToRightLocales(_ locale: String) {
        #expect(!LocaleFacts(locale).isRightToLeft)
    }

    @Test func likelyScripts() {
        #expect(LocaleFacts("ja").script == "Jpan")
        #expect(LocaleFacts("ar").script == "Arab")
        #expect(LocaleFacts("ru").script == "Cyrl")
        #expect(LocaleFacts("zh-Hant").script == "Hant")
        #expect(LocaleFacts("pt-BR").language == "pt")
    }

    /// Locale names come from folder names and command-line options: any length must give an
    /// answer, a four-letter script or none, without reading past ICU's buffers.
    @Test func identifiersOfAnyLengthAreSafe() {
        for count in [1, 20, 39, 40, 41, 60, 156, 157, 158, 400] {
            let identifier = "de" + String(repeating: "-abcdefgh", count: count)
            let facts = LocaleFacts(identifier)
            #expect(facts.script == nil || facts.script?.count == 4, "\(count) subtags")
            #expect(!facts.isRightToLeft)
        }
    }
}
