import Foundation
import SwiftLayoutReader

/// Boolean constants an app's code declares once, with a value that follows from literals and
/// other such constants (`static let enableSideMenu: Bool = true && !newAppLayoutEnabled`,
/// `static let newAppLayoutEnabled = true`; Objective-C `#define FLAG YES`, `static const BOOL
/// FLAG = NO;`): build flags. Code under an `if` on one that is false never runs (Element's side
/// menu); code under one that is true always does (`ForcedLeftToRight`).
enum BooleanConstants {
    /// The values of `names` (and the constants their declarations name), by name, read from
    /// the code (not comments or strings) of the Swift files of `sources` and the Objective-C
    /// files `objectiveC` that declare them. A name declared twice with different values, as a
    /// `var`, or with a value that is not such an expression has none.
    static func values(of names: Set<String>, in sources: SwiftSources, objectiveC: [Data] = []) -> [String: Bool] {
        var expressions: [String: String] = [:]
        var conflicting: Set<String> = []
        var wanted = names
        var looked: Set<String> = []
        func found(_ expression: String, for name: String) {
            if let known = expressions[name], known != expression { conflicting.insert(name) }
            expressions[name] = expression
            wanted.formUnion(Self.names(in: expression))
        }
        while let name = wanted.subtracting(looked).first {
            looked.insert(name)
            let marker = Array("let \(name)".utf8)
            for path in sources.paths {
                guard let data = sources.data(path), ByteSearch.contains(data, marker) else { continue }
                for expression in declarations(of: name, in: code(of: data, isSwift: true)) { found(expression, for: name) }
            }
            for data in objectiveC where ByteSearch.contains(data, Array(name.utf8)) {
                for expression in objectiveCDeclarations(of: name, in: code(of: data, isSwift: false)) { found(expression, for: name) }
            }
        }
        var values: [String: Bool] = [:]
        var changed = true
        while changed {
            changed = false
            for (name, expression) in expressions where values[name] == nil && !conflicting.contains(name) {
                if let value = evaluate(expression, values) {
                    values[name] = value
                    changed = true
                }
            }
        }
        return values
    }

    /// The expressions `name` is declared with as a type's or a file's constant (`static let
    /// name: Bool = …`, `let name = …` at a line's start: not a function's local) on one line
    /// each, comments cut.
    static func declarations(of name: String, in text: String) -> [String] {
        var found: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) where line.contains("let \(name)") {
            var words = line.drop { $0 == " " || $0 == "\t" }
            var isStatic = words.count == line.count
            // Attributes and modifiers in front: `@objc public static let`.
            while let space = words.firstIndex(of: " "), words[..<space] != "let" {
                let word = words[..<space]
                guard word.hasPrefix("@") || ["public", "internal", "private", "fileprivate", "open", "static", "final", "nonisolated"].contains(word) else { break }
                if word == "static" { isStatic = true }
                words = words[words.index(after: space)...].drop { $0 == " " }
            }
            guard isStatic, words.hasPrefix("let \(name)") else { continue }
            var rest = words.dropFirst("let \(name)".count).drop { $0 == " " }
            if rest.hasPrefix(":") {
                rest = rest.dropFirst().drop { $0 == " " }
                guard rest.hasPrefix("Bool") else { continue }
                rest = rest.dropFirst(4).drop { $0 == " " }
            }
            guard rest.hasPrefix("="), !rest.hasPrefix("==") else { continue }
            var expression = String(rest.dropFirst())
            if let comment = expression.range(of: "//") { expression = String(expression[..<comment.lowerBound]) }
            found.append(expression.trimmingCharacters(in: .whitespaces))
        }
        return found
    }

    /// Whether an `if` condition reads only literals and types' constants
    /// (`BuildSettings.enableSideMenu`, `!Flags.beta && true`), the `if`s a build flag decides:
    /// a bare name may be a local variable or a parameter.
    static func isConstantCondition(_ condition: String) -> Bool {
        guard let tokens = tokens(of: condition.replacingOccurrences(of: "\n", with: " ")) else { return false }
        let names = tokens.filter { $0.first?.isLetter == true || $0.first == "_" }
        return !names.isEmpty && names.allSatisfy { name in
            if name == "true" || name == "false" { return true }
            let parts = name.split(separator: ".")
            return parts.count == 2 && parts[0].first?.isUppercase == true && !parts[1].isEmpty
        }
    }

    /// A file's text with its comments and string literals blanked (lines kept).
    private static func code(of data: Data, isSwift: Bool) -> String {
        let text = CodeText(data, isSwift: isSwift)
        var bytes = text.bytes
        for offset in bytes.indices where bytes[offset] != UInt8(ascii: "\n") && !text.isCode(offset) { bytes[offset] = UInt8(ascii: " ") }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The values Objective-C gives `name` (`#define NAME YES`, `static const BOOL NAME = NO;`),
    /// as literals.
    static func objectiveCDeclarations(of name: String, in text: String) -> [String] {
        var found: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) where line.contains(name) {
            let words = line.split { $0 == " " || $0 == "\t" || $0 == ";" }.map(String.init)
            let value: String?
            if words.count >= 3, words[0] == "#define", words[1] == name {
                value = words[2]
            } else if words.count >= 6, words[0] == "static", words[1] == "const", words[2] == "BOOL", words[3] == name, words[4] == "=" {
                value = words[5]
            } else {
                value = nil
            }
            switch value {
            case "YES", "true", "1": found.append("true")
            case "NO", "false", "0": found.append("false")
            default: break
            }
        }
        return found
    }

    /// The names an expression reads (the last part of `BuildSettings.flag`).
    static func names(in expression: String) -> Set<String> {
        Set(tokens(of: expression)?.compactMap { token -> String? in
            guard let first = token.first, first.isLetter || first == "_", !["true", "false", "YES", "NO"].contains(token) else { return nil }
            return token.split(separator: ".").last.map(String.init)
        } ?? [])
    }

    /// The value of a Boolean expression of literals (Objective-C's `YES` and `NO` too),
    /// `constants`, `!`, `&&`, `||` and parentheses; nil when it is anything else or names an
    /// unknown value.
    static func evaluate(_ expression: String, _ constants: [String: Bool]) -> Bool? {
        guard let tokens = tokens(of: expression), !tokens.isEmpty else { return nil }
        var parser = Parser(tokens: tokens, constants: constants)
        guard let value = parser.or(), parser.position == tokens.count else { return nil }
        return value
    }

    /// `true`, `Settings.flag`, `!`, `&&`, `||`, `(`, `)`; nil when the text holds anything else.
    private static func tokens(of expression: String) -> [String]? {
        var tokens: [String] = []
        var characters = Substring(expression)
        while let first = characters.first {
            if first == " " || first == "\t" {
                characters = characters.dropFirst()
            } else if first.isLetter || first == "_" {
                let word = characters.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                tokens.append(String(word))
                characters = characters.dropFirst(word.count)
            } else if characters.hasPrefix("&&") || characters.hasPrefix("||") {
                tokens.append(String(characters.prefix(2)))
                characters = characters.dropFirst(2)
            } else if first == "!" || first == "(" || first == ")" {
                tokens.append(String(first))
                characters = characters.dropFirst()
            } else {
                return nil
            }
        }
        return tokens
    }

    /// A recursive-descent reading: `||` binds looser than `&&`, `!` tighter.
    private struct Parser {
        let tokens: [String]
        let constants: [String: Bool]
        var position = 0

        mutating func or() -> Bool? {
            guard var value = and() else { return nil }
            while position < tokens.count, tokens[position] == "||" {
                position += 1
                guard let next = and() else { return nil }
                value = value || next
            }
            return value
        }

        mutating func and() -> Bool? {
            guard var value = unary() else { return nil }
            while position < tokens.count, tokens[position] == "&&" {
                position += 1
                guard let next = unary() else { return nil }
                value = value && next
            }
            return value
        }

        mutating func unary() -> Bool? {
            guard position < tokens.count else { return nil }
            let token = tokens[position]
            position += 1
            switch token {
            case "!":
                return unary().map { !$0 }
            case "(":
                guard let value = or(), position < tokens.count, tokens[position] == ")" else { return nil }
                position += 1
                return value
            case "true", "YES":
                return true
            case "false", "NO":
                return false
            default:
                guard let name = token.split(separator: ".").last.map(String.init) else { return nil }
                return constants[name]
            }
        }
    }
}
