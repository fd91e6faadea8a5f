import Foundation
import Testing
@testable import TextEngine

/// The system font's vertical metrics: a stand-in face takes SF Pro's, so single-line heights
/// match UIKit's published `UIFont.lineHeight` values; other faces keep their own.
@Suite struct SystemFontMetricsTests {
    @Test func systemLineHeightsMatchUIKitsPublishedValues() throws {
        let measurer = try #require(TestSupport.measurer)
        #expect(!SFProMetrics.publishedLineHeights.isEmpty)
        for row in SFProMetrics.publishedLineHeights {
            for weight in [FontWeight.regular, .semibold, .bold] {
                let measured = measurer.measure(TextMeasureRequest(text: "Sign in", font: .system(size: row.size, weight: weight)))
                // The published figure is printed to `precision`: ours rounds to it.
                #expect(abs(measured.lineHeight - row.lineHeight) <= row.precision, "\(row.size) pt \(weight)")
            }
        }
    }

    @Test func ascenderAndDescenderAt20PointsMatchUIKit() throws {
        let measurer = try #require(TestSupport.measurer)
        let measured = measurer.measure(TextMeasureRequest(text: "Ag", font: .system(size: 20)))
        let published = SFProMetrics.publishedAscenderDescender20pt
        // Printed with two decimals and an ellipsis: truncated, not rounded.
        #expect(measured.ascent >= published.ascender && measured.ascent < published.ascender + 0.01)
        #expect(measured.descent >= published.descender && measured.descent < published.descender + 0.01)
    }

    @Test func a17PointLabelIs20Point333On3xAnd20Point5On2x() throws {
        let measurer = try #require(TestSupport.measurer)
        for font in [FontSpec.system(size: 17), .style(.body)] {
            var request = TextMeasureRequest(text: "Hello", font: font)
            request.scale = 3
            #expect(abs(measurer.measure(request).height - 61.0 / 3) < 1e-9)
            request.scale = 2
            #expect(measurer.measure(request).height == 20.5)
        }
    }

    @Test func aNamedFamilyKeepsItsOwnMetricsEvenWhenItIsTheStandIn() throws {
        let measurer = try #require(TestSupport.measurer)
        let path = try #require(TestSupport.fontPath("Inter-Regular.otf"))
        let inter = try FreeTypeReader.read(path: path, index: 0)
        let own = Double(inter.ascender - inter.descender + inter.lineGap) / Double(inter.unitsPerEm) * 17
        let named = measurer.measure(TextMeasureRequest(text: "Sign in", font: FontSpec(source: .custom(family: "Inter", size: 17))))
        #expect(abs(named.lineHeight - own) < 1e-9)
        let system = measurer.measure(TextMeasureRequest(text: "Sign in", font: .system(size: 17)))
        #expect(abs(named.lineHeight - system.lineHeight) > 0.1, "Inter's own metrics differ from SF Pro's")
    }

    @Test(.enabled(if: TestSupport.fontPath("SF-Pro-Text-Regular.otf") != nil, "SF Pro is not installed"))
    func realSFProUsesItsOwnMetrics() throws {
        let measurer = try #require(TestSupport.measurer)
        let path = try #require(TestSupport.fontPath("SF-Pro-Text-Regular.otf"))
        let face = try FreeTypeReader.read(path: path, index: 0)
        let own = Double(face.ascender - face.descender + face.lineGap) / Double(face.unitsPerEm) * 17
        #expect(abs(measurer.measure(TextMeasureRequest(text: "Sign in", font: .system(size: 17))).lineHeight - own) < 1e-9)
    }
}
