/// Device orientation.
public enum Orientation: String, CaseIterable, Hashable, Sendable, Codable {
    /// Held upright: the screen's shorter side is its width.
    case portrait
    /// Held sideways: the screen's longer side is its width.
    case landscape
}
