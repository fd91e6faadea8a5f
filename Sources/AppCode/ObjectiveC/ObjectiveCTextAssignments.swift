import Diagnostics
import Foundation
import LayoutEngine
import SwiftLayoutReader

/// The translation keys an app's Objective-C code sets as the texts of outlets, the counterpart
/// of `OutletTextAssignments` for `.m` files:
/// `self.titleLabel.text = NSLocalizedString(@"Title", nil);`,
/// `[self.joinButton setTitle:[VectorL10n join] forState:UIControlStateNormal];`,
/// `_field.placeholder = NSLocalizedStringFromTable(@"hint", @"Vector", nil);`.
/// A key is `NSLocalizedString`, `NSLocalizedStringFromTable(InBundle)` or a Swift type's
/// constant naming one (`[VectorL10n join]`, through `SwiftStringKeys`); a message with
/// arguments (`[VectorL10n sendTo:name]`) is not one string. Through `self`, an instance
/// variable or a bare name inside `@implementation Name` the assignment reaches that class's
/// outlet (a local an outlet reached was handed it, which counts apart); through another
/// object, any class's. An assignment of anything else, and any other use of a property that may set a
/// text (`attributedText`, a title label's text, the outlet handed on: `UnsetTexts`), leaves it unknown.
enum ObjectiveCTextAssignments {
    /// The longest value read for a key, in bytes: longer ones set a text not known.
    static let maximumValueBytes = 4_096

    /// Messages that set a text or placeholder with their first argument.
    static let setters: [String: Bool] = ["setText": false, "setTitle": false, "setPlaceholder": true]

    /// What one Objective-C file's code sets on `properties`. `settable`, when given, holds the
    /// names the file may set a text through (`UnsetTexts.properties(settingTextIn:)` of it): only
    /// those are looked at.
    static func read(_ data: Data, path: String, properties: Set<String>, settable: Set<String>? = nil,
                     keys: SwiftStringKeys, macros: LocalizingMacros = LocalizingMacros()) -> OutletTextAssignments.Found {
        // Most of a file's identifiers are none of the names: only those it may set are compared.
        let settable = settable ?? UnsetTexts.properties(settingTextIn: data)
        let present = properties.filter { settable.contains($0) || settable.contains("_" + $0) }
        var found = OutletTextAssignments.Found()
        guard !present.isEmpty else { return found }
        let lengths = Set(present.flatMap { [$0.utf8.count, $0.utf8.count + 1] })
        let statements = ObjectiveCStatements(ObjectiveCLexer(data))
        let lexer = statements.lexer
        let blocks = ObjectiveCBlocks(lexer)
        let bytes = lexer.bytes
        var recognized: [Range<Int>] = []
        for index in lexer.tokens.indices where lexer.tokens[index].kind == .identifier && lengths.contains(lexer.tokens[index].range.count) {
            let word = lexer.text(index)
            let isInstanceVariable = word.hasPrefix("_") && properties.contains(String(word.dropFirst()))
            guard properties.contains(word) || isInstanceVariable else { continue }
            let property = isInstanceVariable ? String(word.dropFirst()) : word
            let (receiver, isOwn) = receiver(ofNameAt: index, in: lexer)
            let className = isOwn ? (blocks.implementation(holding: index)?.name ?? OutletTextAssignments.anyClass)
                                  : OutletTextAssignments.anyClass
            let outlet = OutletTextAssignments.Outlet(className: className, property: property)
            guard let (isPlaceholder, value, statement) = assignment(in: statements, receiver: receiver, name: index) else { continue }
            let target = isPlaceholder ? OutletTextAssignments.placeholder(of: outlet) : outlet
            recognized.append(statement)
            // A key is a short call or message: a longer value is read as none (and not copied,
            // which nested messages would make quadratic).
            let expression = value.count <= maximumValueBytes
                ? String(decoding: bytes[value], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) : ""
            if !expression.isEmpty, let source = key(of: expression, keys: keys, macros: macros) {
                found.assignments[target, default: []].append(
                    OutletTextAssignments.Assignment(source: source, location: SourceLocation(file: path, line: lexer.line(at: statement.lowerBound))))
            } else {
                found.unknown.insert(target)
            }
        }
        // Every other use that may set a text (another setter, the outlet handed on) leaves
        // both its text and placeholder unknown: the class's own through `self` or an instance
        // variable, any class's otherwise. Read line by line so each use keeps its receiver.
        // Comments and string literals set nothing: only code tokens and white space are kept.
        var rest = bytes.map { $0 == UInt8(ascii: "\n") ? $0 : UInt8(ascii: " ") }
        for token in lexer.tokens where token.kind != .string && token.kind != .character {
            for position in token.range { rest[position] = bytes[position] }
        }
        // Statements nest (a message inside another's argument): each byte is blanked once.
        var blankedUpTo = 0
        for range in recognized.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.upperBound > blankedUpTo {
            for position in max(range.lowerBound, blankedUpTo)..<range.upperBound where rest[position] != UInt8(ascii: "\n") {
                rest[position] = UInt8(ascii: " ")
            }
            blankedUpTo = range.upperBound
        }
        // Only the lines naming one of the names are read.
        var lineStarts: [Int] = []
        var position = 0
        var currentLine = 0
        while position < rest.count {
            let byte = rest[position]
            if byte == UInt8(ascii: "\n") { currentLine = position + 1; position += 1; continue }
            guard ByteSearch.isIdentifierByte(byte), position == 0 || !ByteSearch.isIdentifierByte(rest[position - 1]) else { position += 1; continue }
            let end = ByteSearch.identifierEnd(rest, from: position)
            if lengths.contains(end - position), lineStarts.last != currentLine {
                let word = String(decoding: rest[position..<end], as: UTF8.self)
                if present.contains(word) || (word.hasPrefix("_") && present.contains(String(word.dropFirst()))) { lineStarts.append(currentLine) }
            }
            position = end
        }
        for lineStart in lineStarts {
            let lineEnd = CodeText.lineEnd(rest, from: lineStart)
            let names = UnsetTexts.properties(settingTextIn: Data(rest[lineStart..<lineEnd]))
            for name in names {
                let property = name.hasPrefix("_") ? String(name.dropFirst()) : name
                guard properties.contains(property) else { continue }
                let owner = blocks.implementation(holding: lexer.firstToken(atOrAfter: lineStart))?.name
                let className = ownClass(of: property, in: bytes, line: lineStart..<lineEnd, owner: owner) ?? OutletTextAssignments.anyClass
                let outlet = OutletTextAssignments.Outlet(className: className, property: property)
                found.unknown.insert(outlet)
                found.unknown.insert(OutletTextAssignments.placeholder(of: outlet))
            }
        }
        return found
    }

    /// The class whose own property every use of `property` on one line names (`self.name`,
    /// `_name`, a bare `name` inside its `@implementation`, `owner`); nil when any use goes
    /// through something else.
    private static func ownClass(of property: String, in bytes: [UInt8], line: Range<Int>, owner: String?) -> String? {
        guard let owner else { return nil }
        var index = line.lowerBound
        var uses = 0
        while index < line.upperBound {
            guard ByteSearch.isIdentifierByte(bytes[index]), index == line.lowerBound || !ByteSearch.isIdentifierByte(bytes[index - 1]) else { index += 1; continue }
            let end = ByteSearch.identifierEnd(bytes, from: index)
            defer { index = end }
            let word = String(decoding: bytes[index..<end], as: UTF8.self)
            guard word == property || word == "_" + property else { continue }
            uses += 1
            guard isOwnReceiver(ofNameAt: index, in: bytes, from: line.lowerBound) else { return nil }
        }
        return uses > 0 ? owner : nil
    }

    /// Whether the name starting at byte `index` is the enclosing class's own (from
    /// `lowerBound` on): `self.name` (not `other.self.name`), an instance variable `_name` or a
    /// bare `name`. `cell.name` is not.
    private static func isOwnReceiver(ofNameAt index: Int, in bytes: [UInt8], from lowerBound: Int) -> Bool {
        func isSpace(_ byte: UInt8) -> Bool { [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(byte) }
        var dot = index
        while dot > lowerBound, isSpace(bytes[dot - 1]) { dot -= 1 }
        guard dot > lowerBound, bytes[dot - 1] == UInt8(ascii: ".") else { return true }
        var end = dot - 1
        while end > lowerBound, isSpace(bytes[end - 1]) { end -= 1 }
        var start = end
        while start > lowerBound, ByteSearch.isIdentifierByte(bytes[start - 1]) { start -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self) == "self" && (start == lowerBound || bytes[start - 1] != UInt8(ascii: "."))
    }

    /// The receiver of the name token at `index`: the token it is sent through (`self` in
    /// `self.name`, `cell` in `cell.name`, nil for a bare `name` or `_name`), and whether it is
    /// the enclosing class's own — `self.name` (not `other.self.name`), an instance variable
    /// or a bare name (a local an outlet reaches only by being handed on, which counts apart).
    private static func receiver(ofNameAt index: Int, in lexer: ObjectiveCLexer) -> (token: Int?, isOwn: Bool) {
        guard index >= 2, lexer.isToken(index - 1, ".") else { return (nil, true) }
        let isSelf = lexer.isToken(index - 2, "self") && !(index >= 3 && lexer.isToken(index - 3, "."))
        return (index - 2, isSelf)
    }

    /// The text assignment to the outlet named by token `name` through `receiver` (nil: none):
    /// `self.name.text = value;` or `[self.name setTitle:value forState:…]`. Whether it sets the
    /// placeholder, the value's bytes and the statement's; nil when it is not one.
    private static func assignment(in statements: ObjectiveCStatements, receiver: Int?, name: Int) -> (Bool, Range<Int>, Range<Int>)? {
        let lexer = statements.lexer
        let tokens = lexer.tokens
        let first = receiver ?? name
        // A receiver that is no name (`[a b].name`, `x().name`) starts right after itself.
        let statementStart = tokens[first].kind == .identifier ? tokens[first].range.lowerBound : tokens[first].range.upperBound
        if lexer.isToken(name + 1, ".") {
            // `self.name.text = value;`
            guard lexer.isToken(name + 2, "text") || lexer.isToken(name + 2, "placeholder"), lexer.isToken(name + 3, "="),
                  let semicolon = statements.argumentEnd(from: name + 4, stopsAtSelectorPart: false) else { return nil }
            let value = tokens[name + 3].range.upperBound..<tokens[semicolon].range.lowerBound
            return (lexer.isToken(name + 2, "placeholder"), value, statementStart..<tokens[semicolon].range.upperBound)
        }
        // `[self.name setTitle:value forState:…]`
        guard tokens[first].kind == .identifier, first >= 1, lexer.isToken(first - 1, "["),
              name + 2 < tokens.count, tokens[name + 1].kind == .identifier,
              let isPlaceholder = setters[lexer.text(name + 1)], lexer.isToken(name + 2, ":"),
              tokens[name + 2].range.lowerBound == tokens[name + 1].range.upperBound,
              let valueEnd = statements.argumentEnd(from: name + 3, stopsAtSelectorPart: true),
              let close = statements.closingBracket(from: valueEnd) else { return nil }
        let value = tokens[name + 2].range.upperBound..<tokens[valueEnd].range.lowerBound
        return (isPlaceholder, value, tokens[first - 1].range.lowerBound..<tokens[close].range.upperBound)
    }

    /// The key a value names; nil for anything else (a literal, a model's value, a format). A
    /// use of one of the app's `macros` names the key its lookup does.
    static func key(of expression: String, keys: SwiftStringKeys, macros: LocalizingMacros = LocalizingMacros()) -> TextSource? {
        var value = expression
        while value.hasPrefix("("), value.hasSuffix(")"), balanced(value.dropFirst().dropLast()) {
            value = String(value.dropFirst().dropLast()).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        value = macros.expanded(value)
        for (function, hasTable) in [("NSLocalizedStringFromTableInBundle", true), ("NSLocalizedStringFromTable", true), ("NSLocalizedString", false)]
        where value.hasPrefix(function + "(") && value.hasSuffix(")") {
            let arguments = splitArguments(value.dropFirst(function.count + 1).dropLast())
            guard let first = arguments.first, let key = stringLiteral(first) else { return nil }
            var source = TextSource(key: key, table: "Localizable")
            if hasTable {
                guard arguments.count >= 2 else { return nil }
                if arguments[1] != "nil" {
                    guard let table = stringLiteral(arguments[1]) else { return nil }
                    source.table = table
                }
            }
            return source
        }
        // `[Strings title]`: a Swift type's constant.
        guard value.hasPrefix("["), value.hasSuffix("]"), balanced(value.dropFirst().dropLast()) else { return nil }
        let inner = value.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
        let parts = inner.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, let type = parts.first, type.first?.isUppercase == true,
              type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        let message = parts[1].trimmingCharacters(in: .whitespaces)
        let name = message.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return nil }
        // A message with arguments fills a format the code's own values complete: not one string.
        guard name.count == message.count else { return nil }
        return keys.key(type: String(type), member: String(name))
    }

    /// The text of an Objective-C string literal `@"…"` with its escapes undone; nil for anything else.
    static func stringLiteral(_ text: String) -> String? {
        guard text.hasPrefix("@\""), text.hasSuffix("\""), text.count >= 3 else { return nil }
        var result = ""
        var escaped = false
        for character in text.dropFirst(2).dropLast() {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                // Two literals side by side (`@"a" @"b"`) are not read.
                return nil
            } else {
                result.append(character)
            }
        }
        return escaped ? nil : result
    }

    /// The top-level comma-separated arguments of a call's argument text.
    static func splitArguments(_ text: Substring) -> [String] {
        var arguments: [String] = []
        var depth = 0
        var inString = false
        var escaped = false
        var current = ""
        for character in text {
            if inString {
                current.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "," where depth == 0:
                arguments.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        arguments.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
        return arguments
    }

    /// Whether brackets and parentheses outside string literals balance in `text` without
    /// closing below zero (so `(a) + (b)` is not one parenthesised value).
    private static func balanced(_ text: Substring) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth < 0 { return false }
            default: break
            }
        }
        return depth == 0 && !inString
    }
}
