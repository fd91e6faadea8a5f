import Foundation
import Testing
import TestSupport

/// Regression tests for hostile input to the newer readers and to `merge` (issue 38): each
/// input once trapped, hung, blew memory or passed a partial answer off as whole. Each must
/// now end at once with `file:line: error: …` (exit 2) or a warning, and the good screens
/// beside a bad file must still be reported.
@Suite struct HostileFormatsTests {
    /// A folder of files, written fresh for one test.
    private func folder(_ files: [String: String]) throws -> URL {
        let root = ScratchFolder.path("hostile-formats")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return root
    }

    private static let screen = """
        screen: Small
        views:
          title: { type: label, parent: root, key: greeting, style: body }
        constraints:
          - title.leading = root.safeArea.leading + 16
          - title.top = root.safeArea.top + 16
        """

    private static let matrix = ["--devices", "iPhone 15", "--orientations", "portrait", "--categories", "large", "--jobs", "1"]

    private func sweep(_ arguments: [String]) throws -> CLI.Outcome {
        try SweepCommandTests.run(["sweep"] + arguments + Self.matrix)
    }

    // MARK: Numbers that trap

    @Test func aLabelWidthOf1e20IsLaidOutNotATrap() throws {
        let files = try folder(["Wide.layout.yaml": """
            screen: Wide
            views:
              title: { type: label, parent: root, text: "Hello world", style: body, lines: 1 }
            constraints:
              - title.leading = root.leading
              - title.top = root.top
              - title.width = 1e20
            """])
        let outcome = try sweep([files.appendingPathComponent("Wide.layout.yaml").path, "--locales", "en", "--format", "json"])
        #expect(outcome.status <= 1, "\(outcome.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any], "\(outcome.stderr)")
        let headroom = try #require(object["headroom"] as? [[String: Any]])
        #expect(headroom.contains { ($0["charactersLeftAtLarge"] as? Int) == Int.max }, "\(headroom)")
    }

    @Test(arguments: ["1e300", "10001"])
    func aFontSizePastTheLimitIsAnErrorAtItsLine(size: String) throws {
        let files = try folder(["Font.layout.yaml": """
            screen: Font
            views:
              title: { type: label, parent: root, text: "Hello", font: { size: \(size) } }
            constraints:
              - title.leading = root.leading
              - title.top = root.top
            """, "Small.layout.yaml": Self.screen])
        let outcome = try sweep([files.path, "--locales", "en"])
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect((outcome.stdout + outcome.stderr).contains("Font.layout.yaml:3: error: font size must be at most 10000 pt"), "\(outcome.stderr)")
        #expect(outcome.stdout.contains("Small"))
    }

    // MARK: merge

    /// The JSON shards `1/n` … `n/n` of a one-screen sweep, with `edit` applied to each object.
    private func shards(_ count: Int, edit: (inout [String: Any]) -> Void = { _ in }) throws -> [String] {
        let files = try folder(["Small.layout.yaml": Self.screen, "Other.layout.yaml": Self.screen.replacingOccurrences(of: "Small", with: "Other")])
        return try (1...count).map { index in
            let outcome = try sweep([files.path, "--locales", "en,de", "--shard", "\(index)/\(count)", "--format", "json"])
            try #require(outcome.status <= 1, "\(outcome.stderr)")
            var object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
            edit(&object)
            let path = files.appendingPathComponent("shard\(index).json")
            try JSONSerialization.data(withJSONObject: object).write(to: path)
            return path.path
        }
    }

    @Test func layoutCountsThatOverflowAreAnErrorNamingTheShard() throws {
        let files = try shards(2) { object in
            guard var stats = object["stats"] as? [String: Any] else { return }
            stats["layouts"] = Int.max
            object["stats"] = stats
        }
        let outcome = try SweepCommandTests.run(["merge"] + files)
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("shard2.json:1: error: the layouts counted by the reports add up past \(Int.max)"), "\(outcome.stderr)")
    }

    @Test func aMissingOrRepeatedShardIsAnErrorNotAPartialReport() throws {
        let files = try shards(2)
        let alone = try SweepCommandTests.run(["merge", files[0]])
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("error: shard 2/2 missing"), "\(alone.stderr)")
        #expect(alone.stdout.isEmpty)
        let twice = try SweepCommandTests.run(["merge", files[0], files[0]])
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("shard1.json:1: error: shard 1/2 given twice"), "\(twice.stderr)")
        let whole = try SweepCommandTests.run(["merge", files[1], files[0]])
        #expect(whole.status <= 1, "\(whole.stderr)")
        #expect(whole.stdout.contains("Small") && whole.stdout.contains("Other"))
    }

    @Test func shardsOfDifferentSplitsOrNoShardAtAllAreRefused() throws {
        var index = 0
        let files = try shards(2) { object in
            index += 1
            if index == 2 { object["shard"] = ["index": 2, "count": 3] }
        }
        let mixed = try SweepCommandTests.run(["merge"] + files)
        #expect(mixed.status == 2)
        #expect(mixed.stderr.contains("shard2.json:1: error: shard 2/3 belongs to a sweep split 3 ways"), "\(mixed.stderr)")
        let broken = try shards(1) { $0["shard"] = ["index": 0, "count": 0] }
        let zero = try SweepCommandTests.run(["merge"] + broken)
        #expect(zero.status == 2)
        #expect(zero.stderr.contains("shard1.json:1: error: shard 0/0 is not a shard"), "\(zero.stderr)")
    }

    /// 2 × 100,000 distinct errors: de-duplicating them by linear search took minutes.
    @Test func manyErrorsMergeAtOnce() throws {
        var index = 0
        let files = try shards(2) { object in
            index += 1
            object["errors"] = (0..<100_000).map { ["severity": "error", "message": "problem \($0) in shard \(index)", "file": "f\(index).yaml", "line": $0 + 1] }
        }
        let outcome = try SweepCommandTests.run(["merge"] + files + ["--format", "json"])
        #expect(outcome.status == 2, "\(outcome.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect((object["errors"] as? [Any])?.count == 200_000)
    }

    // MARK: Unwritable output

    /// Runs the binary with its standard output sent to `/dev/full`.
    private func runIntoFullDevice(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = try #require(CLI.binary)
        process.arguments = arguments
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let error = Pipe()
        process.standardOutput = full
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: text, as: UTF8.self))
    }

    @Test(arguments: ["text", "json", "junit"])
    func aFullStandardOutputIsAnErrorNotATrap(format: String) throws {
        let files = try folder(["Small.layout.yaml": Self.screen])
        let outcome = try runIntoFullDevice(["sweep", files.path, "--locales", "en", "--format", format] + Self.matrix)
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("error: cannot write to standard output"), "\(outcome.stderr)")
        let output = try sweep([files.path, "--locales", "en", "--output", "/dev/full"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("/dev/full: error: cannot write the report"), "\(output.stderr)")
    }
}
