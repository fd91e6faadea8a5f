/// The translations a sweep reads: one catalog per app it sweeps, and which screen file reads
/// which. Two apps swept in one run each resolve their strings from their own tables.
public struct ScreenCatalogs: Sendable {
    /// Every catalog; the first is read by screen files no app claims.
    public private(set) var catalogs: [LocaleCatalog]
    /// Screen file (as the sweep names it) → its catalog's position in `catalogs`.
    public private(set) var positionByFile: [String: Int]

    /// One catalog that every screen reads.
    public init(_ catalog: LocaleCatalog) {
        catalogs = [catalog]
        positionByFile = [:]
    }

    /// Several catalogs; `positionByFile` says which file reads which (others read the first).
    /// With no catalog at all, every file reads an empty one.
    public init(catalogs: [LocaleCatalog], positionByFile: [String: Int]) {
        let kept = catalogs.isEmpty ? [LocaleCatalog(strings: [:])] : catalogs
        self.catalogs = kept
        self.positionByFile = positionByFile.filter { $0.value >= 0 && $0.value < kept.count }
    }

    /// The catalog screens of unknown origin read.
    public var primary: LocaleCatalog { catalogs[0] }

    /// The catalog the screen read from `file` resolves its strings in.
    public func catalog(forFile file: String?) -> LocaleCatalog {
        guard let file, let position = positionByFile[file] else { return primary }
        return catalogs[position]
    }

    /// Sets how design-time text is lengthened, in every catalog.
    public mutating func setDesignTimeExpansion(_ expansion: DesignTimeExpansion) {
        for position in catalogs.indices { catalogs[position].designTimeExpansion = expansion }
    }
}
