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

    @Test func aButtonShorterThanItsPaddingDrawsItsTitleWholeButNotShorterThanItsText() throws {
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
        // extraSmall: the 26 pt button loses only the padding around a shorter title.
        let small = try #require(outcome.results.first { $0.variant.category == .extraSmall })
        #expect(!small.findings.contains { $0.kind == .clippedText }, "\(small.findings.map(\.message))")
        // AX5: the title itself is taller than the button: cut by what the text lacks, not the padding.
        let huge = try #require(outcome.results.first { $0.variant.category == .accessibilityExtraExtraExtraLarge })
        let clip = try #require(huge.findings.first { $0.kind == .clippedText })
        let record = try #require(huge.views.first { $0.id == "refresh" })
        guard case let .clippedText(axis, lost, _, _, _, _, _) = clip.details else { Issue.record("not a clip"); return }
        #expect(axis == .vertical)
        let lineHeight = try #require(record.lineHeight)
        #expect(abs(lost - (lineHeight - record.frame.height)) < 2, "lost \(lost) vs text \(lineHeight) in \(record.frame.height)")
    }

    /// DuckDuckGo's JS alert: a rounded text field held at 26 pt (its intrinsic height is 34 with
    /// the border's padding). Its 14 pt line still shows whole, so nothing clips; held at 6 pt,
    /// shorter than the glyphs of "Yes" (about 10 pt from the capital's top to the baseline),
    /// the text itself is cut.
    @Test func aTextFieldShorterThanItsPaddingShowsItsTextWhole() throws {
        func clips(height: Int) throws -> Bool {
            let spec = """
                screen: Alert
                views:
                  answer: { type: textField, parent: root, text: "Yes", font: { size: 14 } }
                constraints:
                  - answer.leading = root.safeArea.leading + 16
                  - answer.trailing = root.safeArea.trailing - 16
                  - answer.top = root.safeArea.top + 16
                  - answer.height = \(height)
                """
            let screen = try LayoutSpecReader.parse(yaml: spec, file: "Alert.layout.yaml")
            let measurer = try #require(CheckRegistryTests.measurer)
            let matrix = VariantMatrix(devices: ["iPhone 15"], orientations: [.portrait], locales: ["en"], categories: [.large])
            let outcome = Sweep(screens: [screen], matrix: matrix, backend: LayoutSessionBackend(measurer: measurer),
                                resolver: CatalogResolver(catalog: LocaleCatalog(strings: [:])), jobs: 1).run()
            return outcome.results.flatMap(\.findings).contains { $0.kind == .clippedText }
        }
        #expect(try !clips(height: 26))
        #expect(try clips(height: 6))
    }

    /// Pocket Casts' icon buttons: a 44 pt button holding a 44 pt image with IB's placeholder
    /// title "Button" still in the file. UIKit gives the image the width first and draws no
    /// title, so nothing is clipped; with a 20 pt image the title gets the rest and is cut.
    @Test func anImageFillingItsButtonLeavesNoTitleToClip() throws {
        func clips(image: Int) throws -> Bool {
            let spec = """
                screen: Player
                views:
                  skip: { type: button, parent: root, text: "Button", style: body, image: { width: \(image), height: 44 },
                          insets: { top: 0, left: 0, bottom: 0, right: 0 } }
                constraints:
                  - skip.leading = root.safeArea.leading + 16
                  - skip.top = root.safeArea.top + 16
                  - skip.width = 44
                  - skip.height = 44
                """
            let screen = try LayoutSpecReader.parse(yaml: spec, file: "Player.layout.yaml")
            let measurer = try #require(CheckRegistryTests.measurer)
            let matrix = VariantMatrix(devices: ["iPhone 15"], orientations: [.portrait], locales: ["en"], categories: [.large])
            let outcome = Sweep(screens: [screen], matrix: matrix, backend: LayoutSessionBackend(measurer: measurer),
                                resolver: CatalogResolver(catalog: LocaleCatalog(strings: [:])), jobs: 1).run()
            return outcome.results.flatMap(\.findings).contains { $0.kind == .clippedText && $0.view == "skip" }
        }
        #expect(try !clips(image: 44))
        #expect(try clips(image: 20))
    }

    /// Pocket Casts' filter screens hold 28 pt segmented controls (32 pt intrinsic): the 13 pt
    /// titles still show whole, so nothing clips; held at 8 pt the titles themselves are cut.
    @Test func aSegmentedControlShorterThanItsPaddingShowsItsTitlesWhole() throws {
        func clips(height: Int) throws -> Bool {
            let spec = """
                screen: Filter
                views:
                  period: { type: segmentedControl, parent: root, segments: ["Day", "Week", "Month"] }
                constraints:
                  - period.leading = root.safeArea.leading + 16
                  - period.top = root.safeArea.top + 16
                  - period.height = \(height)
                """
            let screen = try LayoutSpecReader.parse(yaml: spec, file: "Filter.layout.yaml")
            let measurer = try #require(CheckRegistryTests.measurer)
            let matrix = VariantMatrix(devices: ["iPhone 15"], orientations: [.portrait], locales: ["en"], categories: [.large])
            let outcome = Sweep(screens: [screen], matrix: matrix, backend: LayoutSessionBackend(measurer: measurer),
                                resolver: CatalogResolver(catalog: LocaleCatalog(strings: [:])), jobs: 1).run()
            return outcome.results.flatMap(\.findings).contains { $0.kind == .clippedText && $0.view == "period" }
        }
        #expect(try !clips(height: 28))
        #expect(try clips(height: 8))
    }

    /// A label a little shorter than its line cuts only the empty space above and below the
    /// glyphs: Pocket Casts' "4 of 10" (no accents, no descenders) held 1.5 pt short of its
    /// line is drawn whole, while an accented capital and a descender in the same label lose
    /// ink, and held far shorter any text is cut.
    @Test func aLabelAPointShortOfItsLineCutsOnlyWhereItsGlyphsReach() throws {
        func clips(_ text: String, height: Double) throws -> Bool {
            let spec = """
                screen: Counter
                views:
                  count: { type: label, parent: root, text: "\(text)", style: body }
                constraints:
                  - count.leading = root.safeArea.leading + 16
                  - count.top = root.safeArea.top + 16
                  - count.height = \(height)
                """
            let screen = try LayoutSpecReader.parse(yaml: spec, file: "Counter.layout.yaml")
            let measurer = try #require(CheckRegistryTests.measurer)
            let matrix = VariantMatrix(devices: ["iPhone 15"], orientations: [.portrait], locales: ["en"], categories: [.large])
            let outcome = Sweep(screens: [screen], matrix: matrix, backend: LayoutSessionBackend(measurer: measurer),
                                resolver: CatalogResolver(catalog: LocaleCatalog(strings: [:])), jobs: 1).run()
            return outcome.results.flatMap(\.findings).contains { $0.kind == .clippedText && $0.view == "count" }
        }
        // Body text's line is about 20.3 pt at `large`.
        #expect(try !clips("4 of 10", height: 18.5))
        #expect(try clips("Égypte", height: 18.5))
        #expect(try clips("4 of 10", height: 10))
    }
}
