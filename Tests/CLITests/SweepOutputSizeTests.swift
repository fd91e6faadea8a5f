import Foundation
import Testing
import TestSupport

/// What `sweep` keeps per variant for each format: JSON has each finding's worst variant in
/// full and references the others (every variant with `--variants all`), JSON Lines streams
/// them, text has an overview first and the long form behind `--verbose`.
@Suite struct SweepOutputSizeTests {
    static func json(_ extra: [String]) throws -> [String: Any] {
        let outcome = try SweepCommandTests.run(["sweep"] + SweepCommandTests.small + ["--format", "json"] + extra)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    }

    /// (screen, position in the screen's block) of a result, from the matrix a report states.
    static func position(_ result: [String: Any], matrix: [String: Any]) -> Int? {
        func index(_ axis: String, _ key: String) -> Int? {
            (matrix[axis] as? [String])?.firstIndex(of: result[key] as? String ?? "")
        }
        guard let device = index("devices", "device"), let orientation = index("orientations", "orientation"),
              let locale = index("locales", "locale"), let category = index("categories", "category") else { return nil }
        let orientations = (matrix["orientations"] as? [Any])?.count ?? 0, locales = (matrix["locales"] as? [Any])?.count ?? 0
        let categories = (matrix["categories"] as? [Any])?.count ?? 0
        return ((device * orientations + orientation) * locales + locale) * categories + category
    }

    @Test func byDefaultJSONKeepsEachFindingsWorstVariantAndReferencesTheRest() throws {
        let all = try Self.json(["--variants", "all"])
        let compact = try Self.json([])
        let allResults = try #require(all["results"] as? [[String: Any]])
        let kept = try #require(compact["results"] as? [[String: Any]])
        let matrix = try #require(compact["matrix"] as? [String: Any])
        #expect(kept.count < allResults.count)
        #expect(compact["failingVariants"] != nil, "a report holding some variants says how many failed")
        let findings = try #require(compact["findings"] as? [[String: Any]])
        #expect(!findings.isEmpty)
        for finding in findings {
            let screen = finding["screen"] as? String, view = finding["view"] as? String, kind = finding["kind"] as? String
            // Its worst variant is kept in full.
            let worst = try #require(finding["worstVariant"] as? [String: Any])
            #expect(kept.contains { result in ["screen", "device", "orientation", "locale", "category"].allSatisfy { result[$0] as? String == worst[$0] as? String } },
                    "\(screen ?? "") \(view ?? "") \(kind ?? "")")
            // Its references name exactly the variants that list it in the full report.
            let ranges = try #require(finding["variants"] as? [[Int]])
            let referenced = ranges.flatMap { $0[0]...$0[1] }
            let listing = allResults.filter { result in
                result["screen"] as? String == screen
                    && ((result["findings"] as? [[String: Any]]) ?? []).contains { $0["view"] as? String == view && $0["kind"] as? String == kind }
            }.compactMap { Self.position($0, matrix: matrix) }
            #expect(referenced == listing, "\(screen ?? "") \(view ?? "") \(kind ?? "")")
            #expect(referenced.count == finding["count"] as? Int)
        }
        let none = try Self.json(["--variants", "none"])
        #expect((none["results"] as? [Any])?.isEmpty == true)
        #expect((none["findings"] as? [Any])?.count == findings.count)
        let failing = try #require(try Self.json(["--variants", "failing"])["results"] as? [[String: Any]])
        #expect(!failing.isEmpty && failing.count < allResults.count)
        #expect(failing.allSatisfy { (($0["findings"] as? [[String: Any]]) ?? []).contains { $0["severity"] as? String != "note" } })
    }

    @Test func jsonLinesStreamsEveryVariantThenTheFindingsAndASummary() throws {
        let outcome = try SweepCommandTests.run(["sweep"] + SweepCommandTests.small + ["--format", "jsonl"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let records = try outcome.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let types = records.map { $0["type"] as? String ?? "?" }
        #expect(types.filter { $0 == "variant" }.count == 8 * 3 * 2)
        #expect(types.last == "summary")
        #expect(types == types.sorted { ["variant": 0, "finding": 1, "error": 2, "summary": 3][$0, default: 9] < ["variant": 0, "finding": 1, "error": 2, "summary": 3][$1, default: 9] })
        let document = try Self.json(["--variants", "none"])
        #expect(types.filter { $0 == "finding" }.count == (document["findings"] as? [Any])?.count)
        let firstVariant = try #require(records.first)
        #expect(firstVariant["views"] != nil && firstVariant["screen"] != nil)
        #expect((records.last?["stats"] as? [String: Any])?["variants"] as? Int == 48)
    }

    @Test func mergeRefusesAReportThatHoldsOnlySomeVariants() throws {
        let file = ScratchFolder.path("partial").appendingPathExtension("json").path
        let written = try SweepCommandTests.run(["sweep"] + SweepCommandTests.small + ["--format", "json", "--output", file])
        #expect(written.status == 0)
        let merged = try SweepCommandTests.run(["merge", file])
        #expect(merged.status == 2)
        #expect(merged.stderr.contains("--variants all"), "\(merged.stderr)")
    }

    @Test func jsonWithEveryVariantHasFramesButNoDrawnText() throws {
        let outcome = try SweepCommandTests.run(["sweep"] + SweepCommandTests.small + ["--format", "json", "--variants", "all"])
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
