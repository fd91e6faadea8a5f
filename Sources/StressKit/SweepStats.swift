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

    /// Creates stats; `layoutsPerSecond` is derived.
    public init(variants: Int, layouts: Int, seconds: Double, jobs: Int) {
        self.variants = variants
        self.layouts = layouts
        self.seconds = seconds
        self.layoutsPerSecond = seconds > 0 ? (Double(variants) / seconds).rounded() : 0
        self.jobs = jobs
    }
}
