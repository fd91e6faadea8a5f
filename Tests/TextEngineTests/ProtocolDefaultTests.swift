import Foundation
import Testing
@testable import TextEngine

@Suite struct ProtocolDefaultTests {
    /// A measurer that only knows `measure(_:)`: the protocol's batch default asks it per category.
    struct Recording: TextMeasuring {
        func measure(_ request: TextMeasureRequest) -> TextMeasurement {
            TextMeasurement(width: Double(request.category.index), height: 0, linesUsed: 1, linesNeeded: 1, truncated: false,
                            pointSize: 0, ascent: 0, descent: 0, lineHeight: 0, firstBaseline: 0, lastBaseline: 0)
        }
        func pointSize(of font: FontSpec, at category: ContentSizeCategory) -> Double { 0 }
    }

    @Test func theBatchDefaultMeasuresEachCategoryInOrder() {
        let request = TextMeasureRequest(text: "x", font: .style(.body), category: .large)
        let widths = Recording().measure(request, at: [.accessibilityMedium, .extraSmall, .large]).map(\.width)
        #expect(widths == [7, 0, 3])
        let existential: any TextMeasuring = Recording()
        #expect(existential.measure(request, at: ContentSizeCategory.allCases).count == 12)
    }
}
