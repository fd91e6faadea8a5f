import Testing
import LayoutEngine

/// `verify-ib` lays a screen out on the safe area Interface Builder drew it with, read back from
/// the saved frames of views pinned to it (Xcode 16.3+ saves some scenes with doubled insets).
@Suite struct SavedSafeAreaTests {
    /// A bar pinned 10 pt below the safe-area top and a button 10 pt above its bottom, saved
    /// where IB's `Main Map` canvas put them (118 pt top, 68 pt bottom on a 393×852 iPhone).
    private func screen(barY: Double, buttonBottom: Double, misplacedButton: Bool = false) -> Screen {
        let b = ScreenBuilder(name: "Map")
        let bar = b.addView("bar")
        let button = b.addView("button")
        LayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: b.root.safeAreaLayoutGuide.topAnchor, constant: 10),
            b.root.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: button.bottomAnchor, constant: 10),
        ])
        var screen = b.screen
        let canvas = Device(name: "Interface Builder retina6_12", portraitWidth: 393, portraitHeight: 852, safeTopPortrait: 59,
                            safeBottomPortrait: 34, safeSideLandscape: 59, safeBottomLandscape: 21, scale: 3)
        screen.design = DesignSnapshot(canvas: canvas, frames: [
            "bar": Rect(x: 0, y: barY, width: 393, height: 44),
            "button": Rect(x: 20, y: buttonBottom - 42, width: 42, height: 42),
        ], misplaced: misplacedButton ? ["button"] : [])
        return screen
    }

    @Test func theSavedFramesGiveTheCanvasInsets() throws {
        let screen = screen(barY: 128, buttonBottom: 774)
        let design = try #require(screen.design)
        let insets = SavedSafeArea.insets(of: screen, design: design)
        #expect(insets.top == 118 && insets.bottom == 68)
        let (applied, changed) = SavedSafeArea.applied(to: screen, design: design)
        #expect(changed && applied.canvas.safeTopPortrait == 118 && applied.canvas.safeBottomPortrait == 68)
    }

    /// A component (a cell laid out inside its saved size) keeps its canvas whatever its frames show.
    @Test func aComponentKeepsItsCanvas() throws {
        var screen = screen(barY: 128, buttonBottom: 774)
        screen.design?.canvasView = "bar"
        let design = try #require(screen.design)
        let (applied, changed) = SavedSafeArea.applied(to: screen, design: design)
        #expect(!changed && applied == design)
    }

    @Test func framesThatMatchTheDeviceChangeNothing() throws {
        let screen = screen(barY: 69, buttonBottom: 808)
        let design = try #require(screen.design)
        let (applied, changed) = SavedSafeArea.applied(to: screen, design: design)
        #expect(!changed && applied == design)
    }

    /// One view alone is evidence only of Xcode's doubled inset: elsewhere it may simply be
    /// misplaced without IB flagging it. Two views agreeing are evidence of any inset.
    @Test func oneViewAloneShowsOnlyTheDoubledInset() throws {
        let single = screen(barY: 74, buttonBottom: 774)
        #expect(SavedSafeArea.insets(of: single, design: try #require(single.design)).top == nil)
        var pair = single
        pair.views.append(ViewNode(id: "other", kind: .view))
        pair.constraints.append(ConstraintSpec(id: "other.top", first: Anchor(.view("other"), .top), relation: .equal,
                                               second: Anchor(.guide(LayoutItem.rootID, .safeArea), .top), constant: 0, origin: .code))
        pair.design?.frames["other"] = Rect(x: 0, y: 64, width: 10, height: 10)
        #expect(SavedSafeArea.insets(of: pair, design: try #require(pair.design)).top == 64)
    }

    /// IB's 375×812 canvas (`retina5_9`, the iPhone X's 44 pt) is drawn by newer Xcodes with the
    /// iPhone 13 mini's 50 pt, doubled: one view alone 12 pt below a 100 pt top shows it; a
    /// doubling of no device of that size does not.
    @Test func oneViewShowsTheDoubledInsetOfAnyDeviceOfTheCanvasSize() throws {
        let b = ScreenBuilder(name: "Direction")
        let label = b.addView("label")
        LayoutConstraint.activate([label.topAnchor.constraint(equalTo: b.root.safeAreaLayoutGuide.topAnchor, constant: 12)])
        var screen = b.screen
        let canvas = Device(name: "Interface Builder retina5_9", portraitWidth: 375, portraitHeight: 812, safeTopPortrait: 44,
                            safeBottomPortrait: 34, safeSideLandscape: 44, safeBottomLandscape: 21, scale: 3)
        screen.design = DesignSnapshot(canvas: canvas, frames: ["label": Rect(x: 40, y: 112, width: 290, height: 200)])
        #expect(SavedSafeArea.insets(of: screen, design: try #require(screen.design)).top == 100)
        screen.design?.frames["label"] = Rect(x: 40, y: 108, width: 290, height: 200)
        #expect(SavedSafeArea.insets(of: screen, design: try #require(screen.design)).top == nil)
    }

    @Test func misplacedViewsAndDisagreementsAreNotEvidence() throws {
        let screen = screen(barY: 128, buttonBottom: 774, misplacedButton: true)
        let design = try #require(screen.design)
        #expect(SavedSafeArea.insets(of: screen, design: design).bottom == nil)
        // Two views pinned to the top that disagree by more than half a point say nothing.
        var twice = screen
        twice.views.append(ViewNode(id: "other", kind: .view))
        twice.constraints.append(ConstraintSpec(id: "other.top", first: Anchor(.view("other"), .top), relation: .equal,
                                                second: Anchor(.guide(LayoutItem.rootID, .safeArea), .top), constant: 0, origin: .code))
        twice.design?.frames["other"] = Rect(x: 0, y: 60, width: 10, height: 10)
        #expect(SavedSafeArea.insets(of: twice, design: try #require(twice.design)).top == nil)
    }
}
