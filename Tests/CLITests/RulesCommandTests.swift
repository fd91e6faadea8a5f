import Foundation
import Testing

/// The guide's page on app-code rules is the registry itself, written out.
@Suite struct RulesCommandTests {
    @Test func theGuidePageIsTheRegistryWrittenOut() throws {
        let outcome = try SweepCommandTests.run(["rules", "--format", "markdown"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/guide/app-code.md")
        let written = try String(contentsOf: page, encoding: .utf8)
        #expect(written == outcome.stdout, "docs/guide/app-code.md is stale: run `layout-stress rules --format markdown > docs/guide/app-code.md`")
        // Every rule the sweep logs is on the page, with its examples.
        let listed = try SweepCommandTests.run(["rules"])
        let ids = listed.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(ids.count >= 14 && Set(ids).count == ids.count, "\(ids)")
        for id in ids { #expect(written.contains("## `\(id)`"), "\(id)") }
        #expect(written.components(separatedBy: "Acts on:").count - 1 >= ids.count)
        #expect(written.components(separatedBy: "Leaves alone:").count - 1 >= ids.count)
    }
}
