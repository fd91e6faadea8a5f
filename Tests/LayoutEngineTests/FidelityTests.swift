import Testing
import LayoutEngine
import TextModel

/// UIKit fidelity: stack-view ties and ambiguity suppression, collapsed views, and wrapping
/// text measured at the width its frame finally gets.
@Suite struct FidelityTests {
    /// `AboutHeaderView.xib` in small: a vertical `fill` stack pinned to the safe area holding
    /// two labels with equal vertical hugging and a fixed-height rule between them. The stack
    /// is taller than its content, so one label must stretch: IB reports the tie.
    private func header() -> Screen {
        let b = ScreenBuilder(name: "Header")
        let title = b.addLabel("title", text: .literal("Title"), lines: 0)
        let rule = b.addView("rule")
        let body = b.addLabel("body", text: .literal("Body"), lines: 0)
        let stack = b.addStack("stack", axis: .vertical, spacing: 20, arranged: [title, rule, body])
        LayoutConstraint.activate([
            rule.heightAnchor.constraint(equalToConstant: 3),
            stack.leadingAnchor.constraint(equalTo: b.root.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: b.root.safeAreaLayoutGuide.trailingAnchor, constant: -20),
            stack.topAnchor.constraint(equalTo: b.root.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.bottomAnchor.constraint(equalTo: b.root.safeAreaLayoutGuide.bottomAnchor, constant: -20),
        ])
        return b.screen
    }

    @Test func equalHuggingInAFillStackIsReportedAsATie() throws {
        let result = try LayoutTestSupport.layout(header())
        let tie = try #require(result.ambiguous.first { $0.cause == .huggingTie })
        #expect(Set(tie.views) == ["title", "body"])
        #expect(tie.axis == .vertical)
        #expect(tie.tiedPriority == 251)
        // The frames still follow the arranged order (the earlier label keeps its height).
        let title = try #require(result.frame("title"))
        let body = try #require(result.frame("body"))
        #expect(title.height == 20.5)
        #expect(body.height > 20.5)
    }

    @Test func unequalHuggingInAFillStackIsNoTie() throws {
        var screen = header()
        if let index = screen.views.firstIndex(where: { $0.id == "body" }) { screen.views[index].hugging.vertical = 250 }
        let result = try LayoutTestSupport.layout(screen)
        #expect(result.ambiguous.isEmpty, "\(result.ambiguous)")
        #expect(result.frame("title")?.height == 20.5)
    }

    /// A centre-aligned row holding a plain view with no height of its own: UIKit's stack gives
    /// it height 0 at priority 25 ("UISV-ambiguity-suppression"), so nothing is ambiguous.
    @Test func crossAxisAmbiguityIsSuppressedOutsideFillAlignment() throws {
        for alignment in [StackConfiguration.Alignment.center, .leading, .trailing, .firstBaseline] {
            let b = ScreenBuilder(name: "Row")
            let label = b.addLabel("label", text: .literal("Hello"))
            let plain = b.addView("plain")
            let stack = b.addStack("stack", axis: .horizontal, spacing: 8, arranged: [label, plain])
            b.update("stack") { $0.stack?.alignment = alignment }
            LayoutConstraint.activate([
                plain.widthAnchor.constraint(equalToConstant: 40),
                stack.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 20),
                stack.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 100),
            ])
            let result = try LayoutTestSupport.layout(b.screen)
            #expect(result.ambiguous.isEmpty, "\(alignment): \(result.ambiguous)")
            #expect(result.frame("plain")?.height == 0, "\(alignment)")
            #expect(result.frame("stack")?.height == 20.5, "\(alignment)")
        }
    }

    /// `TabBar.layout.yaml`'s toolbar in small: three buttons in a centre-aligned `fill` row
    /// that cannot hold them. All three resist compression at 750, so which one gives way is a
    /// tie; the frames follow the arranged order (the last one shrinks, past zero if it must).
    @Test func aSqueezedFillRowIsACompressionTieAndItsLastViewCollapses() throws {
        let b = ScreenBuilder(name: "Toolbar")
        let buttons = ["Sort by name", "Filter all", "Edit"].enumerated().map { index, title in
            b.addButton("button\(index)", title: .literal(title), font: .system(size: 40))
        }
        let toolbar = b.addStack("toolbar", axis: .horizontal, spacing: 8, arranged: buttons)
        b.update("toolbar") { $0.stack?.alignment = .center }
        LayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 16),
            toolbar.trailingAnchor.constraint(lessThanOrEqualTo: b.root.trailingAnchor, constant: -16),
            toolbar.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 100),
        ])
        let result = try LayoutTestSupport.layout(b.screen)
        let tie = try #require(result.ambiguous.first { $0.axis == .horizontal })
        #expect(tie.cause == .compressionTie)
        #expect(tie.views == ["button0", "button1", "button2"])
        #expect(tie.tiedPriority == 750)
        #expect(result.frame("toolbar")?.width == 343)
        #expect(result.view("button2")?.collapsed == true)
        #expect(result.collapsedViews == ["button2"])
        #expect(result.view("button0")?.frame.width == result.view("button0")?.intrinsic?.width)
    }

    @Test func negativeSizesAreReportedAsCollapsed() throws {
        let b = ScreenBuilder(name: "Squeeze")
        let squeezed = b.addView("squeezed")
        let fine = b.addView("fine")
        LayoutConstraint.activate([
            squeezed.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 200),
            squeezed.trailingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 120),
            squeezed.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 10),
            squeezed.heightAnchor.constraint(equalToConstant: 30),
            fine.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 10),
            fine.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 50),
            fine.widthAnchor.constraint(equalToConstant: 0),
            fine.heightAnchor.constraint(equalToConstant: 30),
        ])
        let result = try LayoutTestSupport.layout(b.screen)
        // Never a negative size: reported at 0, with the 80 pt overdraft kept apart.
        #expect(result.frame("squeezed")?.width == 0)
        #expect(result.view("squeezed")?.shortfall == Size(width: 80, height: 0))
        #expect(result.view("squeezed")?.collapsed == true)
        #expect(result.view("fine")?.collapsed == false)
        #expect(result.collapsedViews == ["squeezed"])
    }

    /// Mastodon's TimelineHeaderView: padding, a centred stack of an icon (image set at run time,
    /// so no size here) and a label, padding; the component's 44 pt stand-in height @49. The
    /// icon must not go negative to meet that stand-in and push the label off the top.
    @Test func aWeakHeightNeverDrivesAViewWithoutContentBelowZero() throws {
        let b = ScreenBuilder(name: "Header")
        let header = b.addView("header")
        let top = b.addView("top", in: header)
        let icon = b.addView("icon", kind: .imageView)
        let label = b.addLabel("label", text: .literal("info"), lines: 0)
        let stack = b.addStack("stack", axis: .vertical, spacing: 16, alignment: .center, arranged: [icon, label], in: header)
        let bottom = b.addView("bottom", in: header)
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: b.root.topAnchor),
            header.leadingAnchor.constraint(equalTo: b.root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: b.root.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 44).withPriority(49),
            top.topAnchor.constraint(equalTo: header.topAnchor),
            top.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            top.trailingAnchor.constraint(equalTo: header.trailingAnchor),
            stack.topAnchor.constraint(equalTo: top.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: header.trailingAnchor),
            bottom.topAnchor.constraint(equalTo: stack.bottomAnchor),
            bottom.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            bottom.trailingAnchor.constraint(equalTo: header.trailingAnchor),
            bottom.bottomAnchor.constraint(equalTo: header.bottomAnchor),
            top.heightAnchor.constraint(equalToConstant: 100).withPriority(750),
            bottom.heightAnchor.constraint(equalTo: top.heightAnchor),
        ])
        let result = try LayoutTestSupport.layout(b.screen)
        let labelFrame = try #require(result.frame("label"))
        let iconFrame = try #require(result.frame("icon"))
        #expect(iconFrame.height == 0)
        #expect(result.collapsedViews.isEmpty, "\(result.collapsedViews)")
        // The label sits 16 pt below the empty icon, below the 100 pt padding.
        #expect(abs(labelFrame.y - 116) < 0.01, "\(labelFrame)")
        #expect(abs((result.frame("header")?.height ?? 0) - (200 + 16 + labelFrame.height)) < 0.01)
    }

    /// The floor is weaker than any constraint an author writes: a view squeezed by a 250
    /// constraint still goes where the author's constraint puts it and is reported collapsed.
    @Test func theFloorYieldsToAuthorsConstraints() throws {
        let b = ScreenBuilder(name: "Squeeze")
        let squeezed = b.addView("squeezed")
        LayoutConstraint.activate([
            squeezed.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 200),
            squeezed.trailingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 150).withPriority(250),
            squeezed.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 10),
            squeezed.heightAnchor.constraint(equalToConstant: 30),
        ])
        let result = try LayoutTestSupport.layout(b.screen)
        #expect(result.view("squeezed")?.shortfall == Size(width: 50, height: 0))
        #expect(result.collapsedViews == ["squeezed"])
    }

    /// Wrapping labels at fractional positions and widths: the lines are measured at the
    /// width the frame has after its edges are snapped to pixels, so no line is wider than the
    /// frame and the measured height is the frame's height.
    @Test func wrappedTextIsMeasuredAtItsFinalFrameWidth() throws {
        var random = SplitMix(seed: 0x5eed)
        for _ in 0..<300 {
            // Words of one letter: lines of 1, 3, 5, … characters. The label's width is a line's
            // width plus less than a pixel, so the snapped frame may not hold that line.
            let size = 13 + Double(random.next(upTo: 12))
            let advance = 10 * size / 17   // FakeMeasurer's advance per character
            let characters = 5 + 2 * random.next(upTo: 8)
            let width = Double(characters) * advance + 0.01 + Double(random.next(upTo: 48)) / 100
            let x = Double(random.next(upTo: 4000)) / 100
            let text = Array(repeating: "a", count: 6 + random.next(upTo: 30)).joined(separator: " ")
            let b = ScreenBuilder(name: "Wrap")
            let label = b.addLabel("label", text: .literal(text), font: .system(size: size), lines: 0)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: x),
                label.widthAnchor.constraint(equalToConstant: width),
                label.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 40.3),
            ])
            let result = try LayoutTestSupport.layout(b.screen)
            let view = try #require(result.view("label"))
            let measurement = try #require(view.measurement)
            let widest = measurement.lineWidths.max() ?? 0
            #expect(widest <= view.frame.width + 1e-9, "x \(x) width \(width) size \(size): line \(widest) > frame \(view.frame.width)")
            #expect(abs(measurement.height - view.frame.height) <= 0.5 + 1e-9, "x \(x) width \(width): height")
            #expect(result.converged)
        }
    }

    /// A whole-pixel width at a half-pixel position keeps its width when snapped (both edges
    /// round the same way), so a single-line label sized to its text is not cut by a pixel.
    @Test func snappingKeepsWholePixelWidths() throws {
        for x in stride(from: 0.0, through: 3.0, by: 1.0 / 6) {
            let b = ScreenBuilder(name: "Snap")
            let view = b.addView("box")
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 63 + x),
                view.widthAnchor.constraint(equalToConstant: 265.5),
                view.topAnchor.constraint(equalTo: b.root.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 10),
            ])
            let result = try LayoutTestSupport.layout(b.screen)
            #expect(result.frame("box")?.width == 265.5, "x \(63 + x)")
        }
    }
}

/// UIScrollView's rule for constraints between its own edges and the views inside it.
@Suite struct ScrollEdgeTests {
    /// `QuestBuilder.storyboard`'s form in small: a tall stack pinned to the scroll view's own
    /// edges (not its content guide) and as wide as the scroll view. The edges mean the
    /// scrollable content, so the content is as tall as the stack and nothing is squeezed.
    @Test func edgesOfTheScrollViewItselfMeanItsContentArea() throws {
        let b = ScreenBuilder(name: "Form")
        let scroll = b.addView("scroll", kind: .scroll)
        let column = b.addView("column", in: scroll)
        LayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: b.root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: b.root.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: b.root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: b.root.trailingAnchor),
            column.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 10),
            scroll.bottomAnchor.constraint(equalTo: column.bottomAnchor, constant: 200),
            column.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 20),
            column.widthAnchor.constraint(equalTo: scroll.widthAnchor, constant: -40),
            column.heightAnchor.constraint(equalToConstant: 1000),
        ])
        let result = try LayoutTestSupport.layout(b.screen)
        #expect(result.broken.isEmpty, "\(result.broken)")
        #expect(result.frame("scroll") == Rect(0, 0, 375, 667))
        #expect(result.frame("column") == Rect(20, 10, 335, 1000))
        // The content's right edge is free (nothing pins it): only the content guide is ambiguous.
        #expect(result.ambiguous.map(\.views) == [["scroll.content"]])
    }

    /// Pocket Casts' forms: a content view pinned to the scroll view's four edges (the content
    /// area) and centred on it. A centre means the frame (Apple's rule: "constraints between the
    /// height, width, or centers attach to the scroll view's frame"), so the content is exactly
    /// as wide as the scroll view and does not grow with a long label.
    @Test func aCentreOfTheScrollViewMeansItsFrame() throws {
        let b = ScreenBuilder(name: "Form")
        let scroll = b.addView("scroll", kind: .scroll)
        let content = b.addView("content", in: scroll)
        let name = b.addLabel("name", text: .literal(String(repeating: "A very long file name ", count: 5)), in: content)
        LayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: b.root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: b.root.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: b.root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: b.root.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
            name.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            name.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
            name.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
            name.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
        ])
        let result = try LayoutTestSupport.layout(b.screen)
        #expect(result.frame("content")?.width == 375)
        #expect(result.frame("name")?.width == 335)
        #expect(result.ambiguous.isEmpty, "\(result.ambiguous)")
    }

    /// Constraints from outside the scroll view keep meaning its frame.
    @Test func edgesRelatedToOutsideViewsStayOnTheFrame() throws {
        let b = ScreenBuilder(name: "Outside")
        let scroll = b.addView("scroll", kind: .scroll)
        let badge = b.addView("badge")
        LayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 100),
            scroll.leadingAnchor.constraint(equalTo: b.root.leadingAnchor),
            scroll.widthAnchor.constraint(equalToConstant: 300),
            scroll.heightAnchor.constraint(equalToConstant: 200),
            badge.topAnchor.constraint(equalTo: scroll.bottomAnchor, constant: 8),
            badge.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            badge.widthAnchor.constraint(equalToConstant: 10),
            badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        let result = try LayoutTestSupport.layout(b.screen)
        #expect(result.frame("badge") == Rect(0, 308, 10, 10))
    }
}
