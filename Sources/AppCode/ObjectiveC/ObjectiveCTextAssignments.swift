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
    /// Messages that set a text or placeholder with their first argument.
    static let setters: [String: Bool] = ["setText": false, "setTitle": false, "setPlaceholder": true]

    /// What one Objective-C file's code sets on `properties`. `settable`, when given, holds the
    /// names the file may set a text through (`UnsetTexts.properties(settingTextIn:)` of it): only
    /// those are looked at.
    static func read(_ data: Data, path: String, properties: Set<String>, settable: Set<String>? = nil,
                     keys: SwiftStringKeys) -> OutletTextAssignments.Found {
        // Most of a file's identifiers are none of the names: only those it may set are compared.
        let settable = settable ?? UnsetTexts.properties(settingTextIn: data)
        let present = properties.filter { settable.contains($0) || settable.contains("_" + $0) }
        var found = OutletTextAssignments.Found()
        guard !present.isEmpty else { return found }
        let lengths = Set(present.flatMap { [$0.utf8.count, $0.utf8.count + 1] })
        let text = CodeText(data, isSwift: false)
        let bytes = text.bytes
        let classes = implementations(in: text)
        var recognized: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard text.isCode(index), ByteSearch.isIdentifierByte(bytes[index]),
                  index == 0 || !ByteSearch.isIdentifierByte(bytes[index - 1]) else { index += 1; continue }
            let end = ByteSearch.identifierEnd(bytes, from: index)
            defer { index = end }
            guard lengths.contains(end - index) else { continue }
            let word = String(decoding: bytes[index..<end], as: UTF8.self)
            let isInstanceVariable = word.hasPrefix("_") && properties.contains(String(word.dropFirst()))
            guard properties.contains(word) || isInstanceVariable else { continue }
            let property = isInstanceVariable ? String(word.dropFirst()) : word
            let (receiverStart, isOwn) = receiver(ofNameAt: index, in: bytes)
            let className = isOwn ? (classes.first { $0.range.contains(index) }?.name ?? OutletTextAssignments.anyClass)
                                  : OutletTextAssignments.anyClass
            let outlet = OutletTextAssignments.Outlet(className: className, property: property)
            guard let (isPlaceholder, value, statement) = assignment(in: text, receiverStart: receiverStart, nameEnd: end) else { continue }
            let target = isPlaceholder ? OutletTextAssignments.placeholder(of: outlet) : outlet
            recognized.append(statement)
            let expression = String(decoding: bytes[value], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if let source = key(of: expression, keys: keys) {
                found.assignments[target, default: []].append(
                    OutletTextAssignments.Assignment(source: source, location: SourceLocation(file: path, line: text.line(at: statement.lowerBound))))
            } else {
                found.unknown.insert(target)
            }
        }
        // Every other use that may set a text (another setter, the outlet handed on) leaves
        // both its text and placeholder unknown: the class's own through `self` or an instance
        // variable, any class's otherwise. Read line by line so each use keeps its receiver.
        var rest = bytes
        for range in recognized {
            for position in range where rest[position] != UInt8(ascii: "\n") { rest[position] = UInt8(ascii: " ") }
        }
        // Comments and string literals set nothing.
        for position in rest.indices where !text.isCode(position) && rest[position] != UInt8(ascii: "\n") { rest[position] = UInt8(ascii: " ") }
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
                let className = ownClass(of: property, in: text, line: lineStart..<lineEnd, classes: classes) ?? OutletTextAssignments.anyClass
                let outlet = OutletTextAssignments.Outlet(className: className, property: property)
                found.unknown.insert(outlet)
                found.unknown.insert(OutletTextAssignments.placeholder(of: outlet))
            }
        }
        return found
    }

    /// The class whose own property every use of `property` on one line names (`self.name`,
    /// `_name`, a bare `name` inside its `@implementation`); nil when any use goes through
    /// something else.
    private static func ownClass(of property: String, in text: CodeText, line: Range<Int>,
                                 classes: [(name: String, range: Range<Int>)]) -> String? {
        let bytes = text.bytes
        guard let owner = classes.first(where: { $0.range.contains(line.lowerBound) })?.name else { return nil }
        var index = line.lowerBound
        var uses = 0
        while index < line.upperBound {
            guard ByteSearch.isIdentifierByte(bytes[index]), index == line.lowerBound || !ByteSearch.isIdentifierByte(bytes[index - 1]) else { index += 1; continue }
            let end = ByteSearch.identifierEnd(bytes, from: index)
            defer { index = end }
            let word = String(decoding: bytes[index..<end], as: UTF8.self)
            guard word == property || word == "_" + property else { continue }
            uses += 1
            guard receiver(ofNameAt: index, in: bytes, from: line.lowerBound).isOwn else { return nil }
        }
        return uses > 0 ? owner : nil
    }

    /// Where the receiver of the name starting at `index` starts (from `lowerBound` on), and
    /// whether it is the enclosing class's own: `self.name` (not `other.self.name`), an
    /// instance variable `_name` or a bare `name` — an instance variable, or a local that an
    /// outlet reaches only by being handed on, which counts apart. `cell.name` is not.
    private static func receiver(ofNameAt index: Int, in bytes: [UInt8], from lowerBound: Int = 0) -> (start: Int, isOwn: Bool) {
        func isSpace(_ byte: UInt8) -> Bool { [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(byte) }
        var dot = index
        while dot > lowerBound, isSpace(bytes[dot - 1]) { dot -= 1 }
        guard dot > lowerBound, bytes[dot - 1] == UInt8(ascii: ".") else { return (index, true) }
        var end = dot - 1
        while end > lowerBound, isSpace(bytes[end - 1]) { end -= 1 }
        var start = end
        while start > lowerBound, ByteSearch.isIdentifierByte(bytes[start - 1]) { start -= 1 }
        let isSelf = String(decoding: bytes[start..<end], as: UTF8.self) == "self" && (start == lowerBound || bytes[start - 1] != UInt8(ascii: "."))
        return (start, isSelf)
    }

    /// The text assignment whose receiver (`self.name`, `_name`, `[self.name`) starts at
    /// `receiverStart` and whose outlet's name ends at `nameEnd`: whether it sets the
    /// placeholder, the value's bytes and the statement's; nil when it is not one.
    private static func assignment(in text: CodeText, receiverStart: Int, nameEnd: Int) -> (Bool, Range<Int>, Range<Int>)? {
        let bytes = text.bytes
        var next = skipSpaces(bytes, from: nameEnd)
        guard next < bytes.count else { return nil }
        if bytes[next] == UInt8(ascii: ".") {
            // `self.name.text = value;`
            next = skipSpaces(bytes, from: next + 1)
            let memberEnd = ByteSearch.identifierEnd(bytes, from: next)
            let member = String(decoding: bytes[next..<memberEnd], as: UTF8.self)
            guard member == "text" || member == "placeholder" else { return nil }
            let equals = skipSpaces(bytes, from: memberEnd)
            guard equals + 1 < bytes.count, bytes[equals] == UInt8(ascii: "="), bytes[equals + 1] != UInt8(ascii: "="),
                  let semicolon = argumentEnd(text, from: equals + 1, stopsAtSelectorPart: false),
                  semicolon < bytes.count, bytes[semicolon] == UInt8(ascii: ";") else { return nil }
            return (member == "placeholder", (equals + 1)..<semicolon, receiverStart..<(semicolon + 1))
        }
        // `[self.name setTitle:value forState:…]`
        guard let bracket = previousCode(text, before: receiverStart), bytes[bracket] == UInt8(ascii: "["),
              bytes[next] != UInt8(ascii: "."), ByteSearch.isIdentifierByte(bytes[next]) else { return nil }
        let selectorEnd = ByteSearch.identifierEnd(bytes, from: next)
        let selector = String(decoding: bytes[next..<selectorEnd], as: UTF8.self)
        guard let isPlaceholder = setters[selector], selectorEnd < bytes.count, bytes[selectorEnd] == UInt8(ascii: ":"),
              let valueEnd = argumentEnd(text, from: selectorEnd + 1, stopsAtSelectorPart: true),
              let close = closingBracket(text, from: valueEnd) else { return nil }
        return (isPlaceholder, (selectorEnd + 1)..<valueEnd, bracket..<(close + 1))
    }

    /// The key a value names; nil for anything else (a literal, a model's value, a format).
    static func key(of expression: String, keys: SwiftStringKeys) -> TextSource? {
        var value = expression
        while value.hasPrefix("("), value.hasSuffix(")"), balanced(value.dropFirst().dropLast()) {
            value = String(value.dropFirst().dropLast()).trimmingCharacters(in: .whitespacesAndNewlines)
        }
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
    private static func splitArguments(_ text: Substring) -> [String] {
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

    /// The `@implementation`s of a file: each class's name and the code up to its `@end`.
    static func implementations(in text: CodeText) -> [(name: String, range: Range<Int>)] {
        let bytes = text.bytes
        let marker = Array("@implementation".utf8), endMarker = Array("@end".utf8)
        var found: [(name: String, range: Range<Int>)] = []
        var index = 0
        while index + marker.count <= bytes.count {
            guard text.isCode(index), Array(bytes[index..<(index + marker.count)]) == marker else { index += 1; continue }
            let nameStart = skipSpaces(bytes, from: index + marker.count)
            let nameEnd = ByteSearch.identifierEnd(bytes, from: nameStart)
            var end = nameEnd
            while end + endMarker.count <= bytes.count,
                  !(text.isCode(end) && Array(bytes[end..<(end + endMarker.count)]) == endMarker) { end += 1 }
            if nameEnd > nameStart {
                found.append((String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self), index..<min(end + endMarker.count, bytes.count)))
            }
            index = max(end, index + 1)
        }
        return found
    }

    /// The offset of the last byte before `offset` that is not white space, nil when none.
    private static func previousCode(_ text: CodeText, before offset: Int) -> Int? {
        var position = offset - 1
        while position >= 0, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(text.bytes[position]) {
            position -= 1
        }
        return position >= 0 ? position : nil
    }

    private static func skipSpaces(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t")].contains(bytes[index]) { index += 1 }
        return index
    }

    /// Where the argument or value starting at `start` ends: the code `;` or `]` closing it at
    /// its own depth, or with `stopsAtSelectorPart` the next `name:` of the message; nil
    /// when a bracket closes below it first or the file ends.
    private static func argumentEnd(_ text: CodeText, from start: Int, stopsAtSelectorPart: Bool) -> Int? {
        let bytes = text.bytes
        var depth = 0
        var index = start
        while index < bytes.count {
            defer { index += 1 }
            guard text.isCode(index) else { continue }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"):
                depth -= 1
                if depth < 0 { return nil }
            case UInt8(ascii: "]"):
                if depth == 0 { return stopsAtSelectorPart ? index : nil }
                depth -= 1
            case UInt8(ascii: ";"):
                return depth == 0 && !stopsAtSelectorPart ? index : nil
            default:
                // ` forState:` at the message's own depth ends the first argument.
                if stopsAtSelectorPart, depth == 0, ByteSearch.isIdentifierByte(byte), index > start,
                   [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t")].contains(bytes[index - 1]) {
                    let end = ByteSearch.identifierEnd(bytes, from: index)
                    if end < bytes.count, bytes[end] == UInt8(ascii: ":") { return index }
                    index = end - 1
                }
            }
        }
        return nil
    }

    /// The code `]` closing the message whose last argument ends at `start`.
    private static func closingBracket(_ text: CodeText, from start: Int) -> Int? {
        let bytes = text.bytes
        var depth = 0
        var index = start
        while index < bytes.count {
            defer { index += 1 }
            guard text.isCode(index) else { continue }
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"):
                depth -= 1
                if depth < 0 { return nil }
            case UInt8(ascii: "]"):
                if depth == 0 { return index }
                depth -= 1
            case UInt8(ascii: ";"):
                return nil
            default: break
            }
        }
        return nil
    }
}
