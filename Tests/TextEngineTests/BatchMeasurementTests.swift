import Foundation
import Testing
@testable import TextEngine

@Suite struct BatchMeasurementTests {
    @Test func measuringAcrossCategoriesEqualsMeasuringEachCategory() throws {
        let single = try TextMeasurer(manifest: TestSupport.manifest())
        let batch = try TextMeasurer(manifest: TestSupport.manifest())
        for (text, locale, width) in [("Anmelden und fortfahren", "de", nil), ("تسجيل الدخول إلى حسابك", "ar", 90.0), ("ภาษาไทยง่ายนิดเดียว", "th", 70.0)] as [(String, String, Double?)] {
            let request = TextMeasureRequest(text: text, font: .style(.title3), locale: locale, maxWidth: width, lines: width == nil ? 1 : 2)
            let expected = ContentSizeCategory.allCases.map { category -> TextMeasurement in
                var each = request
                each.category = category
                return single.measure(each)
            }
            #expect(batch.measure(request, at: ContentSizeCategory.allCases) == expected)
            #expect(batch.measure(request, at: ContentSizeCategory.allCases) == expected)
        }
    }
}
