import Testing
import LayoutEngine
import TextModel

/// Stack views generate UIKit's constraints for each distribution and alignment.
/// Labels "A", "BBB", "CCCCC" are 10, 30 and 50 pt wide and 20.5 pt tall.
@Suite struct StackTests {
    private func row(_ distribution: StackConfiguration.Distribution, hide: String? = nil) -> Screen {
        let b = ScreenBuilder(name: "Row")
        let labels = ["A", "BBB", "CCCCC"].map { b.addLabel($0, text: .literal($0)) }
        if let hide { b.update(hide) { $0.hidden = true } }
        let stack = b.addStack("stack", axis: .horizontal, spacing: 10, distribution: distribution, arranged: labels)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: b.root.trailingAnchor, constant: -20),
            stack.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 100),
        ])
        return b.screen
    }

    private func xs(_ result: LayoutResult) -> [Double?] { ["A", "BBB", "CCCCC"].map { result.frame($0)?.x } }
    private func widths(_ result: LayoutResult) -> [Double?] { ["A", "BBB", "CCCCC"].map { result.frame($0)?.width } }

    @Test func fillStretchesTheLastOfTiedViews() throws {
        let result = try LayoutTestSupport.layout(row(.fill))
        #expect(xs(result) == [20, 40, 80])
        #expect(widths(result) == [10, 30, 275])
        #expect(result.frame("stack") == Rect(20, 100, 335, 20.5))
        // UIKit adds no tie-break constraint: the equal hugging is a tie IB reports, even though
        // the frames follow the arranged order.
        #expect(result.ambiguous == [AmbiguityReport(views: ["A", "BBB", "CCCCC"], axis: .horizontal, cause: .huggingTie, tiedPriority: 251)])
    }

    /// `Onboarding.storyboard`'s reauthenticate form: a 320 pt wide button in a fill-aligned
    /// stack that is wider. UIKit keeps the stack's arrangement and breaks the file's width
    /// (IB saves the button as wide as the stack); the engine reports the width as broken.
    @Test func aStacksArrangementWinsOverAContradictoryRequiredSize() throws {
        let b = ScreenBuilder(name: "Form")
        let label = b.addLabel("A", text: .literal("A"))
        let stack = b.addStack("stack", axis: .vertical, spacing: 10, distribution: .fill, arranged: [label])
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: b.root.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 64),
        ])
        let width = label.widthAnchor.constraint(equalToConstant: 320)
        width.isActive = true
        let result = try LayoutTestSupport.layout(b.screen)
        // iPhone SE (3rd generation): 375 − 2 × 16 = 343.
        #expect(result.frame("A")?.width == 343)
        #expect(result.broken.map(\.label) == ["A.width = 320"])
    }

    @Test func fillMirrorsInRightToLeft() throws {
        let result = try LayoutTestSupport.layout(row(.fill), direction: .rightToLeft)
        #expect(xs(result) == [345, 305, 20])
        #expect(widths(result) == [10, 30, 275])
    }

    @Test func fillEqually() throws {
        let result = try LayoutTestSupport.layout(row(.fillEqually))
        #expect(xs(result) == [20, 135, 250])
        #expect(widths(result) == [105, 105, 105])
    }

    /// UIKit makes each view its intrinsic width's part of the stack's natural width (10, 30
    /// and 50 of 90 + 2 × 10 = 110) times the stack's width, 335 pt, at 999, 998 and 997: the
    /// first two get 30.45 and 91.36 pt and the last takes what is left, 193.18 pt (the
    /// stretched last view of rdar://34595752). Frames are rounded to the 0.5 pt pixel grid.
    @Test func fillProportionally() throws {
        let result = try LayoutTestSupport.layout(row(.fillProportionally))
        #expect(xs(result) == [20, 60.5, 162])
        #expect(widths(result) == [30.5, 91.5, 193])
    }

    /// A fill-proportionally stack free along its axis settles at its natural length, where
    /// every share holds: each view at its intrinsic width, whatever a weaker constraint wants.
    @Test func aFreeProportionalStackTakesItsNaturalLength() throws {
        let b = ScreenBuilder(name: "Row")
        let labels = ["A", "BBB", "CCCCC"].map { b.addLabel($0, text: .literal($0)) }
        let stack = b.addStack("stack", axis: .horizontal, spacing: 10, distribution: .fillProportionally, arranged: labels)
        let squeeze = labels[2].leadingAnchor.constraint(equalTo: labels[0].trailingAnchor, constant: 10)
        squeeze.priority = 800
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 100),
            squeeze,
        ])
        let result = try LayoutTestSupport.layout(b.screen)
        #expect(widths(result) == [10, 30, 50])
        #expect(result.frame("stack")?.width == 110)
    }

    /// Open Food Facts' `User` screen: a vertical fill-proportionally stack, free in height,
    /// holding a label and a nested stack. A nested stack has no intrinsic size, so its share
    /// follows what its own views need (two labels and 8 pt between them), not zero.
    @Test func aNestedStacksProportionalShareIsItsContentsLength() throws {
        let b = ScreenBuilder(name: "Column")
        let title = b.addLabel("A", text: .literal("A"))
        let first = b.addLabel("BBB", text: .literal("BBB"))
        let second = b.addLabel("CCCCC", text: .literal("CCCCC"))
        let nested = b.addStack("nested", axis: .vertical, spacing: 8, distribution: .fill, arranged: [first, second])
        let column = b.addStack("column", axis: .vertical, spacing: 10, distribution: .fillProportionally, arranged: [title, nested])
        LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 20),
            column.trailingAnchor.constraint(equalTo: b.root.trailingAnchor, constant: -20),
            column.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 100),
        ])
        let result = try LayoutTestSupport.layout(b.screen)
        #expect(result.frame("nested")?.height == 49)
        #expect(result.frame("A")?.height == 20.5)
        #expect(result.frame("column")?.height == 79.5)
    }

    /// WooCommerce's offline banner: a 24 pt icon whose picture is never read (a 0 × 0 stand-in)
    /// beside a label, centred. With a weight not known the stack keeps to its views' sizes
    /// (24 + 3 + 50 pt) instead of scaling by a stand-in's share.
    @Test func aStandInWeightNeverScalesAProportionalStack() throws {
        let b = ScreenBuilder(name: "Banner")
        let icon = b.addView("icon", kind: .imageView)
        b.update("icon") {
            $0.intrinsicSize = IntrinsicSize(width: 0, height: 0)
            $0.intrinsicSizeStandsIn = true
        }
        let label = b.addLabel("CCCCC", text: .literal("CCCCC"))
        let stack = b.addStack("stack", axis: .horizontal, spacing: 3, distribution: .fillProportionally, arranged: [icon, label])
        LayoutConstraint.activate([
            icon.widthAnchor.constraint(equalToConstant: 24),
            icon.heightAnchor.constraint(equalToConstant: 24),
            stack.centerXAnchor.constraint(equalTo: b.root.centerXAnchor),
            stack.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 100),
        ])
        let result = try LayoutTestSupport.layout(b.screen)
        #expect(result.frame("CCCCC")?.width == 50)
        #expect(result.frame("stack")?.width == 77)
    }

    @Test func equalSpacing() throws {
        let result = try LayoutTestSupport.layout(row(.equalSpacing))
        #expect(xs(result) == [20, 152.5, 305])
        #expect(widths(result) == [10, 30, 50])
    }

    @Test func equalCentering() throws {
        let result = try LayoutTestSupport.layout(row(.equalCentering))
        #expect(xs(result) == [20, 162.5, 305])
        #expect(widths(result) == [10, 30, 50])
    }

    /// Pocket Casts' search headers: an equal-spacing (or equal-centering) row pinned at its
    /// leading edge only. UIKit's canvas-fit constraint (priority 49) makes it as short as its
    /// views and minimum spacing allow, so its gaps are the spacing, not free.
    @Test func aSpacingStackPinnedOnOneSideFitsItsViews() throws {
        for distribution in [StackConfiguration.Distribution.equalSpacing, .equalCentering] {
            let b = ScreenBuilder(name: "Row")
            let labels = ["A", "BBB", "CCCCC"].map { b.addLabel($0, text: .literal($0)) }
            let stack = b.addStack("stack", axis: .horizontal, spacing: 10, distribution: distribution, arranged: labels)
            LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 20),
                stack.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 100),
            ])
            let result = try LayoutTestSupport.layout(b.screen)
            #expect(result.ambiguous.isEmpty, "\(distribution): \(result.ambiguous)")
            if distribution == .equalSpacing {
                #expect(xs(result) == [20, 40, 80], "\(xs(result))")
                #expect(result.frame("stack")?.width == 110)
            } else {
                // Equal centre steps s with gaps of at least 10: BBB–CCCCC needs s − 15 − 25 ≥ 10,
                // so s = 50 — centres at 25, 75, 125.
                #expect(xs(result) == [20, 60, 100], "\(xs(result))")
            }
        }
    }

    @Test func hiddenArrangedViewsTakeNoSpace() throws {
        let result = try LayoutTestSupport.layout(row(.fillEqually, hide: "BBB"))
        #expect(result.frame("A") == Rect(20, 100, 162.5, 20.5))
        #expect(result.frame("CCCCC") == Rect(192.5, 100, 162.5, 20.5))
        #expect(result.view("BBB")?.hidden == true)
    }

    /// A transparent view (alpha 0, faded in later) keeps its place in the stack, unlike a
    /// hidden one, but is reported as not shown.
    @Test func transparentArrangedViewsKeepTheirSpace() throws {
        var screen = row(.fillEqually)
        if let index = screen.views.firstIndex(where: { $0.id == "BBB" }) { screen.views[index].transparent = true }
        let result = try LayoutTestSupport.layout(screen)
        #expect(result.frame("BBB") == Rect(135, 100, 105, 20.5))
        #expect(result.frame("CCCCC") == Rect(250, 100, 105, 20.5))
        #expect(result.view("BBB")?.hidden == true)
        #expect(result.view("A")?.hidden == false)
    }

    /// A 10 × 20.5 label and a 40 × 60 view in a stack pinned only at its top-left corner.
    private func aligned(_ alignment: StackConfiguration.Alignment) -> Screen {
        let b = ScreenBuilder(name: "Align")
        let label = b.addLabel("label", text: .literal("A"))
        let box = b.addView("box") { $0.intrinsicSize = IntrinsicSize(width: 40, height: 60) }
        let stack = b.addStack("stack", axis: .horizontal, alignment: alignment, arranged: [label, box])
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 100),
        ])
        return b.screen
    }

    @Test func crossAxisAlignments() throws {
        let expected: [(StackConfiguration.Alignment, Rect)] = [
            (.fill, Rect(20, 100, 10, 60)),
            (.leading, Rect(20, 100, 10, 20.5)),
            (.center, Rect(20, 120, 10, 20.5)),
            (.trailing, Rect(20, 139.5, 10, 20.5)),
        ]
        for (alignment, frame) in expected {
            let result = try LayoutTestSupport.layout(aligned(alignment))
            #expect(result.frame("label") == frame, "\(alignment)")
            #expect(result.frame("box") == Rect(30, 100, 40, 60), "\(alignment)")
            #expect(result.frame("stack") == Rect(20, 100, 50, 60), "\(alignment)")
            #expect(result.ambiguous.isEmpty, "\(alignment)")
        }
    }

    @Test func baselineAlignments() throws {
        for alignment in [StackConfiguration.Alignment.firstBaseline, .lastBaseline] {
            let b = ScreenBuilder(name: "Baselines")
            let small = b.addLabel("small", text: .literal("A"))
            let big = b.addLabel("big", text: .literal("B"), font: .system(size: 34))
            let stack = b.addStack("stack", axis: .horizontal, spacing: 4, alignment: alignment, arranged: [small, big])
            LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 20),
                stack.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 100),
            ])
            let result = try LayoutTestSupport.layout(b.screen)
            // Baselines at 0.95 em: the big label's at 100 + 32.3, the small one's top 16.15 above it.
            #expect(result.frame("big") == Rect(34, 100, 20, 41), "\(alignment)")
            #expect(result.frame("small") == Rect(20, 116, 10, 20.5), "\(alignment)")
            #expect(result.frame("stack") == Rect(20, 100, 34, 41), "\(alignment)")
        }
    }

    @Test func verticalStackAlignsLeadingByDirection() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let b = ScreenBuilder(name: "Column")
            let a = b.addLabel("A", text: .literal("A")), c = b.addLabel("BBB", text: .literal("BBB"))
            let stack = b.addStack("stack", axis: .vertical, spacing: 8, alignment: .leading, arranged: [a, c])
            LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 20),
                stack.trailingAnchor.constraint(equalTo: b.root.trailingAnchor, constant: -20),
                stack.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 100),
            ])
            let result = try LayoutTestSupport.layout(b.screen, direction: direction)
            let rtl = direction == .rightToLeft
            #expect(result.frame("A") == Rect(rtl ? 345 : 20, 100, 10, 20.5))
            #expect(result.frame("BBB") == Rect(rtl ? 325 : 20, 128.5, 30, 20.5))
            #expect(result.frame("stack") == Rect(20, 100, 335, 49))
        }
    }
}
