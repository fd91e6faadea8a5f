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

extension StringCatalogReader {
    /// Sort key that keeps CLDR plural categories in their natural order, others alphabetical.
    static func order(_ label: String) -> String {
        if let index = StringsDictReader.pluralCategories.firstIndex(of: label) { return "0\(index)" }
        return "1\(label)"
    }
}
