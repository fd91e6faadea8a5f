import Foundation
import Testing

/// `layout-stress sweep`, `merge` and `layout`, run as the built binary.
@Suite struct SweepCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func run(_ arguments: [String]) throws -> PseudoCommandTests.Outcome {
        try PseudoCommandTests.run(arguments, stdin: Data())
    }

    static func temporaryFile(_ name: String, _ contents: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sweep-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    @Test(arguments: [
        (["sweep", "--categories", "large,huge"], "unknown content size category 'huge'"),
        (["sweep", "--shard", "4/3"], "--shard expects i/n"),
        (["sweep", "--format", "pdf"], "unknown format 'pdf'"),
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
}
