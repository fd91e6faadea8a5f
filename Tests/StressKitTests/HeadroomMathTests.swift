import StressKit
import Testing

/// The character budget: the room left on the allowed lines over the average character width.
@Suite struct HeadroomMathTests {
    @Test func charactersLeftAreTheRoomOverTheAverageCharacterWidth() {
        #expect(Headroom.charactersLeft(text: "abcd", lineWidths: [40], width: 100, lines: 1) == 6)
        #expect(Headroom.charactersLeft(text: "abcd", lineWidths: [40], width: 100, lines: 2) == 16)
        #expect(Headroom.charactersLeft(text: "abcdefghijkl", lineWidths: [120], width: 100, lines: 1) == -2)
        #expect(Headroom.charactersLeft(text: "ab\ncd", lineWidths: [20, 20], width: 100, lines: 2) == 16, "line breaks are not characters")
        #expect(Headroom.charactersLeft(text: "abcd", lineWidths: [40], width: 100, lines: 0) == nil, "unlimited lines grow")
        #expect(Headroom.charactersLeft(text: "", lineWidths: [], width: 100, lines: 1) == nil)
    }
}
