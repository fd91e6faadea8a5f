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
    /// implements none of them is not lexed).
    static func read(_ data: Data, path: String, classes: Set<String>) -> Reading {
        guard !implementedNames(in: data).isDisjoint(with: classes) else { return Reading() }
        let blocks = ObjectiveCBlocks(ObjectiveCLexer(data))
        let lexer = blocks.lexer
        var reading = Reading()
        // Most files name no direction word at all: their tokens are not read for one.
        let mayAskDirection = LayoutPassFrames.directionWords.contains { ByteSearch.contains(data, Array($0.utf8)) }
        for implementation in blocks.implementations where classes.contains(implementation.name) {
            // Each method's body scanned once: what it places, and what it sends `self`.
            var scans: [String: (placed: [(String, SourceLocation)], calls: [String])] = [:]
            for method in blocks.methods(of: implementation) where lexer.isToken(method.header.lowerBound, "-") {
                guard let name = name(of: method, in: lexer) else { continue }
                let placed = assignments(in: lexer, method.body).map { ($0.0, SourceLocation(file: path, line: lexer.tokens[$0.1].line)) }
                scans[name] = (placed, selfCalls(in: lexer, method.body))
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
            let asksDirection = mayAskDirection && implementation.tokens.contains { index in
                let kind = lexer.tokens[index].kind
                guard kind == .identifier || kind == .directive else { return false }
                let word = lexer.text(index)
                return LayoutPassFrames.directionWords.contains(where: word.contains)
            }
            if asksDirection { reading.askingDirection.insert(implementation.name) }
        }
        return reading
    }

    /// The names after `@implementation` in a file's bytes, comments and strings included: a
    /// cheap filter before lexing.
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

    /// The name a method is known by: an argument-less one's name (`- (void)name {`,
    /// `- (void) name\n{`), any other its whole header as written (never a name `[self name]`
    /// sends); nil for a header that is neither.
    static func name(of method: ObjectiveCBlocks.Method, in lexer: ObjectiveCLexer) -> String? {
        guard let first = method.header.first else { return nil }
        let end = method.body.lowerBound - 1
        let header = String(decoding: lexer.bytes[lexer.tokens[first].range.lowerBound..<lexer.tokens[end].range.lowerBound], as: UTF8.self)
        if header.contains(":") { return header.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard let name = header.split(separator: ")").last?.trimmingCharacters(in: .whitespacesAndNewlines),
              !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return name
    }

    /// `self.name.frame = …`, `_name.center.x = …`, `name.bounds = …` (not `==`) and
    /// `[self.name setFrame:…]` among the tokens `range`: the placed names (an instance
    /// variable's `_` dropped) with their name tokens' indices, in order.
    static func assignments(in lexer: ObjectiveCLexer, _ range: Range<Int>) -> [(String, Int)] {
        var found: [(String, Int)] = []
        for index in range where lexer.tokens[index].kind == .identifier && isPropertyName(lexer.text(index)) {
            var name = lexer.text(index)
            if isPlacedByAssignment(lexer, index, in: range) || isPlacedBySetter(lexer, index, in: range) {
                if name.hasPrefix("_") { name.removeFirst() }
                guard name != "self", !name.isEmpty else { continue }
                found.append((name, index))
            }
        }
        return found
    }

    /// `_?[A-Za-z][A-Za-z0-9_]*`.
    private static func isPropertyName(_ word: String) -> Bool {
        let body = word.hasPrefix("_") ? word.utf8.dropFirst() : word.utf8[...]
        guard let first = body.first, isLetter(first) else { return false }
        return body.allSatisfy { isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_") }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    /// `name.frame = …` (`.center`, `.bounds`, members after it, `+=` and the like): after
    /// `self.` or nothing that reaches it through another object.
    private static func isPlacedByAssignment(_ lexer: ObjectiveCLexer, _ index: Int, in range: Range<Int>) -> Bool {
        if index > range.lowerBound, lexer.isToken(index - 1, ".") {
            guard index - 2 >= range.lowerBound, lexer.isToken(index - 2, "self") else { return false }
        }
        var next = index + 1
        guard next + 1 < range.upperBound, lexer.isToken(next, "."),
              LayoutPassFrames.geometryProperties.contains(lexer.text(next + 1)), lexer.tokens[next + 1].kind == .identifier else { return false }
        next += 2
        while next + 1 < range.upperBound, lexer.isToken(next, "."), lexer.tokens[next + 1].kind == .identifier,
              lexer.text(next + 1).utf8.allSatisfy(isLetter) {
            next += 2
        }
        guard next < range.upperBound else { return false }
        let operators: [StaticString] = ["=", "+=", "-=", "*=", "/="]
        return operators.contains { lexer.isToken(next, $0) }
    }

    /// The messages that place a view.
    private static let setters: [StaticString] = ["setFrame", "setCenter", "setBounds"]

    /// `[name setFrame:…]`, `[self.name setCenter:…]`, `[_name setBounds:…]`.
    private static func isPlacedBySetter(_ lexer: ObjectiveCLexer, _ index: Int, in range: Range<Int>) -> Bool {
        var before = index - 1
        if before - 1 >= range.lowerBound, lexer.isToken(before, "."), lexer.isToken(before - 1, "self") { before -= 2 }
        guard before >= range.lowerBound, lexer.isToken(before, "["), index + 2 < range.upperBound,
              setters.contains(where: { lexer.isToken(index + 1, $0) }) else { return false }
        return lexer.isToken(index + 2, ":")
    }

    /// The argument-less messages to `self` among the tokens `range`: `[self updateLayout]`.
    static func selfCalls(in lexer: ObjectiveCLexer, _ range: Range<Int>) -> [String] {
        var calls: [String] = []
        for index in range where lexer.isToken(index, "[") && index + 3 < range.upperBound {
            guard lexer.isToken(index + 1, "self"), lexer.tokens[index + 2].kind == .identifier, lexer.isToken(index + 3, "]") else { continue }
            let name = lexer.text(index + 2)
            guard let first = name.utf8.first, isLetter(first) || first == UInt8(ascii: "_"), !name.hasPrefix("@") else { continue }
            calls.append(name)
        }
        return calls
    }
}
