/// Device orientation.
public enum Orientation: String, CaseIterable, Hashable, Sendable, Codable {
    case portrait
    case landscape
}
