import Testing
@testable import TextEngine

@Suite struct ContentSizeCategoryTests {
    @Test func parsesUIKitShortAndInterfaceBuilderSpellings() {
        #expect(ContentSizeCategory(parsing: "extraExtraLarge") == .extraExtraLarge)
        #expect(ContentSizeCategory(parsing: "XXL") == .extraExtraLarge)
        #expect(ContentSizeCategory(parsing: "AX5") == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory(parsing: "xS") == .extraSmall)
        #expect(ContentSizeCategory(parsing: "xSmall") == .extraSmall)
        #expect(ContentSizeCategory(parsing: "UICTContentSizeCategoryAccessibilityM") == .accessibilityMedium)
        #expect(ContentSizeCategory(parsing: "huge") == nil)
    }

    @Test func ordersFromSmallestToLargest() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory.large < .accessibilityMedium)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    }
}
