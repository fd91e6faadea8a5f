import Testing
@testable import LayoutEngine

/// A component that declares its own width keeps it; one that does not stays pinned to the screen's trailing edge.
@Suite struct HostedWidthTests {
    static func screen(declaringWidth: Bool, priority: Double = 1000, relation: LayoutRelation = .equal) -> Screen {
        var constraints = [
            ConstraintSpec(id: "tile.pinned.trailing", first: Anchor(.view("tile"), .trailing),
                           second: Anchor(.guide(LayoutItem.rootID, .safeArea), .trailing)),
        ]
        if declaringWidth {
            constraints.append(ConstraintSpec(id: "w", first: Anchor(.view("tile"), .width), relation: relation, constant: 50, priority: priority))
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
        // A cap (a notice at most 335 pt wide) is a width of its own too; a floor is not.
        #expect(pin(Self.screen(declaringWidth: true, relation: .lessThanOrEqual)) == Screen.ownWidthTrailingPriority)
        #expect(pin(Self.screen(declaringWidth: true, relation: .greaterThanOrEqual)) == 1000)
    }

    /// Simplenote's notice: a component at most 335 pt wide, pinned by the sweep to both sides
    /// of a 375 pt screen. Its host centres it and never pins both sides: no conflict, and the
    /// cap holds.
    @Test func aCappedComponentIsNotInConflictWithTheScreenWidth() throws {
        var screen = Self.screen(declaringWidth: true, relation: .lessThanOrEqual)
        screen.constraints[1].constant = 335
        screen.constraints += [
            ConstraintSpec(id: "tile.pinned.leading", first: Anchor(.view("tile"), .leading), second: Anchor(.guide(LayoutItem.rootID, .safeArea), .leading)),
            ConstraintSpec(id: "tile.pinned.top", first: Anchor(.view("tile"), .top), second: Anchor(.guide(LayoutItem.rootID, .safeArea), .top)),
            ConstraintSpec(id: "h", first: Anchor(.view("tile"), .height), constant: 50),
        ]
        let pinnedBoth = try LayoutTestSupport.layout(screen)
        #expect(!pinnedBoth.conflicts.isEmpty, "the sweep's own pin conflicts unless relaxed")
        let hosted = try LayoutTestSupport.layout(screen.keepingDeclaredComponentWidth())
        #expect(hosted.conflicts.isEmpty, "\(hosted.conflicts)")
        #expect(hosted.frame("tile")?.width == 335)
    }
}
