import Diagnostics
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads `.stringsdict` files (XML property lists): plural rules (`NSStringPluralRuleType`),
/// width variations (`NSStringVariableWidthRuleType`) and device variations
/// (`NSStringDeviceSpecificRuleType`). Each key's value is its longest variant, with the
/// plural category (or width/device) chosen noted.
public enum StringsDictReader {
    /// The deepest nesting of arrays and dictionaries read from a binary `.stringsdict` (a real
    /// one nests a few levels: entry, variable, variations 8 deep at most).
    static let maximumBinaryDepth = 16

    /// Reads the file at `url`; `displayPath` is how messages name it.
    public static func read(contentsOf url: URL, displayPath: String) throws -> KeyedValues {
        let data = try InputFile.data(at: url, displayPath: displayPath)
        return try parse(data: data, file: displayPath)
    }

    /// Parses a stringsdict property list.
    public static func parse(data: Data, file: String) throws -> KeyedValues {
        if data.starts(with: Array("bplist00".utf8)), let problem = BinaryPropertyListShape.problem(in: data, maximumDepth: maximumBinaryDepth) {
            throw DiagnosticError(.error("not a valid property list: \(problem)", at: SourceLocation(file: file, line: 1)))
        }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let problem = xmlProblem(data)
            throw DiagnosticError(.error("not a valid property list: \(problem.summary)", at: SourceLocation(file: file, line: problem.line)))
        }
        guard let entries = root as? [String: Any] else {
            throw DiagnosticError(.error("the top level of a .stringsdict must be a dictionary", at: SourceLocation(file: file, line: 1)))
        }
        let lines = SourceLineFinder(text: String(decoding: data, as: UTF8.self))
        var values: [String: LocalizedValue] = [:]
        var diagnostics: [Diagnostic] = []
        for key in entries.keys.sorted() {
            let location = SourceLocation(file: file, line: lines.line(of: "<key>\(xmlEscaped(key))</key>"))
            do {
                let (text, choices) = try value(of: entries[key] as Any, key: key)
                values[key] = LocalizedValue(text: text, variant: choices.isEmpty ? nil : choices.joined(separator: ", "))
            } catch let problem as Problem {
                diagnostics.append(.error("\(problem.message) in the entry '\(key)'", at: location))
            }
        }
        if diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticError(diagnostics) }
        return KeyedValues(values: values, warnings: diagnostics)
    }

    private struct Problem: Error {
        var message: String
    }

    private static func value(of entry: Any, key: String) throws -> (String, [String]) {
        if let text = entry as? String { return (text, []) }
        guard let dictionary = entry as? [String: Any] else { throw Problem(message: "expected a string or a dictionary") }
        if let widths = dictionary["NSStringVariableWidthRuleType"] {
            return try expandFormat(tree(from: widths, rule: "width", depth: 0), dictionary: dictionary)
        }
        if let devices = dictionary["NSStringDeviceSpecificRuleType"] {
            return try expandFormat(tree(from: devices, rule: "device", depth: 0), dictionary: dictionary)
        }
        guard let format = dictionary["NSStringLocalizedFormatKey"] as? String else {
            throw Problem(message: "missing NSStringLocalizedFormatKey")
        }
        return try expandFormat(.text(format), dictionary: dictionary)
    }

    private static func expandFormat(_ format: VariantTree, dictionary: [String: Any]) throws -> (String, [String]) {
        var variables: [String: SubstitutionVariable] = [:]
        for (name, raw) in dictionary where !name.hasPrefix("NSString") {
            guard let rule = raw as? [String: Any] else { continue }
            let type = rule["NSStringFormatSpecTypeKey"] as? String ?? "NSStringPluralRuleType"
            guard type == "NSStringPluralRuleType" else { throw Problem(message: "unknown rule type '\(type)' for the variable '\(name)'") }
            let options = pluralCategories.compactMap { category -> (label: String, tree: VariantTree)? in
                guard let text = rule[category] as? String else { return nil }
                return (category, .text(text))
            }
            guard !options.isEmpty else { throw Problem(message: "the variable '\(name)' has no plural forms") }
            guard rule["other"] is String else { throw Problem(message: "the variable '\(name)' has no 'other' form") }
            variables[name] = SubstitutionVariable(tree: .choice(rule: "plural", options: options), argument: nil)
        }
        let result: (text: String, choices: [String])
        do {
            result = try VariantTree.expand(format, variables: variables)
        } catch {
            throw Problem(message: error.message)
        }
        return (result.text, result.choices)
    }

    private static func tree(from value: Any, rule: String, depth: Int) throws -> VariantTree {
        guard depth < 8 else { throw Problem(message: "variations nested too deeply") }
        if let text = value as? String { return .text(text) }
        if let nested = value as? [String: Any], nested["NSStringLocalizedFormatKey"] != nil {
            // A device or width variant that is itself a plural format.
            return .text(try expandFormat(.text(nested["NSStringLocalizedFormatKey"] as? String ?? ""), dictionary: nested).0)
        }
        guard let dictionary = value as? [String: Any], !dictionary.isEmpty else {
            throw Problem(message: "\(rule) variations must be a non-empty dictionary")
        }
        let options = try dictionary.keys.sorted().map { label in
            (label: label, tree: try tree(from: dictionary[label] as Any, rule: rule, depth: depth + 1))
        }
        return .choice(rule: rule, options: options)
    }

    /// CLDR plural categories in their usual order.
    static let pluralCategories = ["zero", "one", "two", "few", "many", "other"]

    private static func xmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// Why `data` is not a property list, and on which line, as the XML parser sees it.
    private static func xmlProblem(_ data: Data) -> (summary: String, line: Int?) {
        // Foundation's XMLParser traps on element names that are not UTF-8.
        if let line = UTF8Check.firstInvalidLine(in: data) { return ("not valid UTF-8 text", line) }
        let parser = XMLParser(data: data)
        let locator = XMLErrorLocator()
        parser.delegate = locator
        if parser.parse() { return ("the XML is well-formed but is not a property list", nil) }
        let summary = parser.parserError.map { "XML error \(($0 as NSError).code)" } ?? "malformed XML"
        return (summary, locator.line ?? (parser.lineNumber > 0 ? parser.lineNumber : nil))
    }
}

/// Notes the line of the first XML error while the parser is on it: once `parse()` has
/// returned, the parser's line is the end of what it read, not where the error was.
private final class XMLErrorLocator: NSObject, XMLParserDelegate {
    var line: Int?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if line == nil, parser.lineNumber > 0 { line = parser.lineNumber }
    }
}
