import Foundation

/// Where the translations of an Interface Builder file live: `xx.lproj/<Name>.strings`
/// beside its `Base.lproj` folder (or beside the file itself when it is not in an `.lproj`),
/// and String Catalogs `mul.lproj/<Name>.xcstrings` or `<Name>.xcstrings` there.
public struct InterfaceBuilderTranslations: Hashable, Sendable {
    /// The table name keys are looked up in: the IB file's base name (`Main`).
    public var table: String
    /// `.strings` files by locale (`de` → `…/de.lproj/Main.strings`), `Base` excluded.
    public var stringsFiles: [String: URL]
    /// String Catalogs named after the table.
    public var catalogs: [URL]

    /// Creates the set.
    public init(table: String, stringsFiles: [String: URL] = [:], catalogs: [URL] = []) {
        self.table = table
        self.stringsFiles = stringsFiles
        self.catalogs = catalogs
    }

    /// Finds the translations of the IB file at `url` on disk.
    public static func locate(for url: URL) -> InterfaceBuilderTranslations {
        let table = url.deletingPathExtension().lastPathComponent
        var folder = url.deletingLastPathComponent()
        if folder.pathExtension == "lproj" { folder = folder.deletingLastPathComponent() }
        var result = InterfaceBuilderTranslations(table: table)
        let manager = FileManager.default
        let entries = (try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for entry in entries.sorted(by: { $0.path < $1.path }) {
            if entry.pathExtension == "lproj" {
                let locale = entry.deletingPathExtension().lastPathComponent
                let strings = entry.appendingPathComponent("\(table).strings")
                if locale != "Base", manager.fileExists(atPath: strings.path) {
                    result.stringsFiles[locale] = strings
                }
                let catalog = entry.appendingPathComponent("\(table).xcstrings")
                if manager.fileExists(atPath: catalog.path) { result.catalogs.append(catalog) }
            } else if entry.lastPathComponent == "\(table).xcstrings" {
                result.catalogs.append(entry)
            }
        }
        return result
    }

    /// The folder whose `xx.lproj`s hold the translations of the IB file at `path` (the parent
    /// of its `.lproj` folder, or its own folder).
    public static func translationFolder(for path: String) -> String {
        var folder = (path as NSString).deletingLastPathComponent
        if (folder as NSString).pathExtension == "lproj" { folder = (folder as NSString).deletingLastPathComponent }
        return folder.isEmpty ? "." : folder
    }

    /// The deepest folder holding the translation folders of every `.storyboard`/`.xib` in
    /// `files` (a sweep's locales folder when the user names none); nil without IB files.
    public static func commonFolder(forInterfaceFiles files: [String]) -> String? {
        let folders = files.filter { InterfaceBuilderReader.accepts(URL(fileURLWithPath: $0)) }.map(translationFolder(for:))
        guard var common = folders.first?.split(separator: "/", omittingEmptySubsequences: false) else { return nil }
        for folder in folders.dropFirst() {
            let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        let joined = common.joined(separator: "/")
        return joined.isEmpty ? (folders.first?.hasPrefix("/") == true ? "/" : ".") : joined
    }

    /// Every locale with a `.strings` translation, sorted.
    public var locales: [String] { stringsFiles.keys.sorted() }
}
