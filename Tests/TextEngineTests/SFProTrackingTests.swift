import Foundation
import Testing
@testable import TextEngine

@Suite struct SFProTrackingTests {
    /// Fixtures/FakePro/FakePro-Text.ttf (scripts/make-test-fonts.py): A 600, B 700 units of 1000.
    static let folder = TestSupport.repositoryRoot.appendingPathComponent("Tests/TextEngineTests/Fixtures/FakePro")

    private func manifest() -> FontManifest {
        var manifest = FontManifest.builtIn
        manifest.directory = SFProTrackingTests.folder
        manifest.sfProText = FaceSet(faces: [.regular: "FakePro-Text.ttf"])
        manifest.sfProDisplay = FaceSet(faces: [.regular: "FakePro-Text.ttf"])
        return manifest
    }

    @Test func sfProIsPreferredAndTrackedOnlyWhenItDrawsTheSystemFont() throws {
        let measurer = try TextMeasurer(manifest: manifest())
        func width(_ font: FontSpec, _ category: ContentSizeCategory = .large) -> Double {
            measurer.measure(TextMeasureRequest(text: "AB", font: font, category: category, scale: 1000)).lineWidths[0]
        }
        // 17 pt: advances 1.3 em, tracking −26/1000 em after each of the two characters (HIG table).
        #expect(abs(width(.system(size: 17)) - (1.3 * 17 - 2 * 0.026 * 17)) < 1e-9)
        #expect(abs(width(.style(.body)) - (1.3 * 17 - 2 * 0.026 * 17)) < 1e-9)
        // 24 pt (display sizes): +3/1000 em.
        #expect(abs(width(.system(size: 24)) - (1.3 * 24 + 2 * 0.003 * 24)) < 1e-9)
        // body at AX5 is 53 pt: +6/1000 em.
        #expect(abs(width(.style(.body), .accessibilityExtraExtraExtraLarge) - (1.3 * 53 + 2 * 0.006 * 53)) < 1e-9)
        // The same file named directly is a plain font: HarfBuzz advances, nothing added.
        let file = SFProTrackingTests.folder.appendingPathComponent("FakePro-Text.ttf").path
        #expect(abs(width(FontSpec(source: .custom(family: file, size: 17))) - 1.3 * 17) < 1e-9)
    }

    @Test(.enabled(if: TestSupport.fontPath("SF-Pro-Text-Regular.otf") == nil, "SF Pro is installed, so the system font is not the Inter stand-in"),
          .enabled(if: TestSupport.hbShape != nil, "hb-shape (libharfbuzz-bin) is not installed"))
    func standInsAreTrackedOnlyWhenTheManifestSays() throws {
        let measurer = try #require(TestSupport.measurer)
        let inter = try #require(TestSupport.fontPath("Inter-Regular.otf"))
        let upem = try #require(TestSupport.unitsPerEm(inter))
        let reference = try #require(TestSupport.referenceWidthInEm(font: inter, text: "AB", unitsPerEm: upem))
        let request = TextMeasureRequest(text: "AB", font: .system(size: 17), scale: 1000)
        let measured = measurer.measure(request).lineWidths[0]
        // Plain advances times the manifest's width calibration, plus 17 pt's −26/1000 em on
        // each letter when the manifest gives the stand-in Apple's tracking (the bundled one does).
        var manifest = try TestSupport.manifest()
        let scale = manifest.standInText.widthScale
        #expect(manifest.standInText.appleTracking)
        #expect(abs(measured - (reference * scale + 2 * -0.026) * 17) < 1e-9)
        manifest.standInText.appleTracking = false
        let untracked = try TextMeasurer(manifest: manifest).measure(request).lineWidths[0]
        #expect(abs(untracked - reference * 17 * scale) < 1e-9)
    }
}
