import Foundation
import Testing
import TestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `layout-stress sweep`, `merge` and `layout`, run as the built binary.
@Suite struct SweepCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> CLI.Outcome {
        try CLI.run(arguments, sourceLocation: sourceLocation)
    }

    static func temporaryFile(_ name: String, _ contents: String) throws -> String {
        let folder = ScratchFolder.path("sweep-cli")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    @Test(arguments: [
        (["sweep", "--categories", "large,huge"], "unknown content size category 'huge'"),
        (["sweep", "--shard", "4/3"], "--shard expects i/n"),
        (["sweep", "--format", "pdf"], "'pdf' is invalid for '--format"),
        (["sweep", "--fail-on", "clipped"], "unknown finding kind 'clipped'"),
        (["sweep", "--orientations", "sideways"], "unknown orientation 'sideways'"),
        (["sweep", "--jobs", "0"], "--jobs must be at least 1"),
        (["sweep", "/nonexistent/screens"], "no such file or folder"),
        (["sweep", "--devices", "Nokia 3310"], "unknown device 'Nokia 3310'"),
        (["layout", "x.layout.yaml", "--device", "iPhone 15", "--category", "AX9", "--locale", "de"], "unknown content size category 'AX9'"),
    ])
    func badFlagsExitWithTwoAndSayWhy(arguments: [String], message: String) throws {
        let outcome = try Self.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("error:"))
    }

    @Test func aBadConfigurationNamesItsFileAndLine() throws {
        let config = try Self.temporaryFile("layout-stress.yml", "locales: [en, de]\ncolours: [red]\ncategories: [large, AX9]\n")
        let outcome = try Self.run(["sweep", "--config", config])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("\(config):2:1: error: unknown key 'colours'"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("\(config):3:"), "\(outcome.stderr)")
    }

    @Test func mergeRejectsFilesThatAreNotReports() throws {
        let garbage = try Self.temporaryFile("shard.json", "{\"hello\": 1}")
        let outcome = try Self.run(["merge", garbage])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("\(garbage):1: error: not a layout-stress JSON report"), "\(outcome.stderr)")
        let missing = try Self.run(["merge", "/nonexistent/shard.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nonexistent/shard.json: error: cannot read the report"))
    }

    // MARK: - The bundled example on the real engine

    static var small: [String] {
        [root.appendingPathComponent("Screens").path, "--locales-dir", root.appendingPathComponent("Locales").path,
         "--devices", "iPhone SE (3rd generation)", "--orientations", "portrait", "--categories", "large,AX5", "--locales", "en,de,ar"]
    }

    /// The report without its timing, for comparing runs.
    static func comparable(_ json: String) throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        object["stats"] = nil
        return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }

    @Test func theOutputDoesNotDependOnTheNumberOfJobs() throws {
        let one = try Self.run(["sweep"] + Self.small + ["--format", "json", "--variants", "all", "--jobs", "1"])
        let two = try Self.run(["sweep"] + Self.small + ["--format", "json", "--variants", "all", "--jobs", "2"])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(two.status == 0)
        #expect(try Self.comparable(one.stdout) == Self.comparable(two.stdout))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])
        #expect((object["results"] as? [Any])?.count == 8 * 3 * 2)
        let stats = try #require(object["stats"] as? [String: Any])
        #expect(stats["variants"] as? Int == 48)
    }

    @Test func shardsMergeToTheFullSweep() throws {
        let full = try Self.run(["sweep"] + Self.small + ["--format", "json", "--variants", "all"])
        let folder = ScratchFolder.path("sweep-shards").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var files: [String] = []
        for index in 1...3 {
            let file = "\(folder)/shard\(index).json"
            let shard = try Self.run(["sweep"] + Self.small + ["--format", "json", "--shard", "\(index)/3", "--output", file])
            #expect(shard.status == 0, "\(shard.stderr)")
            files.append(file)
        }
        let merged = try Self.run(["merge"] + files + ["--format", "json"])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(try Self.comparable(merged.stdout) == Self.comparable(full.stdout))
    }

    @Test func failOnAndTheBaseline() throws {
        let failing = try Self.run(["sweep"] + Self.small + ["--fail-on", "clipped-text"])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("selected by --fail-on clipped-text (exit 1)"))
        let baseline = ScratchFolder.path("baseline").appendingPathExtension("json").path
        let written = try Self.run(["sweep"] + Self.small + ["--write-baseline", baseline])
        #expect(written.status == 0)
        let adopted = try Self.run(["sweep"] + Self.small + ["--fail-on", "all", "--baseline", baseline])
        #expect(adopted.status == 0, "\(adopted.stdout)")
        #expect(adopted.stdout.contains("in the baseline"))
        #expect(!adopted.stderr.contains("baseline entr"), "\(adopted.stderr)")
        // Findings the baseline accepts that no longer occur (a smaller sweep here) are stale: said once.
        let narrowed = try Self.run(["sweep"] + Self.small.dropLast() + ["en", "--baseline", baseline])
        #expect(narrowed.stderr.contains("warning: ") && narrowed.stderr.contains("baseline entries match no finding any more"),
                "\(narrowed.stderr)")
        #expect(narrowed.stderr.contains(baseline), "\(narrowed.stderr)")
        // A finding the baseline does not list (a new locale brings new ones) fails again.
        let widened = try Self.run(["sweep"] + Self.small.dropLast() + ["en,de,ar,fi,th", "--fail-on", "missing-translation", "--baseline", baseline])
        #expect(widened.status == 1, "\(widened.stdout)")
    }

    @Test func everyFormatValidates() throws {
        // JUnit fails the cases that fail the run, and only those.
        let junit = try Self.run(["sweep"] + Self.small + ["--format", "junit", "--fail-on", "all"])
        #expect(junit.status == 1)
        let parser = XMLParser(data: Data(junit.stdout.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        #expect(junit.stdout.contains("<failure"))

        let sarif = try Self.run(["sweep"] + Self.small + ["--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]) != nil })

        let html = try Self.run(["sweep"] + Self.small + ["--format", "html"])
        #expect(html.stdout.hasPrefix("<!DOCTYPE html>"))
        let figures = html.stdout.components(separatedBy: "<figure").count - 1
        #expect(figures > 0)
        #expect(html.stdout.components(separatedBy: "<svg").count - 1 >= figures)
    }

    @Test func theDefaultTextReportShowsGermanClippingAndTheKeptMediaControls() throws {
        let outcome = try Self.run(["sweep"] + Self.small)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("Settings"))
        // The value column resists compression at 751, so the title gives way: a clip with a cause.
        #expect(outcome.stdout.contains("storageTitle clips"))
        // The cellular row ties a label and a switch at 750: either may give way, so it is ambiguous.
        #expect(outcome.stdout.contains("cellularTitle has an ambiguous frame"))
        #expect(outcome.stdout.contains("MediaPlayer: mirrored ✓ · kept left-to-right by design"))
        #expect(outcome.stdout.contains("ProfileCard: not mirrored: handle, bio"))
        #expect(!outcome.stdout.contains("\u{1B}["))
    }

    @Test func layoutShowsOneVariantWithTheSweepsFindings() throws {
        let spec = Self.root.appendingPathComponent("Screens/ProfileCard.layout.yaml").path
        let outcome = try Self.run(["layout", spec, "--device", "iPhone SE (3rd generation)", "--category", "large", "--locale", "ar",
                                    "--locales-dir", Self.root.appendingPathComponent("Locales").path, "--format", "json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect(object["direction"] as? String == "rtl")
        let kinds = (object["findings"] as? [[String: Any]])?.compactMap { $0["kind"] as? String } ?? []
        #expect(kinds.contains("rtl-not-mirrored"))
        let svg = try Self.run(["layout", spec, "--device", "iPhone 15", "--category", "AX5", "--locale", "de",
                                "--locales-dir", Self.root.appendingPathComponent("Locales").path, "--format", "svg"])
        #expect(svg.stdout.hasPrefix("<svg"))
    }

    @Test func aBrokenScreenIsReportedWhileTheOthersAreSwept() throws {
        let good = try Self.temporaryFile("Good.layout.yaml", """
        screen: Good
        views:
          title: { type: label, parent: root, text: "Hello", style: body }
        constraints:
          - title.top = root.safeArea.top + 20
          - title.leading = root.safeArea.leading + 16
        """)
        let folder = (good as NSString).deletingLastPathComponent
        try Data("""
        screen: Broken
        views:
          title: { type: label, parent: root, text: "Hi" }
        constraints:
          - title.top = ghost.bottom + 8
        """.utf8).write(to: URL(fileURLWithPath: folder + "/Broken.layout.yaml"))
        let outcome = try Self.run(["sweep", folder, "--locales", "en", "--categories", "large", "--devices", "iPhone 15",
                                    "--orientations", "portrait", "--format", "json", "--variants", "all"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("\(folder)/Broken.layout.yaml:5"), "\(outcome.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let screens = (object["results"] as? [[String: Any]])?.compactMap { $0["screen"] as? String }
        #expect(screens == ["Good"])
    }

    @Test func aConfigurationFileDrivesTheSweepWithPathsRelativeToItsFolder() throws {
        let config = try Self.temporaryFile("layout-stress.yml", """
        screens: [Specs/**/*.layout.yaml]
        locales: [en, de]
        categories: [large, XXXL]
        devices: [iPhone SE (3rd generation)]
        orientations: [portrait]
        failOn: [clipped-text]
        localesDir: Strings
        """)
        let folder = (config as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder + "/Specs/Deep", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/Strings/de", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/Strings/en", withIntermediateDirectories: true)
        try Data("""
        screen: Row
        views:
          title: { type: label, parent: root, key: row.title, style: body }
        constraints:
          - title.top = root.safeArea.top + 20
          - title.leading = root.safeArea.leading + 16
          - title.width = 120
        """.utf8).write(to: URL(fileURLWithPath: folder + "/Specs/Deep/Row.layout.yaml"))
        try Data("\"row.title\" = \"Alerts\";\n".utf8).write(to: URL(fileURLWithPath: folder + "/Strings/en/Localizable.strings"))
        try Data("\"row.title\" = \"Benachrichtigungseinstellungen\";\n".utf8).write(to: URL(fileURLWithPath: folder + "/Strings/de/Localizable.strings"))
        let outcome = try Self.run(["sweep", "--config", config, "--format", "json", "--variants", "all"])
        #expect(outcome.status == 1, "\(outcome.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect((object["results"] as? [Any])?.count == 4)
        let findings = object["findings"] as? [[String: Any]] ?? []
        let clipped = try #require(findings.first { $0["kind"] as? String == "clipped-text" })
        #expect(clipped["locales"] as? [String] == ["de"])
        #expect((clipped["location"] as? [String: Any])?["file"] as? String == folder + "/Specs/Deep/Row.layout.yaml")
        // Flags override the file: nothing selected to fail, so the run passes.
        let overridden = try Self.run(["sweep", "--config", config, "--fail-on", "none"])
        #expect(overridden.status == 0)
    }
}
