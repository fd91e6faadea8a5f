import Diagnostics
import Foundation
import Testing
@testable import Localization

@Suite struct StringsFileReaderTests {
    static let sample = "/* Greeting */\n\"hello\" = \"Grüße, %@!\";\n// line comment\n\"key with spaces\" = \"שלום\";\n"

    static func encode(_ text: String, _ encoding: String) -> Data {
        switch encoding {
        case "utf8": return Data(text.utf8)
        case "utf8-bom": return Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)
        case "utf16le-bom": return Data([0xFF, 0xFE]) + utf16(text, bigEndian: false)
        case "utf16be-bom": return Data([0xFE, 0xFF]) + utf16(text, bigEndian: true)
        case "utf16le": return utf16(text, bigEndian: false)
        default: return utf16(text, bigEndian: true)
        }
    }

    static func utf16(_ text: String, bigEndian: Bool) -> Data {
        var data = Data()
        for unit in text.utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            data.append(contentsOf: bigEndian ? [high, low] : [low, high])
        }
        return data
    }

    @Test(arguments: ["utf8", "utf8-bom", "utf16le-bom", "utf16be-bom", "utf16le", "utf16be"])
    func everyEncodingReadsTheSameEntries(_ encoding: String) throws {
        let table = try StringsFileReader.parse(data: Self.encode(Self.sample, encoding), file: "x.strings")
        #expect(table.entries == [StringsEntry(key: "hello", value: "Grüße, %@!", line: 2),
                                  StringsEntry(key: "key with spaces", value: "שלום", line: 4)])
        #expect(table.warnings.isEmpty)
    }

    @Test func detectsTheEncoding() throws {
        #expect(try StringsFileReader.parse(data: Self.encode(Self.sample, "utf16le-bom"), file: "x").encoding == .utf16LittleEndian)
        #expect(try StringsFileReader.parse(data: Self.encode(Self.sample, "utf16be"), file: "x").encoding == .utf16BigEndian)
        #expect(try StringsFileReader.parse(data: Self.encode(Self.sample, "utf8-bom"), file: "x").encoding == .utf8)
    }

    @Test(arguments: [
        (#"\""#, "\""), (#"\\"#, "\\"), (#"\n"#, "\n"), (#"\t"#, "\t"), (#"\r"#, "\r"),
        (#"\U00e9"#, "é"), (#"\u00E9"#, "é"), (#"\U2192"#, "→"), (#"\UD83D\UDE00"#, "😀"),
        (#"\101"#, "A"), (#"\012"#, "\n"), (#"\'"#, "'"), (#"\a"#, "\u{07}"), (#"\f"#, "\u{0C}"),
        (#"a\"b\\c\nd"#, "a\"b\\c\nd"),
    ])
    func escapes(_ escaped: String, _ expected: String) throws {
        let table = try StringsFileReader.parse(text: "\"k\" = \"\(escaped)\";", file: "e.strings")
        #expect(table.dictionary["k"] == expected)
    }

    @Test func unquotedKeysValuesAndKeyOnlyEntries() throws {
        let text = """
        plainKey = plainValue;
        "quoted" = path/to.file-1;
        "alone";
        /* block
           comment */ "after" = "comment";
        """
        let table = try StringsFileReader.parse(text: text, file: "u.strings")
        #expect(table.dictionary == ["plainKey": "plainValue", "quoted": "path/to.file-1", "alone": "alone", "after": "comment"])
        #expect(table.entries.map(\.line) == [1, 2, 3, 5])
    }

    @Test func duplicateKeysWarnAndTheLastWins() throws {
        let table = try StringsFileReader.parse(text: "\"a\" = \"1\";\n\n\"a\" = \"2\";\n", file: "d.strings")
        #expect(table.dictionary["a"] == "2")
        #expect(table.warnings.map(\.description) == ["d.strings:3: warning: duplicate key 'a' (first defined on line 1); the last value wins"])
    }

    @Test func everySyntaxErrorIsReportedWithItsLine() {
        let text = """
        "ok" = "fine";
        "missing" "equals";
        "good" = "value";
        "noSemicolon" = "x"
        "next" = "y";
        = "no key";
        "open" = "never closed;
        """
        do {
            _ = try StringsFileReader.parse(text: text, file: "Locales/de/Main.strings")
            Issue.record("accepted a broken file")
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.map(\.description) == [
                "Locales/de/Main.strings:2: error: expected '=' or ';' after the key 'missing' but found '\"'",
                "Locales/de/Main.strings:4: error: expected ';' after the value of 'noSemicolon' but found '\"'",
                "Locales/de/Main.strings:6: error: expected a quoted key but found '='",
                "Locales/de/Main.strings:7: error: unterminated string (the quote opened here is never closed)",
            ])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func unterminatedCommentAndBadEncoding() {
        #expect(throws: DiagnosticError.self) { try StringsFileReader.parse(text: "\"a\" = \"b\";\n/* open", file: "c.strings") }
        do {
            _ = try StringsFileReader.parse(data: Data("\"a\" = \"b\";\n\"c\" = \"".utf8) + Data([0xC3, 0x28, 0x22, 0x3B]), file: "bad.strings")
            Issue.record("accepted invalid UTF-8")
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.first?.location == SourceLocation(file: "bad.strings", line: 2))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func anUnpairedSurrogateIsReportedOnItsLine() {
        let lone = Data([0x00, 0xD8])  // U+D800 in UTF-16LE, a high surrogate with no low one after it
        let data = Data([0xFF, 0xFE]) + Self.utf16("\"a\" = \"b\";\n\"c\" = \"", bigEndian: false) + lone + Self.utf16("\";", bigEndian: false)
        do {
            _ = try StringsFileReader.parse(data: data, file: "u.strings")
            Issue.record("accepted an unpaired surrogate")
        } catch let error as DiagnosticError {
            #expect(error.description == "u.strings:2: error: invalid UTF-16 (an unpaired surrogate)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func aMissingFileIsADiagnostic() {
        let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/Localizable.strings")
        #expect(throws: DiagnosticError.self) { try StringsFileReader.read(contentsOf: url, displayPath: "Localizable.strings") }
        #expect(throws: DiagnosticError.self) { try StringsDictReader.read(contentsOf: url, displayPath: "Localizable.stringsdict") }
        #expect(throws: DiagnosticError.self) { try StringCatalogReader.read(contentsOf: url, displayPath: "Localizable.xcstrings") }
    }

    /// Pocket Casts' `de.lproj/Localizable.strings` is an XML property list (GlotPress writes
    /// them so), which Foundation reads as a `.strings` file too: its entries, with the line of
    /// each key, instead of a syntax error on every line.
    @Test func aPropertyListStringsFileIsRead() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
              <dict>
                <key>about_title</key>
                <string>Über</string>
                <key>podcast_and_episode</key>
                <string>Podcast &amp; Folge</string>
              </dict>
            </plist>
            """
        let table = try StringsFileReader.parse(data: Data(xml.utf8), file: "Localizable.strings")
        #expect(table.entries == [StringsEntry(key: "about_title", value: "Über", line: 5),
                                  StringsEntry(key: "podcast_and_episode", value: "Podcast & Folge", line: 7)])
        // The same dictionary as a binary property list.
        let binary = try PropertyListSerialization.data(fromPropertyList: ["about_title": "Über"], format: .binary, options: 0)
        #expect(try StringsFileReader.parse(data: binary, file: "Localizable.strings").entries.map(\.value) == ["Über"])
    }

    @Test func aPropertyListThatIsNotADictionaryOfStringsIsAnError() throws {
        let nested = "<?xml version=\"1.0\"?><plist><dict><key>a</key><array><string>x</string></array></dict></plist>"
        #expect(throws: DiagnosticError.self) { try StringsFileReader.parse(data: Data(nested.utf8), file: "x.strings") }
        // Deep nesting is refused before Foundation's recursive parser reads it.
        let deep = "<?xml version=\"1.0\"?><plist>" + String(repeating: "<array>", count: 10_000) + "</plist>"
        #expect(throws: DiagnosticError.self) { try StringsFileReader.parse(data: Data(deep.utf8), file: "x.strings") }
    }

    /// An empty entry (`"a" = "b";;`, or a `;` alone on a line) ends the table for Foundation's
    /// parser, which iOS reads tables with: the entries before it are read, the rest are not, and
    /// a warning names the line. Foundation's own parser is the oracle.
    @Test(arguments: [
        "\"a\" = \"b\";;\n\"c\" = \"d\";\n",
        "\"a\" = \"b\";\n;\n\"c\" = \"d\";\n",
        ";\n\"a\" = \"b\";\n",
        "\"a\" = \"b\";\n\"c\" = \"d\";\n",
    ])
    func anEmptyEntryEndsTheTableAsOnDevice(_ text: String) throws {
        let foundation = (try? PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil)) as? [String: String]
        guard let foundation else {
            // Before any entry, Foundation refuses the file: so does the reader, at its line.
            #expect(throws: DiagnosticError.self) { try StringsFileReader.parse(text: text, file: "Localizable.strings") }
            return
        }
        let table = try StringsFileReader.parse(text: text, file: "Localizable.strings")
        #expect(Dictionary(uniqueKeysWithValues: table.entries.map { ($0.key, $0.value) }) == foundation)
        let stops = table.entries.count < text.components(separatedBy: "=").count - 1
        #expect(table.warnings.contains { $0.message.contains("iOS stops reading this table here") } == stops, "\(table.warnings)")
    }
}
