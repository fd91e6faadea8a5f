import LayoutEngine
import TextModel

/// Helpers shared by the layout tests.
enum LayoutTestSupport {
    /// iPhone SE (3rd generation): 375 × 667 pt, scale 2, safe area top 20.
    static let se: Device = {
        guard let device = Device.named("iPhone SE (3rd generation)") else { preconditionFailure("device table lost the SE") }
        return device
    }()

    /// Lays out a screen once on the SE in portrait at the large category in English.
    static func layout(_ screen: Screen, device: Device = se, orientation: Orientation = .portrait,
                       direction: LayoutDirection = .leftToRight, category: ContentSizeCategory = .large) throws -> LayoutResult {
        let session = try LayoutSession(screen: screen, device: device, orientation: orientation, direction: direction, measurer: FakeMeasurer())
        return session.layout(category: category, locale: direction == .rightToLeft ? "ar" : "en") { $0.fallback ?? $0.key ?? "" }
    }
}

extension Rect {
    /// Shorthand for expected frames.
    init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }
}
