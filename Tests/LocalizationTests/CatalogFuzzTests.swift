import Diagnostics
import Foundation
import Testing
@testable import Localization

/// Mutated String Catalogs and stringsdict files never crash their readers: each input either
/// reads or throws diagnostics naming the file.
@Suite struct CatalogFuzzTests {
    static let iterations = ProcessInfo.processInfo.environment["LAYOUTSTRESS_FUZZ_ITERATIONS"].flatMap(Int.init).map { $0 / 10 } ?? 300

    static let pieces = ["{", "}", "[", "]", "\"", ":", ",", "1e300", "-1", "true", "null", "\"x\"", "{}", "[]", "\"%#@a@\"",
                         "\"plural\"", "\"stringUnit\"", "\"variations\"", "\"argNum\"", "<dict>", "</dict>", "<key>", "<string>", "%"]

    static func mutate(_ seed: String, using generator: inout SplitMix64) -> Data {
        var characters = Array(seed)
        for _ in 0..<Int.random(in: 1...4, using: &generator) where !characters.isEmpty {
            let position = Int.random(in: 0..<characters.count, using: &generator)
            let piece = Array(pieces.randomElement(using: &generator) ?? "")
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: characters.replaceSubrange(position...position, with: piece)
            case 1: characters.remove(at: position)
            default: characters.insert(contentsOf: piece, at: position)
            }
        }
        return Data(String(characters).utf8)
    }

    @Test func mutatedCatalogsNeverCrash() {
        Self.checkMutations(of: VariationReaderTests.catalog, seed: 99, file: "f.xcstrings") {
            _ = try StringCatalogReader.parse(data: $0, file: $1)
        }
    }

    @Test func mutatedStringsdictsNeverCrash() {
        Self.checkMutations(of: VariationReaderTests.stringsdict, seed: 123, file: "f.stringsdict") {
            _ = try StringsDictReader.parse(data: $0, file: $1)
        }
    }

    /// Feeds mutations of `source` to `read`: some must read, some must be rejected, and every
    /// rejection must be a `DiagnosticError` with an error naming `file`.
    static func checkMutations(of source: String, seed: UInt64, file: String, read: (Data, String) throws -> Void) {
        var generator = SplitMix64(seed: seed)
        var accepted = 0, rejected = 0
        for _ in 0..<iterations {
            do {
                try read(mutate(source, using: &generator), file)
                accepted += 1
            } catch let error as DiagnosticError {
                #expect(error.diagnostics.contains { $0.severity == .error }, "a rejection without an error")
                #expect(error.diagnostics.allSatisfy { $0.location?.file == file })
                rejected += 1
            } catch {
                Issue.record("unexpected error type \(error)")
            }
        }
        #expect(accepted > 0 && rejected > 0)
    }
}
