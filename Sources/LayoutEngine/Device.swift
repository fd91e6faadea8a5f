import Foundation

/// An iOS device the layout runs on: its screen in points, safe-area insets per
/// orientation and pixel scale. The rows of `devices-ios.csv` are compiled in as data,
/// so nothing is read from disk at run time.
public struct Device: Hashable, Sendable, Codable {
    /// The marketing name, e.g. `iPhone 15`.
    public var name: String
    /// Screen width in points in portrait.
    public var portraitWidth: Double
    /// Screen height in points in portrait.
    public var portraitHeight: Double
    /// Safe-area top inset in portrait (status bar / sensor housing).
    public var safeTopPortrait: Double
    /// Safe-area bottom inset in portrait (home indicator).
    public var safeBottomPortrait: Double
    /// Safe-area left and right insets in landscape.
    public var safeSideLandscape: Double
    /// Safe-area bottom inset in landscape.
    public var safeBottomLandscape: Double
    /// Points to pixels (2 or 3).
    public var scale: Double

    /// Creates a device description.
    public init(name: String, portraitWidth: Double, portraitHeight: Double, safeTopPortrait: Double,
                safeBottomPortrait: Double, safeSideLandscape: Double, safeBottomLandscape: Double, scale: Double) {
        self.name = name
        self.portraitWidth = portraitWidth
        self.portraitHeight = portraitHeight
        self.safeTopPortrait = safeTopPortrait
        self.safeBottomPortrait = safeBottomPortrait
        self.safeSideLandscape = safeSideLandscape
        self.safeBottomLandscape = safeBottomLandscape
        self.scale = scale
    }

    /// True for iPads (their root views use 20 pt system margins in every orientation).
    public var isPad: Bool { name.lowercased().hasPrefix("ipad") }

    /// The root view's size in an orientation.
    public func rootSize(_ orientation: Orientation) -> Size {
        switch orientation {
        case .portrait: Size(width: portraitWidth, height: portraitHeight)
        case .landscape: Size(width: portraitHeight, height: portraitWidth)
        }
    }

    /// The safe-area insets of the root view in an orientation.
    public func safeAreaInsets(_ orientation: Orientation) -> EdgeInsets {
        switch orientation {
        case .portrait:
            EdgeInsets(top: safeTopPortrait, left: 0, bottom: safeBottomPortrait, right: 0)
        case .landscape where isPad:
            // iPads keep the status bar on top and the home indicator at the bottom in landscape.
            EdgeInsets(top: safeSideLandscape, left: 0, bottom: safeBottomLandscape, right: 0)
        case .landscape:
            EdgeInsets(top: 0, left: safeSideLandscape, bottom: safeBottomLandscape, right: safeSideLandscape)
        }
    }

    /// The system minimum layout margin on each side of a view controller's root view:
    /// 16 pt on iPhones in portrait, 20 pt on the Plus and Max sizes (414 pt wide or more) in
    /// portrait and on every iPhone in landscape and iPad.
    public func systemMinimumMargin(_ orientation: Orientation) -> Double {
        !isPad && orientation == .portrait && portraitWidth < 414 ? 16 : 20
    }

    /// The left and right layout margins of a table view cell's content view spanning the
    /// screen: 16 pt on screens up to 375 pt wide, 20 pt on wider ones (as Interface Builder's
    /// saved cells show for every iPhone canvas).
    public func cellMargin(_ orientation: Orientation) -> Double {
        rootSize(orientation).width > 375 ? 20 : 16
    }

    /// Every device in `devices-ios.csv`, in the file's order.
    public static let all: [Device] = [
        Device(name: "iPhone SE (1st generation)", portraitWidth: 320, portraitHeight: 568, safeTopPortrait: 20, safeBottomPortrait: 0, safeSideLandscape: 0, safeBottomLandscape: 0, scale: 2),
        Device(name: "iPhone SE (3rd generation)", portraitWidth: 375, portraitHeight: 667, safeTopPortrait: 20, safeBottomPortrait: 0, safeSideLandscape: 0, safeBottomLandscape: 0, scale: 2),
        Device(name: "iPhone 8 Plus", portraitWidth: 414, portraitHeight: 736, safeTopPortrait: 20, safeBottomPortrait: 0, safeSideLandscape: 0, safeBottomLandscape: 0, scale: 3),
        Device(name: "iPhone 13 mini", portraitWidth: 375, portraitHeight: 812, safeTopPortrait: 50, safeBottomPortrait: 34, safeSideLandscape: 50, safeBottomLandscape: 21, scale: 3),
        Device(name: "iPhone 14", portraitWidth: 390, portraitHeight: 844, safeTopPortrait: 47, safeBottomPortrait: 34, safeSideLandscape: 47, safeBottomLandscape: 21, scale: 3),
        Device(name: "iPhone 15", portraitWidth: 393, portraitHeight: 852, safeTopPortrait: 59, safeBottomPortrait: 34, safeSideLandscape: 59, safeBottomLandscape: 21, scale: 3),
        Device(name: "iPhone 15 Pro Max", portraitWidth: 430, portraitHeight: 932, safeTopPortrait: 59, safeBottomPortrait: 34, safeSideLandscape: 59, safeBottomLandscape: 21, scale: 3),
        Device(name: "iPhone 16 Pro", portraitWidth: 402, portraitHeight: 874, safeTopPortrait: 62, safeBottomPortrait: 34, safeSideLandscape: 62, safeBottomLandscape: 21, scale: 3),
        Device(name: "iPhone 16 Pro Max", portraitWidth: 440, portraitHeight: 956, safeTopPortrait: 62, safeBottomPortrait: 34, safeSideLandscape: 62, safeBottomLandscape: 21, scale: 3),
        Device(name: "iPad (10th generation)", portraitWidth: 820, portraitHeight: 1180, safeTopPortrait: 24, safeBottomPortrait: 20, safeSideLandscape: 24, safeBottomLandscape: 20, scale: 2),
        Device(name: "iPad Pro 13-inch", portraitWidth: 1024, portraitHeight: 1366, safeTopPortrait: 24, safeBottomPortrait: 20, safeSideLandscape: 24, safeBottomLandscape: 20, scale: 2),
    ]

    /// The device with a name, compared case-insensitively and ignoring surrounding spaces.
    public static func named(_ name: String) -> Device? {
        let key = name.trimmingCharacters(in: .whitespaces).lowercased()
        return all.first { $0.name.lowercased() == key }
    }
}
