import Foundation
import Testing
import TextModel
@testable import TextEngine

/// `widthScale` on the system font's stand-in: its advances are scaled so widths approximate
/// SF Pro's; fonts named explicitly and fallbacks are never scaled.
@Suite struct StandInWidthScaleTests {
    static func measurer(scale: Double?) throws -> TextMeasurer {
        var manifest = try TestSupport.manifest()
        manifest.standInText.widthScale = scale ?? 1
        manifest.standInDisplay.widthScale = scale ?? 1
        // Tracking adds to the scaled advances; without it widths are exactly proportional.
        manifest.standInText.appleTracking = false
        manifest.standInDisplay.appleTracking = false
        return try TextMeasurer(manifest: manifest)
    }

    @Test func theStandInsWidthsScaleByTheFactor() throws {
        let plain = try Self.measurer(scale: nil)
        let scaled = try Self.measurer(scale: 0.9)
        for size in [13.0, 17.0, 28.0] {
            let request = TextMeasureRequest(text: "Wolfgang Amadeus", font: .system(size: size), locale: "en", scale: 1000)
            let unscaled = try #require(plain.measure(request).lineWidths.first)
            let narrow = try #require(scaled.measure(request).lineWidths.first)
            #expect(abs(narrow - unscaled * 0.9) < 1e-6, "\(size) pt: \(narrow) vs \(unscaled)")
        }
    }

    @Test func fallbackFacesAreNotScaled() throws {
        let plain = try Self.measurer(scale: nil)
        let scaled = try Self.measurer(scale: 0.9)
        let request = TextMeasureRequest(text: "שלום", font: .system(size: 17), locale: "he", scale: 1000)
        #expect(plain.measure(request).lineWidths == scaled.measure(request).lineWidths)
    }

    @Test func theManifestReadsAndChecksTheFactor() throws {
        func manifest(_ value: String) -> String {
            """
            system:
              standIn:
                text:
                  widthScale: \(value)
                  faces: { regular: Inter-Regular.otf }
            lastResort:
              faces: { regular: NotoSans-Regular.ttf }
            """
        }
        #expect(try FontManifest.parse(yaml: manifest("0.97"), path: "fonts.yaml", directory: nil).standInText.widthScale == 0.97)
        do {
            _ = try FontManifest.parse(yaml: manifest("wide"), path: "fonts.yaml", directory: nil)
            Issue.record("a non-number was accepted")
        } catch let error as FontError {
            guard case .badManifest(_, let line, let reason) = error else { Issue.record("wrong error \(error)"); return }
            #expect(line == 4)
            #expect(reason.contains("widthScale"))
        }
    }

    @Test func theManifestReadsAndChecksAppleTracking() throws {
        func manifest(_ value: String?) -> String {
            """
            system:
              standIn:
                text:
            \(value.map { "      appleTracking: \($0)\n" } ?? "")      faces: { regular: Inter-Regular.otf }
            lastResort:
              faces: { regular: NotoSans-Regular.ttf }
            """
        }
        #expect(try FontManifest.parse(yaml: manifest("true"), path: "fonts.yaml", directory: nil).standInText.appleTracking)
        #expect(try !FontManifest.parse(yaml: manifest(nil), path: "fonts.yaml", directory: nil).standInText.appleTracking)
        do {
            _ = try FontManifest.parse(yaml: manifest("sometimes"), path: "fonts.yaml", directory: nil)
            Issue.record("a non-boolean was accepted")
        } catch let error as FontError {
            guard case .badManifest(_, let line, let reason) = error else { Issue.record("wrong error \(error)"); return }
            #expect(line == 4)
            #expect(reason.contains("appleTracking"))
        }
    }
}
