import ArgumentParser
import Diagnostics
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
        guard rounds > 0 else { throw Diagnostic.error("--rounds must be at least 1") }
        let measurer: any TextMeasuring
        switch self.measurer {
        case "real": measurer = try TextMeasurer()
        case "approximate": measurer = ApproximateTextMeasurer()
        default: throw Diagnostic.error("--measurer must be real or approximate")
        }
        let screen = LayoutBenchmarkScreen.make()
        let variants = ContentSizeCategory.allCases.flatMap { category in ["en", "de", "ar"].map { (category, $0) } }
        func direction(_ locale: String) -> LayoutDirection { locale == "ar" ? .rightToLeft : .leftToRight }

        var checksum = 0.0
        let rebuildStart = DispatchTime.now().uptimeNanoseconds
        var rebuilt = 0
        for _ in 0..<max(1, rebuildRounds ?? rounds / 10) {
            for (category, locale) in variants {
                let session = try LayoutSession(screen: screen, device: phone, orientation: .portrait,
                                                direction: direction(locale), measurer: measurer)
                let result = session.layout(category: category, locale: locale) { LayoutBenchmarkScreen.text($0.key ?? "", locale: locale) }
                checksum += result.frame("save")?.y ?? 0
                rebuilt += 1
            }
        }
        let rebuildSeconds = Double(DispatchTime.now().uptimeNanoseconds - rebuildStart) / 1e9

        var sessions: [LayoutDirection: LayoutSession] = [:]
        for locale in ["en", "ar"] {
            sessions[direction(locale)] = try LayoutSession(screen: screen, device: phone, orientation: .portrait,
                                                            direction: direction(locale), measurer: measurer)
        }
        // The first round meets every active set for the first time (a sweep's usual case);
        // later rounds find ambiguity and binding sets in the session's cache.
        var firstRoundSeconds = 0.0
        let incrementalStart = DispatchTime.now().uptimeNanoseconds
        var incremental = 0
        for round in 0..<rounds {
            for (category, locale) in variants {
                guard let session = sessions[direction(locale)] else { continue }
                let result = session.layout(category: category, locale: locale) { LayoutBenchmarkScreen.text($0.key ?? "", locale: locale) }
                checksum += result.frame("save")?.y ?? 0
                incremental += 1
            }
            if round == 0 { firstRoundSeconds = Double(DispatchTime.now().uptimeNanoseconds - incrementalStart) / 1e9 }
        }
        let incrementalSeconds = Double(DispatchTime.now().uptimeNanoseconds - incrementalStart) / 1e9
        let firstRoundRate = Double(variants.count) / max(firstRoundSeconds, 1e-9)

        let rebuildRate = Double(rebuilt) / max(rebuildSeconds, 1e-9)
        let incrementalRate = Double(incremental) / max(incrementalSeconds, 1e-9)
        let speedup = incrementalRate / max(rebuildRate, 1e-9)
        if format == .json {
            print("{ \"views\": \(screen.views.count + 1), \"constraints\": \(screen.constraints.count), "
                  + "\"rebuild_per_s\": \(Int(rebuildRate)), \"incremental_per_s\": \(Int(incrementalRate)), \"incremental_first_round_per_s\": \(Int(firstRoundRate)), "
                  + "\"speedup\": \((speedup * 10).rounded() / 10), \"checksum\": \(checksum) }")
        } else {
            print("screen: \(screen.name), \(screen.views.count + 1) views, \(screen.constraints.count) constraints, \(phone.name), \(self.measurer) text")
            print("rebuild per variant: \(rebuilt) layouts, \(Int(rebuildRate)) layouts/s")
            print("incremental session: \(incremental) layouts, \(Int(incrementalRate)) layouts/s (first round, cold caches: \(Int(firstRoundRate)) layouts/s)")
            print("speedup: \((speedup * 10).rounded() / 10)×; distinct active sets per session: \(sessions.values.map(\.analysedActiveSets).sorted())")
        }
    }
}
