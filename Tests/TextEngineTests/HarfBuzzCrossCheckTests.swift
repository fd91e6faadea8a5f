import Foundation
import Testing
@testable import TextEngine

/// Widths agree with HarfBuzz's own `hb-shape` for each script, the way the issue asks.
@Suite struct HarfBuzzCrossCheckTests {
    struct Sample: Sendable, CustomStringConvertible {
        var font: String
        var text: String
        var locale: String
        var description: String { "\(locale): \(text)" }
    }

    static let samples: [Sample] = [
        Sample(font: "Inter-Regular.otf", text: "Sign in to continue, Wolfgang!", locale: "en"),
        Sample(font: "Inter-Regular.otf", text: "Schließen Sie die Anwendung", locale: "de"),
        Sample(font: "NotoSansArabic-Regular.ttf", text: "تسجيل الدخول إلى حسابك", locale: "ar"),
        Sample(font: "NotoSansHebrew-Regular.ttf", text: "התחברות לחשבון שלך", locale: "he"),
        Sample(font: "NotoSansThai-Regular.ttf", text: "เข้าสู่ระบบบัญชีของคุณ", locale: "th"),
        Sample(font: "NotoSansDevanagari-Regular.ttf", text: "अपने खाते में साइन इन करें", locale: "hi"),
    ]

    @Test(.enabled(if: TestSupport.hbShape != nil, "hb-shape (libharfbuzz-bin) is not installed"), arguments: samples)
    func widthIsTheSumOfHarfBuzzAdvances(_ sample: Sample) throws {
        let measurer = try #require(TestSupport.measurer)
        let path = try #require(TestSupport.fontPath(sample.font), "font \(sample.font) not installed")
        let upem = try #require(TestSupport.unitsPerEm(path))
        let reference = try #require(TestSupport.referenceWidthInEm(font: path, text: sample.text, unitsPerEm: upem))
        for size in [11.0, 17.0, 34.0] {
            let result = measurer.measure(TestSupport.fileRequest(sample.text, path: path, size: size, locale: sample.locale))
            #expect(result.missingCharacters.isEmpty)
            let width = try #require(result.lineWidths.first)
            #expect(abs(width - reference * size) < 1e-6, "\(sample) at \(size) pt: \(width) vs hb-shape \(reference * size)")
            #expect(result.width >= width - 1e-9 && result.width - width < 0.001 + 1e-9)
        }
    }

    @Test func arabicJoinedFormsAreNarrowerThanIsolatedLetters() throws {
        let measurer = try #require(TestSupport.measurer)
        let path = try #require(TestSupport.fontPath("NotoSansArabic-Regular.ttf"))
        let word = "سلام"
        let joined = measurer.measure(TestSupport.fileRequest(word, path: path, size: 17, locale: "ar")).lineWidths[0]
        let isolated = word.map { measurer.measure(TestSupport.fileRequest(String($0), path: path, size: 17, locale: "ar")).lineWidths[0] }
            .reduce(0, +)
        #expect(joined < isolated)
        if TestSupport.hbShape != nil, let upem = TestSupport.unitsPerEm(path),
           let reference = TestSupport.referenceWidthInEm(font: path, text: word, unitsPerEm: upem) {
            #expect(abs(joined - reference * 17) < 1e-6)
        }
    }

    @Test(.enabled(if: TestSupport.hbShape != nil, "hb-shape (libharfbuzz-bin) is not installed"))
    func mixedDirectionTextSumsItsRunsInTheirFaces() throws {
        let measurer = try #require(TestSupport.measurer)
        let inter = try #require(TestSupport.fontPath("Inter-Regular.otf"))
        let hebrew = try #require(TestSupport.fontPath("NotoSansHebrew-Regular.ttf"))
        let interUPEM = try #require(TestSupport.unitsPerEm(inter))
        let hebrewUPEM = try #require(TestSupport.unitsPerEm(hebrew))
        // Inter has no Hebrew: the Hebrew word falls back to Noto Sans Hebrew; a space stays in
        // the face of the word before it.
        let open = try #require(TestSupport.referenceWidthInEm(font: inter, text: "Open ", unitsPerEm: interUPEM))
        let shalom = try #require(TestSupport.referenceWidthInEm(font: hebrew, text: "שלום ", unitsPerEm: hebrewUPEM))
        let now = try #require(TestSupport.referenceWidthInEm(font: inter, text: "now", unitsPerEm: interUPEM))
        // The stand-in's advances carry the manifest's width calibration and Apple's tracking
        // (15 pt: −16/1000 em on each of its 8 letters and spaces); the fallback's carry neither.
        let manifest = try TestSupport.manifest()
        let scale = manifest.standInText.widthScale
        let tracking = manifest.standInText.appleTracking ? 8 * -0.016 : 0
        let expectedEm = (open + now) * scale + tracking + shalom
        let request = TextMeasureRequest(text: "Open שלום now", font: .system(size: 15), locale: "en", scale: 1000)
        let result = measurer.measure(request)
        #expect(abs(result.lineWidths[0] - expectedEm * 15) < 1e-6)
        #expect(!result.isRightToLeft)
        #expect(result.missingCharacters.isEmpty)

        // The paragraph direction follows the first strong character, then the locale.
        #expect(measurer.measure(TextMeasureRequest(text: "שלום world", font: .system(size: 15), locale: "en")).isRightToLeft)
        #expect(measurer.measure(TextMeasureRequest(text: "123", font: .system(size: 15), locale: "he")).isRightToLeft)
        #expect(!measurer.measure(TextMeasureRequest(text: "123", font: .system(size: 15), locale: "en")).isRightToLeft)
        #expect(measurer.measure(TextMeasureRequest(text: "123", font: .system(size: 15), locale: "pseudo-rtl")).isRightToLeft)
        #expect(!measurer.measure(TextMeasureRequest(text: "Sign in", font: .system(size: 15), locale: "pseudo-rtl")).isRightToLeft)
    }

    @Test(.enabled(if: TestSupport.hbShape != nil, "hb-shape (libharfbuzz-bin) is not installed"))
    func aFallbackPhraseIsShapedAsOneRunSpacesIncluded() throws {
        let measurer = try #require(TestSupport.measurer)
        for (file, text, locale) in [("NotoSansArabic-Regular.ttf", "تسجيل الدخول إلى حسابك", "ar"),
                                     ("NotoSansDevanagari-Regular.ttf", "अपने खाते में साइन इन करें", "hi")] {
            let path = try #require(TestSupport.fontPath(file))
            let upem = try #require(TestSupport.unitsPerEm(path))
            let reference = try #require(TestSupport.referenceWidthInEm(font: path, text: text, unitsPerEm: upem))
            let result = measurer.measure(TextMeasureRequest(text: text, font: .system(size: 15), locale: locale, scale: 1000))
            #expect(abs(result.lineWidths[0] - reference * 15) < 1e-6, "\(locale)")
        }
    }

    @Test(.enabled(if: TestSupport.hbShape != nil, "hb-shape (libharfbuzz-bin) is not installed"),
          .enabled(if: TestSupport.fontPath("SF-Pro-Text-Regular.otf") == nil, "SF Pro is installed, so the system font is not the Inter stand-in"))
    func systemFontUsesInterTextBelowTwentyPointsAndInterDisplayFrom() throws {
        let measurer = try #require(TestSupport.measurer)
        let text = try #require(TestSupport.fontPath("Inter-Regular.otf"))
        let display = try #require(TestSupport.fontPath("InterDisplay-Regular.otf"))
        let word = "Wolfgang Amadeus"
        let textUPEM = try #require(TestSupport.unitsPerEm(text))
        let displayUPEM = try #require(TestSupport.unitsPerEm(display))
        let textEm = try #require(TestSupport.referenceWidthInEm(font: text, text: word, unitsPerEm: textUPEM))
        let displayEm = try #require(TestSupport.referenceWidthInEm(font: display, text: word, unitsPerEm: displayUPEM))
        #expect(textEm != displayEm)
        // body is 19 pt at extraLarge and 21 pt at extraExtraLarge (HIG table); Apple's tracking
        // (19 pt: −24/1000 em, 21 pt: −18/1000 em on each of the 16 letters and spaces) where
        // the manifest gives it to the stand-in.
        let small = measurer.measure(TextMeasureRequest(text: word, font: .style(.body), category: .extraLarge, scale: 1000))
        let large = measurer.measure(TextMeasureRequest(text: word, font: .style(.body), category: .extraExtraLarge, scale: 1000))
        let manifest = try TestSupport.manifest()
        let smallTracking = manifest.standInText.appleTracking ? 16 * -0.024 : 0
        let largeTracking = manifest.standInDisplay.appleTracking ? 16 * -0.018 : 0
        #expect(abs(small.lineWidths[0] - (textEm * manifest.standInText.widthScale + smallTracking) * 19) < 1e-6)
        #expect(abs(large.lineWidths[0] - (displayEm * manifest.standInDisplay.widthScale + largeTracking) * 21) < 1e-6)
    }

    @Test func shapingAtOneSizeScalesLinearlyToOthers() throws {
        let measurer = try #require(TestSupport.measurer)
        let path = try #require(TestSupport.fontPath("Inter-Regular.otf"))
        let text = "Linear scaling of advances"
        let base = measurer.measure(TestSupport.fileRequest(text, path: path, size: 10)).lineWidths[0]
        for size in [7.5, 13.0, 44.0, 96.0] {
            let width = measurer.measure(TestSupport.fileRequest(text, path: path, size: size)).lineWidths[0]
            #expect(abs(width - base * size / 10) < 1e-9)
        }
    }
}
