import Foundation
import LayoutEngine
import Localization
import ScreenFormats
import StressKit
import Testing
import TextEngine

/// The registry of checks: every kind has exactly one, each check's example shows its
/// problem on the real engine, findings survive a JSON round trip, and the docs table lists
/// what the checks declare.
@Suite struct CheckRegistryTests {
    @Test func everyKindHasExactlyOneCheckInTheRegistry() {
        #expect(allChecks.count == FindingKind.allCases.count)
        #expect(Set(allChecks.map(\.kind)) == Set(FindingKind.allCases))
        for kind in FindingKind.allCases {
            #expect(kind.check.kind == kind)
        }
        #expect(Set(allChecks.map(\.heading)).count == allChecks.count, "headings tell the columns apart")
        #expect(Set(allChecks.map(\.title)).count == allChecks.count)
    }

    static let measurer: TextMeasurer? = try? TextMeasurer(fontsDirectory: nil)

    /// Lays a check's example out on iPhone 15 in its locale at the large size.
    private func run(_ example: CheckExample) throws -> VariantResult? {
        let screen = try LayoutSpecReader.parse(yaml: example.spec, file: "Example.layout.yaml")
        let measurer = try #require(Self.measurer)
        var strings = ["en": ["Localizable": example.developmentStrings]]
        strings[example.locale, default: [:]]["Localizable", default: [:]].merge(example.strings) { _, new in new }
        let catalog = LocaleCatalog(strings: strings, developmentLocale: "en")
        let matrix = VariantMatrix(devices: ["iPhone 15"], orientations: [.portrait], locales: [example.locale], categories: [.large])
        let sweep = Sweep(screens: [screen], matrix: matrix, backend: LayoutSessionBackend(measurer: measurer),
                          resolver: CatalogResolver(catalog: catalog), jobs: 1)
        let outcome = sweep.run()
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        return outcome.results.first
    }

    @Test(arguments: FindingKind.allCases)
    func eachChecksExampleShowsItsProblem(kind: FindingKind) throws {
        let check = kind.check
        let result = try #require(try run(check.example))
        let found = result.findings.filter { $0.kind == kind }
        #expect(found.map(\.view).contains(check.example.view), "\(kind.rawValue): \(result.findings.map { "\($0.kind.rawValue) \($0.view)" })")
        for finding in found {
            #expect(finding.severity == check.severity)
            #expect(!check.summaryVerb(for: finding).isEmpty)
        }
    }

    @Test(arguments: FindingKind.allCases)
    func findingsSurviveAJSONRoundTripWithTheirDetails(kind: FindingKind) throws {
        let result = try #require(try run(kind.check.example))
        let data = try JSONEncoder().encode(result)
        let decoded = try JSONDecoderForTests.decode(VariantResult.self, from: data)
        #expect(decoded.findings == result.findings)
        // The kind's fields are flat beside "kind", as interfaces §4 shows, never nested under the case name.
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for finding in (object["findings"] as? [[String: Any]]) ?? [] where finding["kind"] as? String == kind.rawValue {
            #expect(finding[String(describing: kind)] == nil)
            #expect(finding["details"] == nil)
            let fields = Set(finding.keys).subtracting(["kind", "severity", "view", "viewName", "location", "message", "text", "assumptions"])
            #expect(fields.isSubset(of: Set(kind.check.fields + ["allowedLines", "lost", "cause", "tiedPriority"])), "\(fields)")
        }
    }

    @Test func aFindingWithoutItsKindsFieldsIsRejected() {
        let json = #"{ "kind": "offscreen", "severity": "error", "view": "card", "message": "runs off" }"#
        #expect(throws: (any Error).self) { try JSONDecoderForTests.decode(Finding.self, from: Data(json.utf8)) }
    }

    @Test func theDocsTableListsEveryCheckWithItsSeverityAndFields() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/guide/sweep.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let kinds = Set(FindingKind.allCases.map(\.rawValue))
        let rows = text.split(separator: "\n").filter { row in kinds.contains { row.hasPrefix("| `\($0)` |") } }
        for check in allChecks {
            let row = try #require(rows.first { $0.hasPrefix("| `\(check.kind.rawValue)` |") }, "\(check.kind.rawValue) missing from docs/guide/sweep.md")
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(cells.count >= 4)
            #expect(cells[1] == check.severity.rawValue, "\(check.kind.rawValue)")
            for field in check.fields {
                #expect(cells.last?.contains("`\(field)`") == true, "\(check.kind.rawValue): \(field)")
            }
        }
        #expect(rows.count == allChecks.count)
    }
}
