import Foundation
import Testing
@testable import TextEngine

/// Symbols that are script Common — arrows, dingbats, geometric shapes, box drawing and
/// mathematical operators — are drawn on iOS by its own system faces, and by the manifest's
/// symbol fallbacks here: never missing glyphs, and each as wide as a glyph, not a `.notdef` box.
/// A script no face covers (Tifinagh) still is missing.
@Suite struct SymbolFallbackTests {
    private func request(_ text: String) -> TextMeasureRequest {
        TextMeasureRequest(text: text, font: .system(size: 17), scale: 1000)
    }

    @Test func commonSymbolsHaveGlyphs() throws {
        let measurer = try #require(TestSupport.measurer)
        for symbol in ["✕", "✓", "✂", "→", "⇧", "▶", "◆", "─", "∑", "≠", "⌘", "☰"] {
            let measured = measurer.measure(request("\(symbol) Close"))
            #expect(measured.missingCharacters.isEmpty, "\(symbol): \(measured.missingCharacters)")
        }
    }

    @Test func aScriptNoFaceCoversIsStillMissing() throws {
        let measurer = try #require(TestSupport.measurer)
        let measured = measurer.measure(request("ⵜⴰⵎⴰⵣⵉⵖⵜ"))
        #expect(!measured.missingCharacters.isEmpty)
    }
}
