import Testing
import LayoutEngine
import TextModel

/// Layout margins and safe areas of views other than the root, as UIKit derives them from where
/// the views end up: `insetsLayoutMarginsFromSafeArea` (default on) adds the part of a view
/// outside the safe area to its margins, `preservesSuperviewLayoutMargins` lets the superview's
/// margins reach in, and every view's safe-area guide leaves out what the root's does.
@Suite struct SafeAreaMarginTests {
    /// Within a millionth of a point (the solver's values are not snapped to the pixel grid).
    private func near(_ value: Double?, _ expected: Double) -> Bool {
        value.map { abs($0 - expected) < 1e-6 } ?? false
    }

    /// A header spanning the screen (pinned to the root's edges, 100 pt tall) with a box pinned
    /// to the header's margins guide on the leading side and to its safe-area guide on top.
    private func header(_ change: (inout ViewNode) -> Void = { _ in }) -> Screen {
        let b = ScreenBuilder(name: "Header")
        let header = b.addView("header")
        b.update("header", change)
        let box = b.addView("box", in: header)
        LayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: b.root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: b.root.trailingAnchor),
            header.topAnchor.constraint(equalTo: b.root.topAnchor),
            header.heightAnchor.constraint(equalToConstant: 100),
            box.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
            box.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        return b.screen
    }

    @Test func aViewReachingPastTheSafeAreaHasItInItsMarginsAndSafeAreaGuide() throws {
        let phone = try #require(Device.named("iPhone 15"))
        // Landscape: 59 pt of the header lie left of the safe area; its own margin is 8.
        let landscape = try LayoutTestSupport.layout(header(), device: phone, orientation: .landscape)
        #expect(near(landscape.frame("box")?.x, 59 + 8))
        #expect(near(landscape.frame("box")?.y, 0))
        // Portrait: the status bar's 59 pt cover the header's top.
        let portrait = try LayoutTestSupport.layout(header(), device: phone)
        #expect(near(portrait.frame("box")?.x, 8))
        #expect(near(portrait.frame("box")?.y, 59))
    }

    @Test func turningInsetsFromTheSafeAreaOffKeepsTheOwnMargin() throws {
        let phone = try #require(Device.named("iPhone 15"))
        let result = try LayoutTestSupport.layout(header { $0.insetsLayoutMarginsFromSafeArea = false }, device: phone, orientation: .landscape)
        #expect(near(result.frame("box")?.x, 8))
    }

    /// The root's margins are the system's (16 pt on the SE in portrait, 59 + 20 on the
    /// iPhone 15 in landscape); a header flush with the root's edges that preserves them lays its
    /// content out on them rather than on its own 8 pt.
    @Test func preservingTheSuperviewsMarginsTakesTheLargerOne() throws {
        let preserving = header { $0.preservesSuperviewLayoutMargins = true }
        #expect(near(try LayoutTestSupport.layout(preserving).frame("box")?.x, 16))
        let phone = try #require(Device.named("iPhone 15"))
        #expect(near(try LayoutTestSupport.layout(preserving, device: phone, orientation: .landscape).frame("box")?.x, 59 + 20))
        // A header inset 30 pt from the root's edge is past the root's margin: its own 8 pt stay.
        var inset = preserving
        if let index = inset.constraints.firstIndex(where: { $0.first.attribute == .leading && $0.first.item == .view("header") }) {
            inset.constraints[index].constant = 30
        }
        #expect(near(try LayoutTestSupport.layout(inset).frame("box")?.x, 30 + 8))
    }

    /// A cell (a component) is not placed on a known spot of the screen: no safe-area insets.
    @Test func aComponentTakesNoSafeAreaInsets() throws {
        var screen = header()
        screen.componentView = "header"
        let phone = try #require(Device.named("iPhone 15"))
        let result = try LayoutTestSupport.layout(screen, device: phone, orientation: .landscape)
        #expect(near(result.frame("box")?.x, 8))
        #expect(near(result.frame("box")?.y, 0))
    }

    /// A view's readable content guide is its margins guide narrowed to UIKit's 672 pt readable
    /// width, centred — for any view, not only the root (a table cell's content on an iPad).
    @Test func aViewsReadableGuideIsCentredAtTheReadableWidth() throws {
        let b = ScreenBuilder(name: "Row")
        let row = b.addView("row")
        let text = b.addView("text", in: row)
        LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: b.root.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: b.root.trailingAnchor),
            row.topAnchor.constraint(equalTo: b.root.safeAreaLayoutGuide.topAnchor),
            row.heightAnchor.constraint(equalToConstant: 44),
            text.leadingAnchor.constraint(equalTo: row.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: row.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: row.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 20),
        ])
        let pad = try #require(Device.named("iPad Pro 13-inch"))
        let wide = try LayoutTestSupport.layout(b.screen, device: pad)
        // 1024 pt wide, 8 pt margins: 1008 pt between them, 672 of it readable, centred.
        #expect(near(wide.frame("text")?.x, 8 + (1008 - 672) / 2))
        #expect(near(wide.frame("text")?.width, 672))
        // On an iPhone the margins guide is narrower than the readable width: they coincide.
        let phone = try LayoutTestSupport.layout(b.screen)
        #expect(near(phone.frame("text")?.x, 8))
    }
}
