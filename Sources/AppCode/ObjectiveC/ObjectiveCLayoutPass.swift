import Diagnostics
import Foundation
import SwiftLayoutReader

/// What Objective-C classes place in their layout pass, as `LayoutPassFrames` reads Swift: in an
/// `@implementation`'s `- (void)layoutSubviews`, `viewWillLayoutSubviews` or
/// `viewDidLayoutSubviews`, and the argument-less methods of its own it sends `[self name]`,
/// an outlet whose `frame`, `center` or `bounds` is assigned (`self.titleLabel.frame = …`,
/// `_titleLabel.frame = …`, `[self.titleLabel setFrame:…]`). OsmAnd's cells lay their views out
/// so, mirroring them itself in right-to-left.
enum ObjectiveCLayoutPass {
    /// What one file's classes place: in their layout pass, in any method, and which of them
    /// ask the layout direction.
    struct Reading {
        /// Class → property (an ivar's leading `_` dropped) → the first line its layout pass places it.
        var inLayoutPass: [String: [String: SourceLocation]] = [:]
        /// The same over every method of the class (`LayoutPassFrames.ClassPlacements.inAnyMethod`).
        var inAnyMethod: [String: [String: SourceLocation]] = [:]
        /// The classes whose code asks the layout direction.
        var askingDirection: Set<String> = []
    }

    /// The file read once for all three, for the implementations of `classes` only (a file that
    /// implements none of them is not parsed).
    static func read(_ data: Data, path: String, classes: Set<String>) -> Reading {
        guard !implementedNames(in: data).isDisjoint(with: classes) else { return Reading() }
        let text = CodeText(data, isSwift: false)
        let implementations = ObjectiveCTextAssignments.implementations(in: text).filter { classes.contains($0.name) }
        var reading = Reading()
        for implementation in implementations {
            // Each method's body scanned once: what it places, and what it sends `self`.
            var scans: [String: (placed: [(String, SourceLocation)], calls: [String])] = [:]
            for (name, body) in methods(in: text, range: implementation.range) {
                let code = codeOnly(text, body)
                let placed = assignments(in: code).map { ($0.0, SourceLocation(file: path, line: text.line(at: body.lowerBound + $0.1))) }
                scans[name] = (placed, selfCalls(in: code))
            }
            var inLayoutPass: [String: SourceLocation] = [:], inAnyMethod: [String: SourceLocation] = [:]
            var visited: Set<String> = []
            func walk(_ name: String, depth: Int) {
                guard depth <= LayoutPassFrames.callDepth, visited.insert(name).inserted, let scan = scans[name] else { return }
                for (property, location) in scan.placed where inLayoutPass[property] == nil { inLayoutPass[property] = location }
                for callee in scan.calls { walk(callee, depth: depth + 1) }
            }
            for name in LayoutPassFrames.layoutMethods { walk(name, depth: 0) }
            for name in scans.keys.sorted() {
                for (property, location) in scans[name]?.placed ?? [] where inAnyMethod[property] == nil { inAnyMethod[property] = location }
            }
            if !inLayoutPass.isEmpty { reading.inLayoutPass[implementation.name, default: [:]].merge(inLayoutPass) { first, _ in first } }
            if !inAnyMethod.isEmpty { reading.inAnyMethod[implementation.name, default: [:]].merge(inAnyMethod) { first, _ in first } }
            let code = codeOnly(text, implementation.range)
            if LayoutPassFrames.directionWords.contains(where: code.contains) { reading.askingDirection.insert(implementation.name) }
        }
        return reading
    }

    /// The names after `@implementation` in a file's bytes, comments and strings included: a
    /// cheap filter before parsing.
    static func implementedNames(in data: Data) -> Set<String> {
        let marker = Array("@implementation".utf8)
        var names: Set<String> = []
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            let bytes = buffer.bindMemory(to: UInt8.self)
            var index = 0
            while index + marker.count < bytes.count {
                guard bytes[index] == marker[0], (1..<marker.count).allSatisfy({ bytes[index + $0] == marker[$0] }) else { index += 1; continue }
                var start = index + marker.count
                while start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
                var end = start
                while end < bytes.count, ByteSearch.isIdentifierByte(bytes[end]) { end += 1 }
                if end > start { names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)) }
                index = max(end, index + 1)
            }
        }
        return names
    }

    /// The bodies (the bytes between their braces) of the methods in `range`: those without
    /// arguments by name (`- (void)name {`, `- (void) name\n{`), the others by their whole
    /// header (never a name `[self name]` sends).
    static func methods(in text: CodeText, range: Range<Int>) -> [String: Range<Int>] {
        let bytes = text.bytes
        var methods: [String: Range<Int>] = [:]
        var index = range.lowerBound
        while index < range.upperBound {
            // A method starts a line with `-`.
            guard bytes[index] == UInt8(ascii: "-"), text.isCode(index), index == 0 || bytes[index - 1] == UInt8(ascii: "\n") else { index += 1; continue }
            guard let open = (index..<range.upperBound).first(where: { text.isCode($0) && (bytes[$0] == UInt8(ascii: "{") || bytes[$0] == UInt8(ascii: ";")) }),
                  bytes[open] == UInt8(ascii: "{") else { index += 1; continue }
            let header = String(decoding: bytes[index..<open], as: UTF8.self)
            let close = matchingClose(text, open: open, limit: range.upperBound) ?? range.upperBound
            if !header.contains(":"), let name = header.split(separator: ")").last?.trimmingCharacters(in: .whitespacesAndNewlines),
               !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                methods[name] = (open + 1)..<close
            } else if header.contains(":") {
                methods[header.trimmingCharacters(in: .whitespacesAndNewlines)] = (open + 1)..<close
            }
            index = close
        }
        return methods
    }

    /// The offset of the `}` closing the `{` at `open`, counting code braces only.
    static func matchingClose(_ text: CodeText, open: Int, limit: Int) -> Int? {
        var depth = 0
        for position in open..<limit where text.isCode(position) {
            if text.bytes[position] == UInt8(ascii: "{") { depth += 1 }
            if text.bytes[position] == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return position }
            }
        }
        return nil
    }

    /// The body's text with comments and string contents blanked, offsets kept.
    static func codeOnly(_ text: CodeText, _ range: Range<Int>) -> String {
        String(decoding: range.map { text.isCode($0) ? text.bytes[$0] : UInt8(ascii: " ") }, as: UTF8.self)
    }

    /// `self.name.frame = …`, `_name.center.x = …`, `name.bounds = …` (not `==`) and
    /// `[self.name setFrame:…]`: the placed names with their offsets.
    static func assignments(in code: String) -> [(String, Int)] {
        var found: [(String, Int)] = []
        for expression in assignmentPatterns {
            let whole = NSRange(code.startIndex..., in: code)
            for match in expression.matches(in: code, range: whole) {
                guard let range = Range(match.range(at: 1), in: code) else { continue }
                var name = String(code[range])
                if name.hasPrefix("_") { name.removeFirst() }
                guard name != "self", !name.isEmpty else { continue }
                found.append((name, code.utf8.distance(from: code.startIndex, to: range.lowerBound)))
            }
        }
        return found.sorted { $0.1 < $1.1 }
    }

    /// `assignments(in:)`'s patterns, compiled once.
    static let assignmentPatterns: [NSRegularExpression] = [
        #"(?:self\s*\.\s*|(?<![.\w]))(_?[A-Za-z][A-Za-z0-9_]*)\s*\.\s*(?:frame|center|bounds)(?:\s*\.\s*[A-Za-z]+)*\s*[-+*/]?=(?!=)"#,
        #"\[\s*(?:self\s*\.\s*)?(_?[A-Za-z][A-Za-z0-9_]*)\s+set(?:Frame|Center|Bounds)\s*:"#,
    ].compactMap { try? NSRegularExpression(pattern: $0) }

    /// `[self name]`, compiled once.
    static let selfCallPattern = try? NSRegularExpression(pattern: #"\[\s*self\s+([A-Za-z_][A-Za-z0-9_]*)\s*\]"#)

    /// The argument-less messages to `self`: `[self updateLayout]`.
    static func selfCalls(in code: String) -> [String] {
        guard let expression = selfCallPattern else { return [] }
        return expression.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap { match in
            Range(match.range(at: 1), in: code).map { String(code[$0]) }
        }
    }
}
