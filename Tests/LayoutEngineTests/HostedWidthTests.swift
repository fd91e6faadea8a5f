import Testing
@testable import LayoutEngine

/// A component that declares its own width keeps it; one that does not stays pinned to the screen's trailing edge.
@Suite struct HostedWidthTests {
    static func screen(declaringWidth: Bool, priority: Double = 1000) -> Screen {
        var constraints = [
            ConstraintSpec(id: "tile.pinned.trailing", first: Anchor(.view("tile"), .trailing),
                           second: Anchor(.guide(LayoutItem.rootID, .safeArea), .trailing)),
        ]
        if declaringWidth {
            constraints.append(ConstraintSpec(id: "w", first: Anchor(.view("tile"), .width), constant: 50, priority: priority))
        }
        var screen = Screen(name: "Tile", views: [ViewNode(id: "tile", kind: .view)], constraints: constraints)
        screen.componentView = "tile"
        return screen
    }

    @Test func onlyARequiredWidthOfItsOwnRelaxesTheTrailingPin() {
        func pin(_ screen: Screen) -> Double? {
            screen.keepingDeclaredComponentWidth().constraints.first { $0.id == "tile.pinned.trailing" }?.priority
        }
        #expect(pin(Self.screen(declaringWidth: true)) == Screen.ownWidthTrailingPriority)
        #expect(pin(Self.screen(declaringWidth: false)) == 1000)
        #expect(pin(Self.screen(declaringWidth: true, priority: 750)) == 1000)
    }
}
