import Foundation
import Findings

/// The report as JSON Lines (`--format jsonl`), for runs too big for one document: one
/// compact JSON object per line, each with a `type` — `variant` (a per-variant result as in
/// interfaces §4, in matrix order), then `finding` (an aggregated finding), `error`, and a last
/// `summary` line (`tool`, `matrix`, `stats`, `failOn`, `failingVariants`).
public struct JSONLinesReport {
    /// Creates the reporter.
    public init() {}

    /// One record: `{"type": TYPE, …the value's own fields}` on one line; nil if it cannot be encoded.
    static func record(_ type: String, _ value: some Encodable) -> String? {
        guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8), text.hasPrefix("{") else { return nil }
        let rest = text.dropFirst()
        return "{\"type\":\"\(type)\"" + (rest.hasPrefix("}") ? "" : ",") + rest
    }

    /// The lines after the variants: findings, errors and the summary, each ending in a newline.
    static func trailer(of report: SweepReport) -> Data {
        var lines = report.findings.compactMap { record("finding", $0) }
        lines += report.errors.compactMap { record("error", $0) }
        lines += [record("summary", Summary(report: report))].compactMap { $0 }
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }

    private struct Summary: Encodable {
        let tool: String
        let matrix: VariantMatrix
        let shard: Shard?
        let stats: SweepStats
        let failOn: [FindingKind]
        let failingVariants: Int?

        init(report: SweepReport) {
            tool = report.tool
            matrix = report.matrix
            shard = report.shard
            stats = report.stats
            failOn = report.failOn
            failingVariants = report.failingVariants
        }
    }

    /// The JSON report's encoder, one line per record.
    static var encoder: JSONEncoder {
        let encoder = JSONReport.encoder
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}

extension JSONLinesReport: Reporter {
    /// `jsonl`.
    public var format: ReportFormat { .jsonl }
    /// Per-variant results are streamed as the sweep goes (`JSONResultStream(lines:)`).
    public var retention: ResultRetention { .none }
    /// The lines of a report whose results are in memory (`merge --format jsonl`).
    public func render(_ report: SweepReport, options: RenderOptions) throws -> Data {
        let variants = report.results.compactMap { JSONLinesReport.record("variant", $0) }
        return Data(variants.map { $0 + "\n" }.joined().utf8) + JSONLinesReport.trailer(of: report)
    }
}
