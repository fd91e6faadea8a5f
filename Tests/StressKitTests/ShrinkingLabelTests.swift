import Localization
import ScreenFormats
import StressKit
import Testing
import TextEngine

/// "Clips" only where UIKit draws cut text: a shrinking label that fits once shrunk is drawn
/// whole (smaller), one that does not fit even at its minimum scale is cut.
@Suite struct ShrinkingLabelTests {
    static func clipped(width: Int, factor: Double) throws -> [String] {
        let spec = """
            screen: Shrink
            views:
              title: { type: label, parent: root, text: "Hello world", style: body, minimumScaleFactor: \(factor) }
            constraints:
              - title.leading = root.safeArea.leading + 16
              - title.top = root.safeArea.top + 16
              - title.width = \(width)
            """
        let screen = try LayoutSpecReader.parse(yaml: spec, file: "Shrink.layout.yaml")
        let measurer = try #require(CheckRegistryTests.measurer)
        let matrix = VariantMatrix(devices: ["iPhone 15"], orientations: [.portrait], locales: ["en"], categories: [.large])
        let outcome = Sweep(screens: [screen], matrix: matrix, backend: LayoutSessionBackend(measurer: measurer),
                            resolver: CatalogResolver(catalog: LocaleCatalog(strings: [:])), jobs: 1).run()
        return outcome.results.flatMap(\.findings).filter { $0.kind == .clippedText }.map(\.view)
    }

    @Test func aLabelThatFitsOnceShrunkDoesNotClip() throws {
        #expect(try Self.clipped(width: 70, factor: 0.5).isEmpty)
    }

    @Test func aLabelTooLongEvenShrunkClips() throws {
        #expect(try Self.clipped(width: 30, factor: 0.5) == ["title"])
        #expect(try Self.clipped(width: 70, factor: 0) == ["title"], "without shrinking the same width cuts the text")
    }

    @Test func aButtonShorterThanItsInsetsDrawsItsTitleWhole() throws {
        let spec = """
            screen: Squeezed
            views:
              refresh: { type: button, parent: root, text: "Refresh Account", style: headline }
            constraints:
              - refresh.centerX = root.centerX
              - refresh.top = root.safeArea.top + 16
              - refresh.height = 26
            """
        let screen = try LayoutSpecReader.parse(yaml: spec, file: "Squeezed.layout.yaml")
        let measurer = try #require(CheckRegistryTests.measurer)
        let matrix = VariantMatrix(devices: ["iPhone 15"], orientations: [.portrait], locales: ["en"], categories: [.extraSmall, .accessibilityExtraExtraExtraLarge])
        let outcome = Sweep(screens: [screen], matrix: matrix, backend: LayoutSessionBackend(measurer: measurer),
                            resolver: CatalogResolver(catalog: LocaleCatalog(strings: [:])), jobs: 1).run()
        #expect(outcome.results.count == 2)
        #expect(!outcome.results.flatMap(\.findings).contains { $0.kind == .clippedText }, "\(outcome.results.flatMap(\.findings).map(\.message))")
    }
}
