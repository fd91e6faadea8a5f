import Foundation

/// The `Fonts/` manifest: which font files draw the system font, its fallbacks by script,
/// the last-resort face and custom families, and where those files are looked for.
public struct FontManifest: Hashable, Sendable {
    /// The folder searched first for font files (the manifest's own folder); nil for the
    /// built-in defaults, which search only the system font directories.
    public var directory: URL?
    /// Where the manifest came from (a path, or `built-in defaults`), for messages.
    public var origin: String
    /// Point size from which the system font uses its display optical size.
    public var displayFromSize: Double
    /// SF Pro text sizes, used when its files are found.
    public var sfProText: FaceSet?
    /// SF Pro display sizes, used when its files are found.
    public var sfProDisplay: FaceSet?
    /// The stand-in for SF Pro text sizes (Inter).
    public var standInText: FaceSet
    /// The stand-in for SF Pro display sizes (Inter Display).
    public var standInDisplay: FaceSet
    /// Fallback families by script, tried in order.
    public var fallbacks: [ScriptFallback]
    /// The face of last resort; its `.notdef` measures characters no face covers.
    public var lastResort: FaceSet
    /// Custom families by name.
    public var families: [String: FaceSet]
    /// Extra folders searched (recursively) after `directory` and before the system folders.
    public var extraSearchDirectories: [URL]

    /// Creates a manifest.
    public init(directory: URL?, origin: String, displayFromSize: Double = 20,
                sfProText: FaceSet? = nil, sfProDisplay: FaceSet? = nil,
                standInText: FaceSet, standInDisplay: FaceSet, fallbacks: [ScriptFallback],
                lastResort: FaceSet, families: [String: FaceSet] = [:], extraSearchDirectories: [URL] = []) {
        self.directory = directory
        self.origin = origin
        self.displayFromSize = displayFromSize
        self.sfProText = sfProText
        self.sfProDisplay = sfProDisplay
        self.standInText = standInText
        self.standInDisplay = standInDisplay
        self.fallbacks = fallbacks
        self.lastResort = lastResort
        self.families = families
        self.extraSearchDirectories = extraSearchDirectories
    }

    /// The system font directories searched after the manifest's folder, in order.
    public static var systemFontDirectories: [URL] {
        var directories = [URL(fileURLWithPath: "/usr/share/fonts"), URL(fileURLWithPath: "/usr/local/share/fonts")]
        directories.append(FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share/fonts"))
        return directories
    }

    /// Every folder searched for font files, first match wins.
    public var searchDirectories: [URL] {
        (directory.map { [$0] } ?? []) + extraSearchDirectories + FontManifest.systemFontDirectories
    }

    /// The family registered under `name`, compared case- and space-insensitively.
    public func family(named name: String) -> FaceSet? {
        if let exact = families[name] { return exact }
        let key = FontManifest.normalizedName(name)
        return families.first { FontManifest.normalizedName($0.key) == key }?.value
    }

    /// The fallback family for a script code, if any.
    public func fallback(forScript script: String) -> FaceSet? {
        fallbacks.first { $0.scripts.contains(script) }?.faces
    }

    static func normalizedName(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
