import LayoutEngine
import TextEngine

/// A screen prepared for one device, orientation and direction; only constants change
/// between the layouts it runs. Used by one thread at a time.
public protocol VariantLayoutSession: AnyObject {
    /// Lays the screen out at a category in a locale, resolving each text through `resolve`.
    func layout(category: ContentSizeCategory, locale: String, resolve: (TextSource) -> String) -> VariantLayout

    /// Lays the screen out when only frames and measurements are needed (no ambiguity,
    /// compression-loss or conflict analysis).
    func layoutFrames(category: ContentSizeCategory, locale: String, resolve: (TextSource) -> String) -> VariantLayout
}

extension VariantLayoutSession {
    /// Lays the screen out when only frames (and measurements) are needed, as for the
    /// left-to-right twin of an RTL variant. By default a full `layout`; backends that can
    /// skip their analysis (ambiguity, compression losses, conflicts) do so.
    public func layoutFrames(category: ContentSizeCategory, locale: String, resolve: (TextSource) -> String) -> VariantLayout {
        layout(category: category, locale: locale, resolve: resolve)
    }
}
