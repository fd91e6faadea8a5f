import Foundation
import Testing
@testable import ScreenFormats

/// Spec reading throughput for `Benchmarks/formats.md`. Runs only when `LAYOUTSTRESS_BENCH=1`;
/// prints figures, asserts nothing timed.
@Suite struct SpecBenchmarkTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["LAYOUTSTRESS_BENCH"] == "1", "set LAYOUTSTRESS_BENCH=1 to measure spec parsing"))
    func largeSpecThroughput() throws {
        var yaml = "screen: Big\nviews:\n"
        for index in 0..<1000 {
            yaml += "  v\(index): { type: label, parent: \(index == 0 ? "root" : "v\(index - 1)"), key: k\(index), style: body, lines: 0 }\n"
        }
        yaml += "constraints:\n"
        for index in 1..<1000 {
            yaml += "  - v\(index).leading = v\(index - 1).leading + 8 @750\n  - \"V:[v\(index - 1)]-[v\(index)(>=20@high)]\"\n"
        }
        let rounds = 5
        var constraints = 0
        let elapsed = try ContinuousClock().measure {
            for _ in 0..<rounds { constraints += try LayoutSpecReader.parse(yaml: yaml, file: "big.layout.yaml").constraints.count }
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print(String(format: "bench spec: 1000 views + 1998 constraint lines (%d KB): %.1f ms per read, %.0f constraints/s",
                     yaml.utf8.count / 1024, seconds * 1000 / Double(rounds), Double(constraints) / seconds))
    }
}
