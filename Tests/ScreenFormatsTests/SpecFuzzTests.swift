import Diagnostics
import Foundation
import LayoutEngine
import Testing
@testable import ScreenFormats

/// Mutated specs and random VFL strings never crash the readers: each input either reads
/// or throws diagnostics that all name the file. `LAYOUTSTRESS_FUZZ_ITERATIONS` raises the
/// count for a long run by hand.
@Suite struct SpecFuzzTests {
    static let iterations = ProcessInfo.processInfo.environment["LAYOUTSTRESS_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 400

    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let pieces = ["[", "]", "(", ")", "|", "-", "@", ",", ":", "==", ">=", "<=", "a", "b", "card", "8", "-5", "pad",
                         "1000", "H:", "V:", " ", "{", "}", "\n", "  ", "- ", "*", "+", ".", "root", "safeArea", "leading",
                         "#", "\"", "'", "&x", "*x", "!", "%", "0.5", "@750", "NotAnAttribute", "type", "label", "\t", "é"]

    /// A random string from Apple's VFL grammar over the views a, b and the metric pad.
    static func grammarFormat(using generator: inout Generator) -> String {
        func predicate() -> String {
            let relation = ["", "==", ">=", "<="].randomElement(using: &generator) ?? ""
            let object = ["8", "pad", "20.5", "-4"].randomElement(using: &generator) ?? "8"
            let priority = Bool.random(using: &generator) ? "@\(Int.random(in: 1...1000, using: &generator))" : ""
            return relation + object + priority
        }
        func connection() -> String {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: return ""
            case 1: return "-"
            case 2: return "-\(Int.random(in: 0...40, using: &generator))-"
            default: return "-(" + (0..<Int.random(in: 1...3, using: &generator)).map { _ in predicate() }.joined(separator: ",") + ")-"
            }
        }
        var text = ["", "H:", "V:"].randomElement(using: &generator) ?? ""
        if Bool.random(using: &generator) { text += "|" + connection() }
        let count = Int.random(in: 1...4, using: &generator)
        for index in 0..<count {
            let name = Bool.random(using: &generator) ? "a" : "b"
            var view = "[" + name
            if Bool.random(using: &generator) {
                view += "(" + (0..<Int.random(in: 1...2, using: &generator)).map { _ in Bool.random(using: &generator) ? predicate() : "==" + (name == "a" ? "b" : "a") }.joined(separator: ",") + ")"
            }
            text += view + "]"
            if index < count - 1 { text += connection() }
        }
        if Bool.random(using: &generator) { text += connection() + "|" }
        return text
    }

    @Test func mutatedSpecsNeverCrash() {
        var generator = Generator(state: 7)
        var read = 0, rejected = 0
        let seed = Array(LayoutSpecReaderTests.login + "\nmetrics: { pad: 4 }\n")
        for _ in 0..<Self.iterations {
            var characters = seed
            for _ in 0..<Int.random(in: 1...5, using: &generator) where !characters.isEmpty {
                let position = Int.random(in: 0..<characters.count, using: &generator)
                let piece = Array(Self.pieces.randomElement(using: &generator) ?? "")
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: characters.replaceSubrange(position...position, with: piece)
                case 1: characters.remove(at: position)
                default: characters.insert(contentsOf: piece, at: position)
                }
            }
            do {
                let screen = try LayoutSpecReader.parse(yaml: String(characters), file: "fuzz.layout.yaml")
                #expect(Set(screen.constraints.map(\.id)).count == screen.constraints.count)
                read += 1
            } catch let error as DiagnosticError {
                rejected += 1
                #expect(error.diagnostics.contains { $0.severity == .error }, "a rejection without an error")
                #expect(error.diagnostics.allSatisfy { $0.location?.file == "fuzz.layout.yaml" })
            } catch {
                Issue.record("unexpected error type \(error)")
            }
        }
        #expect(read > 0 && rejected > 0)
        if Self.iterations > 10_000 { print("spec fuzz: \(Self.iterations) inputs, \(read) read, \(rejected) rejected, no crash") }
    }

    @Test func randomVisualFormatsNeverCrash() {
        var generator = Generator(state: 11)
        let views = ["a", "b", "card"].map { ViewNode(id: $0, kind: .view, parent: $0 == "card" ? "root" : "card") }
        let parser = VisualFormatParser(views: views, metrics: ["pad": 8])
        var accepted = 0, rejected = 0
        for _ in 0..<(Self.iterations * 10) {
            var format = Self.grammarFormat(using: &generator)
            if Bool.random(using: &generator) {
                // Mutate a grammatical string, or replace it with random pieces.
                var characters = Array(format)
                for _ in 0..<Int.random(in: 1...3, using: &generator) where !characters.isEmpty {
                    let position = Int.random(in: 0..<characters.count, using: &generator)
                    characters.replaceSubrange(position...position, with: Array(Self.pieces.randomElement(using: &generator) ?? ""))
                }
                format = Bool.random(using: &generator) ? String(characters)
                    : (0..<Int.random(in: 0...14, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator) ?? "" }.joined()
            }
            do {
                let constraints = try parser.constraints(for: format, idPrefix: "F:1", location: SourceLocation(file: "f", line: 1))
                #expect(constraints.allSatisfy { $0.priority >= 1 && $0.priority <= 1000 })
                accepted += 1
            } catch let diagnostic as Diagnostic {
                #expect(diagnostic.location == SourceLocation(file: "f", line: 1))
                rejected += 1
            } catch {
                Issue.record("unexpected error type \(error)")
            }
        }
        #expect(rejected > 0 && accepted > 0)
        if Self.iterations > 10_000 { print("vfl fuzz: \(Self.iterations * 10) inputs, \(accepted) accepted, \(rejected) rejected, no crash") }
    }
}
