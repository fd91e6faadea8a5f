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
        try ScratchFolder.folder(files, prefix: "hostile-formats")
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

    // MARK: Binary property-list DAGs

    /// A binary plist `{ greeting: [[…]] }` whose array at each of `levels` levels holds the
    /// one below `width` times: a few hundred bytes that expand to width^levels objects.
    static func binaryPlistDAG(levels: Int, width: Int) -> Data {
        var objects: [[UInt8]] = [[0x58] + Array("greeting".utf8), [0x51, UInt8(ascii: "x")]]
        for _ in 0..<levels {
            let below = UInt8(objects.count - 1)
            objects.append([0xAF, 0x10, UInt8(width)] + Array(repeating: below, count: width))
        }
        objects.append([0xD1, 0, UInt8(objects.count - 1)])
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        func word(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        bytes += [0, 0, 0, 0, 0, 0, 2, 1] + word(objects.count) + word(objects.count - 1) + word(table)
        return Data(bytes)
    }

    @Test(arguments: [("Main.strings", 2, 60), ("Main.strings", 100, 5), ("Main.stringsdict", 2, 60), ("Main.stringsdict", 100, 5)])
    func aBinaryPlistThatSharesObjectsIsRefusedBeforeItIsExpanded(name: String, width: Int, levels: Int) throws {
        let files = try folder(["Small.layout.yaml": Self.screen, "Locales/it.lproj/Main.strings": "\"greeting\" = \"Ciao\";\n"])
        try FileManager.default.createDirectory(at: files.appendingPathComponent("Locales/de.lproj"), withIntermediateDirectories: true)
        try Self.binaryPlistDAG(levels: levels, width: width).write(to: files.appendingPathComponent("Locales/de.lproj/\(name)"), options: [])
        let outcome = try sweep([files.appendingPathComponent("Small.layout.yaml").path,
                                 "--locales-dir", files.appendingPathComponent("Locales").path, "--locales", "de,it"])
        #expect(outcome.status == 2, "\(outcome.stderr)")
        let expected = levels > 8 ? "nested more than" : "expand to more than 1000000 objects"
        #expect((outcome.stdout + outcome.stderr).contains("de.lproj/\(name):1: error: "), "\(outcome.stderr)")
        #expect((outcome.stdout + outcome.stderr).contains(expected), "\(outcome.stderr)")
        #expect(outcome.stdout.contains("Small"))
    }

    @Test func aBinaryPlistWithAReferenceCycleIsAnError() throws {
        // The top dictionary's value is an array that holds itself.
        var bytes = Array("bplist00".utf8)
        let objects: [[UInt8]] = [[0x58] + Array("greeting".utf8), [0xA1, 1], [0xD1, 0, 1]]
        var offsets: [UInt8] = []
        for object in objects { offsets.append(UInt8(bytes.count)); bytes += object }
        let table = bytes.count
        bytes += offsets + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 3] + [0, 0, 0, 0, 0, 0, 0, 2] + [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
        let files = try folder(["Small.layout.yaml": Self.screen])
        try FileManager.default.createDirectory(at: files.appendingPathComponent("Locales/de.lproj"), withIntermediateDirectories: true)
        try Data(bytes).write(to: files.appendingPathComponent("Locales/de.lproj/Main.strings"))
        let outcome = try sweep([files.appendingPathComponent("Small.layout.yaml").path,
                                 "--locales-dir", files.appendingPathComponent("Locales").path, "--locales", "de"])
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect((outcome.stdout + outcome.stderr).contains("de.lproj/Main.strings:1: error: not a readable property list: a binary property list whose objects refer to themselves"), "\(outcome.stderr)")
    }

    // MARK: Many locales

    @Test func tooManyLocalesAreAnErrorAtTheConfigurationLine() throws {
        let names = (0..<100_000).map { "x\($0)" }.joined(separator: ", ")
        let files = try folder(["Small.layout.yaml": Self.screen, "layout-stress.yml": "screens: [Small.layout.yaml]\nlocales: [\(names)]\n"])
        let outcome = try SweepCommandTests.run(["sweep", "--config", files.appendingPathComponent("layout-stress.yml").path] + Self.matrix)
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("layout-stress.yml:2:1: error: the sweep names 100000 locales, more than the 1000 one sweep takes"), "\(outcome.stderr)")
    }

    /// 1,000 locales (the most a sweep takes), each named twice: setup compared every one
    /// with every other and findings were sorted by searching the locale list.
    @Test func aThousandLocalesAreSweptInOnePass() throws {
        let names = (0..<1_000).map { "x\($0)" }
        // An empty locales folder: no "no translations" warning per locale.
        let files = try folder(["Small.layout.yaml": Self.screen, "Locales/README": ""])
        let outcome = try sweep([files.appendingPathComponent("Small.layout.yaml").path, "--locales-dir", files.appendingPathComponent("Locales").path,
                                 "--locales", (names + names).joined(separator: ","), "--format", "json"])
        #expect(outcome.status <= 1, "\(outcome.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any], "\(outcome.stderr)")
        #expect(((object["matrix"] as? [String: Any])?["locales"] as? [String]) == names)
    }

    // MARK: Files reached by discovery

    @Test func aTranslationLinkedOutsideTheLocalesFolderIsSkippedAndNotQuoted() throws {
        let files = try folder(["Small.layout.yaml": Self.screen, "Locales/it.lproj/Main.strings": "\"greeting\" = \"Ciao\";\n",
                                "Secret/passwd": "root:x:0:0:root:/root:/bin/bash\n"])
        try FileManager.default.createDirectory(at: files.appendingPathComponent("Locales/de.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: files.appendingPathComponent("Locales/de.lproj/Main.strings").path,
                                                   withDestinationPath: files.appendingPathComponent("Secret/passwd").path)
        let outcome = try sweep([files.appendingPathComponent("Small.layout.yaml").path,
                                 "--locales-dir", files.appendingPathComponent("Locales").path, "--locales", "de,it"])
        #expect(outcome.status <= 1, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("de.lproj/Main.strings: warning: skipped: a symbolic link leading outside"), "\(outcome.stderr)")
        #expect(!(outcome.stdout + outcome.stderr).contains("root:x"))
        #expect(outcome.stdout.contains("Small"))
    }

    @Test func aScreenLinkedOutsideTheSweptFolderIsSkipped() throws {
        let files = try folder(["App/Small.layout.yaml": Self.screen, "Elsewhere/Other.layout.yaml": "screen: Other\nroot:x:0:0\n"])
        try FileManager.default.createSymbolicLink(atPath: files.appendingPathComponent("App/Other.layout.yaml").path,
                                                   withDestinationPath: files.appendingPathComponent("Elsewhere/Other.layout.yaml").path)
        let outcome = try sweep([files.appendingPathComponent("App").path, "--locales", "en"])
        #expect(outcome.status <= 1, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("App/Other.layout.yaml: warning: skipped: a symbolic link leading outside"), "\(outcome.stderr)")
        #expect(!(outcome.stdout + outcome.stderr).contains("root:x"))
        #expect(outcome.stdout.contains("Small"))
    }

    /// A FIFO named like a screen or a translation blocked the sweep forever when opened; a
    /// folder named like one hid nothing but was reported as unreadable.
    @Test func aFIFOOrAFolderNamedLikeAnInputNeitherBlocksNorHidesTheGoodFiles() throws {
        let files = try folder(["Small.layout.yaml": Self.screen, "Locales/de.lproj/Main.strings": "\"greeting\" = \"Hallo\";\n"])
        for fifo in ["Stuck.xib", "Stuck.layout.yaml", "Locales/de.lproj/Stuck.strings"] {
            #expect(mkfifo(files.appendingPathComponent(fifo).path, 0o644) == 0)
        }
        try FileManager.default.createDirectory(at: files.appendingPathComponent("Folder.layout.yaml"), withIntermediateDirectories: true)
        let outcome = try sweep([files.path, "--locales-dir", files.appendingPathComponent("Locales").path, "--locales", "de"])
        #expect(outcome.status <= 1, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("Stuck.xib: warning: skipped: not a regular file"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("Stuck.layout.yaml: warning: skipped: not a regular file"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("Stuck.strings: warning: skipped: not a regular file"), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("Folder.layout.yaml"), "\(outcome.stderr)")
        #expect(outcome.stdout.contains("Small"))
        let named = try sweep([files.appendingPathComponent("Stuck.xib").path, "--locales", "en"])
        #expect(named.status == 2)
        #expect(named.stderr.contains("error: cannot read '\(files.appendingPathComponent("Stuck.xib").path)': not a regular file"), "\(named.stderr)")
    }

    /// A glob walks at most 20,000 folders, and says so when it stops.
    @Test func aGlobStopsAtTheFolderBoundWithAWarning() throws {
        let root = ScratchFolder.path("many-folders")
        for index in 0..<20_001 {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("f\(index / 200)/g\(index)"), withIntermediateDirectories: true)
        }
        let outcome = try sweep([root.path + "/**/*.layout.yaml", "--locales", "en"])
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("warning: stopped looking for screens after 20000 folders"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("holds no screens"), "\(outcome.stderr)")
    }

    // MARK: Screens past the nesting limit

    @Test func aScreenPastTheNestingLimitIsOnlyAnError() throws {
        var lines = ["screen: Deep", "views:"]
        var parent = "root"
        for index in 0..<250 {
            lines.append("  v\(index): { type: view, parent: \(parent) }")
            parent = "v\(index)"
        }
        let files = try folder(["Deep.layout.yaml": lines.joined(separator: "\n") + "\n", "Small.layout.yaml": Self.screen])
        let text = try sweep([files.path, "--locales", "en"])
        #expect(text.status == 2, "\(text.stderr)")
        #expect((text.stdout + text.stderr).contains("Deep.layout.yaml:203: error: view 'v200' is nested more than 200 views deep"))
        let clean = text.stdout.split(separator: "\n").filter { $0.contains("no findings") }
        #expect(!clean.contains { $0.contains("Deep") }, "\(clean)")
        #expect(clean.contains { $0.contains("Small") }, "\(text.stdout)")
        let junit = try sweep([files.path, "--locales", "en", "--format", "junit"])
        #expect(!junit.stdout.contains("<testsuite name=\"Deep\""), "\(junit.stdout)")
        #expect(junit.stdout.contains("Deep.layout.yaml\">\n      <error message=\"view &apos;v200&apos; is nested"), "\(junit.stdout)")
        #expect(junit.stdout.contains("<testsuite name=\"Small\""))
    }

    // MARK: YAML aliases as keys

    /// Twelve anchors, each a list naming the one above nine times, then the last used as a
    /// key: Yams hashed 9^12 nodes to check the keys for duplicates.
    static let aliasKeys: String = {
        var lines = ["l0: &a0 [x]"]
        for index in 1...12 {
            lines.append("l\(index): &a\(index) [" + Array(repeating: "*a\(index - 1)", count: 9).joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n") + "\n*a12 : 1\n"
    }()

    @Test func anAliasOfAListUsedAsAKeyIsAnErrorInEveryYAMLFile() throws {
        let files = try folder([
            "Small.layout.yaml": Self.screen,
            "Keys.layout.yaml": "screen: Keys\n" + Self.aliasKeys + "views:\n  title: { type: label, parent: root, text: Hi }\n",
            "layout-stress.yml": "screens: [Small.layout.yaml]\n" + Self.aliasKeys,
            "Fonts/fonts.yaml": Self.aliasKeys,
        ])
        let spec = try sweep([files.path, "--locales", "en"])
        #expect(spec.status == 2, "\(spec.stderr)")
        #expect((spec.stdout + spec.stderr).contains("Keys.layout.yaml:15: error: the alias *a12 of a list or map is used as a mapping key"), "\(spec.stderr)")
        #expect(spec.stdout.contains("Small"))
        let config = try SweepCommandTests.run(["sweep", "--config", files.appendingPathComponent("layout-stress.yml").path, "--locales", "en"] + Self.matrix)
        #expect(config.status == 2)
        #expect(config.stderr.contains("layout-stress.yml:15: error: the alias *a12 of a list or map is used as a mapping key"), "\(config.stderr)")
        let fonts = try sweep([files.appendingPathComponent("Small.layout.yaml").path, "--locales", "en", "--fonts", files.appendingPathComponent("Fonts").path])
        #expect(fonts.status == 2)
        #expect(fonts.stderr.contains("fonts.yaml:14: the alias *a12 of a list or map is used as a mapping key"), "\(fonts.stderr)")
    }

    @Test func aliasesOfPlainValuesAndAliasesAsValuesStillRead() throws {
        let files = try folder(["layout-stress.yml": """
            screens: [Small.layout.yaml]
            base: &base en
            list: &list [de, it]
            locales: *list
            "*not an alias": 1
            *base : key
            """, "Small.layout.yaml": Self.screen])
        let outcome = try SweepCommandTests.run(["sweep", "--config", files.appendingPathComponent("layout-stress.yml").path] + Self.matrix)
        // Past the alias check: the configuration reader names the first unknown key.
        #expect(outcome.stderr.contains("layout-stress.yml:2:1: error: unknown key 'base'"), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("used as a mapping key"), "\(outcome.stderr)")
    }
}
