import Diagnostics
import LayoutEngine
import StressKit
import TextEngine

/// Small screens and matrices shared by the StressKit tests.
enum Fixtures {
    static func label(_ id: String, key: String, parent: String = LayoutItem.rootID, line: Int = 1) -> ViewNode {
        var node = ViewNode(id: id, kind: .label, parent: parent)
        node.text = .key(key)
        node.font = .style(.body)
        node.location = SourceLocation(file: "Screens/Test.layout.yaml", line: line)
        return node
    }

    /// A settings-like screen: a title with a fixed width, a bio pinned with left/right,
    /// a playback control, and a small button.
    static var settingsScreen: Screen {
        var play = ViewNode(id: "play", kind: .button)
        play.text = .literal("▶")
        play.semantic = .playback
        play.font = .style(.body)
        var ok = ViewNode(id: "ok", kind: .button)
        ok.text = .literal("OK")
        ok.font = .style(.body)
        let bioLeft = ConstraintSpec(id: "c1", first: Anchor(.view("bio"), .left), second: Anchor(.root, .left), constant: 16,
                                     location: SourceLocation(file: "Screens/Test.layout.yaml", line: 12))
        return Screen(name: "Settings", file: "Screens/Test.layout.yaml",
                      views: [label("title", key: "title", line: 3), label("bio", key: "bio", line: 4), play, ok],
                      constraints: [bioLeft])
    }

    static let tables: [String: [String: String]] = [
        "en": ["title": "Settings", "bio": "Hi"],
        "de": ["title": "Einstellungen", "bio": "Hallo"],
        "ar": ["title": "الإعدادات", "bio": "مرحبا"],
        "th": ["title": "การตั้งค่า"],
    ]

    static func matrix(locales: [String] = ["en", "de", "ar", "th"], devices: [String] = ["Phone"],
                       orientations: [Orientation] = [.portrait]) -> VariantMatrix {
        VariantMatrix(devices: devices, orientations: orientations, locales: locales, categories: ContentSizeCategory.allCases)
    }

    static func sweep(screens: [Screen] = [settingsScreen], matrix: VariantMatrix = matrix(), backend: FakeBackend = .settings,
                      jobs: Int = 1, shard: Shard? = nil) -> Sweep {
        Sweep(screens: screens, matrix: matrix, backend: backend, resolver: FakeResolver(tables: tables), jobs: jobs, shard: shard)
    }

    static func variant(_ locale: String = "en", category: ContentSizeCategory = .large, direction: LayoutDirection = .leftToRight) -> Variant {
        Variant(screen: "Settings", device: "Phone", orientation: .portrait, category: category, locale: locale, direction: direction)
    }
}

extension FakeBackend {
    static let settings = FakeBackend(fixedWidths: ["title": 100], pinnedLeft: ["bio"])
}
