import ConstraintSolver
import Testing

/// `NumberText.plain`, which constraint labels, spec text and priorities share.
@Suite struct NumberTextTests {
    @Test(arguments: [(40.0, "40"), (-3.0, "-3"), (0.0, "0"), (40.5, "40.5"), (-0.25, "-0.25"), (1000.0, "1000")])
    func wholeNumbersHaveNoFraction(value: Double, text: String) {
        #expect(NumberText.plain(value) == text)
    }

    @Test(arguments: [Double.infinity, -Double.infinity, 1e300, -1e300, 9.3e18, Double.greatestFiniteMagnitude])
    func valuesBeyondIntStillPrintWithoutTrapping(value: Double) {
        #expect(Double(NumberText.plain(value)) == value)
    }

    @Test func notANumberPrintsWithoutTrapping() {
        #expect(NumberText.plain(.nan) == "nan")
    }

    @Test func everyFiniteValueReadsBackUnchanged() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let value = Double(bitPattern: random.next())
            guard value.isFinite else { continue }
            #expect(Double(NumberText.plain(value)) == value, "\(value)")
        }
    }

    @Test func priorityDescriptionsUseThePlainNumber() {
        #expect(Priority(750).description == "750")
        #expect(Priority(750.5, tier: 1).description == "750.5#1")
        #expect(Priority(1e300).description == "required")
    }
}
