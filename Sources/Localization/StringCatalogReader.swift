import Diagnostics
import Foundation

/// Reads String Catalogs (`.xcstrings`, JSON): string units with their state, plural and
/// device variations, and `%#@name@` substitutions. Each value is the longest variant;
/// `needs_review` and `new` states are counted.
public enum StringCatalogReader {
    /// Reads the file at `url`; `displayPath` is how messages name it.
    public static func read(contentsOf url: URL, displayPath: String) throws -> StringCatalog {
        let data = try InputFile.data(at: url, displayPath: displayPath)
        return try parse(data: data, file: displayPath)
    }

    /// Parses catalog JSON.
    public static func parse(data: Data, file: String) throws -> StringCatalog {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "malformed JSON"
            throw DiagnosticError(.error("not valid JSON: \(detail)", at: SourceLocation(file: file, line: lineNumber(in: detail))))
        }
        guard let top = root as? [String: Any] else {
            throw DiagnosticError(.error("a String Catalog must be a JSON object", at: SourceLocation(file: file, line: 1)))
        }
        guard let sourceLanguage = top["sourceLanguage"] as? String, !sourceLanguage.isEmpty else {
            throw DiagnosticError(.error("missing 'sourceLanguage'", at: SourceLocation(file: file, line: 1)))
        }
        let lines = SourceLineFinder(text: String(decoding: data, as: UTF8.self))
        var reader = CatalogEntryReader()
        var localizations: [String: [String: LocalizedValue]] = [:]
        var diagnostics: [Diagnostic] = []
        var untranslatable: Set<String> = []
        let strings = top["strings"] as? [String: Any] ?? [:]
        if top["strings"] != nil, !(top["strings"] is [String: Any]) {
            diagnostics.append(.error("'strings' must be an object", at: SourceLocation(file: file, line: lines.line(of: "\"strings\""))))
        }
        for key in strings.keys.sorted() {
            do {
                guard let entry = strings[key] as? [String: Any] else { throw CatalogEntryReader.Problem(message: "expected an object") }
                if (entry["shouldTranslate"] as? Bool) == false { untranslatable.insert(key) }
                let perLocale = entry["localizations"] as? [String: Any] ?? [:]
                for (locale, raw) in perLocale {
                    localizations[locale, default: [:]][key] = try reader.value(of: raw, locale: locale)
                }
                if perLocale[sourceLanguage] == nil, !StringCatalogReader.looksLikeInterfaceBuilderKey(key) {
                    // Xcode shows the key itself as the source text when the source language has no unit.
                    localizations[sourceLanguage, default: [:]][key] = LocalizedValue(text: key)
                }
            } catch let problem as CatalogEntryReader.Problem {
                let line = lines.line(of: "\"\(jsonEscaped(key))\"")
                diagnostics.append(.error("\(problem.message) in the string '\(key)'", at: SourceLocation(file: file, line: line)))
            } catch {
                diagnostics.append(.error("\(error) in the string '\(key)'", at: SourceLocation(file: file)))
            }
        }
        if diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticError(diagnostics) }
        var catalog = StringCatalog(sourceLanguage: sourceLanguage, localizations: localizations, stateCounts: reader.stateCounts, warnings: diagnostics)
        catalog.untranslatableKeys = untranslatable
        return catalog
    }

    /// Keys Interface Builder extracts (`abc-12-xyz.text`): their source text is in the IB file, not the key.
    static func looksLikeInterfaceBuilderKey(_ key: String) -> Bool {
        let parts = key.split(separator: ".", maxSplits: 1)
        guard parts.count == 2 else { return false }
        let id = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        return id.count == 3 && id.map(\.count) == [3, 2, 3] && id.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber } }
    }

    private static func lineNumber(in message: String) -> Int? {
        guard let range = message.range(of: "line ") else { return nil }
        return Int(message[range.upperBound...].prefix { $0.isNumber })
    }

    private static func jsonEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
    }
}

/// Turns one `localizations.<locale>` object of a catalog into a value, counting states.
struct CatalogEntryReader {
    struct Problem: Error {
        var message: String
    }

    private(set) var stateCounts: [String: Int] = [:]

    mutating func value(of raw: Any, locale: String) throws -> LocalizedValue {
        guard let object = raw as? [String: Any] else { throw Problem(message: "the localization '\(locale)' is not an object") }
        var state: String?
        let format = try tree(of: object, locale: locale, depth: 0, state: &state)
        var variables: [String: SubstitutionVariable] = [:]
        if let substitutions = object["substitutions"] {
            guard let substitutions = substitutions as? [String: Any] else { throw Problem(message: "'substitutions' must be an object") }
            for (name, rawVariable) in substitutions {
                guard let variable = rawVariable as? [String: Any] else { throw Problem(message: "the substitution '\(name)' is not an object") }
                var ignored: String?
                let tree = try tree(of: variable, locale: locale, depth: 0, state: &ignored)
                let specifier = variable["formatSpecifier"] as? String ?? "@"
                var position: Int?
                if let raw = variable["argNum"] {
                    guard let number = raw as? NSNumber, let value = Int(exactly: number.doubleValue), (1...99).contains(value) else {
                        throw Problem(message: "the substitution '\(name)' has an invalid argNum")
                    }
                    position = value
                }
                let argument = position.map { "%\($0)$\(specifier)" } ?? "%\(specifier)"
                variables[name] = SubstitutionVariable(tree: tree, argument: argument)
            }
        }
        let expanded = VariantTree.expand(format, variables: variables)
        return LocalizedValue(text: expanded.text, variant: expanded.choices.isEmpty ? nil : expanded.choices.joined(separator: ", "), state: state)
    }

    /// A `stringUnit` or a `variations` object (plural / device, possibly nested).
    private mutating func tree(of object: [String: Any], locale: String, depth: Int, state: inout String?) throws -> VariantTree {
        guard depth < 8 else { throw Problem(message: "variations nested too deeply") }
        if let unit = object["stringUnit"] {
            guard let unit = unit as? [String: Any], let value = unit["value"] as? String else {
                throw Problem(message: "a stringUnit of '\(locale)' has no string 'value'")
            }
            let unitState = unit["state"] as? String ?? "translated"
            stateCounts[unitState, default: 0] += 1
            if state == nil || unitState != "translated" { state = unitState }
            return .text(value)
        }
        if let variations = object["variations"] {
            guard let variations = variations as? [String: Any], !variations.isEmpty else {
                throw Problem(message: "'variations' of '\(locale)' must be a non-empty object")
            }
            var choices: [(label: String, tree: VariantTree)] = []
            for rule in variations.keys.sorted() {
                guard let options = variations[rule] as? [String: Any], !options.isEmpty else {
                    throw Problem(message: "the \(rule) variations of '\(locale)' must be a non-empty object")
                }
                let ordered = options.keys.sorted { StringCatalogReader.order($0) < StringCatalogReader.order($1) }
                let subtrees = try ordered.map { label -> (label: String, tree: VariantTree) in
                    guard let option = options[label] as? [String: Any] else {
                        throw Problem(message: "the \(rule) variation '\(label)' of '\(locale)' is not an object")
                    }
                    return (label, try tree(of: option, locale: locale, depth: depth + 1, state: &state))
                }
                choices.append((rule, .choice(rule: rule, options: subtrees)))
            }
            return choices.count == 1 ? choices[0].tree : .choice(rule: "variation", options: choices)
        }
        throw Problem(message: "the localization '\(locale)' has neither a stringUnit nor variations")
    }
}

extension StringCatalogReader {
    /// Sort key that keeps CLDR plural categories in their natural order, others alphabetical.
    static func order(_ label: String) -> String {
        if let index = StringsDictReader.pluralCategories.firstIndex(of: label) { return "0\(index)" }
        return "1\(label)"
    }
}
