/// The user interface layout direction of a variant, decided by its locale.
public enum LayoutDirection: String, Hashable, Sendable, Codable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}
