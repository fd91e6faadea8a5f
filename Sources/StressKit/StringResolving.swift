import Findings
import LayoutEngine

/// Turns a view's text source into the string a locale shows, and tells a locale's direction.
public protocol StringResolving: Sendable {
    /// The string for a source in a locale, and whether its key lacked a translation.
    func resolve(_ source: TextSource, locale: String) -> ResolvedText
    /// True when the locale lays out right to left.
    func isRightToLeft(locale: String) -> Bool
}
