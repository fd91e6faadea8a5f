import Testing
import LayoutEngine
import TextModel

/// Leading/trailing flip in right-to-left layouts; left/right and semantic opt-outs do not.
@Suite struct DirectionTests {
    private func screen() -> Screen {
        let b = ScreenBuilder(name: "Edges")
        let absolute = b.addView("absolute"), directional = b.addView("directional")
        let pinned = b.addView("pinned") { $0.semantic = .forceLeftToRight }
        let child = b.addView("child", in: pinned)
        for (row, view) in [absolute, directional, pinned].enumerated() {
            view.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 100 + 50 * Double(row)).isActive = true
            view.heightAnchor.constraint(equalToConstant: 40).isActive = true
            view.widthAnchor.constraint(equalToConstant: 100).isActive = true
        }
        LayoutConstraint.activate([
            absolute.leftAnchor.constraint(equalTo: b.root.leftAnchor, constant: 20),
            directional.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 20),
            pinned.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 20),
            child.leadingAnchor.constraint(equalTo: pinned.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: pinned.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 30),
            child.heightAnchor.constraint(equalToConstant: 30),
        ])
        return b.screen
    }

    @Test func leftToRight() throws {
        let result = try LayoutTestSupport.layout(screen())
        #expect(result.frame("absolute")?.x == 20)
        #expect(result.frame("directional")?.x == 20)
        #expect(result.frame("pinned")?.x == 20)
        #expect(result.frame("child")?.x == 30)
    }

    @Test func rightToLeftFlipsLeadingButNeverLeftOrOptOuts() throws {
        let result = try LayoutTestSupport.layout(screen(), direction: .rightToLeft)
        #expect(result.frame("absolute")?.x == 20)
        #expect(result.frame("directional")?.x == 255)
        #expect(result.frame("pinned")?.x == 20, "forceLeftToRight resolves its own leading as left")
        #expect(result.frame("child")?.x == 30, "an opted-out view's subtree stays left-to-right")
        #expect(result.view("pinned")?.effectiveDirection == .leftToRight)
        #expect(result.view("directional")?.effectiveDirection == .rightToLeft)
        #expect(result.view("absolute")?.absoluteHorizontalConstraints == ["absolute.left = root.left + 20"])
        #expect(result.view("directional")?.absoluteHorizontalConstraints == [])
    }

    @Test func leadingToTrailingConstantsMirror() throws {
        let b = ScreenBuilder(name: "Row")
        let icon = b.addView("icon"), title = b.addLabel("title", text: .literal("Title"))
        LayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: b.root.layoutMarginsGuide.leadingAnchor),
            icon.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 100),
            icon.widthAnchor.constraint(equalToConstant: 24),
            icon.heightAnchor.constraint(equalToConstant: 24),
            title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
            title.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
        ])
        let ltr = try LayoutTestSupport.layout(b.screen)
        let rtl = try LayoutTestSupport.layout(b.screen, direction: .rightToLeft)
        #expect(ltr.frame("icon")?.x == 16 && ltr.frame("title")?.x == 48)
        #expect(rtl.frame("icon")?.x == 335 && rtl.frame("title")?.x == 277)
    }

    @Test func multipliedLeadingConstraintsMirrorExactly() throws {
        let b = ScreenBuilder(name: "Half")
        let card = b.addView("card")
        let mark = b.addView("mark", in: card)
        LayoutConstraint.activate([
            card.leftAnchor.constraint(equalTo: b.root.leftAnchor, constant: 100),
            card.topAnchor.constraint(equalTo: b.root.topAnchor),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 50),
            // Half-way along the card from its leading edge, in the card's own space.
            mark.leadingAnchor.constraint(equalTo: card.trailingAnchor, multiplier: 0.5),
            mark.topAnchor.constraint(equalTo: card.topAnchor),
            mark.widthAnchor.constraint(equalToConstant: 20),
            mark.heightAnchor.constraint(equalToConstant: 10),
        ])
        let ltr = try LayoutTestSupport.layout(b.screen)
        let rtl = try LayoutTestSupport.layout(b.screen, direction: .rightToLeft)
        #expect(ltr.frame("card")?.x == 100 && rtl.frame("card")?.x == 100)
        #expect(ltr.frame("mark")?.x == 200)
        #expect(rtl.frame("mark")?.x == 180)
    }

    @Test func forceRightToLeftFlipsInALeftToRightVariant() throws {
        let b = ScreenBuilder(name: "Forced")
        let player = b.addView("player") { $0.semantic = .forceRightToLeft }
        let controls = b.addView("controls") { $0.semantic = .playback }
        for view in [player, controls] {
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 10),
                view.topAnchor.constraint(equalTo: b.root.topAnchor),
                view.widthAnchor.constraint(equalToConstant: 50),
                view.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        let ltr = try LayoutTestSupport.layout(b.screen)
        let rtl = try LayoutTestSupport.layout(b.screen, direction: .rightToLeft)
        #expect(ltr.frame("player")?.x == 315 && rtl.frame("player")?.x == 315)
        #expect(ltr.frame("controls")?.x == 10 && rtl.frame("controls")?.x == 10)
        #expect(ltr.view("player")?.effectiveDirection == .rightToLeft)
    }

    @Test func naturalAlignmentFollowsTheTextAndLeftAlignmentIsReported() throws {
        let b = ScreenBuilder(name: "Align")
        let hebrew = b.addLabel("hebrew", text: .literal("שלום"))
        let fixed = b.addView("fixed", kind: .label) {
            $0.text = .literal("Hello")
            $0.alignment = .left
        }
        for view in [hebrew, fixed] {
            view.leadingAnchor.constraint(equalTo: b.root.leadingAnchor).isActive = true
            view.topAnchor.constraint(equalTo: b.root.topAnchor).isActive = true
        }
        let result = try LayoutTestSupport.layout(b.screen, direction: .rightToLeft)
        #expect(result.view("hebrew")?.effectiveAlignment == .right)
        #expect(result.view("fixed")?.effectiveAlignment == .left)
        #expect(result.view("fixed")?.absoluteHorizontalConstraints == ["fixed.textAlignment = left"])
    }
}
