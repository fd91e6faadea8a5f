import Diagnostics
import Foundation
import Findings

/// GitHub Actions workflow commands, one per finding: `::error file=…,line=…,title=…::message`,
/// which the Actions log shows as annotations on the file. Findings that rest on an assumption
/// are `notice`s; input errors are `error`s.
public struct GitHubReport: Reporter {
    /// Creates the reporter.
    public init() {}

    /// `github`.
    public var format: ReportFormat { .github }
    /// Only the aggregated findings are written.
    public var retention: ResultRetention { .none }

    /// The commands, each ending in a newline.
    public func render(_ report: SweepReport, options: RenderOptions) throws -> Data {
        var lines = report.errors.map { Self.command("error", $0.location, title: "layout-stress", message: $0.message) }
        for finding in report.findings where !finding.baselined {
            let level: String
            switch (finding.confirmed, finding.severity) {
            case (false, _), (true, .note): level = "notice"
            case (true, .warning): level = "warning"
            case (true, .error): level = "error"
            }
            var message = "\(finding.screen): \(finding.summary)"
            if let suggestion = finding.suggestion { message += "\nfix: \(suggestion)" }
            for assumption in finding.assumptions { message += "\nneeds a look: \(assumption.what)" }
            lines.append(Self.command(level, finding.location, title: "\(finding.kind.rawValue) (layout-stress)", message: message))
        }
        return Data(lines.map { $0 + "\n" }.joined().utf8)
    }

    static func command(_ level: String, _ location: SourceLocation?, title: String, message: String) -> String {
        var properties: [String] = []
        if let location {
            properties.append("file=\(escapeProperty(location.file))")
            if let line = location.line { properties.append("line=\(line)") }
        }
        properties.append("title=\(escapeProperty(title))")
        return "::\(level) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// GitHub's escaping of a command's message: `%`, carriage returns and newlines.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// The escaping of a property value: also `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
