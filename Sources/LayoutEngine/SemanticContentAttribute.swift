/// Whether a view flips in right-to-left layouts (UISemanticContentAttribute).
public enum SemanticContentAttribute: String, CaseIterable, Hashable, Sendable, Codable {
    /// Follows the layout direction.
    case unspecified
    /// Media playback controls: never flip.
    case playback
    /// Directional controls (e.g. a D-pad): never flip.
    case spatial
    /// Always laid out left-to-right.
    case forceLeftToRight
    /// Always laid out right-to-left.
    case forceRightToLeft

    /// True when the view opts out of following the locale's direction.
    public var optsOutOfFlipping: Bool { self != .unspecified }
}
