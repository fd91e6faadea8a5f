/// Horizontal alignment of text inside its view (NSTextAlignment).
public enum TextAlignment: String, CaseIterable, Hashable, Sendable, Codable {
    /// Leading edge of the text's own direction.
    case natural
    case left
    case right
    case center
    case justified
}
