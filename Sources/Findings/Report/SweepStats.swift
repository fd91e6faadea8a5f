import Foundation

/// How large and how fast a sweep was.
public struct SweepStats: Hashable, Sendable, Codable {
    /// Variants laid out and checked.
    public var variants: Int
    /// Layouts run, including the left-to-right twins of RTL variants.
    public var layouts: Int
    /// Wall-clock seconds of the sweep itself (after screens and fonts were loaded).
    public var seconds: Double
    /// `variants / seconds`.
    public var layoutsPerSecond: Double
    /// Worker threads used.
    public var jobs: Int
    /// CPU seconds the process spent during the sweep (all threads), when known. On a
    /// busy machine this, not `seconds`, measures the sweep's own cost.
    public var cpuSeconds: Double?
    /// `variants / cpuSeconds`: variant layouts per second per core.
    public var layoutsPerCPUSecond: Double?

    /// Creates stats; the rates are derived.
    public init(variants: Int, layouts: Int, seconds: Double, jobs: Int, cpuSeconds: Double? = nil) {
        self.variants = variants
        self.layouts = layouts
        self.seconds = seconds
        self.layoutsPerSecond = seconds > 0 ? (Double(variants) / seconds).rounded() : 0
        self.jobs = jobs
        self.cpuSeconds = cpuSeconds
        self.layoutsPerCPUSecond = cpuSeconds.flatMap { $0 > 0 ? (Double(variants) / $0).rounded() : nil }
    }

    /// CPU time used by this process so far, in seconds.
    public static func processCPUTime() -> Double? {
        var time = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return nil }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
