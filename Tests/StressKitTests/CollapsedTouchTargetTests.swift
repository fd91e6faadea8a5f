import LayoutEngine
import StressKit
import Testing
import TextEngine

/// A control squeezed to a negative or zero extent is reported as collapsed, and no
/// message, summary or suggestion prints a negative size as if it were real.
@Suite struct CollapsedTouchTargetTests {
    private func touchFindings(width: Double, height: Double) -> [Finding] {
        var send = ViewNode(id: "send", kind: .button)
        send.text = .literal("Send")
        let screen = Screen(name: "Settings", views: [send])
        let layout = FakeView.layout(screen, ["send": FakeView(frame: Rect(x: 300, y: 10, width: width, height: height))])
        return FindingDetector(index: ScreenIndex(screen: screen))
            .findings(in: Fixtures.variant(), layout: layout, texts: [:], twin: nil).findings
            .filter { $0.kind == .smallTouchTarget }
    }

    /// A 30 × 30 button is a small target unless it, or a view it sits in, ignores touches.
    @Test func aControlThatIgnoresTouchesIsNoTarget() {
        func findings(button: Bool, card: Bool) -> [Finding] {
            var holder = ViewNode(id: "card", kind: .view)
            holder.acceptsTouches = card
            var avatar = ViewNode(id: "avatar", kind: .button, parent: "card")
            avatar.text = .literal("A")
            avatar.acceptsTouches = button
            let screen = Screen(name: "Row", views: [holder, avatar])
            let layout = FakeView.layout(screen, ["card": FakeView(frame: Rect(x: 0, y: 0, width: 375, height: 60)),
                                                  "avatar": FakeView(frame: Rect(x: 16, y: 15, width: 30, height: 30))])
            return FindingDetector(index: ScreenIndex(screen: screen))
                .findings(in: Fixtures.variant(), layout: layout, texts: [:], twin: nil).findings
                .filter { $0.kind == .smallTouchTarget }
        }
        #expect(findings(button: true, card: true).count == 1)
        #expect(findings(button: false, card: true).isEmpty)
        #expect(findings(button: true, card: false).isEmpty)
    }

    /// WooCommerce's tooltip buttons get their titles after the set-up: laid out without one,
    /// a button's width is its padding around nothing. Only a side its constraints give is
    /// judged: a 40 pt height is reported, named alone; a 50 pt one is not.
    @Test func aSideSizedByARunTimeTitleIsNotJudged() {
        func findings(height: Double) -> [Finding] {
            let button = ViewNode(id: "primary", kind: .button)
            let screen = Screen(name: "Tooltip", views: [button])
            let layout = FakeView.layout(screen, ["primary": FakeView(frame: Rect(x: 16, y: 10, width: 24, height: height),
                                                                      intrinsic: IntrinsicSize(width: 24, height: 14))])
            return FindingDetector(index: ScreenIndex(screen: screen))
                .findings(in: Fixtures.variant(), layout: layout, texts: [:], twin: nil).findings
                .filter { $0.kind == .smallTouchTarget }
        }
        #expect(findings(height: 50).isEmpty)
        let short = findings(height: 40)
        #expect(short.count == 1)
        #expect(short.first?.message == "button is 40 pt tall, under the 44×44 pt minimum")
    }

    /// A legacy button is at least as large as its background image: one drawn by code the
    /// reader cannot run leaves its content size unknown, and a side at that size is not
    /// judged. A side its constraints fix (Simplenote's 30 × 30 close button) still is.
    @Test func aBackgroundImageOfUnknownSizeLeavesOnlyConstrainedSides() {
        func findings(backgroundImage: Bool, height: Double) -> [Finding] {
            var next = ViewNode(id: "next", kind: .button)
            next.text = .literal("Continue")
            next.backgroundImageOfUnknownSize = backgroundImage
            let screen = Screen(name: "Onboarding", views: [next])
            let layout = FakeView.layout(screen, ["next": FakeView(frame: Rect(x: 16, y: 10, width: 343, height: height),
                                                                   intrinsic: IntrinsicSize(width: 90, height: 32))])
            let texts = ["next": [ResolvedTextEntry(key: nil, resolved: ResolvedText(text: "Continue"))]]
            return FindingDetector(index: ScreenIndex(screen: screen))
                .findings(in: Fixtures.variant(), layout: layout, texts: texts, twin: nil).findings
                .filter { $0.kind == .smallTouchTarget }
        }
        #expect(findings(backgroundImage: false, height: 32).count == 1)
        #expect(findings(backgroundImage: true, height: 32).isEmpty)
        #expect(findings(backgroundImage: true, height: 30).count == 1)
    }

    /// A minus sign (ASCII or typographic) directly before a digit.
    private func hasNegativeNumber(_ text: String) -> Bool {
        text.contains(/[-−]\d/)
    }

    @Test func aNegativeWidthIsACollapseNotASize() throws {
        let finding = try #require(touchFindings(width: -257, height: 32).first)
        #expect(finding.isCollapsed)
        #expect(finding.message.contains("collapsed (width −257 pt)"), "\(finding.message)")
        guard case .smallTouchTarget(let size, _, _) = finding.details else { Issue.record("not a touch-target finding"); return }
        #expect(size == Size(width: 0, height: 32))
        let aggregated = try #require(FindingAggregator(matrix: Fixtures.matrix()).aggregate(
            [VariantResult(variant: Fixtures.variant(), rootSize: Size(width: 375, height: 667), views: [], findings: [finding])]).first)
        #expect(aggregated.summary.contains("collapse"), "\(aggregated.summary)")
        #expect(!aggregated.summary.contains("-257"), "\(aggregated.summary)")
        #expect(!aggregated.summary.contains("−257×"), "\(aggregated.summary)")
    }

    @Test func noReportedTextHasANegativeSizeForAnyFrame() {
        let extents: [Double] = [-400, -257, -0.5, 0, 0.25, 12, 43, 43.6, 44, 80]
        for width in extents {
            for height in extents {
                for finding in touchFindings(width: width, height: height) {
                    let aggregated = FindingAggregator(matrix: Fixtures.matrix()).aggregate(
                        [VariantResult(variant: Fixtures.variant(), rootSize: Size(width: 375, height: 667), views: [], findings: [finding])])
                    guard case .smallTouchTarget(let size, _, _) = finding.details else { Issue.record("not a touch-target finding"); continue }
                    #expect(size.width >= 0 && size.height >= 0, "\(width)×\(height)")
                    #expect(finding.isCollapsed == (width <= 0 || height <= 0), "\(width)×\(height)")
                    for summary in aggregated.map(\.summary) + aggregated.compactMap(\.suggestion) {
                        #expect(!hasNegativeNumber(summary), "\(width)×\(height): \(summary)")
                    }
                    // The message may name the collapsed extent, but only inside "collapsed (…)".
                    if !finding.isCollapsed { #expect(!hasNegativeNumber(finding.message), "\(finding.message)") }
                }
            }
        }
    }

    @Test func theMostCollapsedInstanceIsTheWorst() throws {
        var slight = try #require(touchFindings(width: -10, height: 32).first)
        slight.variant = Fixtures.variant("en")
        var deep = try #require(touchFindings(width: -257, height: 32).first)
        deep.variant = Fixtures.variant("de")
        let results = [slight, deep].map { VariantResult(variant: $0.variant, rootSize: Size(width: 375, height: 667), views: [], findings: [$0]) }
        let aggregated = try #require(FindingAggregator(matrix: Fixtures.matrix()).aggregate(results).first)
        #expect(aggregated.worstVariant.locale == "de")
    }

    @Test func aRealSmallButtonKeepsItsSize() throws {
        let finding = try #require(touchFindings(width: 53.5, height: 32).first)
        #expect(!finding.isCollapsed)
        #expect(finding.message.contains("53.5×32 pt"), "\(finding.message)")
    }
}
