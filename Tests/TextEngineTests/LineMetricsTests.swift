import Foundation
import Testing
@testable import TextEngine

@Suite struct LineMetricsTests {
    /// The ink measured from the shaped glyphs: digits and capitals stop at the baseline, a
    /// descender reaches most of the line's descent, accented capitals reach higher than plain
    /// ones, Thai marks stack above; text that draws nothing has no ink. Each stays inside what
    /// the glyph outlines allow: never above the line box by more than an accent, never negative
    /// for glyphs that sit on the baseline.
    @Test func inkFollowsTheGlyphsDrawn() throws {
        let measurer = try #require(TestSupport.measurer)
        func ink(_ text: String, _ locale: String = "en") -> TextMeasurement {
            measurer.measure(TextMeasureRequest(text: text, font: .system(size: 17), locale: locale))
        }
        let counter = ink("4 of 10"), descending = ink("gypsy"), accented = ink("Élan"), plain = ink("Elan")
        #expect(counter.inkDescent < 0.5 && counter.inkDescent >= 0, "\(counter.inkDescent)")
        #expect(descending.inkDescent > 2.5 && descending.inkDescent <= descending.descent, "\(descending.inkDescent)")
        #expect(counter.inkAscent > 10 && counter.inkAscent < counter.ascent, "\(counter.inkAscent)")
        #expect(accented.inkAscent > plain.inkAscent + 2, "\(accented.inkAscent) vs \(plain.inkAscent)")
        #expect(ink("เข้าสู่ระบบ", "th").inkAscent > plain.inkAscent)
        #expect(ink("   ").inkAscent == 0 && ink("   ").inkDescent == 0)
        #expect(ink("").inkAscent == 0)
    }

    @Test func theLineBoxSplitsIntoAscentAndDescentAtTheBaseline() throws {
        let measurer = try #require(TestSupport.measurer)
        for (text, locale) in [("Sign in", "en"), ("تسجيل الدخول", "ar"), ("เข้าสู่ระบบ", "th")] {
            let styled = measurer.measure(TextMeasureRequest(text: text, font: .style(.headline), locale: locale))
            #expect(styled.lineHeight >= 17 * 2444 / 2048 - 1e-9)  // at least SF Pro's 17 pt line, whatever the script
            #expect(abs(styled.ascent + styled.descent - styled.lineHeight) < 1e-9)
            #expect(styled.firstBaseline == styled.ascent)
            #expect(styled.firstBaseline > styled.lineHeight / 2 && styled.firstBaseline < styled.lineHeight)
        }
        // A fixed-size font keeps its own line height whatever face draws the script
        // (UIKit's typographic sizing rule: labels grow for tall scripts only with text styles).
        let latin = measurer.measure(TextMeasureRequest(text: "Sign in", font: .system(size: 17)))
        let thai = measurer.measure(TextMeasureRequest(text: "เข้าสู่ระบบ", font: .system(size: 17), locale: "th"))
        let arabic = measurer.measure(TextMeasureRequest(text: "تسجيل الدخول", font: .system(size: 17), locale: "ar"))
        #expect(thai.lineHeight == latin.lineHeight)
        #expect(arabic.lineHeight == latin.lineHeight)
        #expect(abs(latin.ascent + latin.descent - latin.lineHeight) < 1e-9)
    }

    /// A text style grows its line for a taller face that draws a tall script, as UIKit's
    /// text-style labels do; the same text in a fixed font of the same size does not.
    @Test func onlyTextStylesGrowForTallScripts() throws {
        let measurer = try #require(TestSupport.measurer)
        let latin = measurer.measure(TextMeasureRequest(text: "Sign in", font: .style(.body)))
        let styled = measurer.measure(TextMeasureRequest(text: "تسجيل الدخول", font: .style(.body), locale: "ar"))
        let fixed = measurer.measure(TextMeasureRequest(text: "تسجيل الدخول", font: .system(size: latin.pointSize), locale: "ar"))
        #expect(styled.lineHeight > latin.lineHeight + 1)
        #expect(abs(fixed.lineHeight - latin.lineHeight) < 1e-9)
        #expect(fixed.height < styled.height)
    }
}
