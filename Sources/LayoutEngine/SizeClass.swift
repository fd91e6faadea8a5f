/// The horizontal and vertical size classes of a screen: `compact` or `regular` on each axis,
/// as UIKit's trait collection and Interface Builder's variations (`heightClass=compact`) name them.
public struct SizeClass: Hashable, Sendable, Codable {
    /// True for a regular width (iPads; Plus and Max iPhones in landscape).
    public var regularWidth: Bool
    /// True for a regular height (iPads; iPhones in portrait).
    public var regularHeight: Bool

    /// Creates a size class.
    public init(regularWidth: Bool, regularHeight: Bool) {
        self.regularWidth = regularWidth
        self.regularHeight = regularHeight
    }
}

extension Device {
    /// The size class of a full-screen app: regular both ways on iPads (and on a canvas as wide
    /// as one), compact width and regular height on iPhones in portrait, compact height in
    /// landscape with a regular width on the 414 pt and wider iPhones.
    public func sizeClass(_ orientation: Orientation) -> SizeClass {
        if isPad || portraitWidth >= Device.smallestPadWidth { return SizeClass(regularWidth: true, regularHeight: true) }
        switch orientation {
        case .portrait: return SizeClass(regularWidth: false, regularHeight: true)
        case .landscape: return SizeClass(regularWidth: portraitWidth >= 414, regularHeight: false)
        }
    }

    /// The narrowest iPad's portrait width: a canvas at least this wide is drawn as an iPad's.
    static let smallestPadWidth = 744.0
}
