import Foundation
import Testing
@testable import Localization

/// Parse throughput of the real corpus, for `Benchmarks/formats.md`. Runs only when
/// `LAYOUTSTRESS_BENCH=1` (and `../shared` is present); prints figures, asserts nothing timed.
@Suite struct LocalizationBenchmarkTests {
    static let enabled = ProcessInfo.processInfo.environment["LAYOUTSTRESS_BENCH"] == "1" && CorpusTests.present

    @Test(.enabled(if: enabled, "set LAYOUTSTRESS_BENCH=1 (with ../shared present) to measure corpus parse throughput"))
    func corpusThroughput() throws {
        for ext in ["strings", "xcstrings"] {
            let files = try CorpusTests.files(ext).map { ($0, try Data(contentsOf: $0)) }
            let bytes = files.reduce(0) { $0 + $1.1.count }
            let rounds = 5
            var entries = 0
            let clock = ContinuousClock()
            let elapsed = try clock.measure {
                for _ in 0..<rounds {
                    for (url, data) in files {
                        if ext == "strings" {
                            entries += try StringsFileReader.parse(data: data, file: url.lastPathComponent).entries.count
                        } else {
                            entries += try StringCatalogReader.parse(data: data, file: url.lastPathComponent).localizations.values.reduce(0) { $0 + $1.count }
                        }
                    }
                }
            }
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let megabytes = Double(bytes * rounds) / 1_048_576
            print(String(format: "bench .%@: %d files, %.2f MB, %.1f MB/s, %.0f entries/s", ext, files.count, Double(bytes) / 1_048_576,
                         megabytes / seconds, Double(entries) / seconds))
        }
    }
}
