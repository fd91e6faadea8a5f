import Diagnostics
import Foundation
import Findings

/// SARIF 2.1.0: one rule per finding kind, one result per aggregated finding located at
/// the spec or Interface Builder file and line; baselined findings carry a suppression.
public struct SARIFReport {
    /// Creates the reporter.
    public init() {}

    /// The schema the output declares.
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// Renders the report as SARIF JSON.
    public static func render(_ report: SweepReport, toolVersion: String) throws -> Data {
        let rules = FindingKind.allCases.map { kind in
            Rule(id: kind.rawValue, name: kind.check.title.replacingOccurrences(of: " ", with: ""),
                 shortDescription: Message(text: kind.check.title), fullDescription: Message(text: kind.check.explanation),
                 defaultConfiguration: Configuration(level: level(kind.check.severity)))
        }
        let results = report.findings.map { finding in
            var text = finding.summary
            if let suggestion = finding.suggestion { text += ". Fix: \(suggestion)" }
            // A finding that rests on an assumption is for review, not an alert (SARIF's `kind`).
            if !finding.confirmed {
                text += ". Needs a look: " + finding.assumptions.map { $0.what + ($0.location.map { " (\($0))" } ?? "") }.joined(separator: "; ")
            }
            return Result(ruleId: finding.kind.rawValue, ruleIndex: FindingKind.allCases.firstIndex(of: finding.kind) ?? 0,
                          kind: finding.confirmed ? "fail" : "review",
                          level: finding.confirmed ? level(finding.severity) : "note", message: Message(text: text),
                          locations: location(finding.location).map { [$0] } ?? [],
                          partialFingerprints: ["layoutStress/v1": finding.key.description],
                          properties: Properties(screen: finding.screen, view: finding.view, count: finding.count,
                                                 locales: finding.locales, devices: finding.devices),
                          suppressions: finding.baselined ? [Suppression(kind: "external", justification: "listed in the baseline")] : nil)
        }
        let notifications = report.errors.map { error in
            Notification(level: "error", message: Message(text: error.message), locations: location(error.location).map { [$0] } ?? [])
        }
        let log = Log(schema: schema, version: "2.1.0", runs: [
            Run(tool: Tool(driver: Driver(name: "layout-stress", version: toolVersion,
                                          informationUri: "https://github.com/layoutstress/layout-stress", rules: rules)),
                results: results,
                invocations: [Invocation(executionSuccessful: report.errors.isEmpty, toolExecutionNotifications: notifications)]),
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(log)
    }

    private static func level(_ severity: FindingSeverity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    private static func location(_ source: SourceLocation?) -> Location? {
        guard let source else { return nil }
        return Location(physicalLocation: PhysicalLocation(artifactLocation: ArtifactLocation(uri: uri(source.file)),
                                                           region: source.line.map { Region(startLine: $0, startColumn: source.column) }))
    }

    /// Relative paths stay relative (SARIF viewers resolve them against the checkout).
    private static func uri(_ path: String) -> String {
        var trimmed = path
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        return trimmed.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? trimmed
    }

    private struct Log: Encodable {
        let schema: String
        let version: String
        let runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }
    private struct Run: Encodable {
        let tool: Tool
        let results: [Result]
        let invocations: [Invocation]
    }
    private struct Tool: Encodable { let driver: Driver }
    private struct Driver: Encodable {
        let name: String
        let version: String
        let informationUri: String
        let rules: [Rule]
    }
    private struct Rule: Encodable {
        let id: String
        let name: String
        let shortDescription: Message
        let fullDescription: Message
        let defaultConfiguration: Configuration
    }
    private struct Configuration: Encodable { let level: String }
    private struct Message: Encodable { let text: String }
    private struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int
        let kind: String
        let level: String
        let message: Message
        let locations: [Location]
        let partialFingerprints: [String: String]
        let properties: Properties
        let suppressions: [Suppression]?
    }
    private struct Properties: Encodable {
        let screen: String
        let view: String
        let count: Int
        let locales: [String]
        let devices: [String]
    }
    private struct Suppression: Encodable {
        let kind: String
        let justification: String
    }
    private struct Location: Encodable { let physicalLocation: PhysicalLocation }
    private struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region?
    }
    private struct ArtifactLocation: Encodable { let uri: String }
    private struct Region: Encodable {
        let startLine: Int
        let startColumn: Int?
    }
    private struct Invocation: Encodable {
        let executionSuccessful: Bool
        let toolExecutionNotifications: [Notification]
    }
    private struct Notification: Encodable {
        let level: String
        let message: Message
        let locations: [Location]
    }
}

extension SARIFReport: Reporter {
    /// `sarif`.
    public var format: ReportFormat { .sarif }
    /// Aggregated findings only.
    public var retention: ResultRetention { .summary }
    /// SARIF 2.1.0 JSON naming the tool's version, with a final newline.
    public func render(_ report: SweepReport, options: RenderOptions) throws -> Data {
        try SARIFReport.render(report, toolVersion: options.toolVersion) + Data("\n".utf8)
    }
}
