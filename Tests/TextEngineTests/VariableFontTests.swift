import Foundation
import Testing
@testable import TextEngine

@Suite struct VariableFontTests {
    /// Fixtures/TestVariable-wght.ttf (scripts/make-variable-test-font.py): A and B are 500 and
    /// 600 units wide at wght 100, 700 and 800 at wght 900, space 250; 1000 units per em.
    static let fixture = TestSupport.repositoryRoot.appendingPathComponent("Tests/TextEngineTests/Fixtures/TestVariable-wght.ttf").path

    @Test func theWeightAxisIsSetToTheRequestedWeight() throws {
        let measurer = try #require(TestSupport.measurer)
        func width(_ weight: FontWeight) -> Double {
            let spec = FontSpec(source: .custom(family: VariableFontTests.fixture, size: 100), weight: weight)
            return measurer.measure(TextMeasureRequest(text: "AB A", font: spec, scale: 1000)).lineWidths[0]
        }
        // Linear interpolation between the masters: at wght w a glyph is min + (max − min)(w − 100)/800.
        func expected(_ weight: Double) -> Double {
            let t = (weight - 100) / 800
            return ((500 + 200 * t) + (600 + 200 * t) + 250 + (500 + 200 * t)) / 1000 * 100
        }
        #expect(abs(width(.regular) - expected(400)) < 1e-6)
        #expect(abs(width(.bold) - expected(700)) < 1e-6)
        #expect(abs(width(.thin) - expected(200)) < 1e-6)
        #expect(width(.black) > width(.bold))
        #expect(measurer.warnings.allSatisfy { !$0.contains("TestVariable") })
    }
}
