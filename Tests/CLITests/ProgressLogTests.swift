import Foundation
import Testing
import TestSupport

/// In a CI log (standard error is no terminal) a sweep says how far it is, every so often, and
/// how long it took; no terminal control characters reach the log.
@Suite struct ProgressLogTests {
    @Test func aLogGetsProgressLinesAndTheTiming() throws {
        let outcome = try CLI.run(["sweep"] + SweepCommandTests.small, environment: ["LAYOUT_STRESS_PROGRESS_SECONDS": "0"])
        let lines = outcome.stderr.split(separator: "\n")
        let progress = lines.filter { $0.hasPrefix("progress: ") }
        #expect(!progress.isEmpty, "\(outcome.stderr)")
        #expect(progress.allSatisfy { $0.contains("% (") && $0.contains(" variants") }, "\(progress)")
        #expect(lines.contains { $0.hasPrefix("swept ") && $0.hasSuffix(" s") && $0.contains(" variants in ") }, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("\r") && !outcome.stderr.contains("\u{1B}"), "\(outcome.stderr)")
    }
}
