import Testing
import LayoutEngine
import TextModel

/// `setCustomSpacing(_:after:)`: the gap after one arranged view replaces the stack's spacing.
@Suite struct StackCustomSpacingTests {
    private func toolbar(custom: [String: Double]?) -> Screen {
        let b = ScreenBuilder(name: "Toolbar")
        let a = b.addView("a")
        let c = b.addView("c")
        let d = b.addView("d")
        let stack = b.addStack("stack", axis: .horizontal, spacing: 8, arranged: [a, c, d])
        LayoutConstraint.activate([
            a.widthAnchor.constraint(equalToConstant: 40), c.widthAnchor.constraint(equalToConstant: 40), d.widthAnchor.constraint(equalToConstant: 40),
            a.heightAnchor.constraint(equalToConstant: 20),
            stack.leadingAnchor.constraint(equalTo: b.root.safeAreaLayoutGuide.leadingAnchor),
            stack.topAnchor.constraint(equalTo: b.root.safeAreaLayoutGuide.topAnchor),
        ])
        var screen = b.screen
        if let index = screen.views.firstIndex(where: { $0.id == "stack" }) { screen.views[index].stack?.customSpacing = custom }
        return screen
    }

    @Test func customSpacingAfterAViewReplacesTheStackSpacing() throws {
        let plain = try LayoutTestSupport.layout(toolbar(custom: nil))
        let custom = try LayoutTestSupport.layout(toolbar(custom: ["a": 30]))
        let plainA = try #require(plain.frame("a")), plainC = try #require(plain.frame("c")), plainD = try #require(plain.frame("d"))
        #expect(plainC.x - plainA.maxX == 8)
        #expect(plainD.x - plainC.maxX == 8)
        let a = try #require(custom.frame("a")), c = try #require(custom.frame("c")), d = try #require(custom.frame("d"))
        #expect(c.x - a.maxX == 30)
        #expect(d.x - c.maxX == 8)
    }
}
