import Foundation
import Findings

/// The report as JSON (interfaces §4): `results` (one object per variant), aggregated
/// `findings`, `errors`, `matrix` and `stats`. Keys are sorted so output is stable.
public struct JSONReport {
    /// Creates the reporter.
    public init() {}

    /// Encodes a sweep report.
    public static func render(_ report: SweepReport) throws -> Data {
        try encoder.encode(report)
    }

    /// Encodes one variant's result (the output of `layout-stress layout --format json`).
    public static func render(_ result: VariantResult) throws -> Data {
        try encoder.encode(result)
    }

    /// Reads a report written by `render` (for `layout-stress merge`).
    public static func read(_ data: Data) throws -> SweepReport {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try decoder.decode(SweepReport.self, from: data)
    }

    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // A layout that did not converge may hold non-finite numbers; write them rather than fail.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }
}

extension JSONReport: Reporter {
    /// `json`.
    public var format: ReportFormat { .json }
    /// Per-variant results are streamed to a file as the sweep goes (`JSONResultStream`), not kept.
    public var retention: ResultRetention { .none }
    /// The full report as JSON, with a final newline.
    public func render(_ report: SweepReport, options: RenderOptions) throws -> Data {
        try JSONReport.render(report) + Data("\n".utf8)
    }
}
