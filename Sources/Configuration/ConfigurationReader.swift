import Diagnostics
import Findings
import Foundation
import Localization
import Yams

/// Reads `layout-stress.yml` (interfaces §3). Every error names the file and line;
/// relative paths become relative to the folder holding the file.
public enum ConfigurationReader {
    /// The keys the file may hold.
    public static let knownKeys = ["screens", "locales", "categories", "devices", "orientations", "fonts",
                                   "failOn", "failOnUnconfirmed", "baseline", "localesDir", "jobs", "designTimeExpansion", "app",
                                   "disabled", "only", "minSeverity", "ignore"]

    /// Reads a configuration file; throws a `DiagnosticError` listing every problem.
    public static func read(contentsOf path: String, displayPath: String? = nil) throws -> SweepConfiguration {
        let display = displayPath ?? path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DiagnosticError(.error("cannot read configuration file", at: SourceLocation(file: display)))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw DiagnosticError(.error("configuration is not UTF-8 text", at: SourceLocation(file: display, line: 1)))
        }
        return try parse(text, file: display, baseDirectory: (path as NSString).deletingLastPathComponent)
    }

    /// Parses configuration text. `baseDirectory` is prefixed to relative paths.
    public static func parse(_ text: String, file: String, baseDirectory: String) throws -> SweepConfiguration {
        if let problem = YAMLAliasCheck.problem(in: text) {
            throw DiagnosticError(.error(problem.message, at: SourceLocation(file: file, line: problem.line)))
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw DiagnosticError(yamlDiagnostic(error, file: file))
        } catch {
            throw DiagnosticError(.error("cannot parse YAML: \(error)", at: SourceLocation(file: file, line: 1)))
        }
        var configuration = SweepConfiguration(file: file)
        guard let root else { return configuration }
        guard let mapping = root.mapping else {
            throw DiagnosticError(.error("expected a mapping of keys (screens, locales, categories, …)", at: location(root, file)))
        }
        var errors: [Diagnostic] = []
        func collect(_ body: () throws -> Void) {
            do { try body() } catch let error as DiagnosticError { errors += error.diagnostics } catch {
                errors.append(.error("\(error)", at: SourceLocation(file: file)))
            }
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            let at = location(keyNode, file)
            configuration.keyLocations[key] = at
            collect {
                switch key {
                case "screens": configuration.screens = try strings(value, file).map { resolve($0, in: baseDirectory) }
                case "locales": configuration.locales = try strings(value, file)
                case "categories": configuration.categories = try ListParsing.categories(strings(value, file), at: location(value, file))
                case "devices": configuration.devices = try strings(value, file)
                case "orientations": configuration.orientations = try ListParsing.orientations(strings(value, file), at: location(value, file))
                case "fonts": configuration.fonts = try strings(value, file).map { resolve($0, in: baseDirectory) }
                case "failOn", "fail-on", "failon": configuration.failOn = try ListParsing.findingKinds(strings(value, file), at: location(value, file))
                case "failOnUnconfirmed", "fail-on-unconfirmed":
                    guard let text = value.string?.lowercased(), ["true", "false", "yes", "no"].contains(text) else {
                        throw DiagnosticError(.error("failOnUnconfirmed must be true or false", at: location(value, file)))
                    }
                    configuration.failOnUnconfirmed = text == "true" || text == "yes"
                case "baseline": configuration.baseline = try single(value, key, file).map { resolve($0, in: baseDirectory) }
                case "localesDir", "locales-dir": configuration.localesDir = try single(value, key, file).map { resolve($0, in: baseDirectory) }
                case "jobs":
                    guard let jobs = value.int, jobs >= 1 else {
                        throw DiagnosticError(.error("jobs must be a positive whole number", at: location(value, file)))
                    }
                    configuration.jobs = jobs
                case "disabled": configuration.disabled = try ListParsing.findingKinds(strings(value, file), at: location(value, file))
                case "only": configuration.only = try ListParsing.findingKinds(strings(value, file), at: location(value, file))
                case "minSeverity", "min-severity":
                    guard let text = value.string, let severity = FindingSeverity(rawValue: text.lowercased()) else {
                        throw DiagnosticError(.error("minSeverity must be note, warning or error", at: location(value, file)))
                    }
                    configuration.minimumSeverity = severity
                case "ignore": configuration.ignores = try ignoreRules(value, file, baseDirectory: baseDirectory)
                case "app": configuration.app = try single(value, key, file).map { resolve($0, in: baseDirectory) }
                case "designTimeExpansion":
                    guard let text = value.string, let expansion = DesignTimeExpansion(parsing: text) else {
                        throw DiagnosticError(.error("designTimeExpansion must be none, guideline or a share such as 40% (up to 1000%)",
                                                     at: location(value, file)))
                    }
                    configuration.designTimeExpansion = expansion
                default:
                    throw DiagnosticError(.error("unknown key '\(key)'\(NearestName.hint(for: key, among: knownKeys)) (expected one of \(knownKeys.joined(separator: ", ")))", at: at))
                }
            }
        }
        if !errors.isEmpty { throw DiagnosticError(errors) }
        return configuration
    }

    /// The keys of one `ignore:` entry.
    static let ignoreKeys = ["screen", "view", "kind", "kinds", "reason"]

    /// `ignore:` — a list of `{ screen, view, kind(s), reason }`; `reason` is required.
    private static func ignoreRules(_ node: Node, _ file: String, baseDirectory: String) throws -> [SuppressionRules.IgnoreRule] {
        guard let list = node.sequence else {
            throw DiagnosticError(.error("ignore expects a list of entries ({ screen, view, kind, reason })", at: location(node, file)))
        }
        return try list.map { entry in
            guard let mapping = entry.mapping else {
                throw DiagnosticError(.error("an ignore entry is a mapping: { screen, view, kind, reason }", at: location(entry, file)))
            }
            var rule = SuppressionRules.IgnoreRule(screen: nil, view: nil, kinds: nil, reason: "", location: location(entry, file))
            var reason: String?
            for (keyNode, value) in mapping {
                let key = keyNode.string ?? ""
                switch key {
                case "screen":
                    guard let text = value.string, !text.isEmpty else { throw DiagnosticError(.error("screen expects a name or a glob", at: location(value, file))) }
                    rule.screen = text.contains("/") ? resolve(text, in: baseDirectory) : text
                case "view":
                    guard let text = value.string, !text.isEmpty else { throw DiagnosticError(.error("view expects an id or a name", at: location(value, file))) }
                    rule.view = text
                case "kind", "kinds":
                    let names = try strings(value, file)
                    if names.map({ $0.lowercased() }) != ["all"] {
                        rule.kinds = Set(try ListParsing.findingKinds(names, at: location(value, file)))
                    }
                case "reason":
                    reason = value.string?.trimmingCharacters(in: .whitespaces)
                default:
                    throw DiagnosticError(.error("unknown key '\(key)' in an ignore entry (expected \(ignoreKeys.joined(separator: ", ")))",
                                                 at: location(keyNode, file)))
                }
            }
            guard let reason, !reason.isEmpty else {
                throw DiagnosticError(.error("every ignore entry needs a reason: saying why the finding is acceptable", at: location(entry, file)))
            }
            rule.reason = reason
            return rule
        }
    }

    private static func strings(_ node: Node, _ file: String) throws -> [String] {
        switch node {
        case .scalar(let scalar):
            return ListParsing.split(scalar.string)
        case .sequence(let sequence):
            return try sequence.map { item in
                guard let text = item.string else {
                    throw DiagnosticError(.error("expected a plain value in this list", at: location(item, file)))
                }
                return text
            }
        default:
            throw DiagnosticError(.error("expected a list or a comma-separated value", at: location(node, file)))
        }
    }

    private static func single(_ node: Node, _ key: String, _ file: String) throws -> String? {
        guard let text = node.string else {
            throw DiagnosticError(.error("\(key) expects a single path", at: location(node, file)))
        }
        return text.isEmpty ? nil : text
    }

    private static func resolve(_ path: String, in base: String) -> String {
        if path.hasPrefix("/") || base.isEmpty || base == "." { return path }
        return (base as NSString).appendingPathComponent(path)
    }

    private static func location(_ node: Node, _ file: String) -> SourceLocation {
        SourceLocation(file: file, line: node.mark?.line, column: node.mark?.column)
    }

    private static func yamlDiagnostic(_ error: YamlError, file: String) -> Diagnostic {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return .error("invalid YAML: \(problem)", at: SourceLocation(file: file, line: mark.line, column: mark.column))
        case .duplicatedKeysInMapping(let duplicates, let context):
            return .error("duplicate key \(duplicates.joined(separator: ", "))", at: SourceLocation(file: file, line: context.mark.line))
        default:
            return .error("invalid YAML: \(error)", at: SourceLocation(file: file, line: 1))
        }
    }
}
