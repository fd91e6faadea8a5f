import Foundation
import Testing
@testable import TextEngine

@Suite struct WrappingTests {
    private func request(_ text: String, locale: String = "en", width: Double?, lines: Int,
                         mode: LineBreakMode = .truncatingTail, style: TextStyle = .body) -> TextMeasureRequest {
        TextMeasureRequest(text: text, font: .style(style), locale: locale, maxWidth: width, lines: lines, lineBreak: mode)
    }

    @Test func thaiWrapsOnlyBetweenWords() throws {
        let measurer = try #require(TestSupport.measurer)
        // ภาษา|ไทย|ง่าย|นิด|เดียว: five dictionary words, no spaces.
        let text = "ภาษาไทยง่ายนิดเดียว"
        let wordEnds: Set<Int> = [4, 7, 11, 14]
        var sawWrap = false
        // From 40 pt every word fits on a line (the widest, เดียว, is about 34 pt at 17 pt).
        for width in stride(from: 40.0, through: 160.0, by: 5) {
            let result = measurer.measure(request(text, locale: "th", width: width, lines: 0))
            #expect(result.lineTexts.joined() == text)
            sawWrap = sawWrap || result.linesUsed > 1
            var offset = 0
            for line in result.lineTexts.dropLast() {
                offset += line.utf16.count
                #expect(wordEnds.contains(offset), "width \(width): Thai line ends inside a word at \(offset): \(result.lineTexts)")
            }
            for lineWidth in result.lineWidths {
                #expect(lineWidth <= width + 1e-6)
            }
        }
        #expect(sawWrap)
    }

    @Test func japaneseNeverStartsALineWithSmallKanaOrClosingPunctuation() throws {
        let measurer = try #require(TestSupport.measurer)
        let text = "ちょっと待ってください。「設定」を開いて、もう一度お試しください。"
        let forbiddenStarts: Set<Character> = ["ょ", "っ", "ゃ", "ゅ", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "ー", "。", "、", "」"]
        // From 75 pt the longest unbreakable run (ちょっと, four ideographic ems) fits on a line.
        for width in stride(from: 75.0, through: 300.0, by: 7) {
            let result = measurer.measure(request(text, locale: "ja", width: width, lines: 0))
            #expect(result.lineTexts.joined() == text)
            #expect(result.linesNeeded == result.linesUsed)
            for line in result.lineTexts.dropFirst() {
                if let first = line.first { #expect(!forbiddenStarts.contains(first), "width \(width): \(result.lineTexts)") }
            }
            for line in result.lineTexts.dropLast() {
                #expect(line.last != "「", "width \(width): \(result.lineTexts)")
            }
            for lineWidth in result.lineWidths { #expect(lineWidth <= width + 1e-6) }
        }
    }

    @Test func latinWrapsAtSpacesAndBreaksOverlongWords() throws {
        let measurer = try #require(TestSupport.measurer)
        let result = measurer.measure(request("Sign in to continue", width: 75, lines: 0))
        #expect(result.linesUsed >= 2)
        #expect(result.lineTexts.allSatisfy { !$0.hasSuffix(" ") })
        #expect(result.lineTexts.joined(separator: " ") == "Sign in to continue")
        let long = measurer.measure(request("Donaudampfschifffahrtsgesellschaft", locale: "de", width: 50, lines: 0))
        #expect(long.linesUsed > 1)
        #expect(long.lineTexts.joined() == "Donaudampfschifffahrtsgesellschaft")
        for lineWidth in long.lineWidths { #expect(lineWidth <= 50 + 1e-6) }
    }

    @Test func characterWrapFillsLinesInsideWords() throws {
        let measurer = try #require(TestSupport.measurer)
        let text = "Go Benachrichtigungseinstellungen"
        let words = measurer.measure(request(text, locale: "de", width: 120, lines: 0, mode: .wordWrap))
        let characters = measurer.measure(request(text, locale: "de", width: 120, lines: 0, mode: .charWrap))
        #expect(words.lineTexts.first == "Go")
        #expect(characters.lineTexts.first?.hasPrefix("Go Benach") == true)
        #expect(characters.lineTexts.joined() == text)
        #expect(characters.linesUsed <= words.linesUsed)
        for lineWidth in characters.lineWidths { #expect(lineWidth <= 120 + 1e-6) }
    }

    @Test func hardLineBreaksStartNewLinesEvenWithoutAWidth() throws {
        let measurer = try #require(TestSupport.measurer)
        let result = measurer.measure(request("First\nSecond line", width: nil, lines: 0))
        #expect(result.lineTexts == ["First", "Second line"])
        #expect(result.linesNeeded == 2)
        let one = measurer.measure(request("First\nSecond line", width: nil, lines: 1))
        #expect(one.linesUsed == 1 && one.truncated && one.linesNeeded == 2)
    }

    /// Random sentences at random widths and limits: truncation always stays inside the width.
    @Test func truncationKeepsWithinTheWidth() throws {
        let measurer = try #require(TestSupport.measurer)
        var generator = SplitMix(seed: 42)
        let words = ["Settings", "Konto", "verwalten", "Benachrichtigungen", "a", "privacy", "and", "Übersicht", "مرحبا", "ok", "iPhone"]
        for _ in 0..<150 {
            let count = 1 + Int(generator.next() % 12)
            let text = (0..<count).map { _ in words[Int(generator.next() % UInt64(words.count))] }.joined(separator: " ")
            let width = 30 + Double(generator.next() % 300)
            let lines = 1 + Int(generator.next() % 3)
            let mode: LineBreakMode = [.truncatingTail, .truncatingHead, .truncatingMiddle][Int(generator.next() % 3)]
            let result = measurer.measure(request(text, locale: "de", width: width, lines: lines, mode: mode))
            let unlimited = measurer.measure(request(text, locale: "de", width: width, lines: 0, mode: mode))
            #expect(result.linesUsed <= lines)
            #expect(result.linesNeeded == unlimited.linesUsed, "\(text) @\(width)")
            #expect(result.truncated == (unlimited.linesUsed > lines), "\(text) @\(width)")
            #expect(result.width <= width + 1e-6 || result.width - width < 1.0 / 3 + 1e-9, "\(text) @\(width): \(result.lineWidths)")
            for lineWidth in result.lineWidths { #expect(lineWidth <= width + 1e-6, "\(text) @\(width) \(mode): \(result.lineTexts)") }
            if result.truncated {
                #expect(result.lineTexts.last?.contains("\u{2026}") == true)
            } else {
                #expect(!result.lineTexts.joined().contains("\u{2026}"))
            }
        }
    }

    @Test func truncationModesPlaceTheEllipsis() throws {
        let measurer = try #require(TestSupport.measurer)
        let text = "Manage notifications and privacy settings"
        let tail = measurer.measure(request(text, width: 200, lines: 1, mode: .truncatingTail))
        let head = measurer.measure(request(text, width: 200, lines: 1, mode: .truncatingHead))
        let middle = measurer.measure(request(text, width: 200, lines: 1, mode: .truncatingMiddle))
        #expect(tail.lineTexts[0].hasPrefix("Manage") && tail.lineTexts[0].hasSuffix("\u{2026}"))
        #expect(head.lineTexts[0].hasPrefix("\u{2026}") && head.lineTexts[0].hasSuffix("settings"))
        #expect(middle.lineTexts[0].hasPrefix("Manage") && middle.lineTexts[0].hasSuffix("settings"))
        #expect(middle.lineTexts[0].contains("\u{2026}"))
        let clipped = measurer.measure(request(text, width: 120, lines: 1, mode: .clipping))
        #expect(clipped.truncated && clipped.width <= 120)
        #expect(!clipped.lineTexts[0].contains("\u{2026}"))
    }

    @Test func heightIsLinesTimesLineHeightOnThePixelGrid() throws {
        let measurer = try #require(TestSupport.measurer)
        for scale in [2.0, 3.0] {
            var wrapping = TextMeasureRequest(text: "Sign in to continue with your account", font: .system(size: 17),
                                              locale: "en", maxWidth: 90, lines: 0, lineBreak: .wordWrap)
            wrapping.scale = scale
            let result = measurer.measure(wrapping)
            #expect(result.linesUsed >= 2)
            let line = 17 * 2444 / 2048.0  // SF Pro's UIFont.lineHeight at 17 pt
            #expect(result.height == (Double(result.linesUsed) * line * scale).rounded(.up) / scale)
            let widest = try #require(result.lineWidths.max())
            #expect(result.width >= widest && result.width - widest < 1 / scale)
            #expect((result.width * scale).rounded() == result.width * scale)
            #expect(abs(result.lastBaseline - result.firstBaseline - Double(result.linesUsed - 1) * line) < 1e-9)
            #expect(result.firstBaseline > 0 && result.firstBaseline < line)
        }
    }

    /// A text style's lines are its Dynamic Type leading apart (body at large: 22 pt), the
    /// first line as tall as the font: Interface Builder saves a 3-line body label as
    /// 64.33 pt and a 4-line one as 86.33 pt (`QuestBuilder.storyboard`); a single line stays 20.33.
    @Test func textStyleLinesAreTheirLeadingApart() throws {
        let measurer = try #require(TestSupport.measurer)
        let line = 17 * 2444 / 2048.0
        for (width, lines) in [(400.0, 1), (140.0, 3)] {
            var wrapping = request("Sign in to continue with your account", width: width, lines: 0)
            wrapping.scale = 3
            let result = measurer.measure(wrapping)
            #expect(result.linesUsed == lines, "\(result.lineTexts)")
            #expect(result.height == ((line + Double(lines - 1) * 22) * 3).rounded(.up) / 3)
            #expect(abs(result.lastBaseline - result.firstBaseline - Double(lines - 1) * 22) < 1e-9)
        }
        // The leading follows the category (xxxLarge body: 29 pt), but lines never overlap: at
        // accessibilityXXXL the table's 62 pt is less than a 53 pt line, so lines touch.
        for (category, pitch) in [(ContentSizeCategory.extraExtraExtraLarge, 29.0),
                                  (.accessibilityExtraExtraExtraLarge, 53 * 2444 / 2048.0)] {
            var grown = request("Sign in to continue with your account", width: 200, lines: 0)
            grown.category = category
            let result = measurer.measure(grown)
            #expect(result.linesUsed >= 2)
            #expect(abs(result.lastBaseline - result.firstBaseline - Double(result.linesUsed - 1) * pitch) < 1e-9)
        }
    }

    @Test func minimumScaleFactorShrinksToFit() throws {
        let measurer = try #require(TestSupport.measurer)
        let text = "Notifications"
        let natural = measurer.measure(request(text, width: nil, lines: 1))
        var shrinking = request(text, width: natural.width * 0.8, lines: 1)
        shrinking.minimumScaleFactor = 0.5
        let shrunk = measurer.measure(shrinking)
        #expect(!shrunk.truncated)
        #expect(shrunk.pointSize < 17 && shrunk.pointSize >= 8.5)
        #expect(shrunk.lineWidths[0] <= natural.width * 0.8 + 1e-6)
        shrinking.maxWidth = natural.width * 0.3
        let floor = measurer.measure(shrinking)
        #expect(floor.truncated)
        #expect(abs(floor.pointSize - 8.5) < 1e-9)
    }

    @Test func emptyTextHasNoSize() throws {
        let measurer = try #require(TestSupport.measurer)
        let result = measurer.measure(request("", width: nil, lines: 1))
        #expect(result.width == 0 && result.height == 0 && result.linesUsed == 0 && !result.truncated)
        #expect(abs(result.lineHeight - 17 * 2444 / 2048) < 1e-9)
    }
}
