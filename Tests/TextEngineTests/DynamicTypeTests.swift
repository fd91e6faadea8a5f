import Foundation
import Testing
@testable import TextEngine

@Suite struct DynamicTypeTests {
    /// HIG spellings in the CSV → the model's categories.
    private func category(_ name: String) -> ContentSizeCategory? {
        ContentSizeCategory(parsing: name) ?? [
            "xLarge": .extraLarge, "xxLarge": .extraExtraLarge, "xxxLarge": .extraExtraExtraLarge,
        ][name]
    }

    @Test(.enabled(if: TestSupport.sharedFacts != nil, "../shared/facts is not beside the repository"))
    func allOneHundredThirtyTwoPairsMatchTheHIGTable() throws {
        let facts = try #require(TestSupport.sharedFacts)
        let measurer = try #require(TestSupport.measurer)
        let csv = try String(contentsOf: facts.appendingPathComponent("dynamic-type-ios.csv"), encoding: .utf8)
        var pairs = 0
        for line in csv.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: ",").map(String.init)
            guard fields.count == 6 else { continue }
            let parsed = try #require(self.category(fields[0]), "category \(fields[0])")
            let style = try #require(TextStyle(parsing: fields[1]))
            let size = try #require(Double(fields[4]))
            let leading = try #require(Double(fields[5]))
            #expect(DynamicTypeTable.size(of: style, at: parsed) == size, "\(fields[0]) \(fields[1])")
            #expect(DynamicTypeTable.leading(of: style, at: parsed) == leading, "\(fields[0]) \(fields[1])")
            #expect(DynamicTypeTable.weight(of: style) == FontWeight(parsing: fields[2]))
            #expect(DynamicTypeTable.emphasizedWeight(of: style) == FontWeight(parsing: fields[3]))
            #expect(measurer.pointSize(of: .style(style), at: parsed) == size)
            let measured = measurer.measure(TextMeasureRequest(text: "Ag", font: .style(style), category: parsed))
            #expect(measured.pointSize == size)
            // UILabel's line is the font's lineHeight, not the HIG leading column: SF Pro's
            // 2444/2048 em at the style's size (the stand-in takes SF Pro's metrics).
            #expect(abs(measured.lineHeight - size * 2444 / 2048) < 1e-9, "\(fields[0]) \(fields[1])")
            #expect(measured.height == (size * 2444 / 2048 * 3).rounded(.up) / 3)
            pairs += 1
        }
        #expect(pairs == 132)
    }

    @Test(.enabled(if: TestSupport.sharedFacts != nil, "../shared/facts is not beside the repository"))
    func sfProTrackingMatchesTheHIGTable() throws {
        let facts = try #require(TestSupport.sharedFacts)
        let csv = try String(contentsOf: facts.appendingPathComponent("sf-pro-tracking.csv"), encoding: .utf8)
        var rows: [(Double, Double)] = []
        for line in csv.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: ",").compactMap { Double($0) }
            if fields.count == 2 { rows.append((fields[0], fields[1])) }
        }
        #expect(rows.count > 50)
        for (index, row) in rows.enumerated() {
            #expect(SFProTracking.tracking(atSize: row.0) == row.1)
            // Sizes between rows take the nearest lower row.
            if index + 1 < rows.count, rows[index + 1].0 - row.0 > 1 {
                #expect(SFProTracking.tracking(atSize: row.0 + 1) == row.1)
            }
        }
    }

    @Test func textStylesThatDoNotScaleKeepTheirLargeSize() throws {
        let measurer = try #require(TestSupport.measurer)
        let fixed = FontSpec(source: .textStyle(.title1), scales: false)
        for category in ContentSizeCategory.allCases {
            #expect(measurer.pointSize(of: fixed, at: category) == 28)  // title1 at large (HIG)
        }
        #expect(measurer.weight(of: .style(.headline)) == .semibold)
        #expect(measurer.weight(of: .style(.headline, weight: .bold)) == .bold)
        #expect(measurer.weight(of: .style(.body)) == .regular)
    }

    @Test func customFontsScaleLikeUIFontMetricsWithACap() throws {
        let measurer = try #require(TestSupport.measurer)
        let scaled = FontSpec(source: .custom(family: "Inter", size: 20), scales: true, relativeTo: .body)
        let capped = FontSpec(source: .custom(family: "Inter", size: 20), scales: true, relativeTo: .body, maxSize: 30)
        let fixed = FontSpec(source: .custom(family: "Inter", size: 20))
        let titleScaled = FontSpec(source: .system(size: 10), scales: true, relativeTo: .title1)
        for category in ContentSizeCategory.allCases {
            let growth = DynamicTypeTable.size(of: .body, at: category) / DynamicTypeTable.size(of: .body, at: .large)
            #expect(abs(measurer.pointSize(of: scaled, at: category) - 20 * growth) < 1e-9)
            #expect(abs(measurer.pointSize(of: capped, at: category) - min(30, 20 * growth)) < 1e-9)
            #expect(measurer.pointSize(of: fixed, at: category) == 20)
            let titleGrowth = DynamicTypeTable.size(of: .title1, at: category) / DynamicTypeTable.size(of: .title1, at: .large)
            #expect(abs(measurer.pointSize(of: titleScaled, at: category) - 10 * titleGrowth) < 1e-9)
        }
        // AX5 body is 53 pt against 17 at large: 20 pt grows past the 30 pt cap.
        #expect(measurer.pointSize(of: capped, at: .accessibilityExtraExtraExtraLarge) == 30)
        let measured = measurer.measure(TextMeasureRequest(text: "Cap", font: capped, category: .accessibilityExtraExtraExtraLarge))
        #expect(measured.pointSize == 30)
    }

    @Test func widthsGrowWithTheCategory() throws {
        let measurer = try #require(TestSupport.measurer)
        var previous = 0.0
        for category in ContentSizeCategory.allCases {
            let width = measurer.measure(TextMeasureRequest(text: "Continue", font: .style(.body), category: category)).width
            #expect(width > previous)
            previous = width
        }
    }
}
