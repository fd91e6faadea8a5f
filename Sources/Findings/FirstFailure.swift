import TextModel

/// Where a problem starts for one locale on one device: the smallest failing category,
/// and whether every larger category in the sweep fails too.
public struct FirstFailure: Hashable, Sendable, Codable {
    /// The locale.
    public var locale: String
    /// The device.
    public var device: String
    /// The smallest category at which the finding appears (any orientation).
    public var category: ContentSizeCategory
    /// True when every swept category from `category` upward fails as well.
    public var upward: Bool

    /// Creates a first failure.
    public init(locale: String, device: String, category: ContentSizeCategory, upward: Bool) {
        self.locale = locale
        self.device = device
        self.category = category
        self.upward = upward
    }
}
