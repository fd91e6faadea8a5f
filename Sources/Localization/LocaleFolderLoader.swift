import Diagnostics
import Foundation

/// Walks a locales folder for `LocaleCatalog`, reading every `.strings`, `.stringsdict` and
/// `.xcstrings` file and collecting all their diagnostics.
struct LocaleFolderLoader {
    let root: URL
    let displayPath: String
    /// Locale → table → key → value.
    private(set) var tables: [String: [String: [String: LocalizedValue]]] = [:]
    /// Source languages of the catalogs read, in path order.
    private(set) var sourceLanguages: [String] = []
    /// Keys String Catalogs mark as not to be translated.
    private(set) var untranslatableKeys: Set<String> = []
    /// Catalog states summed.
    private(set) var stateCounts: [String: Int] = [:]
    /// Everything the readers said.
    private(set) var diagnostics: [Diagnostic] = []

    /// Chooses the files to read among those found (absolute paths); nil reads them all.
    let keeping: (([String]) -> Set<String>)?

    init(root: URL, displayPath: String, keeping: (([String]) -> Set<String>)? = nil) {
        self.root = root.standardizedFileURL
        self.displayPath = displayPath
        self.keeping = keeping
    }

    mutating func load() {
        var files = localeFiles()
        if let keeping {
            let kept = keeping(files.map(\.url.standardizedFileURL.path))
            files = files.filter { kept.contains($0.url.standardizedFileURL.path) }
        }
        // `.strings` first so that a `.stringsdict` entry of the same table wins, as in Foundation.
        let order = ["strings": 0, "stringsdict": 1, "xcstrings": 2]
        let sorted = files.sorted { (order[$0.extension] ?? 3, $0.relative) < (order[$1.extension] ?? 3, $1.relative) }
        for file in sorted {
            do {
                try read(file)
            } catch let error as DiagnosticError {
                diagnostics += error.diagnostics
            } catch {
                diagnostics.append(.error("\(error)", at: SourceLocation(file: file.display)))
            }
        }
    }

    private struct LocaleFile {
        var url: URL
        var relative: String
        var display: String
        var `extension`: String
        var table: String
        var locale: String?
    }

    /// How far below the locales folder translations are looked for (`App/Resources/de.lproj/
    /// Main.strings` is 3 levels down).
    static let maximumDepth = 8
    /// How many folders one search looks in before it stops with a warning.
    static let maximumFolders = 20_000

    /// The translation files below the root: breadth first, to a bounded depth and a bounded
    /// number of folders, never through symbolic links, never inside build or dependency folders.
    private mutating func localeFiles() -> [LocaleFile] {
        let rootComponents = root.pathComponents
        var files: [LocaleFile] = []
        var queue: [(path: String, depth: Int)] = [(root.path, 0)]
        var next = 0
        while next < queue.count {
            let (folder, depth) = queue[next]
            next += 1
            if next > LocaleFolderLoader.maximumFolders {
                diagnostics.append(.warning("stopped looking for translations after \(LocaleFolderLoader.maximumFolders) folders; point the locales folder at the one that holds the *.lproj folders or catalogs",
                                            at: SourceLocation(file: displayPath)))
                break
            }
            for entry in FolderEntry.list(folder) {
                let path = folder.hasSuffix("/") ? folder + entry.name : folder + "/" + entry.name
                // Links are read as files when they name one, and never followed into folders.
                if entry.kind == .folder {
                    // Below `/`, the kernel's pseudo-file systems hold no translations.
                    if folder == "/", ["proc", "sys", "dev"].contains(entry.name) { continue }
                    if depth + 1 < LocaleFolderLoader.maximumDepth, !ProjectFolders.buildAndDependencyFolders.contains(entry.name),
                       !ProjectFolders.storeMetadataFolders.contains(entry.name.lowercased()) {
                        queue.append((path, depth + 1))
                    }
                    continue
                }
                guard let dot = entry.name.lastIndex(of: ".") else { continue }
                let ext = String(entry.name[entry.name.index(after: dot)...])
                guard ext == "strings" || ext == "stringsdict" || ext == "xcstrings" else { continue }
                let url = URL(fileURLWithPath: path)
                let components = Array(url.standardizedFileURL.pathComponents.dropFirst(rootComponents.count))
                let relative = components.joined(separator: "/")
                let display = displayPath.hasSuffix("/") ? displayPath + relative : displayPath + "/" + relative
                // Only regular files are opened (a FIFO blocks), and a link only when it stays
                // inside the locales folder: its target is never read, nor quoted in a message.
                switch entry.kind {
                case .other:
                    diagnostics.append(.warning("skipped: not a regular file (a FIFO, socket or device is never opened)", at: SourceLocation(file: display)))
                    continue
                case .link where !InputFile.resolves(path, inside: root.path):
                    diagnostics.append(.warning("skipped: a symbolic link leading outside \(displayPath)", at: SourceLocation(file: display)))
                    continue
                case .link where !InputFile.isRegularFile(atPath: path):
                    diagnostics.append(.warning("skipped: a symbolic link to something that is not a regular file", at: SourceLocation(file: display)))
                    continue
                default:
                    break
                }
                var locale: String?
                if let lproj = components.dropLast().last(where: { $0.hasSuffix(".lproj") }) {
                    locale = String(lproj.dropLast(6))
                } else if components.count >= 2, LocaleFolderLoader.looksLikeLocale(components[0]) {
                    locale = components[0]
                }
                files.append(LocaleFile(url: url, relative: relative, display: display, extension: ext,
                                        table: url.deletingPathExtension().lastPathComponent, locale: locale))
            }
        }
        return files
    }

    private mutating func read(_ file: LocaleFile) throws {
        if file.extension == "xcstrings" {
            let catalog = try StringCatalogReader.read(contentsOf: file.url, displayPath: file.display)
            sourceLanguages.append(catalog.sourceLanguage)
            stateCounts.merge(catalog.stateCounts, uniquingKeysWith: +)
            untranslatableKeys.formUnion(catalog.untranslatableKeys)
            diagnostics += catalog.warnings
            for (locale, values) in catalog.localizations {
                add(values, locale: locale, table: file.table)
            }
            return
        }
        guard let locale = file.locale else {
            diagnostics.append(.warning("ignored: a .\(file.extension) file must be inside a <locale>/ or <locale>.lproj/ folder (e.g. de/ or de.lproj/)",
                                        at: SourceLocation(file: file.display)))
            return
        }
        let values: [String: LocalizedValue]
        if file.extension == "strings" {
            let table = try StringsFileReader.read(contentsOf: file.url, displayPath: file.display)
            diagnostics += table.warnings
            values = table.dictionary.mapValues { LocalizedValue(text: $0) }
        } else {
            let dictionary = try StringsDictReader.read(contentsOf: file.url, displayPath: file.display)
            diagnostics += dictionary.warnings
            values = dictionary.values
        }
        add(values, locale: locale, table: file.table)
    }

    /// Adds a file's values to its table; a later file's value of the same key wins.
    private mutating func add(_ values: [String: LocalizedValue], locale: String, table: String) {
        tables[normalized(locale), default: [:]][table, default: [:]].merge(values) { _, new in new }
    }

    /// `de`, `pt-BR`, `zh_Hant_HK`, `Base`: a language code and optional subtags; folders such
    /// as `Sources` or `Resources` are not locales.
    static func looksLikeLocale(_ name: String) -> Bool {
        if name == LocaleCatalog.baseLocale { return true }
        let parts = name.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        return parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// `pt_BR` → `pt-BR`; `Base` stays.
    private func normalized(_ locale: String) -> String {
        locale.replacingOccurrences(of: "_", with: "-")
    }
}
