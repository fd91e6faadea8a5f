import Foundation
import Testing
@testable import Diagnostics

@Suite struct InputFileTests {
    @Test func returnsTheBytesOfAReadableFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("InputFileTests-\(UUID().uuidString).txt")
        let bytes = Data([0x68, 0x69, 0x00, 0xFF])
        try bytes.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try InputFile.data(at: url, displayPath: "x") == bytes)
    }

    @Test func aMissingFileIsADiagnosticNamingTheDisplayPath() {
        let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/de.strings")
        do {
            _ = try InputFile.data(at: url, displayPath: "Locales/de.lproj/Localizable.strings")
            Issue.record("reading a missing file did not throw")
        } catch let error as DiagnosticError {
            #expect(error.description == "Locales/de.lproj/Localizable.strings: error: cannot read the file")
        } catch {
            Issue.record("expected a DiagnosticError, got \(error)")
        }
    }

    @Test func aFolderIsADiagnosticToo() {
        #expect(throws: DiagnosticError.self) {
            try InputFile.data(at: FileManager.default.temporaryDirectory, displayPath: "tmp")
        }
    }
}
