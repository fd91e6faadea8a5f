import Foundation
import Testing
@testable import TextEngine

@Suite struct FontManifestTests {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layout-stress-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func repositoryManifestDeclaresTheSameRolesAsTheBuiltInDefaults() throws {
        let manifest = try TestSupport.manifest()
        let builtIn = FontManifest.builtIn
        #expect(manifest.displayFromSize == 20)
        #expect(manifest.standInText == builtIn.standInText)
        #expect(manifest.standInDisplay == builtIn.standInDisplay)
        #expect(manifest.sfProText == builtIn.sfProText)
        #expect(manifest.sfProDisplay == builtIn.sfProDisplay)
        #expect(manifest.fallbacks == builtIn.fallbacks)
        #expect(manifest.lastResort == builtIn.lastResort)
        #expect(manifest.families == builtIn.families)
        #expect(manifest.standInText.file(for: .regular) == "Inter-Regular.otf")
        #expect(manifest.standInDisplay.file(for: .bold) == "InterDisplay-Bold.otf")
        #expect(manifest.fallback(forScript: "Thai")?.file(for: .regular) == "NotoSansThai-Regular.ttf")
    }

    @Test func weightsFallBackToTheNearestListedWeight() {
        let set = FaceSet(faces: [.regular: "R.ttf", .bold: "B.ttf"])
        #expect(set.file(for: .regular) == "R.ttf")
        #expect(set.file(for: .medium) == "R.ttf")
        #expect(set.file(for: .semibold) == "B.ttf")
        #expect(set.file(for: .black) == "B.ttf")
        #expect(set.file(for: .ultraLight) == "R.ttf")
    }

    @Test func cjkCollectionIndexFollowsTheLocale() {
        let cjk = FontManifest.builtIn.fallback(forScript: "Hani")
        #expect(cjk?.index(forLocaleKeys: LocaleContext("ja").lookupKeys) == 0)
        #expect(cjk?.index(forLocaleKeys: LocaleContext("ko").lookupKeys) == 1)
        #expect(cjk?.index(forLocaleKeys: LocaleContext("zh-Hans").lookupKeys) == 2)
        #expect(cjk?.index(forLocaleKeys: LocaleContext("zh-Hant").lookupKeys) == 3)
        #expect(cjk?.index(forLocaleKeys: LocaleContext("zh-TW").lookupKeys) == 3)
        #expect(cjk?.index(forLocaleKeys: LocaleContext("zh-HK").lookupKeys) == 4)
        #expect(cjk?.index(forLocaleKeys: LocaleContext("en").lookupKeys) == 0)
    }

    @Test func traditionalAndSimplifiedChineseUseDifferentFaces() throws {
        let measurer = try #require(TestSupport.measurer)
        // 門 has distinct regional glyph designs; at least the chosen faces must differ in the line box or width.
        let hant = measurer.measure(TextMeasureRequest(text: "這個設定", font: .style(.body), locale: "zh-Hant"))
        let hans = measurer.measure(TextMeasureRequest(text: "这个设定", font: .style(.body), locale: "zh-Hans"))
        #expect(hant.missingCharacters.isEmpty && hans.missingCharacters.isEmpty)
        #expect(hant.width > 0 && hans.width > 0)
    }

    @Test func shapesARealStringThroughAFaceFoundViaFonts() throws {
        let manifest = try TestSupport.manifest()
        #expect(manifest.directory?.lastPathComponent == "Fonts")
        let measurer = try TextMeasurer(manifest: manifest)
        let result = measurer.measure(TextMeasureRequest(text: "Hello, world", font: .style(.body)))
        #expect(result.width > 0)
        #expect(result.missingCharacters.isEmpty)
    }

    @Test func locatePrefersExplicitThenCurrentDirectoryThenTheExecutablesRepository() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Explicit folder without a manifest: built-in roles, that folder searched first.
        let explicit = try FontManifest.locate(explicit: folder.path, currentDirectory: folder, executable: nil)
        #expect(explicit.directory?.resolvingSymlinksInPath().path == folder.resolvingSymlinksInPath().path)
        #expect(explicit.standInText == FontManifest.builtIn.standInText)
        // Missing explicit folder: an error, not a silent default.
        #expect(throws: FontError.self) {
            try FontManifest.locate(explicit: folder.appendingPathComponent("missing").path, currentDirectory: folder, executable: nil)
        }
        // Nothing anywhere: the built-in defaults.
        let none = try FontManifest.locate(explicit: nil, currentDirectory: folder, executable: nil)
        #expect(none.origin == FontManifest.builtIn.origin)
        // The executable's repository, found by walking up from .build/debug/layout-stress.
        let executable = TestSupport.repositoryRoot.appendingPathComponent(".build/debug/layout-stress")
        let walked = try FontManifest.locate(explicit: nil, currentDirectory: folder, executable: executable)
        #expect(walked.origin == TestSupport.repositoryRoot.appendingPathComponent("Fonts/fonts.yaml").path)
        // ./Fonts/fonts.yaml in the current directory wins over the executable's.
        let local = folder.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: local, withIntermediateDirectories: true)
        let yaml = try String(contentsOf: TestSupport.repositoryRoot.appendingPathComponent("Fonts/fonts.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "displayFromSize: 20", with: "displayFromSize: 24")
        try yaml.write(to: local.appendingPathComponent("fonts.yaml"), atomically: true, encoding: .utf8)
        let current = try FontManifest.locate(explicit: nil, currentDirectory: folder, executable: executable)
        #expect(current.displayFromSize == 24)
    }

    @Test func malformedManifestsNameTheLine() throws {
        let bad = """
        system:
          standIn:
            text:
              faces: { regular: Inter-Regular.otf, heavyish: X.otf }
        lastResort:
          faces: { regular: NotoSans-Regular.ttf }
        """
        do {
            _ = try FontManifest.parse(yaml: bad, path: "fonts.yaml", directory: nil)
            Issue.record("a bad weight name was accepted")
        } catch let error as FontError {
            guard case .badManifest(let path, let line, let reason) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(path == "fonts.yaml")
            #expect(line == 4)
            #expect(reason.contains("heavyish"))
        }
        do {
            _ = try FontManifest.parse(yaml: "lastResort:\n  faces: { regular: A.ttf }\nsystem: [1, 2", path: "f.yaml", directory: nil)
            Issue.record("unclosed YAML was accepted")
        } catch FontError.badManifest(let path, let line, let reason) {
            #expect(path == "f.yaml")
            // The list opened on line 3 is never closed; the parser notices where the text ends.
            #expect((3...4).contains(line ?? 0))
            #expect(reason.hasPrefix("malformed YAML"))
        } catch {
            Issue.record("wrong error \(error)")
        }
        #expect(throws: FontError.self) { try FontManifest.parse(yaml: "lastResort: {}", path: "f.yaml", directory: nil) }
    }

    @Test func aMissingFaceNamesItsDebianPackage() throws {
        var manifest = FontManifest.builtIn
        manifest.standInText = FaceSet(faces: [.regular: "NoSuchFace-Regular.otf"], package: "fonts-nosuch")
        do {
            _ = try TextMeasurer(manifest: manifest)
            Issue.record("a missing system face was accepted")
        } catch let error as FontError {
            #expect(error.description.contains("NoSuchFace-Regular.otf"))
            #expect(error.description.contains("fonts-nosuch"))
        }
    }

    @Test func customFamiliesResolveByManifestOrFileNameAndFallBackWithAWarning() throws {
        let measurer = try TextMeasurer(manifest: TestSupport.manifest())
        let system = measurer.measure(TextMeasureRequest(text: "Family", font: .system(size: 15), scale: 1000))
        let inter = measurer.measure(TextMeasureRequest(text: "Family", font: FontSpec(source: .custom(family: "Inter", size: 15)), scale: 1000))
        // Inter is both the family and the stand-in; only the stand-in carries the SF Pro width
        // calibration and Apple's tracking (15 pt: −16/1000 em on each of the 6 letters).
        let manifest = try TestSupport.manifest()
        let tracking = manifest.standInText.appleTracking ? 6 * -0.016 * 15 : 0
        #expect(abs(inter.lineWidths[0] * manifest.standInText.widthScale + tracking - system.lineWidths[0]) < 1e-9)
        let byFileName = measurer.measure(TextMeasureRequest(text: "Family", font: FontSpec(source: .custom(family: "Noto Serif", size: 15)), scale: 1000))
        #expect(byFileName.lineWidths != system.lineWidths)
        let unknown = measurer.measure(TextMeasureRequest(text: "Family", font: FontSpec(source: .custom(family: "Avenir Next Nowhere", size: 15)), scale: 1000))
        #expect(unknown.lineWidths == system.lineWidths)
        #expect(measurer.warnings.contains { $0.contains("Avenir Next Nowhere") })
    }

    @Test func corruptFontFilesGiveAClearError() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let measurer = try #require(TestSupport.measurer)
        let garbage = folder.appendingPathComponent("Garbage.ttf")
        var generator = SplitMix(seed: 7)
        try Data((0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) }).write(to: garbage)
        let empty = folder.appendingPathComponent("Empty.otf")
        try Data().write(to: empty)
        for file in [garbage, empty] {
            do {
                try measurer.validateFontFile(file.path)
                Issue.record("\(file.lastPathComponent) was accepted as a font")
            } catch let error as FontError {
                #expect(error.description.contains(file.path))
                #expect(error.diagnostic.description.contains("error:"))
            }
            // Measuring with it never crashes: the system font stands in and a warning says so.
            let result = measurer.measure(TextMeasureRequest(text: "Still measured", font: FontSpec(source: .custom(family: file.path, size: 17))))
            #expect(result.width > 0)
        }
        #expect(throws: FontError.self) {
            try measurer.validateFontFile(try #require(TestSupport.fontPath("Inter-Regular.otf")), index: 3)
        }
    }

    @Test func charactersNoFaceCoversAreReportedAndStillTakeRoom() throws {
        let measurer = try #require(TestSupport.measurer)
        let plain = measurer.measure(TextMeasureRequest(text: "AB", font: .style(.body), scale: 1000))
        let withMissing = measurer.measure(TextMeasureRequest(text: "A\u{10FFFD}B\u{10FFFD}\u{F0001}", font: .style(.body), scale: 1000))
        #expect(withMissing.missingCharacters == ["\u{10FFFD}", "\u{F0001}"])
        #expect(withMissing.width > plain.width)
        // Invisible controls and white space are never "missing".
        let invisible = measurer.measure(TextMeasureRequest(text: "A\u{200D}\u{200F} B\u{2028}", font: .style(.body)))
        #expect(invisible.missingCharacters.isEmpty)
        // Every script the manifest promises is covered.
        for (text, locale) in [("مرحبا", "ar"), ("שלום", "he"), ("สวัสดี", "th"), ("नमस्ते", "hi"), ("こんにちは", "ja"), ("안녕하세요", "ko"), ("Привет", "ru"), ("Γειά", "el"), ("😀👍🏽🇫🇮", "en"),
                               ("தமிழ்", "ta"), ("සිංහල", "si"), ("বাংলা", "bn"), ("ગુજરાતી", "gu"), ("ਪੰਜਾਬੀ", "pa"), ("ಕನ್ನಡ", "kn"),
                               ("മലയാളം", "ml"), ("తెలుగు", "te"), ("ଓଡ଼ିଆ", "or"), ("ខ្មែរ", "km"), ("ລາວ", "lo"), ("မြန်မာ", "my"),
                               ("ქართული", "ka"), ("Հայերեն", "hy"), ("አማርኛ", "am")] {
            #expect(measurer.measure(TextMeasureRequest(text: text, font: .style(.body), locale: locale)).missingCharacters.isEmpty, "\(locale)")
        }
    }
}
