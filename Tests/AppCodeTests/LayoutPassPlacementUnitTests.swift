import LayoutEngine
@testable import AppCode
import Testing

/// Which views only their autoresizing mask places: the views a frame set anywhere in the
/// class's code moves (`LayoutPassPlacement`).
@Suite struct LayoutPassPlacementUnitTests {
    @Test func onlyViewsNoConstraintPlacesCount() {
        let masked = ConstraintSpec(id: "m1", first: Anchor(.view("loose"), .left), second: Anchor(.root, .left), constant: 10, origin: .autoresizing)
        let maskedToo = ConstraintSpec(id: "m2", first: Anchor(.view("held"), .left), second: Anchor(.root, .left), constant: 10, origin: .autoresizing)
        let authored = ConstraintSpec(id: "a1", first: Anchor(.view("held"), .top), second: Anchor(.root, .top), constant: 8, origin: .interfaceBuilder)
        let rootMask = ConstraintSpec(id: "m3", first: Anchor(.root, .width), constant: 393, origin: .autoresizing)
        let screen = Screen(name: "Cell", constraints: [masked, maskedToo, authored, rootMask])
        // `held` has a constraint of the file's besides its mask; the root is the host's.
        #expect(LayoutPassPlacement.autoresizedOnly(screen) == ["loose"])
    }
}
