import LayoutEngine
import TextEngine

/// A screen prepared for one device, orientation and direction; only constants change
/// between the layouts it runs. Used by one thread at a time. The layout engine's
/// `LayoutSession` is one; tests use stand-ins.
public protocol VariantLayoutSession: AnyObject {
    /// Lays the screen out at a category in a locale, resolving each text through `resolve`.
    /// With `analyze` false only frames and measurements are needed (no ambiguity,
    /// compression-loss or conflict analysis), as for the left-to-right twin of an RTL variant.
    func layout(category: ContentSizeCategory, locale: String, analyze: Bool, resolve: (TextSource) -> String) -> LayoutResult
}

extension LayoutSession: VariantLayoutSession {}
