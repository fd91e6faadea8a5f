import LayoutEngine
import TextEngine

/// What the sweep needs from a layout engine: sessions that lay one screen out on one
/// device, orientation and direction, reused across categories and locales.
public protocol LayoutBackend: Sendable {
    /// Every device the backend knows, by canonical name.
    var deviceNames: [String] { get }

    /// The canonical name of a device the backend knows, for a name the user typed; nil when unknown.
    func deviceName(matching name: String) -> String?

    /// Builds a session for a screen. Throws a `DiagnosticError` when the screen's
    /// constraints cannot be built (unknown view, mixed axes, …).
    func makeSession(screen: Screen, device: String, orientation: Orientation,
                     direction: LayoutDirection) throws -> any VariantLayoutSession
}

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
