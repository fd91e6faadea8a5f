import Foundation
import Localization
import ScreenFormats
import StressKit
import Testing
import TestSupport
import TextEngine

/// Pocket Casts' episode detail screen: a paging scroll view whose edge constraints are IB
/// placeholders (removed at build time) because code pins it when it adds its pages. The code
/// places it, so neither it nor what it holds is reported ambiguous; the same view simply left
/// without constraints is.
@Suite struct PlaceholderPlacementTests {
    static func storyboard(placeholder: Bool) -> String {
        let edges = ["leading", "trailing", "top", "bottom"].enumerated().map { index, edge in
            #"<constraint firstItem="pager" firstAttribute="\#(edge)" secondItem="safe" secondAttribute="\#(edge)" placeholder="YES" id="p\#(index)"/>"#
        }.joined(separator: "\n")
        return IBDocument.storyboard(scenes: IBDocument.scene(content: """
            <view key="view" id="top">
                <rect key="frame" x="0" y="0" width="393" height="852"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="pager">
                        <rect key="frame" x="0" y="59" width="393" height="759"/>
                        <subviews>
                            <label text="Show notes" translatesAutoresizingMaskIntoConstraints="NO" id="notes">
                                <rect key="frame" x="16" y="16" width="90" height="20.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="notes" firstAttribute="leading" secondItem="pager" secondAttribute="leading" constant="16" id="n1"/>
                            <constraint firstItem="notes" firstAttribute="top" secondItem="pager" secondAttribute="top" constant="16" id="n2"/>
                        </constraints>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>\(placeholder ? edges : "")</constraints>
            </view>
            """))
    }

    static func ambiguousViews(placeholder: Bool) throws -> Set<String> {
        let screens = try InterfaceBuilderReader.read(data: Data(storyboard(placeholder: placeholder).utf8), displayPath: "Detail.storyboard")
        let measurer = try #require(CheckRegistryTests.measurer)
        let matrix = VariantMatrix(devices: ["iPhone 15"], orientations: [.portrait], locales: ["en"], categories: [.large])
        let outcome = Sweep(screens: screens, matrix: matrix, backend: LayoutSessionBackend(measurer: measurer),
                            resolver: CatalogResolver(catalog: LocaleCatalog(strings: [:])), jobs: 1).run()
        return Set(outcome.results.flatMap(\.findings).filter { $0.kind == .ambiguous }.map(\.view))
    }

    @Test func aViewPlacedByCodeInPlaceOfItsPlaceholderConstraintsIsNotAmbiguous() throws {
        #expect(try Self.ambiguousViews(placeholder: true).isEmpty)
        #expect(try Self.ambiguousViews(placeholder: false).contains("pager"))
    }
}
