import Findings
import LayoutEngine
import Localization

/// Resolves strings through a `LocaleCatalog` (translations, fallbacks, pseudo-locales), and
/// each screen through its own app's catalog when a sweep reads several.
public struct CatalogResolver: StringResolving {
    /// The catalog strings are resolved in.
    public let catalog: LocaleCatalog
    /// Every app's catalog, for `resolver(forFile:)`.
    public let catalogs: ScreenCatalogs

    /// Wraps one catalog that every screen reads.
    public init(catalog: LocaleCatalog) {
        self.catalog = catalog
        catalogs = ScreenCatalogs(catalog)
    }

    /// Wraps every app's catalog; strings of unknown origin resolve in the primary one.
    public init(catalogs: ScreenCatalogs) {
        catalog = catalogs.primary
        self.catalogs = catalogs
    }

    /// A resolver in the catalog of the app the screen file belongs to.
    public func resolver(forFile file: String?) -> any StringResolving {
        guard catalogs.catalogs.count > 1 else { return self }
        return CatalogResolver(catalog: catalogs.catalog(forFile: file))
    }

    /// The catalog's string for a source, and whether its key lacked a translation.
    /// With alternatives, the longest string (in characters; the first of equally long ones) of
    /// the source and its alternatives.
    public func resolve(_ source: TextSource, locale: String) -> ResolvedText {
        var longest = resolveOne(source, locale: locale)
        for alternative in source.alternatives ?? [] {
            let resolved = resolveOne(alternative, locale: locale)
            if resolved.text.count > longest.text.count { longest = resolved }
        }
        return longest
    }

    private func resolveOne(_ source: TextSource, locale: String) -> ResolvedText {
        let resolved = catalog.resolve(key: source.key, fallback: source.fallback, table: source.table, locale: locale,
                                       fixedAtRunTime: source.fixedAtRunTime ?? false)
        return ResolvedText(text: resolved.text, isMissingTranslation: resolved.isMissingTranslation, isDesignTime: resolved.isDesignTime)
    }

    /// ICU's direction for the locale (and right to left for `pseudo-rtl`).
    public func isRightToLeft(locale: String) -> Bool {
        catalog.isRightToLeft(locale: locale)
    }
}
