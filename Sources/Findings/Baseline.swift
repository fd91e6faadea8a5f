import Diagnostics
import Foundation

/// Known findings a team accepts for now: the sweep still reports them, but they do not
/// fail the run. Stored as JSON: `{ "version": 1, "findings": [ { "screen", "view", "kind" } ] }`.
public struct Baseline: Hashable, Sendable, Codable {
    /// The file format version.
    public var version: Int
    /// The accepted (screen, view, kind) keys.
    public var findings: [FindingGroupKey]

    /// Creates a baseline from keys (sorted, without duplicates).
    public init(findings: [FindingGroupKey]) {
        self.version = 1
        var seen = Set<FindingGroupKey>()
        self.findings = findings.filter { seen.insert($0).inserted }
            .sorted { ($0.screen, $0.view, $0.kind.rawValue) < ($1.screen, $1.view, $1.kind.rawValue) }
    }

    /// True when the baseline accepts a key.
    public func contains(_ key: FindingGroupKey) -> Bool {
        findings.contains(key)
    }

    /// Reads a baseline file; a `DiagnosticError` naming the file when it is not one.
    public static func read(contentsOf path: String) throws -> Baseline {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw DiagnosticError(.error("cannot read baseline: \(error.localizedDescription)", at: SourceLocation(file: path)))
        }
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            throw DiagnosticError(.error("not a baseline JSON file: \(context.debugDescription)", at: SourceLocation(file: path, line: 1)))
        } catch {
            throw DiagnosticError(.error("not a baseline file (expected {\"version\": 1, \"findings\": [{\"screen\", \"view\", \"kind\"}]}): \(error)",
                                         at: SourceLocation(file: path, line: 1)))
        }
    }

    /// The baseline as pretty, sorted JSON.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
