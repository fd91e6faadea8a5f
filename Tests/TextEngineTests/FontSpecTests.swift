import Testing
@testable import TextEngine

@Suite struct FontSpecTests {
    @Test func displayNamesAreShortAndHuman() {
        #expect(FontSpec.style(.body).displayName == "body")
        #expect(FontSpec(source: .system(size: 17)).displayName == "system 17")
        #expect(FontSpec(source: .system(size: 17), weight: .semibold).displayName == "system 17 semibold")
        #expect(FontSpec(source: .custom(family: "Avenir", size: 15.5)).displayName == "Avenir 15.5")
    }

    /// A spec may ask for any finite size; naming it must not trap converting it to an integer.
    @Test(arguments: [1e15, 1e300, -1e300, Double.greatestFiniteMagnitude, .infinity, .nan])
    func sizesBeyondIntegerRangeStillHaveAName(_ size: Double) {
        let name = FontSpec(source: .custom(family: "Inter", size: size)).displayName
        #expect(name == "Inter \(size)")
    }
}
