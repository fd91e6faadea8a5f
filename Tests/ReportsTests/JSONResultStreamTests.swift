import Foundation
import Reports
import StressKit
import Testing

/// Streaming the results to a file gives the same document as encoding the whole report.
@Suite struct JSONResultStreamTests {
    private func streamed(_ report: SweepReport, units: [[VariantResult]]) throws -> Data {
        let stream = try JSONResultStream()
        let chunks = units.map { stream.encode($0) }
        for chunk in chunks { stream.write(chunk) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stream-test-\(UUID().uuidString).json")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try stream.finish(report, to: handle)
        try handle.close()
        defer { try? FileManager.default.removeItem(at: file) }
        return try Data(contentsOf: file)
    }

    @Test func theStreamedDocumentIsTheRenderedOne() throws {
        let report = ReportFixtures.report()
        // Units of uneven size, including an empty one (a screen that failed).
        let results = report.results
        let units = [Array(results[0..<5]), [], Array(results[5..<6]), Array(results[6...])]
        let data = try streamed(report, units: units)
        #expect(data == (try JSONReport.render(report)))
        #expect(try JSONReport.read(data).results == results)
    }

    @Test func noResultsGiveAnEmptyList() throws {
        var report = ReportFixtures.report()
        report.results = []
        let data = try streamed(report, units: [[], []])
        let decoded = try JSONReport.read(data)
        #expect(decoded.results.isEmpty)
        #expect(decoded.findings == report.findings)
    }
}
