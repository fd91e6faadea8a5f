import Diagnostics
import Foundation
import LayoutEngine
import Localization
import ScreenFormats
import StressKit
import Testing
import TestSupport
import TextEngine

/// The sweep on the real layout engine, text measurer and spec reader.
@Suite struct RealEngineTests {
    static let spec = """
    screen: Row
    views:
      title: { type: label, parent: root, key: row.title, style: body }
      value: { type: label, parent: root, key: row.value, style: body }
      bio:   { type: label, parent: root, key: row.bio, style: body, lines: 0 }
      play:  { type: button, parent: root, text: "Play", style: body, semantic: playback }
    constraints:
      - title.top = root.safeArea.top + 20
      - title.leading = root.safeArea.leading + 16
      - title.trailing = value.leading - 8
      - value.width = 120
      - value.trailing = root.safeArea.trailing - 16
      - value.firstBaseline = title.firstBaseline
      - bio.top = title.bottom + 20
      - bio.left = root.left + 16
      - bio.width = 200
      - play.top = bio.bottom + 20
      - play.left = root.left + 16
      - play.height >= 44
      - play.width >= 44
    """

    static func sweep(locales: [String], categories: [ContentSizeCategory], spec: String = spec, screen given: Screen? = nil) throws -> SweepReport {
        let screen = try given ?? LayoutSpecReader.parse(yaml: spec, file: "Row.layout.yaml")
        let catalog = LocaleCatalog(strings: [
            "en": ["Localizable": ["row.title": "Alerts", "row.value": "On", "row.bio": "Hi"]],
            "de": ["Localizable": ["row.title": "Benachrichtigungen", "row.value": "Ein", "row.bio": "Hallo"]],
            "ar": ["Localizable": ["row.title": "الإشعارات", "row.value": "تشغيل", "row.bio": "مرحبا"]],
        ], developmentLocale: "en")
        let backend = LayoutSessionBackend(measurer: try TextMeasurer(fontsDirectory: nil))
        let matrix = VariantMatrix(devices: ["iPhone SE (3rd generation)"], orientations: [.portrait], locales: locales, categories: categories)
        let sweep = Sweep(screens: [screen], matrix: matrix, backend: backend, resolver: CatalogResolver(catalog: catalog), jobs: 2)
        return SweepReport(sweep: sweep, outcome: sweep.run())
    }

    @Test func aFragileLabelClipsInGermanAtAccessibilitySizesAndNamesTheWinningConstraint() throws {
        let report = try Self.sweep(locales: ["en", "de"], categories: [.large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge])
        #expect(report.errors.isEmpty)
        let clipped = try #require(report.findings.first { $0.view == "title" && $0.kind == .clippedText })
        #expect(clipped.locales == ["de"])
        #expect(clipped.firstFailures.map(\.category) == [.accessibilityMedium])
        #expect(clipped.worst.variant.category == .accessibilityExtraExtraExtraLarge)
        let because = clipped.worst.details.because ?? []
        #expect(because.contains("title.trailing = value.leading - 8"), "\(because)")
        #expect(because.contains("value.width = 120"), "\(because)")
        #expect(clipped.worst.magnitude > 100)
        #expect(clipped.location?.file == "Row.layout.yaml")
        #expect(clipped.location?.line == 3)
        let germanLarge = try #require(report.results.first { $0.variant.locale == "de" && $0.variant.category == .large })
        #expect(!germanLarge.findings.contains { $0.kind == .clippedText && $0.view == "title" })
    }

    /// A conflict the layout misses by a third of a point (a 20 pt slot for a 20.33 pt one) moves
    /// nothing anyone sees: a warning that says so. One missed by 30 pt stays an error.
    @Test func aConflictMissedByUnderAPointIsAWarning() throws {
        func unsatisfiable(_ height: String) throws -> AggregatedFinding? {
            let report = try Self.sweep(locales: ["en"], categories: [.large], spec: """
                screen: Slot
                views:
                  slot: { type: view, parent: root }
                constraints:
                  - slot.top = root.safeArea.top + 20
                  - slot.leading = root.safeArea.leading + 16
                  - slot.width = 100
                  - slot.height = 20
                  - slot.height = \(height)
                """)
            return report.findings.first { $0.kind == .unsatisfiable }
        }
        let slight = try #require(try unsatisfiable("20.33"))
        #expect(slight.severity == .warning)
        #expect(slight.worst.message.contains("missed by 0.33 pt: nothing visible moves"), "\(slight.worst.message)")
        let large = try #require(try unsatisfiable("50"))
        #expect(large.severity == .error)
        #expect(large.worst.message.contains("missed by 30 pt"), "\(large.worst.message)")
    }

    /// A cell's code pins its content view to the cell's own top, where UIKit puts it; the
    /// sweep stands the component below the screen's safe area top. Only that pin breaks: it is
    /// the sweep's, not the app's conflict. A conflict inside the content stays reported.
    @Test func aComponentsTopPinIsNoConflict() throws {
        func cell(extra: [ConstraintSpec]) -> Screen {
            var screen = Screen(name: "Cell", views: [ViewNode(id: "content", kind: .view), { var inner = ViewNode(id: "inner", kind: .view); inner.parent = "content"; return inner }()],
                                constraints: [
                                    ConstraintSpec(id: "own.top", first: Anchor(.view("content"), .top), second: Anchor(.view(LayoutItem.rootID), .top)),
                                    ConstraintSpec(id: "w", first: Anchor(.view("inner"), .width), constant: 80),
                                    ConstraintSpec(id: "h", first: Anchor(.view("inner"), .height), constant: 40),
                                    ConstraintSpec(id: "l", first: Anchor(.view("inner"), .leading), second: Anchor(.view("content"), .leading)),
                                    ConstraintSpec(id: "t", first: Anchor(.view("inner"), .top), second: Anchor(.view("content"), .top)),
                                    ConstraintSpec(id: "b", first: Anchor(.view("inner"), .bottom), second: Anchor(.view("content"), .bottom)),
                                ] + extra + [
                                    ConstraintSpec(id: "content.pinned.top", first: Anchor(.view("content"), .top), second: Anchor(.guide(LayoutItem.rootID, .safeArea), .top)),
                                    ConstraintSpec(id: "content.pinned.leading", first: Anchor(.view("content"), .leading), second: Anchor(.guide(LayoutItem.rootID, .safeArea), .leading)),
                                    ConstraintSpec(id: "content.pinned.trailing", first: Anchor(.view("content"), .trailing), second: Anchor(.guide(LayoutItem.rootID, .safeArea), .trailing)),
                                ])
            screen.componentView = "content"
            return screen
        }
        let pinned = try Self.sweep(locales: ["en"], categories: [.large], screen: cell(extra: []))
        #expect(!pinned.findings.contains { $0.kind == .unsatisfiable }, "\(pinned.findings.map(\.summary))")
        let conflicting = try Self.sweep(locales: ["en"], categories: [.large], screen: cell(extra: [
            ConstraintSpec(id: "h2", first: Anchor(.view("inner"), .height), constant: 60),
        ]))
        #expect(conflicting.findings.contains { $0.kind == .unsatisfiable }, "\(conflicting.findings.map(\.summary))")
    }

    /// Element's 80 pt avatar view, a component its code places: pinned by the sweep to the
    /// screen's width, its own content conflicts with that pin. The pin is the sweep's stand-in
    /// for a host, so no conflict is reported; a cell (its list does fix its width) still has one.
    @Test func aHostPlacedComponentsOwnWidthIsNoConflict() throws {
        var base = Screen(name: "Avatar", views: [ViewNode(id: "tile", kind: .view), { var inner = ViewNode(id: "inner", kind: .view); inner.parent = "tile"; return inner }()],
                          // The file's constraints, then the sweep's pins, as the readers add them.
                          constraints: [
                              ConstraintSpec(id: "w", first: Anchor(.view("inner"), .width), constant: 80),
                              ConstraintSpec(id: "h", first: Anchor(.view("inner"), .height), constant: 80),
                              ConstraintSpec(id: "l", first: Anchor(.view("inner"), .leading), second: Anchor(.view("tile"), .leading)),
                              ConstraintSpec(id: "r", first: Anchor(.view("inner"), .trailing), second: Anchor(.view("tile"), .trailing)),
                              ConstraintSpec(id: "t", first: Anchor(.view("inner"), .top), second: Anchor(.view("tile"), .top)),
                              ConstraintSpec(id: "b", first: Anchor(.view("inner"), .bottom), second: Anchor(.view("tile"), .bottom)),
                              ConstraintSpec(id: "tile.pinned.top", first: Anchor(.view("tile"), .top), second: Anchor(.guide(LayoutItem.rootID, .safeArea), .top)),
                              ConstraintSpec(id: "tile.pinned.leading", first: Anchor(.view("tile"), .leading), second: Anchor(.guide(LayoutItem.rootID, .safeArea), .leading)),
                              ConstraintSpec(id: "tile.pinned.trailing", first: Anchor(.view("tile"), .trailing), second: Anchor(.guide(LayoutItem.rootID, .safeArea), .trailing)),
                          ])
        base.componentView = "tile"
        let cell = try Self.sweep(locales: ["en"], categories: [.large], screen: base)
        #expect(cell.findings.contains { $0.kind == .unsatisfiable })
        let hosted = try Self.sweep(locales: ["en"], categories: [.large], screen: base.keepingDeclaredComponentWidth())
        #expect(!hosted.findings.contains { $0.kind == .unsatisfiable }, "\(hosted.findings.map(\.summary))")
        // Open Food Facts' attribute view: a conflict only right to left has (a `left` beside a
        // `leading`, which flips) is the app's own, pin or not.
        var flipping = Screen(name: "Attribute", views: [ViewNode(id: "tile", kind: .view), { var inner = ViewNode(id: "inner", kind: .view); inner.parent = "tile"; return inner }()],
                              constraints: [
                                  ConstraintSpec(id: "w", first: Anchor(.view("inner"), .width), constant: 50),
                                  ConstraintSpec(id: "h", first: Anchor(.view("inner"), .height), constant: 50),
                                  ConstraintSpec(id: "left", first: Anchor(.view("inner"), .left), second: Anchor(.view("tile"), .left), constant: 10),
                                  ConstraintSpec(id: "lead", first: Anchor(.view("inner"), .leading), second: Anchor(.view("tile"), .leading), constant: 10),
                                  ConstraintSpec(id: "t", first: Anchor(.view("inner"), .top), second: Anchor(.view("tile"), .top)),
                                  ConstraintSpec(id: "b", first: Anchor(.view("inner"), .bottom), second: Anchor(.view("tile"), .bottom)),
                                  ConstraintSpec(id: "tile.pinned.top", first: Anchor(.view("tile"), .top), second: Anchor(.guide(LayoutItem.rootID, .safeArea), .top)),
                                  ConstraintSpec(id: "tile.pinned.leading", first: Anchor(.view("tile"), .leading), second: Anchor(.guide(LayoutItem.rootID, .safeArea), .leading)),
                                  ConstraintSpec(id: "tile.pinned.trailing", first: Anchor(.view("tile"), .trailing), second: Anchor(.guide(LayoutItem.rootID, .safeArea), .trailing)),
                              ])
        flipping.componentView = "tile"
        let rightToLeft = try Self.sweep(locales: ["en", "ar"], categories: [.large], screen: flipping.keepingDeclaredComponentWidth())
        let conflicts = rightToLeft.findings.filter { $0.kind == .unsatisfiable }
        #expect(conflicts.count == 1 && conflicts.first?.locales == ["ar"], "\(rightToLeft.findings.map(\.summary))")
    }

    /// A banner nothing places horizontally (a view kept on its autoresizing mask in code): its
    /// x is the solver's pick in each direction, so "not mirrored" would compare two arbitrary
    /// frames. It is reported ambiguous, and neither it nor the label inside it is "not mirrored".
    @Test func aViewWithAnAmbiguousXIsNotComparedWithItsMirror() throws {
        let report = try Self.sweep(locales: ["ar"], categories: [.large], spec: """
            screen: Banner
            views:
              banner: { type: view, parent: root }
              text:   { type: label, parent: banner, key: row.title, style: body }
            constraints:
              - banner.top = root.safeArea.top + 20
              - banner.width = 200
              - banner.height = 44
              - text.leading = banner.leading + 8
              - text.centerY = banner.centerY
            """)
        let result = try #require(report.results.first)
        #expect(result.variant.direction == .rightToLeft)
        #expect(result.findings.contains { $0.kind == .ambiguous && $0.view == "banner" })
        #expect(!result.findings.contains { $0.kind == .rtlNotMirrored }, "\(result.findings.map(\.message))")
    }

    /// WooCommerce's notice: a package's helper (`pinSubviewToAllEdges`) places the banner, and
    /// the Swift reader could not read it. What the constraints it did read leave open is not
    /// reported ambiguous, for the banner or the label inside it; the same screen without that
    /// mark is.
    @Test func aViewPlacedByUnreadCodeIsNotReportedAmbiguous() throws {
        var screen = try LayoutSpecReader.parse(yaml: """
            screen: Notice
            views:
              banner: { type: view, parent: root }
              text:   { type: label, parent: banner, key: row.title, style: body }
            constraints:
              - banner.width = 200
              - banner.height = 44
              - text.leading = banner.leading + 8
              - text.centerY = banner.centerY
            """, file: "Notice.layout.yaml")
        let read = try #require(try Self.sweep(locales: ["en"], categories: [.large], screen: screen).results.first)
        #expect(read.findings.contains { $0.kind == .ambiguous && $0.view == "banner" })
        screen.appFacts.placedByUnreadCode = ["banner"]
        let unread = try #require(try Self.sweep(locales: ["en"], categories: [.large], screen: screen).results.first)
        #expect(!unread.findings.contains { $0.kind == .ambiguous }, "\(unread.findings.map(\.message))")
    }

    /// Open Food Facts' empty-state label: its width constraint (0.9 × the screen's width,
    /// read from `UIScreen`) is left out by the reader, so the label runs as wide as its text.
    /// Marked placed by unread code, it is neither `offscreen` nor compared for overlap.
    @Test func aViewPlacedByUnreadCodeIsNotReportedOffscreen() throws {
        var screen = try LayoutSpecReader.parse(yaml: """
            screen: Empty
            views:
              message: { type: label, parent: root, key: row.bio, style: body }
              retry:   { type: button, parent: root, text: "Retry", style: body }
            constraints:
              - message.leading = root.safeArea.leading + 340
              - message.top = root.safeArea.top + 20
              - retry.leading = root.safeArea.leading + 360
              - retry.top = root.safeArea.top + 20
              - retry.width = 44
              - retry.height = 44
            """, file: "Empty.layout.yaml")
        let read = try #require(try Self.sweep(locales: ["de"], categories: [.large], screen: screen).results.first)
        #expect(read.findings.contains { $0.kind == .offscreen && $0.view == "message" }, "\(read.findings.map(\.message))")
        #expect(read.findings.contains { $0.kind == .overlap })
        screen.appFacts.placedByUnreadCode = ["message"]
        let unread = try #require(try Self.sweep(locales: ["de"], categories: [.large], screen: screen).results.first)
        #expect(!unread.findings.contains { $0.kind == .offscreen && $0.view == "message" }, "\(unread.findings.map(\.message))")
        #expect(!unread.findings.contains { $0.kind == .overlap })
    }

    /// Simplenote's popover: code sets its container's `left` constant from the text it points
    /// at, so the file's constant says nothing of where it is in Arabic. Before the app's code
    /// is known the container is "not mirrored"; once the constant is known to be set in code,
    /// neither it, a view inside it, nor a shadow placed beside it by leading/trailing is judged.
    /// The anchor the container is measured from keeps its own `left` constraint, and is still
    /// reported.
    @Test func aViewCodePositionsIsNotComparedWithItsMirror() throws {
        var screen = try LayoutSpecReader.parse(yaml: """
            screen: Popover
            views:
              anchor:    { type: view, parent: root }
              container: { type: view, parent: root }
              shadow:    { type: view, parent: root }
              inner:     { type: view, parent: container }
            constraints:
              - anchor.left = root.left + 10
              - anchor.top = root.safeArea.top + 100
              - anchor.width = 20
              - anchor.height = 20
              - container.left = anchor.left + 40
              - container.top = root.safeArea.top + 20
              - container.width = 200
              - container.height = 44
              - shadow.leading = container.leading
              - shadow.trailing = container.trailing
              - shadow.top = container.top
              - shadow.height = 44
              - inner.leading = container.leading + 8
              - inner.top = container.top
              - inner.width = 50
              - inner.height = 20
            """, file: "Popover.layout.yaml")
        func notMirrored(_ screen: Screen) throws -> Set<String> {
            let result = try #require(try Self.sweep(locales: ["ar"], categories: [.large], screen: screen).results.first)
            return Set(result.findings.filter { $0.kind == .rtlNotMirrored }.map(\.view))
        }
        #expect(try notMirrored(screen).isSuperset(of: ["anchor", "container"]))
        let placed = try #require(screen.constraints.first { $0.first.item == .view("container") && $0.first.attribute == .left })
        screen.appFacts.constantsSetInCode = [placed.id]
        #expect(try notMirrored(screen) == ["anchor"])
    }

    /// A label squeezed below zero width between two leading/trailing constraints mirrors
    /// exactly in right-to-left: its frame shows width 0 at the x the constraints gave, and the
    /// mirror is taken on its signed width — not reported "off the mirror" by its shortfall
    /// (Go Map!!'s offline cells: "274 pt off", the width the label lacked).
    @Test func aCollapsedViewPlacedByLeadingAndTrailingIsMirrored() throws {
        let report = try Self.sweep(locales: ["ar"], categories: [.large], spec: """
            screen: Squeezed
            views:
              text: { type: label, parent: root, key: row.title, style: body }
            constraints:
              - text.top = root.safeArea.top + 20
              - text.leading = root.leading + 200
              - text.trailing = root.trailing - 200
            """)
        let result = try #require(report.results.first)
        #expect(result.variant.direction == .rightToLeft)
        let text = try #require(result.views.first { $0.id == "text" })
        #expect(text.frame.width == 0)
        #expect(!result.findings.contains { $0.kind == .rtlNotMirrored }, "\(result.findings.map(\.message))")
    }

    /// A label with no constraints in a storyboard keeps its frame through its autoresizing
    /// mask, which UIKit never mirrors: the finding says so and suggests constraints, not
    /// "use leading instead of left" about a constraint nobody wrote.
    @Test func aFixedFrameIsNamedAsTheCauseOfAMirroringFault() throws {
        let xml = IBDocument.storyboard(scenes: """
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" id="root1">
                                    <rect key="frame" x="0" y="0" width="393" height="852"/>
                                    <subviews>
                                        <label text="Hello" id="hello">
                                            <rect key="frame" x="20" y="100" width="80" height="21"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        </label>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """, toolsVersion: nil, safeAreas: false, device: nil)
        let screens = try InterfaceBuilderReader.read(data: Data(xml.utf8), displayPath: "Fixed.storyboard")
        let screen = try #require(screens.first)
        let report = try Self.sweep(locales: ["ar"], categories: [.large], screen: screen)
        let fault = try #require(report.findings.first { $0.kind == .rtlNotMirrored && $0.view == "hello" })
        #expect(fault.worst.details.cause?.contains("autoresizing mask") == true, "\(String(describing: fault.worst.details.cause))")
        #expect(fault.suggestion?.contains("leading/trailing constraints instead of a fixed frame") == true, "\(String(describing: fault.suggestion))")
    }

    @Test func rightToLeftFlagsTheLeftPinnedLabelButNotThePlaybackButton() throws {
        let report = try Self.sweep(locales: ["ar"], categories: [.large])
        let result = try #require(report.results.first)
        #expect(result.variant.direction == .rightToLeft)
        let faults = result.findings.filter { $0.kind == .rtlNotMirrored }
        #expect(faults.map(\.view) == ["bio"])
        #expect(faults.first?.details.cause?.contains("bio.left = root.left + 16") == true)
        #expect(result.mirroring?.keptByDesign == ["play"])
        // The title follows leading/trailing, so it sits at the mirror of its left-to-right frame.
        let title = try #require(result.views.first { $0.id == "title" })
        let twin = try #require(result.mirroring?.twinFrames["title"])
        #expect(abs(title.frame.x - (result.rootSize.width - twin.x - twin.width)) <= 1)
    }
}
