import Diagnostics
import Foundation
import LayoutEngine
import Localization
import StressKit
import Testing
import TextEngine

@Suite struct ConfigurationReaderTests {
    @Test func readsEveryKeyAndResolvesPathsAgainstTheFilesFolder() throws {
        let text = """
        screens: [Screens/**/*.layout.yaml, App/Main.storyboard]
        locales: [en, de, ar, pseudo-double]
        categories: [large, AX5, xS]
        devices: [iPhone SE (3rd generation), iPhone 15]
        orientations: portrait
        failOn: [clipped-text, unsatisfiable]
        baseline: layout-stress-baseline.json
        localesDir: Locales/
        jobs: 3
        designTimeExpansion: 40%
        """
        let configuration = try ConfigurationReader.parse(text, file: "proj/layout-stress.yml", baseDirectory: "proj")
        #expect(configuration.screens == ["proj/Screens/**/*.layout.yaml", "proj/App/Main.storyboard"])
        #expect(configuration.locales == ["en", "de", "ar", "pseudo-double"])
        #expect(configuration.categories == [.extraSmall, .large, .accessibilityExtraExtraExtraLarge])
        #expect(configuration.devices == ["iPhone SE (3rd generation)", "iPhone 15"])
        #expect(configuration.orientations == [.portrait])
        #expect(configuration.failOn == [.clippedText, .unsatisfiable])
        #expect(configuration.baseline == "proj/layout-stress-baseline.json")
        #expect(configuration.localesDir == "proj/Locales/")
        #expect(configuration.jobs == 3)
        #expect(configuration.designTimeExpansion == .factor(0.4))
        #expect(configuration.location(of: "devices")?.line == 4)
    }

    @Test func categoriesAllMeansTheTwelve() throws {
        let configuration = try ConfigurationReader.parse("categories: all", file: "c.yml", baseDirectory: "")
        #expect(configuration.categories == ContentSizeCategory.allCases)
    }

    @Test(arguments: [
        ("locales: [en]\ncolours: [red]\n", 2, "unknown key 'colours'"),
        ("categories: [large, huge]\n", 1, "unknown content size category 'huge'"),
        ("locales: [en]\nfailOn: [clipped]\n", 2, "unknown finding kind 'clipped'"),
        ("locales: [en\ndevices: x\n", 2, "invalid YAML"),
        ("jobs: many\n", 1, "jobs must be a positive whole number"),
        ("- en\n- de\n", 1, "expected a mapping"),
        ("orientations: [sideways]\n", 1, "unknown orientation 'sideways'"),
        ("locales: [en]\ndesignTimeExpansion: lots\n", 2, "designTimeExpansion must be none, guideline or a share"),
    ])
    func badInputNamesTheFileAndLine(text: String, line: Int, message: String) {
        do {
            _ = try ConfigurationReader.parse(text, file: "layout-stress.yml", baseDirectory: "")
            Issue.record("expected an error for \(text)")
        } catch let error as DiagnosticError {
            let first = error.diagnostics.first
            #expect(first?.location?.file == "layout-stress.yml")
            #expect(first?.location?.line == line)
            #expect(first?.message.contains(message) == true, "\(String(describing: first))")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func globsMatchNestedFoldersAndFoldersListTheirScreens() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stresskit-glob-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for file in ["Screens/A.layout.yaml", "Screens/Deep/B.layout.yaml", "Screens/notes.txt", "App/Main.storyboard", "App/View.xib"] {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: path))
        }
        #expect(try ScreenPathResolver.expand([root + "/Screens/**/*.layout.yaml"]) == [root + "/Screens/A.layout.yaml", root + "/Screens/Deep/B.layout.yaml"])
        #expect(try ScreenPathResolver.expand([root + "/App"]) == [root + "/App/Main.storyboard", root + "/App/View.xib"])
        #expect(try ScreenPathResolver.expand([root + "/App/*.xib", root + "/App/View.xib"]) == [root + "/App/View.xib"])
        #expect(throws: DiagnosticError.self) { try ScreenPathResolver.expand([root + "/Nope"]) }
        #expect(throws: DiagnosticError.self) { try ScreenPathResolver.expand([root + "/Screens/*.xib"]) }
    }

    /// A folder's screens leave out what ships none of the app's: dependencies, build output,
    /// hidden folders and test targets below it. Named directly, such a folder is swept.
    @Test func aFolderListsNoScreensOfDependenciesBuildsOrTests() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stresskit-folders-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let kept = ["App/Main.storyboard", "App/Rows/Cell.xib", "App/Views/BannerView.swift"]
        let left = ["App/Pods/Lib/Lib.xib", "App/Carthage/Checkouts/Kit/Kit.xib", "App/build/Main.storyboard", "App/.hidden/Old.xib",
                    "App/AppTests/Fixture.storyboard", "App/AppUITests/Screen.swift", "App/Views/BannerViewTests.swift", "App/Package.swift"]
        for file in kept + left {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: path))
        }
        #expect(try ScreenPathResolver.expand([root + "/App"]) == kept.map { root + "/" + $0 }.sorted())
        #expect(try ScreenPathResolver.expand([root + "/App/AppTests"]) == [root + "/App/AppTests/Fixture.storyboard"])
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", ""])
    func malformedShardsAreRejected(text: String) {
        #expect(throws: DiagnosticError.self) { try Shard(parsing: text) }
    }

    @Test func shardsDealUnitsRoundRobin() throws {
        let shard = try Shard(parsing: "2/3")
        #expect((0..<9).filter(shard.includes) == [1, 4, 7])
    }
}
