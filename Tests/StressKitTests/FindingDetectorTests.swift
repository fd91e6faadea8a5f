import Diagnostics
import LayoutEngine
import StressKit
import Testing
import TextEngine

@Suite struct FindingDetectorTests {
    private func measurement(width: Double, linesUsed: Int = 1, linesNeeded: Int = 1, truncated: Bool = false,
                             missing: [String] = []) -> TextMeasurement {
        TextMeasurement(width: width, height: 20 * Double(linesUsed), linesUsed: linesUsed, linesNeeded: linesNeeded,
                        truncated: truncated, pointSize: 17, ascent: 15, descent: 5, lineHeight: 20, firstBaseline: 15,
                        lastBaseline: 15, missingCharacters: missing)
    }

    private func detect(_ screen: Screen, _ views: [String: FakeView], losses: [CompressionLoss] = [],
                        conflicts: [[ConstraintRef]] = [], broken: [ConstraintRef] = [],
                        ambiguous: [AmbiguityReport] = [], texts: [String: [ResolvedTextEntry]] = [:]) -> [Finding] {
        let layout = FakeView.layout(screen, views, losses: losses, conflicts: conflicts, broken: broken, ambiguous: ambiguous)
        return FindingDetector(index: ScreenIndex(screen: screen)).findings(in: Fixtures.variant(), layout: layout, texts: texts, twin: nil).findings
    }

    /// Go Map!!'s compass: a 42 pt button showing a 50 pt image and no title. UIKit scales the
    /// image into the frame; there is no text to clip. A titled button squeezed the same way clips.
    @Test func aButtonWithoutATitleHasNoTextToClip() {
        let compass = ViewNode(id: "compass", kind: .button)
        let follow = ViewNode(id: "follow", kind: .button)
        let screen = Screen(name: "S", views: [compass, follow])
        let views = [
            "compass": FakeView(frame: Rect(x: 0, y: 0, width: 42, height: 42), intrinsic: IntrinsicSize(width: 50, height: 50)),
            "follow": FakeView(frame: Rect(x: 0, y: 60, width: 42, height: 42), intrinsic: IntrinsicSize(width: 50, height: 42)),
        ]
        let losses = ["compass", "follow"].map {
            CompressionLoss(view: $0, axis: .horizontal, lost: 8, priority: 750, because: [ConstraintRef(id: "w", label: "\($0).width = 42")])
        }
        let texts = ["follow": [ResolvedTextEntry(key: nil, resolved: ResolvedText(text: "Follow"))]]
        let clipped = detect(screen, views, losses: losses, texts: texts).filter { $0.kind == .clippedText }
        #expect(clipped.map(\.view) == ["follow"])
    }

    @Test func truncationIsReportedOnlyWhenTheViewGotItsWidth() {
        var wrapping = Fixtures.label("body", key: "b")
        wrapping.lines = 2
        let screen = Screen(name: "S", views: [wrapping, Fixtures.label("title", key: "t")])
        let views = [
            "body": FakeView(frame: Rect(x: 0, y: 0, width: 300, height: 40), measurement: measurement(width: 300, linesUsed: 2, linesNeeded: 4, truncated: true)),
            "title": FakeView(frame: Rect(x: 0, y: 50, width: 100, height: 20), measurement: measurement(width: 150, truncated: true)),
        ]
        let loss = CompressionLoss(view: "title", axis: .horizontal, lost: 50, priority: 750, because: [ConstraintRef(id: "c1", label: "title.width = 100")])
        let findings = detect(screen, views, losses: [loss])
        let truncated = findings.filter { $0.kind == .truncatedText }
        #expect(truncated.map(\.view) == ["body"])
        #expect(truncated.first?.details == .truncatedText(neededLines: 4, allowedLines: 2))
        #expect(findings.filter { $0.kind == .clippedText }.map(\.view) == ["title"])
    }

    /// A label whose text the app sets at run time is laid out with a stand-in: the stand-in
    /// is not the app's text, so it is never reported clipped or truncated.
    @Test func aStandInTextIsNeverReportedClippedOrTruncated() {
        var standIn = Fixtures.label("count", key: "c")
        standIn.textStandsIn = true
        let real = Fixtures.label("title", key: "t")
        let screen = Screen(name: "S", views: [standIn, real])
        let views = [
            "count": FakeView(frame: Rect(x: 0, y: 0, width: 5, height: 20), measurement: measurement(width: 11, truncated: true)),
            "title": FakeView(frame: Rect(x: 0, y: 30, width: 5, height: 20), measurement: measurement(width: 11, truncated: true)),
        ]
        let losses = ["count", "title"].map {
            CompressionLoss(view: $0, axis: .horizontal, lost: 6, priority: 750, because: [ConstraintRef(id: "w", label: "\($0).width = 5")])
        }
        let findings = detect(screen, views, losses: losses)
        #expect(findings.filter { $0.kind == .clippedText }.map(\.view) == ["title"])
        #expect(!findings.contains { $0.view == "count" && ($0.kind == .clippedText || $0.kind == .truncatedText) })
    }

    /// A stand-in's one-character width is not the app's text: overlaps with it are not
    /// reported, and findings on it never quote it. The same label with its own text overlaps.
    @Test func aStandInTextHasNoOverlapsAndIsNotQuoted() {
        var count = Fixtures.label("count", key: "c")
        count.textStandsIn = true
        let go = ViewNode(id: "go", kind: .button)
        let views = [
            "count": FakeView(frame: Rect(x: 0, y: 0, width: 12, height: 20), measurement: measurement(width: 12)),
            "go": FakeView(frame: Rect(x: 6, y: 0, width: 60, height: 20)),
        ]
        let texts = ["count": [ResolvedTextEntry(key: nil, resolved: ResolvedText(text: "X"))],
                     "go": [ResolvedTextEntry(key: nil, resolved: ResolvedText(text: "Go"))]]
        #expect(detect(Screen(name: "S", views: [count, go]), views, texts: texts).filter { $0.kind == .overlap }.isEmpty)
        count.textStandsIn = false
        let overlaps = detect(Screen(name: "S", views: [count, go]), views, texts: texts).filter { $0.kind == .overlap }
        #expect(overlaps.count == 1 && overlaps.first?.text == "X")
    }

    /// Two labels, one above the other, whose line boxes overlap by 2 pt touch in the ascent
    /// and descent the boxes hold, not with letters; by 3 pt, or a label over a button's frame
    /// by 2 pt, they overlap.
    @Test func labelsWhoseLineBoxesOverlapByTwoPointsOnlyTouch() {
        let upper = Fixtures.label("upper", key: "u")
        let lower = Fixtures.label("lower", key: "l")
        let go = ViewNode(id: "go", kind: .button)
        let texts = ["upper": [ResolvedTextEntry(key: nil, resolved: ResolvedText(text: "by default marked as"))],
                     "lower": [ResolvedTextEntry(key: nil, resolved: ResolvedText(text: "Transfer-in"))],
                     "go": [ResolvedTextEntry(key: nil, resolved: ResolvedText(text: "Go"))]]
        func overlaps(lowerTop: Double, lowerIsButton: Bool = false) -> [Finding] {
            let views = [
                "upper": FakeView(frame: Rect(x: 0, y: 0, width: 200, height: 20), measurement: measurement(width: 200)),
                (lowerIsButton ? "go" : "lower"): FakeView(frame: Rect(x: 0, y: lowerTop, width: 100, height: 20),
                                                           measurement: lowerIsButton ? nil : measurement(width: 100)),
            ]
            let screen = Screen(name: "S", views: [upper, lowerIsButton ? go : lower])
            return detect(screen, views, texts: texts).filter { $0.kind == .overlap }
        }
        #expect(overlaps(lowerTop: 18).isEmpty)
        #expect(overlaps(lowerTop: 17).count == 1)
        #expect(overlaps(lowerTop: 18, lowerIsButton: true).count == 1)
    }

    /// A whole card made tappable by a button without a title laid over it: the button holds
    /// the label whole, by design. A titled button, or one covering part of a label, overlaps it.
    @Test func aTitlelessButtonLaidOverAViewIsATapAreaNotAnOverlap() {
        let label = Fixtures.label("name", key: "n")
        let tap = ViewNode(id: "tap", kind: .button)
        let screen = Screen(name: "S", views: [label, tap])
        let texts = ["name": [ResolvedTextEntry(key: "n", resolved: ResolvedText(text: "Name"))]]
        let covering = [
            "name": FakeView(frame: Rect(x: 20, y: 20, width: 80, height: 20), measurement: measurement(width: 80)),
            "tap": FakeView(frame: Rect(x: 0, y: 0, width: 300, height: 60)),
        ]
        #expect(detect(screen, covering, texts: texts).filter { $0.kind == .overlap }.isEmpty)
        // A switch pinned to the tap area's trailing edge draws 2 pt past it (its frame's outset).
        var outset = covering
        outset["name"] = FakeView(frame: Rect(x: 251, y: 14, width: 51, height: 31), measurement: measurement(width: 51))
        #expect(detect(screen, outset, texts: texts).filter { $0.kind == .overlap }.isEmpty)
        var partly = covering
        partly["tap"] = FakeView(frame: Rect(x: 60, y: 0, width: 300, height: 60))
        #expect(detect(screen, partly, texts: texts).filter { $0.kind == .overlap }.count == 1)
        var titled = texts
        titled["tap"] = [ResolvedTextEntry(key: nil, resolved: ResolvedText(text: "Open"))]
        #expect(detect(screen, covering, texts: titled).filter { $0.kind == .overlap }.count == 1)
    }

    /// Habitica's creator cell: a system button with no title, image or background laid over
    /// part of the avatar and the name, only to take taps. It draws nothing, so nothing overlaps;
    /// one with a background colour, or one code reaches through an outlet (and may give an
    /// image or title), may be seen.
    @Test func aButtonThatDrawsNothingOverlapsNothing() {
        let label = Fixtures.label("name", key: "n")
        var tap = ViewNode(id: "tap", kind: .button)
        tap.drawsNothing = true
        let texts = ["name": [ResolvedTextEntry(key: "n", resolved: ResolvedText(text: "Created Challenge"))]]
        let partly = [
            "name": FakeView(frame: Rect(x: 20, y: 20, width: 120, height: 20), measurement: measurement(width: 120)),
            "tap": FakeView(frame: Rect(x: 0, y: 0, width: 90, height: 50)),
        ]
        #expect(detect(Screen(name: "S", views: [label, tap]), partly, texts: texts).filter { $0.kind == .overlap }.isEmpty)
        var coloured = tap
        coloured.drawsNothing = false
        #expect(detect(Screen(name: "S", views: [label, coloured]), partly, texts: texts).filter { $0.kind == .overlap }.count == 1)
        var reached = Screen(name: "S", views: [label, tap])
        reached.appFacts.outlets = [CodeOutlet(className: "CreatorCell", property: "userButton", viewID: "tap")]
        #expect(detect(reached, partly, texts: texts).filter { $0.kind == .overlap }.count == 1)
    }

    /// Pocket Casts' password fields: an eye button without a title laid over the field's
    /// trailing end, as a `rightView` would be. A titled button there, or an eye button reaching
    /// out of the field, overlaps it.
    @Test func aTitlelessButtonInsideATextFieldIsAnAccessoryNotAnOverlap() {
        let field = ViewNode(id: "password", kind: .textField)
        let eye = ViewNode(id: "eye", kind: .button)
        let screen = Screen(name: "S", views: [field, eye])
        let texts = ["password": [ResolvedTextEntry(key: nil, resolved: ResolvedText(text: "Password"))]]
        let inside = [
            "password": FakeView(frame: Rect(x: 16, y: 100, width: 300, height: 44)),
            "eye": FakeView(frame: Rect(x: 276, y: 110, width: 24, height: 24)),
        ]
        #expect(detect(screen, inside, texts: texts).filter { $0.kind == .overlap }.isEmpty)
        var titled = texts
        titled["eye"] = [ResolvedTextEntry(key: nil, resolved: ResolvedText(text: "Show"))]
        #expect(detect(screen, inside, texts: titled).filter { $0.kind == .overlap }.count == 1)
        var outside = inside
        outside["eye"] = FakeView(frame: Rect(x: 300, y: 110, width: 24, height: 24))
        #expect(detect(screen, outside, texts: texts).filter { $0.kind == .overlap }.count == 1)
        // Taller than a borderless field (24 pt over 18), centred on it: still its accessory.
        var taller = inside
        taller["password"] = FakeView(frame: Rect(x: 16, y: 113, width: 300, height: 18))
        #expect(detect(screen, taller, texts: texts).filter { $0.kind == .overlap }.isEmpty)
        // A button titled "Button" in the file whose 24 pt image fills it draws no title.
        var imaged = eye
        imaged.imageSize = Size(width: 24, height: 24)
        let placeholder = ["password": texts["password"] ?? [], "eye": [ResolvedTextEntry(key: nil, resolved: ResolvedText(text: "Button"))]]
        #expect(detect(Screen(name: "S", views: [field, imaged]), inside, texts: placeholder).filter { $0.kind == .overlap }.isEmpty)
        #expect(detect(screen, inside, texts: placeholder).filter { $0.kind == .overlap }.count == 1)
    }

    @Test func lossesUnderHalfAPointAreRounding() {
        let screen = Screen(name: "S", views: [Fixtures.label("title", key: "t")])
        let views = ["title": FakeView(frame: Rect(x: 0, y: 0, width: 99.7, height: 20), measurement: measurement(width: 100))]
        let loss = CompressionLoss(view: "title", axis: .horizontal, lost: 0.3, priority: 750, because: [ConstraintRef(id: "c1", label: "x")])
        #expect(detect(screen, views, losses: [loss]).filter { $0.kind == .clippedText }.isEmpty)
    }

    @Test func onlyTheOutermostOffscreenViewIsReportedAndScrollContentIsIgnored() throws {
        let card = ViewNode(id: "card", kind: .view)
        let inner = Fixtures.label("inner", key: "i", parent: "card")
        let scroll = ViewNode(id: "scroll", kind: .scroll)
        let long = Fixtures.label("long", key: "l", parent: "scroll")
        let screen = Screen(name: "S", views: [card, inner, scroll, long])
        let views = [
            "card": FakeView(frame: Rect(x: 0, y: 600, width: 375, height: 120)),
            "inner": FakeView(frame: Rect(x: 10, y: 650, width: 100, height: 40), measurement: measurement(width: 100)),
            "scroll": FakeView(frame: Rect(x: 0, y: 0, width: 375, height: 300)),
            "long": FakeView(frame: Rect(x: 0, y: 0, width: 375, height: 2000), measurement: measurement(width: 375)),
        ]
        let offscreen = detect(screen, views).filter { $0.kind == .offscreen }
        #expect(offscreen.map(\.view) == ["card"])
        let card53 = try #require(offscreen.first)
        #expect(card53.details == .offscreen(edge: "bottom", overflow: 53))
    }

    /// Mastodon's content-warning editor bleeds a plain background 1,024 pt past both sides: a
    /// design, not a loss. A plain view is reported only when something it holds runs off
    /// with it; an image view is content in itself.
    @Test func aBackgroundBleedingPastTheEdgesIsNotOffscreen() {
        let background = ViewNode(id: "background", kind: .view)
        let card = ViewNode(id: "card", kind: .view)
        let title = Fixtures.label("title", key: "t", parent: "card")
        let photo = ViewNode(id: "photo", kind: .imageView)
        let screen = Screen(name: "S", views: [background, card, title, photo])
        let views = [
            "background": FakeView(frame: Rect(x: -1024, y: 0, width: 2423, height: 60)),
            "card": FakeView(frame: Rect(x: -20, y: 100, width: 415, height: 80)),
            "title": FakeView(frame: Rect(x: 16, y: 110, width: 200, height: 20), measurement: measurement(width: 200)),
            "photo": FakeView(frame: Rect(x: 300, y: 200, width: 120, height: 120)),
        ]
        let offscreen = detect(screen, views).filter { $0.kind == .offscreen }
        #expect(offscreen.map(\.view) == ["photo"])
        #expect(offscreen.first?.details == .offscreen(edge: "right", overflow: 45))
    }

    /// A cell is laid out at the top of the screen but lives in a scrolling list: the screen's
    /// top and bottom say nothing about it. Its own top and bottom do: a label centred in a
    /// 44 pt row that grows past it is cut by the row (reported in portrait and landscape
    /// alike, not only where the safe area happens to start at 0).
    @Test func aCellsContentIsBoundedByTheCellNotTheScreen() throws {
        let cell = ViewNode(id: "cell", kind: .view)
        let title = Fixtures.label("title", key: "t", parent: "cell")
        let tall = ViewNode(id: "tall", kind: .view)
        let body = Fixtures.label("body", key: "b", parent: "tall")
        var screen = Screen(name: "Row", views: [cell, title])
        screen.componentView = "cell"
        // The row starts below a 59 pt status bar; its title overflows it by 10 pt above and below.
        let row = [
            "cell": FakeView(frame: Rect(x: 0, y: 59, width: 375, height: 44)),
            "title": FakeView(frame: Rect(x: 16, y: 49, width: 200, height: 64), measurement: measurement(width: 200)),
        ]
        let found = detect(screen, row).filter { $0.kind == .offscreen }
        #expect(found.map(\.view) == ["title"])
        #expect(found.first?.details == .offscreen(edge: "top", overflow: 10))
        #expect(found.first?.message.contains("its component") == true)
        // A cell taller than the screen, its text inside it, runs past nothing: the list scrolls.
        var long = Screen(name: "Long", views: [tall, body])
        long.componentView = "tall"
        let tallViews = [
            "tall": FakeView(frame: Rect(x: 0, y: 59, width: 375, height: 900)),
            "body": FakeView(frame: Rect(x: 16, y: 70, width: 343, height: 880), measurement: measurement(width: 343)),
        ]
        #expect(detect(long, tallViews).filter { $0.kind == .offscreen }.isEmpty)
    }

    /// Where the solver put a view whose position nothing fixes says nothing: the ambiguity
    /// is the finding, not an edge it happened to cross.
    @Test func aViewWithAnAmbiguousPositionIsNotOffscreen() {
        let loose = Fixtures.label("loose", key: "l")
        let screen = Screen(name: "S", views: [loose])
        let views = ["loose": FakeView(frame: Rect(x: 300, y: 100, width: 200, height: 20), measurement: measurement(width: 200))]
        #expect(detect(screen, views).contains { $0.kind == .offscreen })
        let ambiguous = [AmbiguityReport(views: ["loose"], axis: .horizontal, cause: .underconstrained)]
        #expect(!detect(screen, views, ambiguous: ambiguous).contains { $0.kind == .offscreen })
    }

    /// An empty label squeezed below zero shows nothing cut: that is a collapse, not clipped text.
    @Test func anEmptyLabelHasNoTextToClip() {
        let empty = Fixtures.label("empty", key: "e")
        let screen = Screen(name: "S", views: [empty])
        let views = ["empty": FakeView(frame: Rect(x: 0, y: 0, width: 0, height: 20), measurement: measurement(width: 0))]
        let loss = CompressionLoss(view: "empty", axis: .horizontal, lost: 7, priority: 750, because: [ConstraintRef(id: "c", label: "x")])
        #expect(detect(screen, views, losses: [loss]).filter { $0.kind == .clippedText }.isEmpty)
        let texts = ["empty": [ResolvedTextEntry(key: "e", resolved: ResolvedText(text: "Seven"))]]
        let shown = ["empty": FakeView(frame: Rect(x: 0, y: 0, width: 30, height: 20), measurement: measurement(width: 37))]
        #expect(detect(screen, shown, losses: [loss], texts: texts).contains { $0.kind == .clippedText })
    }

    /// A clipped design-time text lengthened as a stand-in for a run-time string says so; the
    /// same text as written (the development locale) does not.
    @Test func aLengthenedDesignTimeTextIsNamedAsAStandIn() {
        var label = Fixtures.label("field", key: "f.text")
        label.text?.fallback = "Label"
        let screen = Screen(name: "S", views: [label])
        let views = ["field": FakeView(frame: Rect(x: 0, y: 0, width: 40, height: 20), measurement: measurement(width: 120))]
        let loss = CompressionLoss(view: "field", axis: .horizontal, lost: 80, priority: 750, because: [ConstraintRef(id: "c", label: "x")])
        let lengthened = ["field": [ResolvedTextEntry(key: "f.text", resolved: ResolvedText(text: "Label Label Lab", isDesignTime: true))]]
        let clipped = detect(screen, views, losses: [loss], texts: lengthened).first { $0.kind == .clippedText }
        #expect(clipped?.message.contains("design-time text lengthened") == true, "\(String(describing: clipped?.message))")
        let asWritten = ["field": [ResolvedTextEntry(key: "f.text", resolved: ResolvedText(text: "Label", isDesignTime: true))]]
        let plain = detect(screen, views, losses: [loss], texts: asWritten).first { $0.kind == .clippedText }
        #expect(plain != nil && plain?.message.contains("design-time") == false)
    }

    /// A button without a title (an image, or labels of its own inside it) has no text in its
    /// own font to scale; a titled one in a fixed font does not scale.
    @Test func aTitlelessButtonHasNoFontToScale() {
        var button = ViewNode(id: "close", kind: .button)
        button.font = .system(size: 15)
        let screen = Screen(name: "S", views: [button])
        let views = ["close": FakeView(frame: Rect(x: 0, y: 0, width: 44, height: 44))]
        #expect(!detect(screen, views).contains { $0.kind == .fixedFont })
        let titled = ["close": [ResolvedTextEntry(key: nil, resolved: ResolvedText(text: "Close"))]]
        #expect(detect(screen, views, texts: titled).contains { $0.kind == .fixedFont })
    }

    /// A button whose title and image the files do not give, at exactly its content size
    /// (padding around nothing), has no known size to judge; one the constraints make 20 × 20,
    /// or one with a title, is small for real.
    @Test func aButtonSizedByUnknownContentIsNotJudgedSmall() {
        let button = ViewNode(id: "more", kind: .button)
        let screen = Screen(name: "S", views: [button])
        let padding = IntrinsicSize(width: 24, height: 14)
        let standIn = ["more": FakeView(frame: Rect(x: 0, y: 0, width: 24, height: 14), intrinsic: padding)]
        #expect(!detect(screen, standIn).contains { $0.kind == .smallTouchTarget })
        let constrained = ["more": FakeView(frame: Rect(x: 0, y: 0, width: 20, height: 20), intrinsic: padding)]
        #expect(detect(screen, constrained).contains { $0.kind == .smallTouchTarget })
        let titled = ["more": [ResolvedTextEntry(key: nil, resolved: ResolvedText(text: "More"))]]
        #expect(detect(screen, standIn, texts: titled).contains { $0.kind == .smallTouchTarget })
    }

    @Test func overlapNeedsTwoUnnestedTextViewsAndMoreThanOneSquarePoint() {
        let a = Fixtures.label("a", key: "a")
        let b = Fixtures.label("b", key: "b")
        let c = Fixtures.label("c", key: "c")
        var hidden = Fixtures.label("h", key: "h")
        hidden.hidden = true
        let image = ViewNode(id: "image", kind: .imageView)
        let screen = Screen(name: "S", views: [a, b, c, hidden, image])
        let views = [
            "a": FakeView(frame: Rect(x: 0, y: 0, width: 100, height: 20), measurement: measurement(width: 100)),
            "b": FakeView(frame: Rect(x: 90, y: 10, width: 100, height: 20), measurement: measurement(width: 100)),
            "c": FakeView(frame: Rect(x: 189.95, y: 0, width: 50, height: 20), measurement: measurement(width: 50)),
            "h": FakeView(frame: Rect(x: 0, y: 0, width: 300, height: 300), measurement: measurement(width: 300)),
            "image": FakeView(frame: Rect(x: 0, y: 0, width: 300, height: 300)),
        ]
        var texts: [String: [ResolvedTextEntry]] = [:]
        for id in ["a", "b", "c", "h"] { texts[id] = [ResolvedTextEntry(key: id, resolved: ResolvedText(text: "Text \(id)"))] }
        let overlaps = detect(screen, views, texts: texts).filter { $0.kind == .overlap }
        #expect(overlaps.count == 1)
        #expect(overlaps.first?.view == "a")
        #expect(overlaps.first?.details == .overlap(otherView: "b", area: 100))
    }

    /// A label stretched taller than its text draws the text centred in its frame: a view laid
    /// over the empty strip at its top overlaps nothing; one laid over the text does.
    @Test func aLabelOverlapsWhereItDrawsItsText() {
        let tall = Fixtures.label("tall", key: "t")
        let other = Fixtures.label("other", key: "o")
        let screen = Screen(name: "S", views: [tall, other])
        let texts = ["tall": [ResolvedTextEntry(key: "t", resolved: ResolvedText(text: "Tall"))],
                     "other": [ResolvedTextEntry(key: "o", resolved: ResolvedText(text: "Other"))]]
        // "tall" is 100 × 120 with one 20 pt line of text 60 wide: drawn at y 50…70, x 0…60.
        var views = [
            "tall": FakeView(frame: Rect(x: 0, y: 0, width: 100, height: 120), measurement: measurement(width: 60)),
            "other": FakeView(frame: Rect(x: 10, y: 0, width: 80, height: 20), measurement: measurement(width: 80)),
        ]
        #expect(detect(screen, views, texts: texts).filter { $0.kind == .overlap }.isEmpty)
        views["other"] = FakeView(frame: Rect(x: 10, y: 55, width: 80, height: 20), measurement: measurement(width: 80))
        #expect(detect(screen, views, texts: texts).filter { $0.kind == .overlap }.count == 1)
        // Past the end of a leading-aligned text: nothing drawn there.
        views["other"] = FakeView(frame: Rect(x: 70, y: 55, width: 30, height: 20), measurement: measurement(width: 30))
        #expect(detect(screen, views, texts: texts).filter { $0.kind == .overlap }.isEmpty)
    }

    /// A text view draws its text inside UIKit's default insets (8 pt above and below, 5 pt
    /// aside): Element's sender name laid 7 pt over a message text view's top overlaps nothing
    /// it shows; laid 12 pt over it, it covers the first line.
    @Test func aTextViewOverlapsInsideItsTextInsets() {
        var message = ViewNode(id: "message", kind: .textView)
        message.text = .key("m")
        let name = Fixtures.label("name", key: "n")
        let screen = Screen(name: "S", views: [message, name])
        let texts = ["message": [ResolvedTextEntry(key: "m", resolved: ResolvedText(text: "Hello there"))],
                     "name": [ResolvedTextEntry(key: "n", resolved: ResolvedText(text: "Alice"))]]
        var views = [
            "message": FakeView(frame: Rect(x: 0, y: 20, width: 200, height: 40)),
            "name": FakeView(frame: Rect(x: 0, y: 0, width: 80, height: 27), measurement: measurement(width: 80)),
        ]
        #expect(detect(screen, views, texts: texts).filter { $0.kind == .overlap }.isEmpty)
        views["name"] = FakeView(frame: Rect(x: 0, y: 12, width: 80, height: 20), measurement: measurement(width: 80))
        #expect(detect(screen, views, texts: texts).filter { $0.kind == .overlap }.count == 1)
        // A text view too thin for the default insets (code changed them) counts whole.
        views["message"] = FakeView(frame: Rect(x: 0, y: 20, width: 200, height: 14))
        views["name"] = FakeView(frame: Rect(x: 0, y: 0, width: 80, height: 27), measurement: measurement(width: 80))
        #expect(detect(screen, views, texts: texts).filter { $0.kind == .overlap }.count == 1)
    }

    /// An empty label draws nothing (its text comes from code, or it is a spacer): a view laid
    /// over it overlaps nothing. And where the solver put a view whose frame is ambiguous says
    /// nothing: the ambiguity is reported, not an overlap it happened to make.
    @Test func emptyLabelsAndAmbiguousFramesMakeNoOverlap() {
        let a = Fixtures.label("a", key: "a")
        let b = Fixtures.label("b", key: "b")
        let screen = Screen(name: "S", views: [a, b])
        let views = [
            "a": FakeView(frame: Rect(x: 0, y: 0, width: 100, height: 20), measurement: measurement(width: 100)),
            "b": FakeView(frame: Rect(x: 90, y: 10, width: 100, height: 20), measurement: measurement(width: 100)),
        ]
        let both = ["a": [ResolvedTextEntry(key: "a", resolved: ResolvedText(text: "Alpha"))],
                    "b": [ResolvedTextEntry(key: "b", resolved: ResolvedText(text: "Beta"))]]
        #expect(detect(screen, views, texts: both).filter { $0.kind == .overlap }.count == 1)
        var emptyB = both
        emptyB["b"] = [ResolvedTextEntry(key: "b", resolved: ResolvedText(text: ""))]
        #expect(detect(screen, views, texts: emptyB).filter { $0.kind == .overlap }.isEmpty)
        let ambiguous = [AmbiguityReport(views: ["b"], axis: .horizontal, cause: .underconstrained)]
        #expect(detect(screen, views, ambiguous: ambiguous, texts: both).filter { $0.kind == .overlap }.isEmpty)
    }

    @Test func conflictsNameTheSetAndTheBrokenConstraint() throws {
        let screen = Screen(name: "S", views: [ViewNode(id: "box", kind: .view)])
        let first = ConstraintRef(id: "c1", label: "box.width = 100", view: "box")
        let second = ConstraintRef(id: "c2", label: "box.width = 200", view: "box", location: SourceLocation(file: "S.layout.yaml", line: 9))
        let findings = detect(screen, ["box": FakeView(frame: Rect(x: 0, y: 0, width: 100, height: 10))],
                              conflicts: [[first, second]], broken: [second],
                              ambiguous: [AmbiguityReport(views: ["box", "other"], axis: .horizontal, cause: .huggingTie, tiedPriority: 250)])
        let conflict = try #require(findings.first { $0.kind == .unsatisfiable })
        #expect(conflict.details == .unsatisfiable(because: ["box.width = 100", "box.width = 200"], broken: ["box.width = 200"]))
        #expect(conflict.location?.line == 9)
        let ambiguous = try #require(findings.first { $0.kind == .ambiguous })
        #expect(ambiguous.details == .ambiguous(otherView: "other", tiedPriority: 250))
    }

    @Test func missingGlyphsListTheCharacters() {
        let screen = Screen(name: "S", views: [Fixtures.label("t", key: "t")])
        let views = ["t": FakeView(frame: Rect(x: 0, y: 0, width: 100, height: 20), measurement: measurement(width: 100, missing: ["\u{1F9CB}"]))]
        let glyphs = detect(screen, views).filter { $0.kind == .missingGlyphs }
        #expect(glyphs.first?.details == .missingGlyphs(characters: ["\u{1F9CB}"]))
        #expect(glyphs.first?.message.contains("U+1F9CB") == true)
    }

    @Test func findingsCarryTheViewsHumanNameForInterfaceBuilderIDs() throws {
        var node = Fixtures.label("aB3-x9-QeR", key: "t")
        node.displayName = "Title Label"
        let plain = Fixtures.label("plain", key: "p")
        let screen = Screen(name: "S", views: [node, plain])
        let views = [
            "aB3-x9-QeR": FakeView(frame: Rect(x: 0, y: 0, width: 100, height: 20), measurement: measurement(width: 100, missing: ["\u{1F9CB}"])),
            "plain": FakeView(frame: Rect(x: 0, y: 40, width: 100, height: 20), measurement: measurement(width: 100, missing: ["\u{1F9CB}"])),
        ]
        let findings = detect(screen, views)
        #expect(findings.first { $0.view == "aB3-x9-QeR" }?.viewName == "Title Label")
        #expect(findings.first { $0.view == "plain" }?.viewName == nil)
        let result = VariantResult(variant: Fixtures.variant(), rootSize: Size(width: 375, height: 667), views: [], findings: findings)
        let matrix = VariantMatrix(screens: ["Settings"], devices: ["Phone"], orientations: [.portrait], locales: ["en"], categories: [.large])
        let summary = try #require(FindingAggregator(matrix: matrix).aggregate([result]).first?.summary)
        #expect(summary.hasPrefix("aB3-x9-QeR “Title Label” has characters no font covers"), "\(summary)")
    }

    @Test func anAmbiguousScrollGuideIsReportedOnItsScrollView() throws {
        let scroll = ViewNode(id: "scroll", kind: .scroll)
        let page = ViewNode(id: "page", kind: .view, parent: "scroll")
        let views = ["scroll": FakeView(frame: Rect(x: 0, y: 0, width: 375, height: 600)),
                     "page": FakeView(frame: Rect(x: 0, y: 0, width: 375, height: 600))]
        let findings = detect(Screen(name: "S", views: [scroll, page]), views,
                              ambiguous: [AmbiguityReport(views: ["scroll.content"], axis: nil, cause: .underconstrained)])
        let finding = try #require(findings.first { $0.kind == .ambiguous })
        #expect(finding.view == "scroll")
        #expect(finding.message.contains("content layout guide"))
    }

    /// Pocket Casts' color and icon choosers and its player pager: scroll views the xib leaves
    /// empty, filled by code at run time. Their content's size is the code's; their own frame
    /// is still judged.
    @Test func anEmptyScrollViewsContentIsTheCodes() throws {
        let scroll = ViewNode(id: "scroll", kind: .scroll)
        let views = ["scroll": FakeView(frame: Rect(x: 0, y: 0, width: 375, height: 600))]
        let content = detect(Screen(name: "S", views: [scroll]), views,
                             ambiguous: [AmbiguityReport(views: ["scroll.content"], axis: nil, cause: .underconstrained)])
        #expect(!content.contains { $0.kind == .ambiguous })
        let frame = detect(Screen(name: "S", views: [scroll]), views,
                           ambiguous: [AmbiguityReport(views: ["scroll"], axis: nil, cause: .underconstrained)])
        #expect(frame.contains { $0.kind == .ambiguous && $0.view == "scroll" })
    }
}

/// A component's own view (a cell's content view) is where its host puts it: never reported as
/// not mirrored, while a view inside it that stays at its left-to-right place still is.
@Suite struct ComponentMirroringTests {
    @Test func aCellsContentViewIsNotJudgedForMirroringButItsLabelIs() {
        let content = ViewNode(id: "content", kind: .view)
        var label = Fixtures.label("title", key: "t")
        label.parent = "content"
        var screen = Screen(name: "S", views: [content, label])
        screen.componentView = "content"
        // Both sit 300 pt off their mirror images in right to left.
        let rtl = ["content": FakeView(frame: Rect(x: 300, y: 0, width: 50, height: 44)),
                   "title": FakeView(frame: Rect(x: 310, y: 10, width: 30, height: 20))]
        let ltr = ["content": FakeView(frame: Rect(x: 300, y: 0, width: 50, height: 44)),
                   "title": FakeView(frame: Rect(x: 310, y: 10, width: 30, height: 20))]
        let layout = FakeView.layout(screen, rtl)
        let twin = FakeView.layout(screen, ltr)
        let findings = FindingDetector(index: ScreenIndex(screen: screen))
            .findings(in: Fixtures.variant("ar", direction: .rightToLeft), layout: layout, texts: [:], twin: twin).findings
        let mirroring = findings.filter { $0.kind == .rtlNotMirrored }.map(\.view)
        #expect(mirroring == ["title"], "\(mirroring)")
    }
}
