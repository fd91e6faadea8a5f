import Diagnostics
import Foundation

/// Known findings a team accepts for now: the sweep still reports them, but they do not
/// fail the run. Stored as JSON: `{ "version": 1, "findings": [ { "screen", "view", "kind" } ] }`.
public struct Baseline: Hashable, Sendable, Codable {
    /// The file format version.
    public var version: Int
    /// The accepted (screen, view, kind) keys.
    public var findings: [FindingGroupKey] { didSet { accepted = Set(findings) } }
    /// Screen name → the stable id stored instead (`Screen.stableID`), for this run's screens;
    /// not written to the file.
    public var screenIDs: [String: String] = [:]
    private var accepted: Set<FindingGroupKey>

    private enum CodingKeys: String, CodingKey {
        case version, findings
    }

    /// Creates a baseline from keys (sorted, without duplicates); screens named in `screenIDs`
    /// are stored by their stable id.
    public init(findings: [FindingGroupKey], screenIDs: [String: String] = [:]) {
        self.version = 1
        self.screenIDs = screenIDs
        var seen = Set<FindingGroupKey>()
        let sorted = findings.map { key in
            var stable = key
            if let id = screenIDs[key.screen] { stable.screen = id }
            return stable
        }.filter { seen.insert($0).inserted }
            .sorted { ($0.screen, $0.view, $0.kind.rawValue) < ($1.screen, $1.view, $1.kind.rawValue) }
        self.findings = sorted
        accepted = Set(sorted)
    }

    /// Reads a baseline's fields.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        findings = try container.decode([FindingGroupKey].self, forKey: .findings)
        accepted = Set(findings)
    }

    /// True when the baseline accepts a key: by its screen's stable id, or by its name (as
    /// baselines written before stable ids store it).
    public func contains(_ key: FindingGroupKey) -> Bool {
        if accepted.contains(key) { return true }
        guard let id = screenIDs[key.screen] else { return false }
        var stable = key
        stable.screen = id
        return accepted.contains(stable)
    }

    /// The entries no finding of `keys` matches any more (fixed, or their view or screen gone),
    /// in the baseline's order.
    public func unmatched(by keys: [FindingGroupKey]) -> [FindingGroupKey] {
        var matched: Set<FindingGroupKey> = []
        for key in keys {
            matched.insert(key)
            if let id = screenIDs[key.screen] {
                var stable = key
                stable.screen = id
                matched.insert(stable)
            }
        }
        return findings.filter { !matched.contains($0) }
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
