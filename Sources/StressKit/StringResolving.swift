import Findings
import LayoutEngine

/// Turns a view's text source into the string a locale shows, and tells a locale's direction.
public protocol StringResolving: Sendable {
    /// The string for a source in a locale, and whether its key lacked a translation.
    func resolve(_ source: TextSource, locale: String) -> ResolvedText
    /// True when the locale lays out right to left.
    func isRightToLeft(locale: String) -> Bool
    /// The resolver for the screen read from `file`: its own app's translations when a sweep
    /// reads several apps' (by default, this resolver).
    func resolver(forFile file: String?) -> any StringResolving
}

extension StringResolving {
    /// This resolver, for every file.
    public func resolver(forFile file: String?) -> any StringResolving { self }
}
