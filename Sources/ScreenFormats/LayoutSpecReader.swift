import Diagnostics
import Foundation
import LayoutEngine
import Localization
import Yams

/// Reads `.layout.yaml` screen specs: views with their kinds and options, constraints in
/// the short form (`a.leading = root.safeArea.leading + 16 @750`), the long form
/// (`View.height = 0.0 * NotAnAttribute + 40.0`) and the Visual Format Language.
/// Every error of a file is reported as `file:line: error: … 'token'` in one `DiagnosticError`.
public enum LayoutSpecReader {
    /// Reads the spec at `url`; `displayPath` names it in messages and becomes `Screen.file`.
    public static func read(contentsOf url: URL, displayPath: String) throws -> Screen {
        let data = try InputFile.data(at: url, displayPath: displayPath)
        // UTF-8 or UTF-16, as YAML allows; an invalid byte is reported on its line.
        var text = try StringsTextDecoder.decode(data, file: displayPath).text
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return try parse(yaml: text, file: displayPath)
    }

    /// Parses spec text; `file` names it in messages and becomes `Screen.file`.
    public static func parse(yaml: String, file: String) throws -> Screen {
        var collector = DiagnosticCollector(file: file)
        if let problem = YAMLAliasCheck.problem(in: yaml) {
            throw DiagnosticError(.error(problem.message, at: SourceLocation(file: file, line: problem.line)))
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw DiagnosticError(yamlDiagnostic(error, file: file, text: yaml))
        } catch {
            throw DiagnosticError(.error("not valid YAML: \(error)", at: SourceLocation(file: file, line: 1)))
        }
        guard let root, let top = root.mapping else {
            throw DiagnosticError(.error("a spec must be a map with 'views:' and 'constraints:'", at: SourceLocation(file: file, line: YAMLValue.line(root) ?? 1)))
        }
        var screenName = defaultScreenName(file)
        var viewsNode: Node?, constraintsNode: Node?, metricsNode: Node?
        for (keyNode, value) in top {
            let key = keyNode.scalar?.string ?? ""
            switch key {
            case "screen":
                if let name = value.scalar?.string, !name.isEmpty { screenName = name } else {
                    collector.error("'screen' must be a name", line: YAMLValue.line(value))
                }
            case "views": viewsNode = value
            case "constraints": constraintsNode = value
            case "metrics": metricsNode = value
            default:
                collector.error("unknown top-level key '\(key)' (screen, views, constraints, metrics)", line: YAMLValue.line(keyNode))
            }
        }
        let metrics = readMetrics(metricsNode, collector: &collector)
        let views = readViews(viewsNode, collector: &collector)
        let constraints = readConstraints(constraintsNode, views: views, metrics: metrics, screen: screenName, collector: &collector)
        if collector.hasErrors { throw DiagnosticError(collector.inFileOrder) }
        return Screen(name: screenName, file: file, views: views, constraints: constraints, warnings: collector.inFileOrder)
    }

    private static func defaultScreenName(_ file: String) -> String {
        var name = (file as NSString).lastPathComponent
        for suffix in [".layout.yaml", ".layout.yml", ".yaml", ".yml"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name.isEmpty ? "Screen" : name
    }

    /// Said when a YAML error sits on a list item starting with `|` or `[`: an unquoted VFL string.
    static let quoteHint = " (quote Visual Format Language strings: - \"H:|-[a]-|\")"

    private static func yamlDiagnostic(_ error: YamlError, file: String, text: String) -> Diagnostic {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _), .composer(let context, let problem, let mark, _):
            let detail = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let nearby = [mark.line - 1, mark.line].filter { $0 >= 1 && $0 <= lines.count }.map { lines[$0 - 1].trimmingCharacters(in: .whitespaces) }
            let hint = nearby.contains { $0.hasPrefix("- |") || $0.hasPrefix("- [") } ? quoteHint : ""
            return .error("not valid YAML: \(detail)\(hint)", at: SourceLocation(file: file, line: mark.line))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let name = duplicates.first ?? ""
            return .error("'\(name)' is defined twice (duplicate key or view id)", at: SourceLocation(file: file, line: context.mark.line))
        case .reader(let problem, _, _, _):
            return .error("not valid YAML: \(problem)", at: SourceLocation(file: file, line: 1))
        default:
            return .error("not valid YAML: \(error)", at: SourceLocation(file: file, line: 1))
        }
    }

    private static func readMetrics(_ node: Node?, collector: inout DiagnosticCollector) -> [String: Double] {
        guard let node else { return [:] }
        guard let mapping = node.mapping else {
            collector.error("'metrics' must be a map of names to numbers", line: YAMLValue.line(node))
            return [:]
        }
        var metrics: [String: Double] = [:]
        for (key, value) in mapping {
            let name = key.scalar?.string ?? ""
            guard name.first.map({ $0.isLetter || $0 == "_" }) == true, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                collector.error("invalid metric name '\(name)' (letters, digits and _)", line: YAMLValue.line(key))
                continue
            }
            do {
                metrics[name] = try YAMLValue.number(value, what: "the metric '\(name)'")
            } catch let problem as SpecProblem {
                collector.error(problem.message, line: problem.line ?? YAMLValue.line(value))
            } catch {
                collector.error("\(error)", line: YAMLValue.line(value))
            }
        }
        return metrics
    }

    private static func readViews(_ node: Node?, collector: inout DiagnosticCollector) -> [ViewNode] {
        guard let node else { return [] }
        if YAMLValue.isBlank(node) { return [] }
        guard let mapping = node.mapping else {
            collector.error("'views' must be a map of view ids to views", line: YAMLValue.line(node))
            return []
        }
        var entries: [ViewSpecReader.Entry] = []
        var seen: Set<String> = [LayoutItem.rootID]
        for (key, value) in mapping {
            let id = key.scalar?.string ?? ""
            let line = YAMLValue.line(key)
            guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), id.first?.isNumber == false else {
                collector.error("invalid view id '\(id)' (letters, digits and _, not starting with a digit)", line: line)
                continue
            }
            guard !seen.contains(id) else {
                collector.error(id == LayoutItem.rootID ? "'root' is the screen's own view and cannot be declared" : "duplicate view id '\(id)'", line: line)
                continue
            }
            seen.insert(id)
            if let entry = ViewSpecReader.read(id: id, value: value, line: line, collector: &collector) {
                entries.append(entry)
            }
        }
        return ViewHierarchyChecker.check(entries, collector: &collector)
    }

    private static func readConstraints(_ node: Node?, views: [ViewNode], metrics: [String: Double], screen: String,
                                        collector: inout DiagnosticCollector) -> [ConstraintSpec] {
        guard let node else { return [] }
        if YAMLValue.isBlank(node) { return [] }
        guard let sequence = node.sequence else {
            collector.error("'constraints' must be a list", line: YAMLValue.line(node))
            return []
        }
        let resolver = AnchorResolver(views: views)
        let visualFormat = VisualFormatParser(views: views, metrics: metrics)
        var constraints: [ConstraintSpec] = []
        var usedIDs: Set<String> = []
        for item in sequence {
            let line = YAMLValue.line(item)
            guard let text = item.scalar?.string.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
                let hint = item.sequence != nil ? quoteHint : ""
                collector.error("a constraint must be one line of text such as 'a.top = b.bottom + 8'\(hint)", line: line)
                continue
            }
            var id = "\(screen):\(line.map(String.init) ?? "?")"
            var suffix = 2
            while usedIDs.contains(id) { id = "\(screen):\(line.map(String.init) ?? "?")#\(suffix)"; suffix += 1 }
            usedIDs.insert(id)
            let location = collector.location(line)
            if isVisualFormat(text) {
                do {
                    constraints += try visualFormat.constraints(for: text, idPrefix: id, location: location)
                } catch let diagnostic as Diagnostic {
                    collector.error(diagnostic.message, line: line)
                } catch {
                    collector.error("\(error)", line: line)
                }
                continue
            }
            do {
                let expression = try ConstraintExpression.parse(text, metrics: metrics)
                let first = try resolver.anchor(expression.first)
                let second = try expression.second.map { try resolver.anchor($0) }
                if let problem = AnchorResolver.validate(first: first, second: second, multiplier: expression.multiplier) { throw problem }
                constraints.append(ConstraintSpec(id: id, first: first, relation: expression.relation, second: second,
                                                  multiplier: expression.multiplier, constant: expression.constant,
                                                  priority: expression.priority, origin: .spec, location: location, sourceText: text))
            } catch let problem as SpecProblem {
                collector.error(problem.message, line: line)
            } catch {
                collector.error("\(error)", line: line)
            }
        }
        return constraints
    }

    /// `H:…`, `V:…`, or a string that starts with `|` or `[`.
    static func isVisualFormat(_ text: String) -> Bool {
        text.hasPrefix("H:") || text.hasPrefix("V:") || text.hasPrefix("|") || text.hasPrefix("[")
    }
}
