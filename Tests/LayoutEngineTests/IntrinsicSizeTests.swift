import Testing
import LayoutEngine
import TextModel

/// UIKit's intrinsic-size rules per kind of view, and stack margins and baseline spacing.
@Suite struct IntrinsicSizeTests {
    /// Lays out views pinned only at their top-left corners, one per row.
    private func sizes(_ add: (ScreenBuilder) -> [ViewHandle]) throws -> LayoutResult {
        let b = ScreenBuilder(name: "Kinds")
        for (row, view) in add(b).enumerated() {
            view.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 10).isActive = true
            view.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 10 + 100 * Double(row)).isActive = true
        }
        return try LayoutTestSupport.layout(b.screen)
    }

    @Test func controlsAndImages() throws {
        let result = try sizes { b in [
            b.addButton("button", title: .literal("OK")),
            b.addView("switch", kind: .switch),
            b.addView("spinner", kind: .activityIndicator),
            b.addView("image", kind: .imageView) { $0.imageSize = Size(width: 80, height: 60) },
            b.addView("segments", kind: .segmentedControl) { $0.segments = [.literal("One"), .literal("Two")] },
            b.addView("note", kind: .textView) {
                $0.text = .literal("abc")
                $0.scrollable = false
            },
            b.addView("custom") { $0.intrinsicSize = IntrinsicSize(width: 33, height: nil) },
        ] }
        // 15 pt title "OK": 17.6 pt wide (18 on the grid), 18 pt line, plus 12/7 pt insets per side.
        #expect(result.frame("button")?.width == 42 && result.frame("button")?.height == 32)
        // A switch's constraints place its 49×31 alignment rectangle; its frame is 51×31.
        #expect(result.view("switch")?.intrinsic == IntrinsicSize(width: 49, height: 31))
        #expect(result.frame("switch")?.width == 51 && result.frame("switch")?.height == 31)
        #expect(result.view("spinner")?.intrinsic == IntrinsicSize(width: 20, height: 20))
        #expect(result.frame("image")?.width == 80 && result.frame("image")?.height == 60)
        // Segment titles in 13 pt (three fake 7.65 pt characters: 23 on the grid) plus 9 pt per side.
        #expect(result.view("segments")?.intrinsic == IntrinsicSize(width: 82, height: 32))
        // 14 pt "abc": 25 pt wide + 5 pt padding per side; one 17 pt line + 8 pt insets.
        #expect(result.view("note")?.intrinsic == IntrinsicSize(width: 35, height: 33))
        #expect(result.frame("custom")?.width == 33)
        #expect(result.view("custom")?.ambiguousAxes == [.vertical])
    }

    /// UIKit gives every segment the widest one's width unless the control apportions widths
    /// by content: "Primary" | "All" is 2 × (54 + 18) pt equal, (54 + 18) + (23 + 18) apportioned.
    @Test func segmentsShareTheWidestWidthUnlessApportionedByContent() throws {
        let result = try sizes { b in [
            b.addView("equal", kind: .segmentedControl) { $0.segments = [.literal("Primary"), .literal("All")] },
            b.addView("apportioned", kind: .segmentedControl) {
                $0.segments = [.literal("Primary"), .literal("All")]
                $0.segmentWidthsByContent = true
            },
        ] }
        #expect(result.view("equal")?.intrinsic?.width == 144)
        #expect(result.view("apportioned")?.intrinsic?.width == 113)
    }

    @Test func sliderHasOnlyAHeightAndScrollingTextViewsNoSize() throws {
        let result = try sizes { b in [
            b.addView("slider", kind: .slider),
            b.addView("scrolling", kind: .textView) { $0.text = .literal("abc") },
        ] }
        #expect(result.view("slider")?.intrinsic == IntrinsicSize(width: nil, height: 31))
        #expect(result.view("slider")?.ambiguousAxes == [.horizontal])
        #expect(result.view("scrolling")?.intrinsic == nil)
        #expect(result.view("scrolling")?.ambiguousAxes == [.horizontal, .vertical])
        #expect(result.ambiguous.contains { $0.views == ["slider"] && $0.axis == .horizontal && $0.cause == .underconstrained })
    }

    @Test func emptyLabelHasZeroSizeAndPlaceholderSizesATextField() throws {
        let result = try sizes { b in [
            b.addLabel("empty", text: .literal("")),
            b.addView("field", kind: .textField) {
                $0.text = .literal("")
                $0.placeholder = .literal("abc")
            },
        ] }
        #expect(result.frame("empty") == Rect(10, 10, 0, 0))
        #expect(result.view("field")?.text == "abc")
        #expect(result.frame("field")?.width == 39)
    }

    @Test func stackInsideItsMargins() throws {
        let b = ScreenBuilder(name: "Margins")
        let stack = b.addStack("stack", axis: .horizontal, arranged: [b.addLabel("A", text: .literal("A")), b.addLabel("BBB", text: .literal("BBB"))])
        b.update("stack") { $0.stack?.layoutMarginsRelative = true }
        stack.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 20).isActive = true
        stack.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 100).isActive = true
        let result = try LayoutTestSupport.layout(b.screen)
        #expect(result.frame("A") == Rect(28, 108, 10, 20.5))
        #expect(result.frame("BBB") == Rect(38, 108, 30, 20.5))
        #expect(result.frame("stack") == Rect(20, 100, 56, 36.5))
    }

    @Test func baselineRelativeVerticalSpacing() throws {
        let b = ScreenBuilder(name: "Baselines")
        let small = b.addLabel("small", text: .literal("A"))
        let big = b.addLabel("big", text: .literal("B"), font: .system(size: 34))
        let stack = b.addStack("stack", axis: .vertical, spacing: 30, alignment: .leading, arranged: [small, big])
        b.update("stack") { $0.stack?.baselineRelative = true }
        stack.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 20).isActive = true
        stack.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 100).isActive = true
        let result = try LayoutTestSupport.layout(b.screen)
        // Small baseline at 100 + 16.15; the big one 30 pt lower at 146.15, its top 32.3 above.
        #expect(result.frame("small") == Rect(20, 100, 10, 20.5))
        #expect(result.frame("big") == Rect(20, 114, 20, 41))
    }
}

/// A switch's frame reaches 2 pt past its alignment rectangle on the trailing side, in both directions.
@Suite struct SwitchAlignmentTests {
    static func screen() -> Screen {
        let b = ScreenBuilder(name: "Toggle")
        let toggle = b.addView("toggle", kind: .switch)
        LayoutConstraint.activate([
            toggle.trailingAnchor.constraint(equalTo: b.root.trailingAnchor, constant: -20),
            toggle.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 100),
        ])
        return b.screen
    }

    @Test func theFrameExtendsOnTheTrailingSide() throws {
        let ltr = try LayoutTestSupport.layout(Self.screen())
        // 375 − 20 − 49 = 306: the alignment rectangle; the frame is 2 pt wider to the right.
        #expect(ltr.frame("toggle") == Rect(306, 100, 51, 31))
        let rtl = try LayoutTestSupport.layout(Self.screen(), direction: .rightToLeft)
        // Mirrored: the alignment rectangle starts 20 pt from the left; the frame reaches 2 pt further left.
        #expect(rtl.frame("toggle") == Rect(18, 100, 51, 31))
    }
}

/// UIKit never lets a content size constraint conflict: at priority 1000 hugging still gives
/// way to an explicit required size (rdar://15106765, Simplenote's 30 × 30 close button
/// round a 16 pt icon), and required compression resistance loses to a required width as
/// a clipped text rather than a conflict.
@Suite struct RequiredContentPriorityTests {
    @Test func requiredHuggingYieldsToAnExplicitRequiredSize() throws {
        let b = ScreenBuilder(name: "Close")
        let button = b.addView("close") { $0.intrinsicSize = IntrinsicSize(width: 16, height: 16) }
        button.setContentHuggingPriority(1000, for: .horizontal)
        button.setContentHuggingPriority(1000, for: .vertical)
        button.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 10).isActive = true
        button.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 40).isActive = true
        button.widthAnchor.constraint(equalToConstant: 30).isActive = true
        button.heightAnchor.constraint(equalToConstant: 30).isActive = true
        let result = try LayoutTestSupport.layout(b.screen)
        #expect(result.conflicts.isEmpty && result.broken.isEmpty, "\(result.conflicts)")
        #expect(result.frame("close") == Rect(10, 40, 30, 30))
    }

    /// An explicit 999 still loses to hugging declared at 1000, as to any content priority it equals.
    @Test func requiredHuggingStillBeatsAnExplicit999() throws {
        let b = ScreenBuilder(name: "Close")
        let button = b.addView("close") { $0.intrinsicSize = IntrinsicSize(width: 16, height: 16) }
        button.setContentHuggingPriority(1000, for: .horizontal)
        button.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 10).isActive = true
        button.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 40).isActive = true
        let wide = button.widthAnchor.constraint(equalToConstant: 30)
        wide.priority = 999
        wide.isActive = true
        let result = try LayoutTestSupport.layout(b.screen)
        #expect(result.frame("close")?.width == 16)
        #expect(result.conflicts.isEmpty)
    }

    /// Simplenote's tag header: a label resisting at 999 beside a button resisting at 1000 in a
    /// row too narrow for both. The label gives way, as the priorities say; nothing is tied.
    @Test func requiredCompressionResistanceStillBeats999() throws {
        let b = ScreenBuilder(name: "Header")
        let label = b.addLabel("title", text: .literal(String(repeating: "Tags and more tags ", count: 20)))
        label.setContentCompressionResistancePriority(999, for: .horizontal)
        let button = b.addView("edit") { $0.intrinsicSize = IntrinsicSize(width: 80, height: 30) }
        button.setContentCompressionResistancePriority(1000, for: .horizontal)
        label.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 16).isActive = true
        button.leadingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 10).isActive = true
        b.root.trailingAnchor.constraint(equalTo: button.trailingAnchor, constant: 16).isActive = true
        for view in [label, button] { view.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 40).isActive = true }
        let result = try LayoutTestSupport.layout(b.screen)
        #expect(result.frame("edit")?.width == 80)
        #expect(abs((result.frame("title")?.width ?? 0) - (375 - 16 - 10 - 80 - 16)) < 0.01)
        #expect(result.ambiguous.isEmpty, "\(result.ambiguous)")
        #expect(result.conflicts.isEmpty)
    }

    @Test func requiredCompressionResistanceLosingIsAClippedText() throws {
        let b = ScreenBuilder(name: "Title")
        let label = b.addLabel("title", text: .literal("A title far wider than forty points"))
        label.setContentCompressionResistancePriority(1000, for: .horizontal)
        label.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 10).isActive = true
        label.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 40).isActive = true
        label.widthAnchor.constraint(equalToConstant: 40).isActive = true
        let result = try LayoutTestSupport.layout(b.screen)
        #expect(result.conflicts.isEmpty)
        #expect(result.frame("title")?.width == 40)
        let loss = result.compressionLosses.first { $0.view == "title" && $0.axis == .horizontal }
        #expect((loss?.lost ?? 0) > 100, "\(result.compressionLosses)")
    }
}
