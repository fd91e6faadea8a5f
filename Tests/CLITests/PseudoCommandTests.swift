import Foundation
import Testing
import TestSupport

/// `layout-stress pseudo`, run as the built binary.
@Suite struct PseudoCommandTests {
    typealias Outcome = CLI.Outcome

    /// Runs the built binary (`CLI.run`).
    static func run(_ arguments: [String], stdin: Data, in directory: String? = nil,
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> Outcome {
        try CLI.run(arguments, stdin: stdin, in: directory, sourceLocation: sourceLocation)
    }

    static func utf16LittleEndianWithBOM(_ text: String) -> Data {
        var data = Data([0xFF, 0xFE])
        for unit in text.utf16 { data.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        return data
    }

    @Test func boundedModeReadsUTF16AndWritesUTF8() throws {
        let input = Self.utf16LittleEndianWithBOM("/* Class = \"UILabel\"; */\n\"a.text\" = \"Hello %@\";\n\"b\" = \"Say \\\"hi\\\"\\n\";\n")
        let outcome = try Self.run(["pseudo", "--mode", "bounded"], stdin: input)
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "\"a.text\" = \"[# Hello %@ #]\";\n\"b\" = \"[# Say \\\"hi\\\"\\n #]\";\n")
    }

    @Test(arguments: ["double", "accented", "expand", "pseudo-rtl"])
    func everyModeKeepsKeysAndSpecifiers(_ mode: String) throws {
        let outcome = try Self.run(["pseudo", "--mode", mode], stdin: Data("\"k1\" = \"%1$@ has %2$ld items\";\n\"k2\" = \"{count} left\";\n".utf8))
        #expect(outcome.status == 0)
        let lines = outcome.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("\"k1\" = \"") == true)
        #expect(lines.first?.contains("%1$@") == true)
        #expect(lines.first?.contains("%2$ld") == true)
        #expect(lines.last?.contains("{count}") == true)
    }

    @Test func badInputExitsTwoWithTheLine() throws {
        let outcome = try Self.run(["pseudo", "--mode", "double"], stdin: Data("\"a\" = \"b\";\n\"c\" = d e;\n".utf8))
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "<stdin>:2: error: expected ';' after the value of 'c' but found 'e'\n")
        #expect(outcome.stdout.isEmpty)
    }

    @Test func unknownModeExitsTwo() throws {
        let outcome = try Self.run(["pseudo", "--mode", "klingon"], stdin: Data())
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("unknown pseudo mode 'klingon'"))
    }

    @Test func jsonFormat() throws {
        let outcome = try Self.run(["pseudo", "--mode", "bounded", "--format", "json"], stdin: Data("\"a\" = \"x\";".utf8))
        #expect(outcome.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: String]
        #expect(object == ["a": "[# x #]"])
    }
}
