import Foundation
import Localization
import Testing

/// What the writer writes, the reader reads back: the same keys and values, in order.
@Suite struct StringsFileWriterTests {
    @Test(arguments: [
        "plain", "", "quote \" inside", "back\\slash", "new\nline", "tab\there", "cr\rhere", "bell\u{07}and\u{1F}",
        "unicode ✓ ü ع 日本", "emoji 🧋 and ZWJ 👩‍💻", "%1$@ and %d", "/* not a comment */", "trailing \\",
    ])
    func textRoundTripsThroughTheReader(value: String) throws {
        let pairs = [(key: "k.\(value.count)", value: value), (key: "key \"two\"\n", value: value + value)]
        let table = try StringsFileReader.parse(text: StringsFileWriter.text(pairs), file: "t.strings")
        #expect(table.entries.map(\.key) == pairs.map(\.key))
        #expect(table.entries.map(\.value) == pairs.map(\.value))
    }

    @Test func randomStringsRoundTrip() throws {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab \"\\\n\t\r\u{01}\u{1F}é🧋%@;=/*")
        for _ in 0..<200 {
            let value = String((0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            let table = try StringsFileReader.parse(text: StringsFileWriter.text([(key: "k", value: value)]), file: "r.strings")
            #expect(table.entries.map(\.value) == [value], "\(value.debugDescription)")
        }
    }
}
