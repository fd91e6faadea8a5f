/// How much per-variant detail a sweep keeps for its report. Findings are aggregated as
/// variants complete whatever is kept, so everything but `full` keeps memory from growing
/// with whole layouts per variant.
public enum ResultRetention: Hashable, Sendable {
    /// Every variant with every detail: frames, drawn lines, the twin's frames (`layout`, tests).
    case full
    /// Every variant, compact: frames, intrinsic sizes, line counts and findings; no drawn
    /// line texts or widths, no twin frames (the JSON report's `results`).
    case compact
    /// No per-variant views: one stub per right-to-left (screen, locale) whose mirroring
    /// summary (without frames) holds the union of its variants' kept and flipped views,
    /// for the text report's RTL section (text, JUnit, SARIF).
    case summary
    /// Nothing per variant (a `ResultStream` gets the results instead: the JSON report).
    case none
    /// Compact results of the variant where each finding is worst (the JSON report's
    /// default: every other variant is referenced by position from its finding).
    case worst
    /// Compact results of every failing variant (a finding that is not a note and not in
    /// the baseline).
    case failing
    /// Full detail for the variants an HTML report can draw, at most about this many: the
    /// worst variant of every finding and the first failing variants in matrix order.
    case pictures(Int)
}
