import Foundation
import Testing
@testable import TextEngine

@Suite struct RobustnessTests {
    /// Random code points from every plane, random widths, limits and modes: never a trap,
    /// and the answer is always self-consistent.
    @Test func anyTextAndAnyRoomGiveAConsistentAnswer() throws {
        let measurer = try #require(TestSupport.measurer)
        var generator = SplitMix(seed: 2026)
        let pools: [ClosedRange<UInt32>] = [0x20...0x7E, 0x00...0x1F, 0x0590...0x06FF, 0x0E00...0x0E7F, 0x0900...0x097F,
                                            0x3040...0x30FF, 0x4E00...0x4E80, 0x1F300...0x1F6FF, 0xE000...0xE0FF, 0x200B...0x202E, 0x0300...0x036F]
        let modes = LineBreakMode.allCases
        for _ in 0..<200 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int(generator.next() % 40) {
                let pool = pools[Int(generator.next() % UInt64(pools.count))]
                let value = pool.lowerBound + UInt32(generator.next() % UInt64(pool.count))
                if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
            }
            let text = String(scalars)
            let width: Double? = generator.next() % 4 == 0 ? nil : Double(generator.next() % 400)
            let lines = Int(generator.next() % 4)
            let request = TextMeasureRequest(text: text, font: .style(.body), category: ContentSizeCategory.allCases[Int(generator.next() % 12)],
                                             locale: ["en", "ar", "th", "ja", "he"][Int(generator.next() % 5)], maxWidth: width, lines: lines,
                                             lineBreak: modes[Int(generator.next() % UInt64(modes.count))],
                                             minimumScaleFactor: generator.next() % 3 == 0 ? 0.5 : 0)
            let result = measurer.measure(request)
            #expect(result.width >= 0 && result.height >= 0)
            #expect(result.linesUsed == result.lineTexts.count && result.lineTexts.count == result.lineWidths.count)
            #expect(lines == 0 || result.linesUsed <= lines)
            #expect(result.linesUsed <= max(result.linesNeeded, 1))
            #expect(result.truncated == (lines > 0 && result.linesNeeded > lines))
            #expect(result.height == TextMeasurer.roundUp(Double(result.linesUsed) * result.lineHeight, scale: 3))
        }
    }

    @Test func negativeFaceIndexIsAnErrorNotATrap() throws {
        let measurer = try #require(TestSupport.measurer)
        let path = try #require(TestSupport.fontPath("Inter-Regular.otf"))
        #expect(throws: FontError.self) { try measurer.validateFontFile(path, index: -1) }
    }
}
