import SwiftParser
import SwiftSyntax
import Testing
@testable import AppCode

/// Code that runs only when the vertical size class turns compact: in a `case .compact:` of a
/// switch on it, in the body of an `if` testing it, or in a method every call of which is there.
@Suite struct CompactHeightScenesTests {
    /// Whether the string literal `"Chart"` in `source` runs only in a compact height.
    static func compactOnly(_ source: String) throws -> Bool {
        let tree = Parser.parse(source: source)
        let literal = try #require(tree.tokens(viewMode: .sourceAccurate).first { $0.tokenKind == .stringSegment("Chart") }?.parent?.parent?.parent)
        return CompactHeightScenes.runsOnlyInCompactHeight(literal, in: tree)
    }

    @Test func anIfTestingACompactHeightCounts() throws {
        #expect(try Self.compactOnly("""
            func traitCollectionDidChange(_ previous: UITraitCollection?) {
                if traitCollection.verticalSizeClass == .compact { open("Chart") }
            }
            """))
        #expect(try !Self.compactOnly("""
            func traitCollectionDidChange(_ previous: UITraitCollection?) {
                if traitCollection.verticalSizeClass == .compact { close() } else { open("Chart") }
            }
            """))
    }

    @Test func onlyTheCompactCaseOfASwitchOnTheVerticalSizeClassCounts() throws {
        #expect(try !Self.compactOnly("""
            func willTransition(to collection: UITraitCollection) {
                switch collection.verticalSizeClass {
                case .compact: close()
                case .regular: open("Chart")
                default: break
                }
            }
            """))
        #expect(try !Self.compactOnly("""
            func willTransition(to collection: UITraitCollection) {
                switch collection.horizontalSizeClass {
                case .compact: open("Chart")
                default: break
                }
            }
            """))
    }

    @Test func aMethodCountsWhenEveryCallOfItIsInACompactHeight() throws {
        let method = """
            func showChart() { open("Chart") }
            func willTransition(to collection: UITraitCollection) {
                switch collection.verticalSizeClass {
                case .compact: self.showChart()
                default: break
                }
            }
            """
        #expect(try Self.compactOnly(method))
        #expect(try !Self.compactOnly(method + "\nfunc viewDidLoad() { showChart() }\n"))
        #expect(try !Self.compactOnly("func showChart() { open(\"Chart\") }\n"))
    }
}
