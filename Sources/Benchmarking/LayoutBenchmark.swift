import Dispatch
import LayoutEngine
import TextModel

/// `bench-layout`: variant layouts per second for a realistic screen, rebuilding the
/// constraint system per variant versus reusing one `LayoutSession` per direction and only
/// moving constants.
public struct LayoutBenchmark {
    /// The device laid out on.
    public var device: Device
    /// Rounds over the 12 categories × 3 locales (en, de, ar) with incremental sessions.
    public var rounds: Int
    /// Rounds of the rebuild-per-variant measurement.
    public var rebuildRounds: Int
    /// Measures text.
    public var measurer: any TextMeasuring

    /// Creates the benchmark.
    public init(device: Device, rounds: Int, rebuildRounds: Int, measurer: any TextMeasuring) {
        self.device = device
        self.rounds = rounds
        self.rebuildRounds = rebuildRounds
        self.measurer = measurer
    }

    /// What one run measured.
    public struct Result {
        /// The screen's name.
        public var screen: String
        /// Views, the root included.
        public var views: Int
        /// The screen's constraints.
        public var constraints: Int
        /// Layouts made by rebuilding, and per second.
        public var rebuilt: Int, rebuildRate: Double
        /// Layouts made by incremental sessions, and per second.
        public var incremental: Int, incrementalRate: Double
        /// Incremental layouts per second in the first round (cold caches).
        public var firstRoundRate: Double
        /// Distinct active sets each session analysed.
        public var activeSets: [Int]
        /// Sum of a frame's y over every layout, so no layout is optimised away.
        public var checksum: Double

        /// Incremental over rebuild.
        public var speedup: Double { incrementalRate / max(rebuildRate, 1e-9) }
    }

    /// Runs both measurements.
    public func run() throws -> Result {
        let screen = LayoutBenchmarkScreen.make()
        let variants = ContentSizeCategory.allCases.flatMap { category in ["en", "de", "ar"].map { (category, $0) } }
        func direction(_ locale: String) -> LayoutDirection { locale == "ar" ? .rightToLeft : .leftToRight }
        func seconds(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }

        var checksum = 0.0
        let rebuildStart = DispatchTime.now().uptimeNanoseconds
        var rebuilt = 0
        for _ in 0..<max(1, rebuildRounds) {
            for (category, locale) in variants {
                let session = try LayoutSession(screen: screen, device: device, orientation: .portrait,
                                                direction: direction(locale), measurer: measurer)
                let result = session.layout(category: category, locale: locale) { LayoutBenchmarkScreen.text($0.key ?? "", locale: locale) }
                checksum += result.frame("save")?.y ?? 0
                rebuilt += 1
            }
        }
        let rebuildSeconds = seconds(since: rebuildStart)

        var sessions: [LayoutDirection: LayoutSession] = [:]
        for locale in ["en", "ar"] {
            sessions[direction(locale)] = try LayoutSession(screen: screen, device: device, orientation: .portrait,
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
            if round == 0 { firstRoundSeconds = seconds(since: incrementalStart) }
        }
        let incrementalSeconds = seconds(since: incrementalStart)
        return Result(screen: screen.name, views: screen.views.count + 1, constraints: screen.constraints.count,
                      rebuilt: rebuilt, rebuildRate: Double(rebuilt) / max(rebuildSeconds, 1e-9),
                      incremental: incremental, incrementalRate: Double(incremental) / max(incrementalSeconds, 1e-9),
                      firstRoundRate: Double(variants.count) / max(firstRoundSeconds, 1e-9),
                      activeSets: sessions.values.map(\.analysedActiveSets).sorted(), checksum: checksum)
    }
}
