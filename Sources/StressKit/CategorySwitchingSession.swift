import LayoutEngine
import TextModel

/// A screen whose stacks change axis with the Dynamic Type size (`Screen.stackAxisSwitches`):
/// one layout session per arrangement of its stacks, each made when a category first needs it.
final class CategorySwitchingSession: VariantLayoutSession {
    private let screen: Screen
    private let make: (Screen) throws -> any VariantLayoutSession
    private var sessions: [[LayoutAttribute.Axis]: any VariantLayoutSession] = [:]
    private let first: any VariantLayoutSession

    /// Makes the session of `screen` at `category` now (so that its validation errors surface),
    /// the others when a category needs them.
    init(screen: Screen, category: ContentSizeCategory, make: @escaping (Screen) throws -> any VariantLayoutSession) throws {
        self.screen = screen
        self.make = make
        first = try make(screen.atCategory(category))
        sessions[CategorySwitchingSession.arrangement(of: screen, at: category)] = first
    }

    private static func arrangement(of screen: Screen, at category: ContentSizeCategory) -> [LayoutAttribute.Axis] {
        screen.appFacts.stackAxisSwitches.map { $0.axis(at: category) }
    }

    func layout(category: ContentSizeCategory, locale: String, analyze: Bool, resolve: (TextSource) -> String) -> LayoutResult {
        let key = CategorySwitchingSession.arrangement(of: screen, at: category)
        if sessions[key] == nil { sessions[key] = (try? make(screen.atCategory(category))) ?? first }
        return (sessions[key] ?? first).layout(category: category, locale: locale, analyze: analyze, resolve: resolve)
    }
}
