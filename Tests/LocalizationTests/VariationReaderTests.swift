import Diagnostics
import Foundation
import Testing
@testable import Localization

@Suite struct VariationReaderTests {
    static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
        <key>files.count</key>
        <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@files@ selected</string>
            <key>files</key>
            <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key>
                <string>d</string>
                <key>one</key>
                <string>%d Datei</string>
                <key>few</key>
                <string>%d Dateien insgesamt</string>
                <key>other</key>
                <string>%d Dateien</string>
            </dict>
        </dict>
        <key>title</key>
        <dict>
            <key>NSStringVariableWidthRuleType</key>
            <dict>
                <key>20</key>
                <string>Settings</string>
                <key>50</key>
                <string>Application Settings</string>
            </dict>
        </dict>
        <key>device</key>
        <dict>
            <key>NSStringDeviceSpecificRuleType</key>
            <dict>
                <key>iphone</key>
                <string>Tap</string>
                <key>mac</key>
                <string>Click here</string>
            </dict>
        </dict>
        <key>nested</key>
        <dict>
            <key>NSStringDeviceSpecificRuleType</key>
            <dict>
                <key>iphone</key>
                <string>%d new</string>
                <key>ipad</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>%#@n@</string>
                    <key>n</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key>
                        <string>NSStringPluralRuleType</string>
                        <key>one</key>
                        <string>one new message</string>
                        <key>other</key>
                        <string>%d new messages</string>
                    </dict>
                </dict>
            </dict>
        </dict>
    </dict>
    </plist>
    """

    @Test func stringsdictChoosesTheLongestVariantAndSaysWhich() throws {
        let values = try StringsDictReader.parse(data: Data(Self.stringsdict.utf8), file: "de.lproj/Localizable.stringsdict").values
        #expect(values["files.count"] == LocalizedValue(text: "%d Dateien insgesamt selected", variant: "files: plural 'few'"))
        #expect(values["title"] == LocalizedValue(text: "Application Settings", variant: "width '50'"))
        #expect(values["device"] == LocalizedValue(text: "Click here", variant: "device 'mac'"))
        #expect(values["nested"] == LocalizedValue(text: "%d new messages", variant: "device 'ipad'"))
    }

    @Test func stringsdictErrors() {
        #expect(throws: DiagnosticError.self) { try StringsDictReader.parse(data: Data("<plist><dict><key>a</key>".utf8), file: "x") }
        let missingOther = Self.stringsdict.replacingOccurrences(of: "<key>other</key>", with: "<key>many</key>")
        do {
            _ = try StringsDictReader.parse(data: Data(missingOther.utf8), file: "x.stringsdict")
            Issue.record("accepted a plural rule without 'other'")
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.map(\.description) == ["x.stringsdict:5: error: the variable 'files' has no 'other' form in the entry 'files.count'",
                                                             "x.stringsdict:43: error: the variable 'n' has no 'other' form in the entry 'nested'"])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// An XML `.stringsdict` nested 200,000 dictionaries deep (2.8 MB, under the 4 MB file
    /// limit) is an error at the file, not a stack overflow in the property-list parser.
    @Test func anXMLPlistNestedBeyondAnyRealOneIsAnError() {
        let depth = 200_000
        let xml = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n" + String(repeating: "<dict><key>k</key>", count: depth)
            + "<string>x</string>" + String(repeating: "</dict>", count: depth) + "\n</plist>\n"
        #expect(throws: DiagnosticError.self) { try StringsDictReader.parse(data: Data(xml.utf8), file: "deep.stringsdict") }
    }

    @Test func malformedXMLIsReportedWithItsLine() {
        let broken = "<?xml version=\"1.0\"?>\n<plist>\n<dict>\n<key>a</key>\n<string>x</strin>\n</dict>\n</plist>\n"
        do {
            _ = try StringsDictReader.parse(data: Data(broken.utf8), file: "b.stringsdict")
            Issue.record("accepted a mismatched closing tag")
        } catch let error as DiagnosticError {
            let diagnostic = error.diagnostics.first
            #expect(error.diagnostics.count == 1)
            #expect(diagnostic?.location == SourceLocation(file: "b.stringsdict", line: 5))
            #expect(diagnostic?.message.hasPrefix("not a valid property list: XML error") == true)
        } catch {
            Issue.record("unexpected \(error)")
        }
        // Well-formed XML that is not a plist has no line to point at.
        do {
            _ = try StringsDictReader.parse(data: Data("<html><body/></html>".utf8), file: "h.stringsdict")
            Issue.record("accepted HTML")
        } catch let error as DiagnosticError {
            #expect(error.description == "h.stringsdict: error: not a valid property list: the XML is well-formed but is not a property list")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Cancel" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } },
            "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Annuler" } }
          }
        },
        "%lld photos" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld photo" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos" } } } } },
            "de" : { "variations" : { "device" : {
              "iphone" : { "stringUnit" : { "state" : "new", "value" : "%lld Fotos" } },
              "other" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "Ein einziges Foto" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Fotos" } } } } } } } }
          }
        },
        "%.1f meters, %ld nodes" : {
          "localizations" : {
            "de" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@meters@ Meter, %#@nodes@" },
              "substitutions" : {
                "meters" : { "argNum" : 1, "formatSpecifier" : ".1f", "variations" : { "plural" : {
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } } } },
                "nodes" : { "argNum" : 2, "formatSpecifier" : "ld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Knoten" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Knotenpunkte" } } } } }
              }
            }
          }
        },
        "abc-12-xyz.text" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } } } },
        "Only English" : { },
        "GoMap" : { "shouldTranslate" : false }
      },
      "version" : "1.0"
    }
    """

    @Test func catalogUnitsVariationsSubstitutionsAndStates() throws {
        let catalog = try StringCatalogReader.parse(data: Data(Self.catalog.utf8), file: "Localizable.xcstrings")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.locales == ["de", "en", "fr"])
        let de = catalog.localizations["de"] ?? [:]
        #expect(de["Cancel"] == LocalizedValue(text: "Abbrechen", state: "translated"))
        #expect(de["%lld photos"]?.text == "Ein einziges Foto")
        #expect(de["%lld photos"]?.variant == "device 'other', plural 'one'")
        #expect(de["%.1f meters, %ld nodes"]?.text == "%1$.1f Meter, %2$ld Knotenpunkte")
        #expect(de["%.1f meters, %ld nodes"]?.variant == "meters: plural 'other', nodes: plural 'other'")
        #expect(catalog.localizations["fr"]?["Cancel"]?.state == "needs_review")
        #expect(catalog.localizations["en"]?["%lld photos"]?.text == "%lld photos")
        #expect(catalog.localizations["en"]?["Only English"]?.text == "Only English")
        #expect(catalog.localizations["en"]?["Cancel"]?.text == "Cancel")
        #expect(catalog.localizations["en"]?["abc-12-xyz.text"] == nil)
        #expect(catalog.untranslatableKeys == ["GoMap"])
        #expect(catalog.needsReviewCount == 1)
        #expect(catalog.newCount == 1)
    }

    @Test func catalogErrorsNameTheString() {
        let broken = #"{ "sourceLanguage": "en", "strings": { "a": { "localizations": { "de": { "stringUnit": { "state": "new" } } } } } }"#
        do {
            _ = try StringCatalogReader.parse(data: Data(broken.utf8), file: "x.xcstrings")
            Issue.record("accepted a unit without a value")
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.map(\.description) == ["x.xcstrings:1: error: a stringUnit of 'de' has no string 'value' in the string 'a'"])
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(throws: DiagnosticError.self) { try StringCatalogReader.parse(data: Data("{ \"strings\": ".utf8), file: "x") }
        #expect(throws: DiagnosticError.self) { try StringCatalogReader.parse(data: Data("{ \"strings\": {} }".utf8), file: "x") }
    }
}
