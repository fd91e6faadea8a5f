import CICUBridge
import Testing

@Suite struct ICUBridgeTests {
    private func lineBreaks(_ text: String, locale: String) -> [Int] {
        let units = Array(text.utf16)
        var breaks = [Int32](repeating: 0, count: units.count + 1)
        let count = ls_line_breaks(units, Int32(units.count), locale, &breaks, Int32(breaks.count))
        return breaks.prefix(Int(max(count, 0))).map(Int.init)
    }

    @Test func thaiBreaksBetweenWordsWithoutSpaces() {
        // "ภาษาไทยง่ายนิดเดียว" is four words with no spaces: ภาษา|ไทย|ง่าย|นิดเดียว.
        let text = "ภาษาไทยง่ายนิดเดียว"
        let breaks = lineBreaks(text, locale: "th")
        #expect(breaks.contains(4))  // after ภาษา
        #expect(breaks.contains(7))  // after ไทย
        #expect(breaks.count >= 3)
        #expect(breaks.last == text.utf16.count)
    }

    @Test func latinBreaksAfterSpaces() {
        #expect(lineBreaks("Sign in now", locale: "en") == [5, 8, 11])
    }

    @Test func bidiSplitsMixedText() {
        let units = Array("Hello שלום world".utf16)
        var runs = [LSBidiRun](repeating: LSBidiRun(), count: 8)
        var paragraph: UInt8 = 0
        let count = ls_bidi_runs(units, Int32(units.count), Int32(LS_DIRECTION_LTR), &runs, 8, &paragraph)
        #expect(count == 3)
        #expect(paragraph == 0)
        #expect(runs[1].level == 1)
        #expect(runs[1].start == 6)
    }

    @Test func scriptTags() {
        var tag = [CChar](repeating: 0, count: 5)
        /// The tag the bridge wrote, up to its terminating zero.
        func written() -> String { String(decoding: tag.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        _ = ls_script_tag(0x0627, &tag)  // ARABIC LETTER ALEF
        #expect(written() == "Arab")
        _ = ls_script_tag(0x0E01, &tag)  // THAI CHARACTER KO KAI
        #expect(written() == "Thai")
    }
}
