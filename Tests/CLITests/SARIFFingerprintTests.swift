import Foundation
import Testing

/// SARIF for code scanning: fingerprints that survive renaming a scene, URIs relative to a base
/// folder named in `originalUriBaseIds`, and rules with readable names and help.
@Suite struct SARIFFingerprintTests {
    static func sarif(sceneTitle: String) throws -> (log: [String: Any], folder: String) {
        let storyboard = ConfirmedFindingsTests.storyboard.replacingOccurrences(of: "<!--Welcome-->", with: "<!--\(sceneTitle)-->")
        let folder = try RunContextTests.project(["Package.swift": "// swift-tools-version:5.9\n", "App/Base.lproj/Main.storyboard": storyboard])
        let outcome = try SweepCommandTests.run(["sweep", folder + "/App/Base.lproj/Main.storyboard", "--locales", "en", "--categories", "large",
                                                 "--devices", "iPhone 15", "--orientations", "portrait", "--format", "sarif", "--base-dir", folder])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any], "\(outcome.stderr)")
        return (log, folder)
    }

    static func clipped(_ log: [String: Any]) throws -> [String: Any] {
        let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        return try #require(results.first { $0["ruleId"] as? String == "clipped-text" })
    }

    @Test func renamingASceneKeepsTheFingerprint() throws {
        let before = try Self.clipped(Self.sarif(sceneTitle: "Welcome").log)
        let after = try Self.clipped(Self.sarif(sceneTitle: "Greeting").log)
        let fingerprint = try #require((before["partialFingerprints"] as? [String: String])?["layoutStress/v2"])
        #expect(fingerprint == (after["partialFingerprints"] as? [String: String])?["layoutStress/v2"])
        #expect(!fingerprint.contains("Welcome"), "\(fingerprint)")
        #expect(fingerprint.hasPrefix("App/Base.lproj/Main.storyboard|"), "\(fingerprint)")
    }

    @Test func urisAreRelativeToTheBaseAndRulesExplainThemselves() throws {
        let (log, folder) = try Self.sarif(sceneTitle: "Welcome")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let base = try #require((run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any])
        #expect((base["uri"] as? String)?.hasPrefix("file://") == true && (base["uri"] as? String)?.hasSuffix("/") == true, "\(base)")
        #expect((base["uri"] as? String)?.contains(URL(fileURLWithPath: folder).lastPathComponent) == true, "\(base)")
        let result = try Self.clipped(log)
        let artifact = try #require((((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]) as? [String: Any])
        #expect(artifact["uri"] as? String == "App/Base.lproj/Main.storyboard" && artifact["uriBaseId"] as? String == "SRCROOT", "\(artifact)")
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let names = rules.compactMap { $0["name"] as? String }
        #expect(names.contains("ClippedText") && names.contains("SmallTouchTarget") && names.contains("RTLNotMirrored"), "\(names)")
        for rule in rules {
            let markdown = (rule["help"] as? [String: Any])?["markdown"] as? String ?? ""
            #expect(markdown.contains("```yaml") && markdown.contains("screen:"), "\(rule["id"] ?? "")")
            #expect((rule["helpUri"] as? String)?.hasPrefix("https://") == true)
        }
    }
}
