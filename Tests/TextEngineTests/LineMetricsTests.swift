import Foundation
import Testing
@testable import TextEngine

@Suite struct LineMetricsTests {
    @Test func theLineBoxSplitsIntoAscentAndDescentAtTheBaseline() throws {
        let measurer = try #require(TestSupport.measurer)
        for (text, locale) in [("Sign in", "en"), ("تسجيل الدخول", "ar"), ("เข้าสู่ระบบ", "th")] {
            let styled = measurer.measure(TextMeasureRequest(text: text, font: .style(.headline), locale: locale))
            #expect(styled.lineHeight >= 17 * 2444 / 2048 - 1e-9)  // at least SF Pro's 17 pt line, whatever the script
            #expect(abs(styled.ascent + styled.descent - styled.lineHeight) < 1e-9)
            #expect(styled.firstBaseline == styled.ascent)
            #expect(styled.firstBaseline > styled.lineHeight / 2 && styled.firstBaseline < styled.lineHeight)
        }
        // A fixed-size font grows its line for a taller fallback face, as Core Text does.
        let latin = measurer.measure(TextMeasureRequest(text: "Sign in", font: .system(size: 17)))
        let thai = measurer.measure(TextMeasureRequest(text: "เข้าสู่ระบบ", font: .system(size: 17), locale: "th"))
        #expect(thai.lineHeight > latin.lineHeight)
        #expect(abs(latin.ascent + latin.descent - latin.lineHeight) < 1e-9)
    }
}
