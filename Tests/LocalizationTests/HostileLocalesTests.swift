import Foundation
import Testing
@testable import Localization

/// Translation discovery and substitution expansion stay bounded on hostile folders and
/// files, and still read what real apps contain.
@Suite struct HostileLocalesTests {
    private func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-locales-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return root
    }

    @Test func discoveryStopsAtItsDepthSkipsDependencyFoldersAndNeverFollowsLinks() throws {
        let tooDeep = (0..<LocaleFolderLoader.maximumDepth).map { "d\($0)" }.joined(separator: "/")
        let root = try folder([
            "App/Resources/de.lproj/Main.strings": "\"greeting\" = \"Hallo aus der App\";\n",
            "Pods/Lib/fr.lproj/Main.strings": "\"greeting\" = \"Bonjour des Pods\";\n",
            "\(tooDeep)/es.lproj/Main.strings": "\"greeting\" = \"Hola profunda\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        // A link back up would loop for ever (or to the depth limit, reading everything again).
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("App/loop"), withDestinationURL: root)
        let catalog = try LocaleCatalog(directory: root, displayPath: "Locales")
        #expect(catalog.locales == ["de"])
        #expect(catalog.lookup(key: "greeting", table: "Main", locale: "de")?.text == "Hallo aus der App")
    }

    @Test func filesJustInsideTheDepthAreRead() throws {
        let deepest = (0..<(LocaleFolderLoader.maximumDepth - 2)).map { "d\($0)" }.joined(separator: "/")
        let root = try folder(["\(deepest)/it.lproj/Main.strings": "\"greeting\" = \"Ciao\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try LocaleCatalog(directory: root, displayPath: "Locales")
        #expect(catalog.lookup(key: "greeting", table: "Main", locale: "it")?.text == "Ciao")
    }

    @Test func legitimateNestedSubstitutionsStillExpand() throws {
        let root = try folder(["de.lproj/Main.stringsdict": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
            <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>eine Datei in %#@folders@</string><key>other</key><string>%d Dateien in %#@folders@</string></dict>
            <key>folders</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>einem Ordner</string><key>other</key><string>%d Ordnern</string></dict>
            </dict></dict></plist>
            """])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try LocaleCatalog(directory: root, displayPath: "Locales")
        let value = try #require(catalog.lookup(key: "files", table: "Main", locale: "de"))
        #expect(value.text == "%d Dateien in %d Ordnern")
    }

    @Test func aVariableThatReachesItselfThroughAnotherIsNamed() {
        let variables: [String: SubstitutionVariable] = [
            "a": SubstitutionVariable(tree: .text("x %#@b@"), argument: nil),
            "b": SubstitutionVariable(tree: .text("y %#@a@"), argument: nil),
        ]
        #expect(throws: ExpansionProblem(message: "the substitution '%#@a@' refers to itself (through a → b → a)")) {
            try VariantTree.expand(.text("%#@a@"), variables: variables)
        }
    }

    @Test func expansionBudgetCountsEveryCopy() throws {
        // Ten copies of a 999-character form fit the budget; eleven do not.
        let long = String(repeating: "w", count: 999)
        let variables = ["v": SubstitutionVariable(tree: .text(long), argument: nil)]
        let ten = Array(repeating: "%#@v@", count: 10).joined()
        let eleven = Array(repeating: "%#@v@", count: 11).joined()
        #expect(try VariantTree.expand(.text(ten), variables: variables).text.count == 9_990)
        #expect(throws: ExpansionProblem.self) { try VariantTree.expand(.text(eleven), variables: variables) }
    }
}
