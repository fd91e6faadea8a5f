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
}
