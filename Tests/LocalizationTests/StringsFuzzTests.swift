import Diagnostics
import Foundation
import Testing
@testable import Localization

/// Random and mutated bytes never crash the `.strings` reader: each input either parses or
/// throws an error whose diagnostics all name the file and (but for an odd-length UTF-16
/// file) a line. `LAYOUTSTRESS_FUZZ_ITERATIONS` raises the count for a long run by hand.
@Suite struct StringsFuzzTests {
    static let iterations = ProcessInfo.processInfo.environment["LAYOUTSTRESS_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 1500

    static let seeds: [Data] = [
        Data("/* c */\n\"a b\" = \"x\\\"y\\\\z\\n\\U00e9 %@\";\nbare = value;\n\"k\";\n// end\n".utf8),
        StringsFileReaderTests.encode("\"hello\" = \"שלום %1$@\";\n", "utf16le-bom"),
        StringsFileReaderTests.encode("\"hello\" = \"Grüße\";\n", "utf16be"),
    ]

    static let alphabet: [UInt8] = Array("\"\\;=/*\n UuXx0123456789abc%@{}".utf8) + [0x00, 0xFF, 0xFE, 0xEF, 0xBB, 0xBF, 0xC3, 0xD8, 0xDC]

    @Test func randomAndMutatedBytesNeverCrash() {
        var generator = SplitMix64(seed: 0x5EED)
        var parsed = 0, rejected = 0
        for iteration in 0..<Self.iterations {
            var bytes: [UInt8]
            if iteration % 3 == 0 {
                bytes = (0..<Int.random(in: 0...200, using: &generator)).map { _ in
                    Bool.random(using: &generator) ? UInt8.random(in: 0...255, using: &generator) : Self.alphabet.randomElement(using: &generator) ?? 0
                }
            } else {
                bytes = [UInt8](Self.seeds[iteration % Self.seeds.count])
                for _ in 0..<Int.random(in: 1...6, using: &generator) where !bytes.isEmpty {
                    let position = Int.random(in: 0..<bytes.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: bytes[position] = Self.alphabet.randomElement(using: &generator) ?? 0
                    case 1: bytes.remove(at: position)
                    default: bytes.insert(Self.alphabet.randomElement(using: &generator) ?? 0, at: position)
                    }
                }
            }
            do {
                _ = try StringsFileReader.parse(data: Data(bytes), file: "fuzz.strings")
                parsed += 1
            } catch let error as DiagnosticError {
                rejected += 1
                #expect(error.diagnostics.contains { $0.severity == .error }, "a rejection without an error")
                #expect(error.diagnostics.allSatisfy { $0.location?.file == "fuzz.strings" })
                // Only an odd-length UTF-16 file is wrong as a whole; everything else is wrong on a line.
                #expect(error.diagnostics.allSatisfy { $0.location?.line != nil || $0.message == "UTF-16 text has an odd number of bytes" })
            } catch {
                Issue.record("unexpected error type \(error)")
            }
        }
        #expect(parsed > 0 && rejected > 0)
        if Self.iterations > 10_000 { print("strings fuzz: \(Self.iterations) inputs, \(parsed) parsed, \(rejected) rejected, no crash") }
    }
}
