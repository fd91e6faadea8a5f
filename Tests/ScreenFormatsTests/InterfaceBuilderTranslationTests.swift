import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import ScreenFormats

@Suite struct InterfaceBuilderTranslationTests {
    @Test func translationsAreFoundBesideTheBaseFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-tr-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in ["Base.lproj/Main.storyboard", "de.lproj/Main.strings", "ar.lproj/Main.strings", "ar.lproj/Other.strings",
                     "fr.lproj/Localizable.strings", "mul.lproj/Main.xcstrings", "Main.xcstrings", "Other.xcstrings"] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        let found = InterfaceBuilderTranslations.locate(for: folder.appendingPathComponent("Base.lproj/Main.storyboard"))
        #expect(found.table == "Main")
        #expect(found.locales == ["ar", "de"])
        #expect(found.stringsFiles["de"]?.lastPathComponent == "Main.strings")
        #expect(found.catalogs.map { $0.path.replacingOccurrences(of: folder.path + "/", with: "") }.sorted() == ["Main.xcstrings", "mul.lproj/Main.xcstrings"])
        // A file outside any .lproj looks beside itself.
        let beside = InterfaceBuilderTranslations.locate(for: folder.appendingPathComponent("Other.xib"))
        #expect(beside.locales == ["ar"])
        #expect(beside.catalogs.map(\.lastPathComponent) == ["Other.xcstrings"])
    }

    @Test func theSweepsLocalesFolderHoldsEveryIBFilesTranslations() {
        #expect(InterfaceBuilderTranslations.translationFolder(for: "App/UI/Base.lproj/Main.storyboard") == "App/UI")
        #expect(InterfaceBuilderTranslations.translationFolder(for: "App/Cells/Cell.xib") == "App/Cells")
        #expect(InterfaceBuilderTranslations.translationFolder(for: "Cell.xib") == ".")
        #expect(InterfaceBuilderTranslations.commonFolder(forInterfaceFiles: [
            "App/UI/Base.lproj/Main.storyboard", "App/UI/Settings/Base.lproj/Settings.storyboard", "Screens/Login.layout.yaml",
        ]) == "App/UI")
        #expect(InterfaceBuilderTranslations.commonFolder(forInterfaceFiles: ["App/UI/Base.lproj/Main.storyboard", "App/Views/Cell.xib"]) == "App")
        #expect(InterfaceBuilderTranslations.commonFolder(forInterfaceFiles: ["/repo/a/X.xib", "/other/Y.xib"]) == "/")
        #expect(InterfaceBuilderTranslations.commonFolder(forInterfaceFiles: ["a/X.xib", "b/Y.xib"]) == ".")
        #expect(InterfaceBuilderTranslations.commonFolder(forInterfaceFiles: ["Screens/Login.layout.yaml"]) == nil)
    }

    /// The keys a `.strings` file defines (a plain scan: quoted key, then `=`).
    static func stringsKeys(_ url: URL) throws -> Set<String> {
        let data = try Data(contentsOf: url)
        let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) ?? ""
        let pattern = try NSRegularExpression(pattern: #""((?:[^"\\]|\\.)*)"\s*="#)
        let range = NSRange(text.startIndex..., in: text)
        return Set(pattern.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } })
    }

    /// The keys of a String Catalog.
    static func catalogKeys(_ url: URL) throws -> Set<String> {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        return Set((json?["strings"] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    /// The importer's translation keys agree with the corpus's own translation tables: most keys
    /// it makes exist in the German table, and the view keys the tables hold are ones it makes.
    @Test(.corpus) func corpusKeysMatchTheTranslationTables() throws {
        var made = 0, found = 0, tableViewKeys = 0, tableKeysMade = 0
        for file in InterfaceBuilderCorpusTests.interfaceFiles(in: Corpus.root) {
            let screens = try InterfaceBuilderReader.read(contentsOf: file, displayPath: file.lastPathComponent)
            let translations = InterfaceBuilderTranslations.locate(for: file)
            var keys: Set<String> = []
            if let german = translations.stringsFiles["de"] {
                keys = try Self.stringsKeys(german)
            } else if !translations.catalogs.isEmpty {
                keys = try translations.catalogs.reduce(into: Set<String>()) { $0.formUnion(try Self.catalogKeys($1)) }
            } else {
                continue
            }
            let sources = screens.flatMap { $0.views.flatMap { [$0.text, $0.placeholder].compactMap { $0 } + $0.segments } }
            let ours = Set(sources.compactMap(\.key))
            #expect(sources.allSatisfy { $0.key == nil || $0.table == file.deletingPathExtension().lastPathComponent })
            made += ours.count
            found += ours.intersection(keys).count
            let viewKeys = keys.filter { $0.hasSuffix(".text") || $0.hasSuffix(".normalTitle") || $0.hasSuffix(".placeholder") }
            tableViewKeys += viewKeys.count
            tableKeysMade += viewKeys.intersection(ours).count
            if ProcessInfo.processInfo.environment["IB_VERBOSE"] != nil {
                print(file.lastPathComponent, "missing in table:", ours.subtracting(keys).sorted(), "not made:", viewKeys.subtracting(ours).sorted())
            }
        }
        print("translation keys: \(found)/\(made) of the importer's keys are in the tables; \(tableKeysMade)/\(tableViewKeys) of the tables' view keys are made")
        #expect(made > 300)
        // The corpus tables are partly stale (strings for views since deleted, views added since),
        // so neither side can be complete; every mismatch was checked by hand to be staleness.
        #expect(Double(found) >= 0.75 * Double(made))
        #expect(Double(tableKeysMade) >= 0.9 * Double(tableViewKeys))
    }
}
