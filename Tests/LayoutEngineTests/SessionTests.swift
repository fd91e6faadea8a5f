import Testing
import LayoutEngine
import TextModel
import Foundation

/// Wrapping text's two-pass layout, incremental variants, pixel rounding.
@Suite struct SessionTests {
    /// A wrapping label in a 100 pt column with a view under it.
    private func column() -> Screen {
        let b = ScreenBuilder(name: "Column")
        let body = b.addLabel("body", text: .key("body"), font: .style(.body), lines: 0)
        let below = b.addView("below")
        LayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 20),
            body.widthAnchor.constraint(equalToConstant: 100),
            body.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 100),
            below.leadingAnchor.constraint(equalTo: body.leadingAnchor),
            below.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
            below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        return b.screen
    }

    @Test func wrappingLabelGetsItsHeightFromTheWidthItIsGiven() throws {
        let session = try LayoutSession(screen: column(), device: LayoutTestSupport.se, orientation: .portrait,
                                        direction: .leftToRight, measurer: FakeMeasurer())
        let result = session.layout(category: .large, locale: "en") { _ in "aaaa bbbb cccc dddd" }
        // "aaaa bbbb" and "cccc dddd" are 90 pt each: two lines of 20.4 pt → 41 pt on the 2× grid.
        #expect(result.frame("body") == Rect(20, 100, 100, 41))
        #expect(result.frame("below")?.y == 149)
        // UILabel's second pass: the wrapped label's intrinsic width is its widest line.
        #expect(result.view("body")?.intrinsic == IntrinsicSize(width: 90, height: 41))
        #expect(result.view("body")?.measurement?.linesUsed == 2)
        #expect(result.converged)
        #expect(result.iterations == 2)
        #expect(result.compressionLosses.isEmpty)
    }

    /// A wrapped label held only between ≥/≤ edges and centred narrows to its widest line
    /// (`Onboarding.storyboard`: IB saves such a 3-line label 291 pt wide in a 315 pt column).
    @Test func anUnpinnedWrappedLabelNarrowsToItsWidestLine() throws {
        let b = ScreenBuilder(name: "Centred")
        let body = b.addLabel("body", text: .key("body"), font: .style(.body), lines: 0)
        LayoutConstraint.activate([
            body.leadingAnchor.constraint(greaterThanOrEqualTo: b.root.leadingAnchor, constant: 20),
            b.root.trailingAnchor.constraint(greaterThanOrEqualTo: body.trailingAnchor, constant: 20),
            body.centerXAnchor.constraint(equalTo: b.root.centerXAnchor),
            body.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 100),
        ])
        let session = try LayoutSession(screen: b.screen, device: LayoutTestSupport.se, orientation: .portrait,
                                        direction: .leftToRight, measurer: FakeMeasurer())
        // 32 words of 4 letters: far wider than the 335 pt between the SE's edges.
        let text = Array(repeating: "aaaa", count: 32).joined(separator: " ")
        let result = session.layout(category: .large, locale: "en") { _ in text }
        let frame = try #require(result.frame("body"))
        let widest = try #require(result.view("body")?.measurement?.lineWidths.max())
        #expect((result.view("body")?.measurement?.linesUsed ?? 0) > 1)
        #expect(frame.width < 335 && abs(frame.width - widest) <= 0.5, "\(frame) widest \(widest)")
        #expect(abs(frame.x + frame.width / 2 - 187.5) <= 0.5)
        #expect(result.converged && result.compressionLosses.isEmpty)
    }

    @Test func incrementalVariantsEqualFreshSessions() throws {
        let screen = column()
        let session = try LayoutSession(screen: screen, device: LayoutTestSupport.se, orientation: .portrait,
                                        direction: .leftToRight, measurer: FakeMeasurer())
        let texts = ["a", "aaaa bbbb cccc dddd", "x y z w v u t s r q p o n m", "", "longwordthatdoesnotfit at all"]
        var generator = SystemRandomNumberGenerator()
        var sawDifferentHeights: Set<Double> = []
        for _ in 0..<25 {
            let category = ContentSizeCategory.allCases.randomElement(using: &generator) ?? .large
            let text = texts.randomElement(using: &generator) ?? "a"
            let incremental = session.layout(category: category, locale: "en") { _ in text }
            let fresh = try LayoutSession(screen: screen, device: LayoutTestSupport.se, orientation: .portrait,
                                          direction: .leftToRight, measurer: FakeMeasurer())
                .layout(category: category, locale: "en") { _ in text }
            #expect(incremental.views == fresh.views, "\(category) \(text)")
            #expect(incremental.compressionLosses == fresh.compressionLosses)
            #expect(incremental.ambiguous == fresh.ambiguous)
            if let height = incremental.frame("body")?.height { sawDifferentHeights.insert(height) }
        }
        #expect(sawDifferentHeights.count > 1, "variants must actually change the layout")
    }

    @Test func cachedAmbiguityMatchesFreshAnalysis() throws {
        // Two labels in a row: short texts tie on hugging (251), long ones on compression (750).
        let b = ScreenBuilder(name: "Pair")
        let first = b.addLabel("first", text: .key("first"), font: .style(.body))
        let second = b.addLabel("second", text: .key("second"), font: .style(.body))
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: b.root.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(equalTo: b.root.trailingAnchor),
            first.topAnchor.constraint(equalTo: b.root.topAnchor),
            second.topAnchor.constraint(equalTo: b.root.topAnchor),
        ])
        let screen = b.screen
        let session = try LayoutSession(screen: screen, device: LayoutTestSupport.se, orientation: .portrait,
                                        direction: .leftToRight, measurer: FakeMeasurer())
        var generator = SystemRandomNumberGenerator()
        var causes: Set<AmbiguityReport.Cause> = []
        for _ in 0..<30 {
            let category = ContentSizeCategory.allCases.randomElement(using: &generator) ?? .large
            let lengths = (Int.random(in: 1...30, using: &generator), Int.random(in: 1...30, using: &generator))
            let resolve = { (source: TextSource) in String(repeating: "m", count: source.key == "first" ? lengths.0 : lengths.1) }
            let incremental = session.layout(category: category, locale: "en", resolve: resolve)
            let fresh = try LayoutSession(screen: screen, device: LayoutTestSupport.se, orientation: .portrait,
                                          direction: .leftToRight, measurer: FakeMeasurer())
                .layout(category: category, locale: "en", resolve: resolve)
            #expect(incremental.ambiguous == fresh.ambiguous, "\(category) \(lengths)")
            #expect(incremental.compressionLosses == fresh.compressionLosses)
            causes.formUnion(incremental.ambiguous.map(\.cause))
        }
        #expect(causes.contains(.huggingTie) || causes.contains(.compressionTie))
    }

    @Test func dynamicTypeGrowsScaledText() throws {
        let session = try LayoutSession(screen: column(), device: LayoutTestSupport.se, orientation: .portrait,
                                        direction: .leftToRight, measurer: FakeMeasurer())
        let large = session.layout(category: .large, locale: "en") { _ in "aaaa" }
        let huge = session.layout(category: .accessibilityExtraExtraExtraLarge, locale: "en") { _ in "aaaa" }
        // Body at AX5 is 53 pt: "aaaa" is 124.7 pt wide, more than the 100 pt column, and one word cannot wrap.
        #expect(large.frame("body")?.height == 20.5)
        #expect(huge.frame("body")?.height == 64)
        #expect(huge.view("body")?.truncated == true)
    }

    @Test func framesSnapToThePixelGrid() throws {
        let b = ScreenBuilder(name: "Grid")
        let view = b.addView("v")
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 10.3),
            view.widthAnchor.constraint(equalToConstant: 20.4),
            view.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 0.2),
            view.heightAnchor.constraint(equalToConstant: 0.5),
        ])
        let double = try LayoutTestSupport.layout(b.screen)
        #expect(double.frame("v") == Rect(10.5, 0, 20, 0.5))
        let triple = try LayoutTestSupport.layout(b.screen, device: try #require(Device.named("iPhone 15")))
        let frame = try #require(triple.frame("v"))
        #expect(abs(frame.x - 31.0 / 3) < 1e-9 && abs(frame.maxX - 92.0 / 3) < 1e-9)
        #expect(abs(frame.y - 1.0 / 3) < 1e-9 && abs(frame.maxY - 2.0 / 3) < 1e-9)
    }

    @Test func wrappingIsBoundedEvenWhenWidthDependsOnHeight() throws {
        // width = 4 × height: more lines make the label wider, which makes fewer lines.
        for words in 1...12 {
            let b = ScreenBuilder(name: "Feedback")
            let label = b.addLabel("label", text: .literal(Array(repeating: "abc", count: words).joined(separator: " ")), lines: 0)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: b.root.leadingAnchor),
                label.topAnchor.constraint(equalTo: b.root.topAnchor),
                label.widthAnchor.constraint(equalTo: label.heightAnchor, multiplier: 4),
            ])
            let result = try LayoutTestSupport.layout(b.screen)
            #expect(result.iterations <= 1 + LayoutSession.maximumWrapPasses)
            if !result.converged { #expect(result.iterations == 1 + LayoutSession.maximumWrapPasses) }
        }
    }

    @Test func oscillatingWrapIsReportedAsNotConverged() throws {
        // width = 4 × height and the width gives in (compression 100): one line makes the label
        // 82 pt wide → six lines → 490 pt wide → one line again, for ever.
        let b = ScreenBuilder(name: "Oscillating")
        let label = b.addLabel("label", text: .literal(Array(repeating: "abc", count: 12).joined(separator: " ")), lines: 0)
        label.setContentCompressionResistancePriority(100, for: .horizontal)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: b.root.leadingAnchor),
            label.topAnchor.constraint(equalTo: b.root.topAnchor),
            label.widthAnchor.constraint(equalTo: label.heightAnchor, multiplier: 4),
        ])
        let result = try LayoutTestSupport.layout(b.screen)
        #expect(!result.converged)
        #expect(result.iterations == 1 + LayoutSession.maximumWrapPasses)
    }

    @Test func stackSpacingIsNamedWhenItClipsALabel() throws {
        let b = ScreenBuilder(name: "Tight")
        let first = b.addLabel("first", text: .literal(String(repeating: "x", count: 20)))
        let second = b.addLabel("second", text: .literal(String(repeating: "y", count: 20)))
        second.setContentCompressionResistancePriority(749, for: .horizontal)
        let stack = b.addStack("row", axis: .horizontal, spacing: 8, arranged: [first, second])
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 20),
            stack.widthAnchor.constraint(equalToConstant: 300),
            stack.topAnchor.constraint(equalTo: b.root.topAnchor),
        ])
        let result = try LayoutTestSupport.layout(b.screen)
        #expect(result.frame("second") == Rect(228, 0, 92, 20.5))
        let loss = try #require(result.compressionLosses.first { $0.view == "second" })
        #expect(loss.lost == 108)
        #expect(loss.because.map(\.label).contains { $0.contains("row stack spacing") })
        #expect(loss.because.map(\.label).contains("row.width = 300"))
    }
}

/// Results travel as JSON between processes (sweep shards).
@Suite struct ResultCodingTests {
    @Test func resultsSurviveAJSONRoundTrip() throws {
        let b = ScreenBuilder(name: "Coded")
        let title = b.addLabel("title", text: .literal("Hello world"), lines: 0)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 16),
            title.widthAnchor.constraint(equalToConstant: 60),
            title.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 16),
            title.heightAnchor.constraint(lessThanOrEqualToConstant: 20),
        ])
        let result = try LayoutTestSupport.layout(b.screen)
        #expect(result.compressionLosses.count == 1)
        let data = try JSONEncoder().encode(result)
        let decoded = try JSONDecoder().decode(LayoutResult.self, from: data)
        #expect(decoded == result)
    }
}
