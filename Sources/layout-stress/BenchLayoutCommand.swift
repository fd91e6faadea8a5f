import ArgumentParser
import Diagnostics
import Benchmarking
import Foundation
import LayoutEngine
import TextEngine

/// `layout-stress bench-layout` (hidden): variant layouts per second for a realistic screen,
/// rebuilding the constraint system per variant versus reusing one `LayoutSession` per
/// (device, orientation, direction) and only moving constants.
struct BenchLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-layout",
        abstract: "Benchmark the layout engine: rebuild per variant vs incremental sessions.",
        shouldDisplay: false)

    @Option(help: "Device name.")
    var device = "iPhone 15"

    @Option(help: "Rounds over the 12 categories × 3 locales (en, de, ar).")
    var rounds = 20

    @Option(help: "Rounds of the rebuild-per-variant measurement (default: a tenth of --rounds, at least 1).")
    var rebuildRounds: Int?

    @Option(help: "text or json.")
    var format: TextOrJSON = .text

    @Option(help: "real (FreeType + HarfBuzz TextMeasurer) or approximate (font-free, 0.55 em per character).")
    var measurer = "real"

    func run() throws {
        guard let phone = Device.named(device) else {
            throw Diagnostic.error("unknown device '\(device)'")
        }
        guard (1...100_000).contains(rounds) else { throw Diagnostic.error("--rounds must be between 1 and 100000") }
        if let rebuildRounds, !(0...100_000).contains(rebuildRounds) { throw Diagnostic.error("--rebuild-rounds must be between 0 and 100000") }
        let measurer: any TextMeasuring
        switch self.measurer {
        case "real": measurer = try TextMeasurer()
        case "approximate": measurer = ApproximateTextMeasurer()
        default: throw Diagnostic.error("--measurer must be real or approximate")
        }
        let benchmark = LayoutBenchmark(device: phone, rounds: rounds, rebuildRounds: rebuildRounds ?? rounds / 10, measurer: measurer)
        let result = try benchmark.run()
        let speedup = result.speedup
        if format == .json {
            print("{ \"views\": \(result.views), \"constraints\": \(result.constraints), "
                  + "\"rebuild_per_s\": \(Int(saturating: result.rebuildRate)), \"incremental_per_s\": \(Int(saturating: result.incrementalRate)), "
                  + "\"incremental_first_round_per_s\": \(Int(saturating: result.firstRoundRate)), "
                  + "\"speedup\": \((speedup * 10).rounded() / 10), \"checksum\": \(result.checksum) }")
        } else {
            print("screen: \(result.screen), \(result.views) views, \(result.constraints) constraints, \(phone.name), \(self.measurer) text")
            print("rebuild per variant: \(result.rebuilt) layouts, \(Int(saturating: result.rebuildRate)) layouts/s")
            print("incremental session: \(result.incremental) layouts, \(Int(saturating: result.incrementalRate)) layouts/s "
                  + "(first round, cold caches: \(Int(saturating: result.firstRoundRate)) layouts/s)")
            print("speedup: \((speedup * 10).rounded() / 10)×; distinct active sets per session: \(result.activeSets)")
        }
    }
}
