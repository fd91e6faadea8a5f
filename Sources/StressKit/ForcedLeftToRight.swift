import Diagnostics
import Foundation
import LayoutEngine

/// Apps that turn right-to-left layout off for every view: `UIView.appearance()
/// .semanticContentAttribute = .forceLeftToRight` (Objective-C: `[[UIView appearance]
/// setSemanticContentAttribute:UISemanticContentAttributeForceLeftToRight]`) makes every view
/// of the app lay out left to right in every language (Element, whose build settings disable
/// right-to-left layout). Their screens are laid out left to right in right-to-left locales,
/// with the locale's text, and so are never reported unmirrored. The statement counts when
/// nothing guards it, or when the `if` around it tests a Boolean constant the app sets to true
/// (`if (BuildSettings.disableRightToLeftLayout)`, `static let disableRightToLeftLayout =
/// true`); a condition known only at run time leaves the app's layout direction alone.
public enum ForcedLeftToRight {
    /// `screens` with `forcesLeftToRight` set for those of apps whose code forces it, with one
    /// note per app.
    public static func applied(to screens: [Screen]) -> [Screen] {
        applied(to: screens, apps: AppSources())
    }

    /// As above, with the apps' files shared with the other passes.
    static func applied(to screens: [Screen], apps: AppSources) -> [Screen] {
        var result = screens
        for (root, indices) in apps.screensByRoot(screens, where: { _ in true }) {
            guard let code = apps.files(under: root, withExtensions: ["swift", "m", "mm"]),
                  let site = forcingSite(in: code, root: root, apps: apps) else { continue }
            for index in indices { result[index].forcesLeftToRight = true }
            if let first = indices.first {
                result[first].warnings.append(Diagnostic(
                    .note, "the app forces left-to-right layout on every view (UIView's appearance, semanticContentAttribute = forceLeftToRight): right-to-left locales are laid out left to right for its \(indices.count) screens, and not checked for mirroring",
                    at: site))
            }
        }
        return result
    }

    /// Where the app's code forces every view left to right, when it does unconditionally or
    /// under a constant that is true.
    static func forcingSite(in files: [String], root: String, apps: AppSources) -> SourceLocation? {
        var constants: [String: Bool]?
        // Test targets never run in the shipping app.
        for path in files where !path.split(separator: "/").dropLast().contains(where: { $0.hasSuffix("Tests") }) {
            guard let data = read(path, root: root, apps: apps), data.range(of: Data("ForceLeftToRight".utf8)) != nil
                    || data.range(of: Data("forceLeftToRight".utf8)) != nil else { continue }
            let text = String(decoding: data, as: UTF8.self)
            for range in statements(in: text) {
                let guardText = enclosingHeader(of: range.lowerBound, in: text)
                if let guardText, !guardText.isEmpty {
                    if constants == nil { constants = booleanConstants(in: files, root: root, apps: apps) }
                    guard holds(guardText, constants ?? [:]) else { continue }
                }
                let line = text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
                return SourceLocation(file: path, line: line)
            }
        }
        return nil
    }

    /// The forcing statements of `text`.
    static func statements(in text: String) -> [Range<String.Index>] {
        let patterns = [
            #"UIView\s*\.\s*appearance\s*\(\s*\)\s*\.\s*semanticContentAttribute\s*=\s*(UISemanticContentAttribute)?\s*\.\s*forceLeftToRight"#,
            #"\[\s*\[\s*UIView\s+appearance\s*\]\s+setSemanticContentAttribute\s*:\s*UISemanticContentAttributeForceLeftToRight\s*\]"#,
            #"\[\s*UIView\s+appearance\s*\]\s*\.\s*semanticContentAttribute\s*=\s*UISemanticContentAttributeForceLeftToRight"#,
        ]
        var found: [Range<String.Index>] = []
        for pattern in patterns {
            var start = text.startIndex
            while let range = text.range(of: pattern, options: .regularExpression, range: start..<text.endIndex) {
                if !isCommentedOut(range.lowerBound, in: text), !isQuoted(range.lowerBound, in: text) { found.append(range) }
                start = range.upperBound
            }
        }
        return found.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// True when the line holding `position` has `//` before it.
    private static func isCommentedOut(_ position: String.Index, in text: String) -> Bool {
        let lineStart = text[..<position].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return text[lineStart..<position].contains("//")
    }

    /// True when an odd number of unescaped `"` precede `position` on its line: it is text
    /// inside a string, not code.
    private static func isQuoted(_ position: String.Index, in text: String) -> Bool {
        let lineStart = text[..<position].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        var quotes = 0
        var escaped = false
        for character in text[lineStart..<position] {
            if escaped { escaped = false; continue }
            if character == "\\" { escaped = true } else if character == "\"" { quotes += 1 }
        }
        return quotes % 2 == 1
    }

    /// The text before the `{` of the innermost block holding `position` when that block is an
    /// `if`'s (`if (flag)`, `if flag`), "" when it is a function's or closure's body (nothing
    /// guards the statement within it), nil when it is another kind of block (`else`, a loop,
    /// a `switch` case) whose condition is not read.
    static func enclosingHeader(of position: String.Index, in text: String) -> String? {
        var depth = 0
        var index = position
        while index > text.startIndex {
            index = text.index(before: index)
            switch text[index] {
            case "}": depth += 1
            case "{" where depth > 0: depth -= 1
            case "{":
                let before = text[..<index]
                let headerStart = before.lastIndex { $0 == ";" || $0 == "{" || $0 == "}" }.map { text.index(after: $0) } ?? text.startIndex
                // Preprocessor lines and comments between the blocks say nothing of this one.
                let header = text[headerStart..<index].split(separator: "\n").map { line in
                    (line.range(of: "//").map { line[..<$0.lowerBound] } ?? line).trimmingCharacters(in: .whitespaces)
                }.filter { !$0.hasPrefix("#") }.joined(separator: " ").trimmingCharacters(in: .whitespaces)
                if header.hasPrefix("if ") || header.hasPrefix("if(") { return String(header) }
                let words = header.split(whereSeparator: { !$0.isLetter })
                if words.contains("func") || header.hasPrefix("-") || header.hasPrefix("+") || header.isEmpty {
                    return ""
                }
                return nil
            default:
                break
            }
        }
        return ""
    }

    /// Whether an `if` header's condition is a Boolean constant of the app that is true
    /// (negated: false), or `#available`.
    static func holds(_ header: String, _ constants: [String: Bool]) -> Bool {
        var condition = header.dropFirst(2).trimmingCharacters(in: .whitespaces)
        if condition.hasPrefix("("), condition.hasSuffix(")") { condition = String(condition.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces) }
        if condition.hasPrefix("#available") { return true }
        var negated = false
        if condition.hasPrefix("!") {
            negated = true
            condition = String(condition.dropFirst()).trimmingCharacters(in: .whitespaces)
        }
        guard !condition.isEmpty, condition.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
              let name = condition.split(separator: ".").last.map(String.init), let value = constants[name] else { return false }
        return value != negated
    }

    /// Boolean constants the app's code declares once (`static let flag = true`, `let flag:
    /// Bool = false`, Objective-C `#define FLAG YES`), by name.
    static func booleanConstants(in files: [String], root: String, apps: AppSources) -> [String: Bool] {
        let pattern = #"(?:\blet\s+([A-Za-z_]\w*)\s*(?::\s*Bool\s*)?=\s*(true|false)\b)|(?:#define\s+([A-Za-z_]\w*)\s+(YES|NO)\b)"#
        var found: [String: Bool] = [:]
        var repeated: Set<String> = []
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [:] }
        for path in files {
            guard let data = read(path, root: root, apps: apps) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            let whole = NSRange(text.startIndex..., in: text)
            for match in expression.matches(in: text, range: whole) {
                let nameGroup = match.range(at: 1).location != NSNotFound ? 1 : 3
                guard let nameRange = Range(match.range(at: nameGroup), in: text),
                      let valueRange = Range(match.range(at: nameGroup + 1), in: text) else { continue }
                let name = String(text[nameRange])
                let value = text[valueRange] == "true" || text[valueRange] == "YES"
                if let known = found[name], known != value { repeated.insert(name) }
                found[name] = value
            }
        }
        return found.filter { !repeated.contains($0.key) }
    }

    /// A code file's bytes, Swift files through the sources the other passes parse.
    private static func read(_ path: String, root: String, apps: AppSources) -> Data? {
        path.lowercased().hasSuffix(".swift") ? apps.swift(under: root).data(path) : apps.data(path)
    }
}
