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
