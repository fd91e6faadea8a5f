import Foundation
import Testing
@testable import TextEngine

/// Emoji are drawn by the manifest's colour emoji face (Noto Color Emoji, a CBDT bitmap font
/// whose hmtx advances HarfBuzz reads): never missing glyphs, about an em and a quarter each.
@Suite struct EmojiTests {
    /// One emoji each: plain, skin tone, flag, heart with U+FE0F, ZWJ family, keycap.
    private let emoji = ["😀", "👍🏽", "🇫🇮", "❤️", "👨‍👩‍👧", "1️⃣"]

    /// A request on a fine pixel grid, so widths are (almost) unrounded.
    private func request(_ text: String, _ size: Double) -> TextMeasureRequest {
        TextMeasureRequest(text: text, font: .system(size: size), scale: 1000)
    }

    @Test func emojiHaveNoMissingGlyphsAndASaneWidth() throws {
        let measurer = try #require(TestSupport.measurer)
        try #require(TestSupport.fontPath("NotoColorEmoji.ttf") != nil, "fonts-noto-color-emoji is not installed (scripts/install-deps.sh)")
        for size in [13.0, 17, 34] {
            for single in emoji {
                let measured = measurer.measure(request(single, size))
                #expect(measured.missingCharacters.isEmpty, "\(single)")
                let ems = measured.width / size
                #expect(ems >= 1.0 && ems <= 1.3, "\(single) at \(size) pt is \(ems) em")
            }
            let all = measurer.measure(request(emoji.joined(), size))
            #expect(all.missingCharacters.isEmpty)
            let ems = all.width / size / Double(emoji.count)
            #expect(ems >= 1.0 && ems <= 1.3, "\(ems) em per emoji")
        }
    }

    @Test func emojiAmongTextKeepTheTextInItsOwnFace() throws {
        let measurer = try #require(TestSupport.measurer)
        try #require(TestSupport.fontPath("NotoColorEmoji.ttf") != nil, "fonts-noto-color-emoji is not installed (scripts/install-deps.sh)")
        let text = measurer.measure(request("Hi there", 17))
        let mixed = measurer.measure(request("Hi 😀 there", 17))
        let space = measurer.measure(request("Hi  there", 17))
        #expect(mixed.missingCharacters.isEmpty)
        let added = (mixed.width - space.width) / 17
        #expect(added >= 1.0 && added <= 1.3, "the emoji adds \(added) em")
        #expect(space.width > text.width)
    }

    @Test func textPresentationCharactersStayInTheTextFace() {
        // ©, digits and ™ are emoji only when U+FE0F (or a keycap) follows.
        #expect(!TextItemizer.wantsEmoji(0xA9, next: nil))
        #expect(!TextItemizer.wantsEmoji(0x31, next: 0x32))
        #expect(TextItemizer.wantsEmoji(0x31, next: 0xFE0F))
        #expect(TextItemizer.wantsEmoji(0x2764, next: 0xFE0F))
        #expect(!TextItemizer.wantsEmoji(0x2764, next: nil))
        #expect(TextItemizer.wantsEmoji(0x1F600, next: nil))
        #expect(TextItemizer.wantsEmoji(0x1F1EB, next: 0x1F1EE))
    }
}
