import Foundation
import Testing

/// What `sweep` keeps per variant for each format: JSON has every variant compactly,
/// text has an overview first and the long form behind `--verbose`.
@Suite struct SweepOutputSizeTests {
    @Test func jsonHasEveryVariantWithFramesButNoDrawnText() throws {
        let outcome = try SweepCommandTests.run(["sweep"] + SweepCommandTests.small + ["--format", "json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.count == 8 * 3 * 2)
        let views = results.flatMap { ($0["views"] as? [[String: Any]]) ?? [] }
        #expect(!views.isEmpty)
        #expect(views.allSatisfy { $0["frame"] != nil && $0["id"] != nil })
        #expect(views.allSatisfy { $0["lineTexts"] == nil && $0["lineWidths"] == nil })
        #expect(views.contains { $0["lines"] != nil })
        // Every per-variant finding is still there: each aggregated count is the number of variants listing it.
        for finding in try #require(object["findings"] as? [[String: Any]]) {
            let view = finding["view"] as? String, kind = finding["kind"] as? String, screen = finding["screen"] as? String
            let listing = results.filter { result in
                result["screen"] as? String == screen
                    && ((result["findings"] as? [[String: Any]]) ?? []).contains { $0["view"] as? String == view && $0["kind"] as? String == kind }
            }
            #expect(listing.count == finding["count"] as? Int, "\(screen ?? "") \(view ?? "") \(kind ?? "")")
        }
    }

    @Test func textStartsWithTheOverviewAndVerboseAddsTheWhy() throws {
        let short = try SweepCommandTests.run(["sweep"] + SweepCommandTests.small)
        let long = try SweepCommandTests.run(["sweep"] + SweepCommandTests.small + ["--verbose"])
        #expect(short.status == 0 && long.status == 0, "\(short.stderr)")
        let firstScreen = short.stdout.split(separator: "\n").prefix(24).joined(separator: "\n")
        #expect(firstScreen.contains("  screen "), "\(firstScreen)")
        #expect(firstScreen.contains("Start here"), "\(firstScreen)")
        #expect(long.stdout.contains("because "))
        #expect(!short.stdout.contains("      because "))
        #expect(short.stdout.range(of: #"-\d+(\.\d+)?×"#, options: .regularExpression) == nil, "a negative size is printed")
        #expect(long.stdout.range(of: #"-\d+(\.\d+)?×"#, options: .regularExpression) == nil, "a negative size is printed")
    }
}
