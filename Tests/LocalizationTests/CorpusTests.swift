import Foundation
import Testing
import TestSupport
@testable import Localization

/// Real files from `../shared/corpus/` (iNaturalist's UTF-16 `.strings`, GoMap's String
/// Catalogs) must parse completely. Skipped, with a reason, when `../shared/corpus` is absent.
@Suite(.corpus) struct CorpusTests {
    static let corpus = Corpus.root
    static let present = Corpus.isPresent

    static func files(_ ext: String) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == ext }.sorted { $0.path < $1.path }
    }

    /// Independent count: in the corpus's generated files every entry starts a line with
    /// `"key" = "` (a value may run on over further lines, as mastodon's do).
    static func entryLines(_ text: String) -> Int {
        text.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("\"") && $0.contains("\" = \"") }.count
    }

    @Test func everyStringsFileParsesCompletely() throws {
        let files = Self.files("strings")
        #expect(files.count > 100)
        var utf16Files = 0
        for url in files {
            let table = try StringsFileReader.read(contentsOf: url, displayPath: url.lastPathComponent)
            let text = try StringsTextDecoder.decode(Data(contentsOf: url), file: url.path).text
            #expect(table.entries.count == Self.entryLines(text), "\(url.path)")
            #expect(table.entries.allSatisfy { !$0.key.isEmpty })
            if table.encoding != .utf8 { utf16Files += 1 }
        }
        #expect(utf16Files > 0)
    }

    @Test func everyStringCatalogParsesCompletely() throws {
        let files = Self.files("xcstrings")
        #expect(!files.isEmpty)
        for url in files {
            let catalog = try StringCatalogReader.read(contentsOf: url, displayPath: url.lastPathComponent)
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
            let strings = json?["strings"] as? [String: Any] ?? [:]
            for (key, entry) in strings {
                let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
                for locale in localizations.keys {
                    #expect(catalog.localizations[locale]?[key] != nil, "\(url.lastPathComponent): \(key) in \(locale)")
                }
            }
        }
    }

    @Test func corpusFoldersLoadAsCatalogs() throws {
        let gomap = try LocaleCatalog(directory: Self.corpus.appendingPathComponent("gomap"), displayPath: "gomap")
        #expect(gomap.locales.contains("de"))
        #expect(gomap.locales.contains("ar"))
        #expect(gomap.needsReviewCount > 0)
        #expect(gomap.resolve(key: "4vY-m2-xMW.text", fallback: "Point your phone", table: "DirectionViewController", locale: "de").text
                == "Richte dein Gerät parallel zur Objektrichtung aus.")
        let inaturalist = try LocaleCatalog(directory: Self.corpus.appendingPathComponent("inaturalist"), displayPath: "inaturalist")
        #expect(inaturalist.locales.contains("he"))
        #expect(inaturalist.resolve(key: "1sf-TG-XOI.text", fallback: "Details", table: "Guides", locale: "ro").text == "Detalii")
    }
}
