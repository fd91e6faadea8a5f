import Diagnostics
import Findings
import Foundation
import LayoutEngine
import TextEngine

/// Parses the list values of flags and configuration keys (comma-separated or YAML lists),
/// with the same rules and messages for both.
public enum ListParsing {
    /// Splits `a, b ,c` into trimmed, non-empty items.
    public static func split(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Categories from names (`large`, `AX5`, `xS`) or `all`.
    public static func categories(_ items: [String], at location: SourceLocation?) throws -> [ContentSizeCategory] {
        if items.count == 1, items[0].lowercased() == "all" { return ContentSizeCategory.allCases }
        var result: [ContentSizeCategory] = []
        var errors: [Diagnostic] = []
        for item in items {
            if let category = ContentSizeCategory(parsing: item) {
                if !result.contains(category) { result.append(category) }
            } else {
                let names = ContentSizeCategory.allCases.map(\.rawValue) + ["xS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5", "all"]
                errors.append(.error("unknown content size category '\(item)'\(NearestName.hint(for: item, among: names)) (expected e.g. large, extraExtraLarge, AX1…AX5, or all)", at: location))
            }
        }
        if !errors.isEmpty { throw DiagnosticError(errors) }
        return result.sorted()
    }

    /// Finding kinds from stable names, `all` or `none`.
    public static func findingKinds(_ items: [String], at location: SourceLocation?) throws -> [FindingKind] {
        if items.count == 1, items[0].lowercased() == "all" { return FindingKind.allCases }
        if items.count == 1, items[0].lowercased() == "none" { return [] }
        var result: [FindingKind] = []
        var errors: [Diagnostic] = []
        for item in items {
            if let kind = FindingKind(parsing: item) {
                if !result.contains(kind) { result.append(kind) }
            } else {
                let known = FindingKind.allCases.map(\.rawValue).joined(separator: ", ")
                let hint = NearestName.hint(for: item, among: FindingKind.allCases.map(\.rawValue))
                errors.append(.error("unknown finding kind '\(item)'\(hint) (expected one of \(known), all or none)", at: location))
            }
        }
        if !errors.isEmpty { throw DiagnosticError(errors) }
        return result
    }

    /// Orientations (`portrait`, `landscape`, `all`).
    public static func orientations(_ items: [String], at location: SourceLocation?) throws -> [Orientation] {
        if items.count == 1, items[0].lowercased() == "all" { return Orientation.allCases }
        var result: [Orientation] = []
        for item in items {
            guard let orientation = Orientation(rawValue: item.lowercased()) else {
                throw DiagnosticError(.error("unknown orientation '\(item)' (expected portrait or landscape)", at: location))
            }
            if !result.contains(orientation) { result.append(orientation) }
        }
        return result
    }
}
