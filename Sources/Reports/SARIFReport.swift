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
    public static func render(_ report: SweepReport, toolVersion: String, baseDirectory: String? = nil) throws -> Data {
        let base = baseDirectory ?? SARIFReport.defaultBaseDirectory()
        let rules = FindingKind.allCases.map { kind in
            Rule(id: kind.rawValue, name: ruleName(kind),
                 shortDescription: Message(text: kind.check.title), fullDescription: Message(text: kind.check.explanation),
                 help: Help(text: kind.check.explanation, markdown: helpMarkdown(kind)),
                 helpUri: "https://github.com/layoutstress/layout-stress/blob/main/docs/guide/sweep.md#findings",
                 defaultConfiguration: Configuration(level: level(kind.check.severity)))
        }
        let results = report.findings.map { finding in
            var text = finding.summary
            if let suggestion = finding.suggestion { text += ". Fix: \(suggestion)" }
            // A finding that rests on an assumption is for review, not an alert (SARIF's `kind`);
            // SARIF 2.1.0 §3.27.10 then requires the level `none`.
            if !finding.confirmed {
                text += ". Needs a look: " + finding.assumptions.map { $0.what + ($0.location.map { " (\($0))" } ?? "") }.joined(separator: "; ")
            }
            return Result(ruleId: finding.kind.rawValue, ruleIndex: FindingKind.allCases.firstIndex(of: finding.kind) ?? 0,
                          kind: finding.confirmed ? "fail" : "review",
                          level: finding.confirmed ? level(finding.severity) : "none", message: Message(text: text),
                          locations: location(finding.location, base: base).map { [$0] } ?? [],
                          partialFingerprints: ["layoutStress/v2": fingerprint(finding, screenIDs: report.screenIDs ?? [:], base: base)],
                          properties: Properties(screen: finding.screen, view: finding.view, count: finding.count,
                                                 locales: finding.locales, devices: finding.devices),
                          suppressions: finding.baselined ? [Suppression(kind: "external", justification: "listed in the baseline")] : nil)
        }
        let notifications = report.errors.map { error in
            Notification(level: "error", message: Message(text: error.message), locations: location(error.location, base: base).map { [$0] } ?? [])
        }
        let log = Log(schema: schema, version: "2.1.0", runs: [
            Run(tool: Tool(driver: Driver(name: "layout-stress", version: toolVersion,
                                          informationUri: "https://github.com/layoutstress/layout-stress", rules: rules)),
                originalUriBaseIds: ["SRCROOT": ArtifactLocation(uri: URL(fileURLWithPath: base, isDirectory: true).absoluteString, uriBaseId: nil)],
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

    private static func location(_ source: SourceLocation?, base: String) -> Location? {
        guard let source else { return nil }
        let (path, relative) = relativePath(source.file, to: base)
        return Location(physicalLocation: PhysicalLocation(artifactLocation: ArtifactLocation(uri: uri(path), uriBaseId: relative ? "SRCROOT" : nil),
                                                           region: source.line.map { Region(startLine: $0, startColumn: source.column) }))
    }

    /// The path relative to `base` when it lies below it (and true), else the path as given.
    static func relativePath(_ file: String, to base: String) -> (String, Bool) {
        let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
        let root = URL(fileURLWithPath: base).standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard absolute.hasPrefix(prefix) else { return (file, false) }
        return (String(absolute.dropFirst(prefix.count)), true)
    }

    /// The git root above the current directory, else the current directory.
    static func defaultBaseDirectory() -> String {
        var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
        for _ in 0..<64 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return folder.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return FileManager.default.currentDirectoryPath
    }

    /// What stays the same when a scene is renamed or a text edited: the file (relative to the
    /// base), the screen's stable id (or its name when it has none), the view and the kind.
    static func fingerprint(_ finding: AggregatedFinding, screenIDs: [String: String], base: String) -> String {
        let file = finding.location.map { relativePath($0.file, to: base).0 } ?? ""
        let screen = screenIDs[finding.screen] ?? finding.screen
        return [file, screen, finding.view, finding.kind.rawValue].joined(separator: "|")
    }

    /// `clipped-text` → `ClippedText`.
    static func ruleName(_ kind: FindingKind) -> String {
        kind.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            .replacingOccurrences(of: "Rtl", with: "RTL")
    }

    /// What the rule finds, what to do, and the smallest screen that shows it.
    static func helpMarkdown(_ kind: FindingKind) -> String {
        let check = kind.check
        return """
            **\(check.title)** (`\(kind.rawValue)`): \(check.explanation)

            Each result names the variants (device, orientation, text size, locale) where it happens and \
            its fix. A result marked for review rests on an assumption the files do not confirm \
            (a text the app's code sets, code that moves or hides the view); it says what to look at.

            The smallest screen that shows it:

            ```yaml
            \(check.example.spec.trimmingCharacters(in: .whitespacesAndNewlines))
            ```
            """
    }

    /// Relative paths stay relative (SARIF viewers resolve them against the base).
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
        let originalUriBaseIds: [String: ArtifactLocation]
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
        let help: Help
        let helpUri: String
        let defaultConfiguration: Configuration
    }
    private struct Help: Encodable {
        let text: String
        let markdown: String
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
    private struct ArtifactLocation: Encodable {
        let uri: String
        let uriBaseId: String?
    }
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
        try SARIFReport.render(report, toolVersion: options.toolVersion, baseDirectory: options.baseDirectory) + Data("\n".utf8)
    }
}
