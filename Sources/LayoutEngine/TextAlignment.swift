/// Horizontal alignment of text inside its view (NSTextAlignment).
public enum TextAlignment: String, CaseIterable, Hashable, Sendable, Codable {
    /// Leading edge of the text's own direction.
    case natural
    /// Flush with the left edge in every direction.
    case left
    /// Flush with the right edge in every direction.
    case right
    /// Centred.
    case center
    /// Flush with both edges.
    case justified
}
