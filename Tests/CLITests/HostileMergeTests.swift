import Foundation
import Testing

/// `merge` reads JSON someone else wrote: absurd numbers in a well-formed report must
/// still give a report in every format (no trap), and nonsense must be exit 2.
@Suite struct HostileMergeTests {
    /// A real one-screen shard, then `edit` applied to its JSON object.
    private func tamperedShard(_ edit: (inout [String: Any]) -> Void) throws -> String {
        let screen = SweepCommandTests.root.appendingPathComponent("Screens/SignIn.layout.yaml").path
        let locales = SweepCommandTests.root.appendingPathComponent("Locales").path
        let sweep = try SweepCommandTests.run(["sweep", screen, "--locales-dir", locales, "--devices", "iPhone 15",
                                               "--orientations", "portrait", "--categories", "AX5", "--locales", "de,ar",
                                               "--format", "json"])
        try #require(sweep.status <= 1, "\(sweep.stderr)")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(sweep.stdout.utf8)) as? [String: Any])
        edit(&object)
        let data = try JSONSerialization.data(withJSONObject: object)
        return try SweepCommandTests.temporaryFile("shard.json", String(decoding: data, as: UTF8.self))
    }

    @Test func absurdNumbersStillGiveAReportInEveryFormat() throws {
        let shard = try tamperedShard { object in
            object["stats"] = ["variants": -1, "layouts": -5, "seconds": -1, "jobs": -3, "cpuSeconds": 0,
                               "layoutsPerSecond": 1e308, "layoutsPerCPUSecond": -1e308]
            object["shard"] = ["index": 1, "count": 1]
            guard var results = object["results"] as? [[String: Any]] else { return }
            for index in results.indices {
                results[index]["rootSize"] = ["width": 1e308, "height": -1e308]
                if var views = results[index]["views"] as? [[String: Any]] {
                    for view in views.indices {
                        views[view]["frame"] = ["x": -1e308, "y": 1e308, "width": 1e308, "height": -1e308]
                        views[view]["lines"] = Int.min
                    }
                    results[index]["views"] = views
                }
            }
            object["results"] = results
        }
        for format in ["text", "json", "junit", "sarif", "html"] {
            let outcome = try SweepCommandTests.run(["merge", shard, "--format", format])
            #expect(outcome.status == 0 || outcome.status == 1, "\(format): \(outcome.status) \(outcome.stderr)")
            #expect(!outcome.stdout.isEmpty, "\(format)")
        }
    }

    @Test func anUnknownKindOrCategoryIsBadInputAtTheFile() throws {
        let kind = try tamperedShard { $0["failOn"] = ["clipped-everything"] }
        let category = try tamperedShard { object in
            guard var results = object["results"] as? [[String: Any]], !results.isEmpty else { return }
            results[0]["category"] = "gigantic"
            object["results"] = results
        }
        for shard in [kind, category] {
            let outcome = try SweepCommandTests.run(["merge", shard])
            #expect(outcome.status == 2)
            #expect(outcome.stderr.contains("\(shard):1: error: not a layout-stress JSON report"), "\(outcome.stderr)")
        }
    }
}
