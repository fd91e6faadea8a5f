import Diagnostics
import Foundation
import Findings

/// One line per finding in the form compilers and linters use, which Xcode's build log picks up
/// from a Run Script build phase: `path:line:col: error|warning|note: message [kind]`. Findings
/// that rest on an assumption are notes, whatever their kind, with what they rest on. Input
/// errors come first, in the same form.
public struct XcodeReport: Reporter {
    /// Creates the reporter.
    public init() {}

    /// `xcode`.
    public var format: ReportFormat { .xcode }
    /// Only the aggregated findings are written.
    public var retention: ResultRetention { .none }

    /// The lines, each ending in a newline.
    public func render(_ report: SweepReport, options: RenderOptions) throws -> Data {
        var lines = report.errors.map { "\(Self.place($0.location))error: \($0.message)" }
        for finding in report.findings where !finding.baselined {
            let level = finding.confirmed ? finding.severity.rawValue : "note"
            var message = "\(finding.screen): \(finding.summary)"
            if let suggestion = finding.suggestion { message += "; fix: \(suggestion)" }
            if !finding.confirmed, let first = finding.assumptions.first {
                message += "; needs a look: \(first.what)" + (finding.assumptions.count > 1 ? " (+\(finding.assumptions.count - 1) more)" : "")
            }
            lines.append("\(Self.place(finding.location))\(level): \(message) [\(finding.kind.rawValue)]")
        }
        return Data(lines.map { $0 + "\n" }.joined().utf8)
    }

    /// `path:line:col: `, or nothing when the location is unknown.
    static func place(_ location: SourceLocation?) -> String {
        guard let location else { return "" }
        return "\(location.file):\(location.line ?? 1):\(location.column ?? 1): "
    }
}
