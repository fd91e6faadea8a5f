import Foundation
import Findings

/// One output format of a sweep report. `ReportFormat` names each; `ReportFormat.reporter`
/// is the one list that chooses between them.
public protocol Reporter: Sendable {
    /// The format's name (`--format json`).
    var format: ReportFormat { get }
    /// How much per-variant detail a sweep must keep for this report, so memory stays bounded.
    var retention: ResultRetention { get }
    /// The report's bytes.
    func render(_ report: SweepReport, options: RenderOptions) throws -> Data
}
