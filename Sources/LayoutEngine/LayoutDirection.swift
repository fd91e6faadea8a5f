/// The user interface layout direction of a variant, decided by its locale.
public enum LayoutDirection: String, Hashable, Sendable, Codable {
    /// Leading is left (English, German, …).
    case leftToRight = "ltr"
    /// Leading is right (Arabic, Hebrew, …): leading/trailing constraints mirror.
    case rightToLeft = "rtl"
}
