import Foundation
import Testing
import TestSupport

/// `layout-stress measure` run as a user runs it: the built binary, through `Process`.
@Suite struct MeasureCommandTests {
    private func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> CLI.Outcome {
        try CLI.run(arguments, sourceLocation: sourceLocation)
    }

    @Test func allCategoriesGiveTwelveGrowingMeasurements() throws {
        let result = try run(["measure", "Sign in to continue", "--style", "body", "--category", "all", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let list = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(list.count == 12)
        #expect(list.first?["category"] as? String == "extraSmall")
        #expect(list.last?["category"] as? String == "accessibilityExtraExtraExtraLarge")
        let widths = list.compactMap { ($0["width"] as? NSNumber)?.doubleValue }
        #expect(widths.count == 12 && zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 })
        // body at the large category is 17 pt: one line of SF Pro's 20.287 pt (UIFont.lineHeight), 61 pixels at 3x.
        let large = try #require(list.first { $0["category"] as? String == "large" })
        #expect((large["height"] as? NSNumber)?.doubleValue == 61.0 / 3)
        #expect((large["lines"] as? NSNumber)?.intValue == 1)
        for key in ["ascent", "descent", "missing"] { #expect(large[key] != nil) }
    }

    @Test func fontFileWidthIsPlainHarfBuzzAdvances() throws {
        let font = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
        guard FileManager.default.fileExists(atPath: font), FileManager.default.isExecutableFile(atPath: "/usr/bin/hb-shape") else {
            print("skipped: Inter or hb-shape not installed")
            return
        }
        let result = try run(["measure", "Wolfgang", "--font", font, "--size", "10000", "--scale", "1", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        // hb-shape at the same size rounds each advance to an integer: within half a unit per glyph.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/hb-shape")
        process.arguments = ["--output-format=json", "--font-size=10000", font, "Wolfgang"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let glyphs = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let advances = glyphs.compactMap { ($0["ax"] as? NSNumber)?.doubleValue }.reduce(0, +)
        let width = try #require((object["width"] as? NSNumber)?.doubleValue)
        #expect(advances > 0)
        #expect(abs(width - advances) <= Double(glyphs.count) * 0.5 + 1, "\(width) vs hb-shape \(advances)")
    }

    @Test func badInputIsAnErrorWithExitCodeTwo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("measure-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let corrupt = folder.appendingPathComponent("Corrupt.ttf")
        try Data(repeating: 0x5A, count: 2048).write(to: corrupt)
        let cases: [([String], String)] = [
            (["measure", "Hi", "--font", folder.appendingPathComponent("missing.ttf").path, "--size", "17"], "missing.ttf: error: font file not found"),
            (["measure", "Hi", "--font", corrupt.path, "--size", "17"], "Corrupt.ttf: error: not a usable font file"),
            (["measure", "Hi", "--style", "gigantic"], "error: unknown text style 'gigantic'"),
            (["measure", "Hi", "--category", "XXXXL"], "error: unknown content size category 'XXXXL'"),
            (["measure", "Hi", "--font", corrupt.path], "error: --font needs --size PT"),
            (["measure", "Hi", "--line-break", "sideways"], "error: unknown line break mode 'sideways'"),
            (["measure", "Hi", "--width=-5"], "error: --width must be between 0 and 100000 points"),
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }

    @Test func wrappingReportsLinesAndTruncation() throws {
        let result = try run(["measure", "Manage notifications and privacy settings for this device", "--style", "body",
                              "--width", "120", "--lines", "2", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((object["lines"] as? NSNumber)?.intValue == 2)
        #expect(((object["linesNeeded"] as? NSNumber)?.intValue ?? 0) > 2)
        #expect(object["truncated"] as? Bool == true)
        #expect(((object["width"] as? NSNumber)?.doubleValue ?? 999) <= 120)
    }
}
