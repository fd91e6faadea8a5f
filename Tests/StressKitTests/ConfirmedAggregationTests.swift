import Diagnostics
import LayoutEngine
import StressKit
import Testing
import TextModel

/// A finding confirmed in some variants shows its worst confirmed instance: its worst case is
/// never one that rests on a made-up text. It still counts every variant it occurs in.
@Suite struct ConfirmedAggregationTests {
    static let matrix = VariantMatrix(screens: ["Profile"], devices: ["iPhone 15"], orientations: [.portrait],
                                      locales: ["en"], categories: [.large, .accessibilityExtraExtraExtraLarge])

    static func variant(_ category: ContentSizeCategory) -> Variant {
        Variant(screen: "Profile", device: "iPhone 15", orientation: .portrait, category: category, locale: "en", direction: .leftToRight)
    }

    /// `name` clipped in `category`: across by `lost` points when it rests on a stand-in text,
    /// else in height.
    static func result(_ category: ContentSizeCategory, lost: Double, standIn: Bool) -> VariantResult {
        var finding = Finding(.clippedText(axis: standIn ? .horizontal : .vertical, lost: lost, because: ["name.height = 21"],
                                           winningPriority: nil, allowedLines: 1, stack: nil),
                              variant: variant(category), view: "name", message: "lost \(lost) pt")
        if standIn {
            finding.assumptions = [Assumption(view: "name", about: .text, what: "its text is a stand-in for the one the app's code fills in at run time",
                                              location: SourceLocation(file: "Profile.storyboard", line: 12))]
        }
        return VariantResult(variant: variant(category), rootSize: Size(width: 393, height: 852),
                             safeArea: Rect(x: 0, y: 59, width: 393, height: 759), views: [], findings: [finding])
    }

    @Test func aConfirmedFindingShowsItsWorstConfirmedInstance() throws {
        // The larger loss rests on a stand-in text; the smaller one, in height, on nothing.
        let results = [Self.result(.large, lost: 200, standIn: true), Self.result(.accessibilityExtraExtraExtraLarge, lost: 12, standIn: false)]
        let finding = try #require(FindingAggregator(matrix: Self.matrix).aggregate(results).first)
        #expect(finding.confirmed)
        #expect(finding.assumptions.isEmpty)
        #expect(finding.count == 2)
        #expect(finding.worst.variant.category == .accessibilityExtraExtraExtraLarge)
        #expect(finding.summary.contains("12 pt"), "\(finding.summary)")
        guard case .clippedText(let axis, let lost, _, _, _, _, _) = finding.worst.details else {
            Issue.record("not a clipped text: \(finding.worst.details)")
            return
        }
        #expect(axis == .vertical && lost == 12)
    }

    @Test func anUnconfirmedFindingShowsItsWorstAndWhatItRestsOn() throws {
        let results = [Self.result(.large, lost: 200, standIn: true), Self.result(.accessibilityExtraExtraExtraLarge, lost: 250, standIn: true)]
        let finding = try #require(FindingAggregator(matrix: Self.matrix).aggregate(results).first)
        #expect(!finding.confirmed)
        #expect(finding.count == 2)
        #expect(finding.worst.variant.category == .accessibilityExtraExtraExtraLarge)
        #expect(finding.assumptions.map(\.about) == [.text])
    }
}
