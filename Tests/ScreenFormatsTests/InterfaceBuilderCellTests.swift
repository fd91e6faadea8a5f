import Foundation
import LayoutEngine
import Testing
import TextEngine
@testable import ScreenFormats

/// Cells as UIKit lays them out: constraints IB keeps on the cell itself, and the height
/// fallback that must not tie with UIKit's own fitting-level constraints.
@Suite struct InterfaceBuilderCellTests {
    /// A table scene whose one cell holds `subviews` in its content view (`content`), with
    /// `cellConstraints` inside the cell element and `contentConstraints` inside the content view.
    static func tableScene(subviews: String, contentConstraints: String = "", cellConstraints: String) -> String {
        InterfaceBuilderFixtures.storyboard("""
        <scene sceneID="s1">
            <objects>
                <tableViewController id="tvc">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <prototypes>
                            <tableViewCell contentMode="scaleToFill" reuseIdentifier="row" id="cell">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                                    <subviews>
        \(subviews)
                                    </subviews>
                                    <constraints>\(contentConstraints)</constraints>
                                </tableViewCellContentView>
                                <constraints>\(cellConstraints)</constraints>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects>
        </scene>
        """)
    }

    /// A subtitle-style cell whose built-in title says "Title" (17 pt) and whose built-in detail
    /// says `detail` (at `detailSize` pt), plus `extra` subviews and content-view constraints.
    static func subtitleCell(detail: String, detailSize: Double, extra: String = "", contentConstraints: String = "") -> String {
        tableScene(subviews: """
            <label text="Title" id="title"><rect key="frame" x="20" y="3" width="35" height="20.5"/><autoresizingMask key="autoresizingMask"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            <label text="\(detail)" id="detail"><rect key="frame" x="20" y="23.5" width="47" height="19"/><autoresizingMask key="autoresizingMask"/>
                <fontDescription key="fontDescription" type="system" pointSize="\(detailSize)"/></label>
            \(extra)
            """, contentConstraints: contentConstraints, cellConstraints: "").replacingOccurrences(
                of: #"reuseIdentifier="row""#,
                with: #"reuseIdentifier="row" textLabel="title" detailTextLabel="detail" style="IBUITableViewCellStyleSubtitle""#)
    }

    static func cellScreen(_ xml: String) throws -> Screen {
        let screens = try InterfaceBuilderReader.read(data: Data(xml.utf8), displayPath: "Cells.storyboard")
        return try #require(screens.first { $0.name.hasSuffix("› row") })
    }

    static func layout(_ screen: Screen) throws -> LayoutResult {
        let session = try LayoutSession(screen: screen, device: try #require(Device.named("iPhone 15")), orientation: .portrait,
                                        direction: .leftToRight, measurer: try TextMeasurer())
        return session.layout(category: .large, locale: "en") { $0.fallback ?? "" }
    }

    /// UIKit lays out a built-in style's views in its own code: they never run off the screen,
    /// and how it wraps a label of several lines is its own (findings about it rest on that). A
    /// one-line title it truncates in place, as the sweep lays it out; the author's views are theirs.
    @Test func builtInStyleViewsAreUIKitsToPlace() throws {
        let xml = Self.subtitleCell(detail: "Detail", detailSize: 12, extra: """
            <label text="Own" translatesAutoresizingMaskIntoConstraints="NO" id="own"><rect key="frame" x="200" y="3" width="35" height="20.5"/></label>
            """).replacingOccurrences(of: #"<label text="Detail" id="detail">"#, with: #"<label text="Detail" numberOfLines="0" id="detail">"#)
        let screen = try Self.cellScreen(xml)
        #expect(screen.cellStyleViews == ["title", "detail"])
        let assumed = Dictionary(grouping: screen.appFacts.assumptions, by: \.view)
        #expect(assumed["detail"]?.first?.what.contains("UIKit wraps and sizes this Subtitle cell's built-in label of several lines") == true, "\(screen.appFacts.assumptions)")
        #expect(assumed["detail"]?.first?.location?.file == "Cells.storyboard")
        #expect(assumed["title"] == nil)
        #expect(assumed["own"] == nil)
    }

    /// A Right Detail or Left Detail cell puts its title and detail side by side only where both
    /// fit (Yubico's "Algorithm  SHA1" at accessibility sizes is stacked): findings about either
    /// label rest on UIKit's arrangement of the style. A Subtitle cell's, always stacked, do not.
    @Test func sideBySideStylesLabelsRestOnUIKitsArrangement() throws {
        for (style, name) in [("IBUITableViewCellStyleValue1", "Right Detail"), ("IBUITableViewCellStyleValue2", "Left Detail")] {
            let xml = Self.subtitleCell(detail: "SHA1", detailSize: 17).replacingOccurrences(of: "IBUITableViewCellStyleSubtitle", with: style)
            let screen = try Self.cellScreen(xml)
            let placed = screen.appFacts.assumptions.filter { $0.about == .placement }
            #expect(Set(placed.map(\.view)) == ["title", "detail"], "\(name): \(screen.appFacts.assumptions)")
            #expect(placed.allSatisfy { $0.what.contains("UIKit lays this \(name) cell's title and detail side by side only where both fit") }, "\(placed)")
        }
        let subtitle = try Self.cellScreen(Self.subtitleCell(detail: "SHA1", detailSize: 17))
        #expect(subtitle.appFacts.assumptions.filter { $0.about == .placement }.isEmpty)
    }

    /// `Settings.storyboard`'s "Register new account" cell: a button centred on the cell, with
    /// the centring constraints saved on the cell element. They must reach the content view.
    @Test func constraintsOnTheCellPlaceTheContentViewsSubviews() throws {
        let screen = try Self.cellScreen(Self.tableScene(subviews: """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="register">
                <rect key="frame" x="121" y="9" width="172" height="26"/>
                <constraints><constraint firstAttribute="height" constant="26" id="h26"/></constraints>
                <state key="normal" title="Register new account"/>
            </button>
            """, cellConstraints: """
            <constraint firstItem="register" firstAttribute="centerX" secondItem="cell" secondAttribute="centerX" id="cx"/>
            <constraint firstItem="register" firstAttribute="centerY" secondItem="cell" secondAttribute="centerY" id="cy"/>
            """))
        let ids = Set(screen.constraints.map(\.id))
        #expect(ids.contains("cx") && ids.contains("cy"))
        let centring = try #require(screen.constraints.first { $0.id == "cx" })
        #expect(centring.second?.item == .view("content"))
        let result = try Self.layout(screen)
        #expect(result.ambiguous.isEmpty, "\(result.ambiguous)")
        let button = try #require(result.frame("register"))
        let content = try #require(result.frame("content"))
        #expect(abs(button.x + button.width / 2 - (content.x + content.width / 2)) < 0.5)
        #expect(button.height == 26)
    }

    /// Pocket Casts' cells pin their content to the *cell's* safe area (a `viewLayoutGuide` the
    /// cell element holds). The table insets content views to the safe area, so the guide is the
    /// content view's own: the badge sits 20 pt in and 10 pt down, placed, with no warning.
    @Test func aCellsOwnSafeAreaGuideIsTheContentViews() throws {
        let xml = Self.tableScene(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                <rect key="frame" x="20" y="10" width="100" height="24"/>
                <constraints>
                    <constraint firstAttribute="height" constant="24" id="bh"/>
                    <constraint firstAttribute="width" constant="100" id="bw"/>
                </constraints>
            </view>
            """, cellConstraints: """
            <constraint firstItem="badge" firstAttribute="leading" secondItem="cellSafe" secondAttribute="leading" constant="20" id="bl"/>
            <constraint firstItem="badge" firstAttribute="top" secondItem="cellSafe" secondAttribute="top" constant="10" id="bt"/>
            """).replacingOccurrences(of: "</tableViewCell>", with: #"<viewLayoutGuide key="safeArea" id="cellSafe"/></tableViewCell>"#)
        let screen = try Self.cellScreen(xml)
        #expect(screen.warnings.isEmpty, "\(screen.warnings.map(\.message))")
        #expect(screen.constraints.first { $0.id == "bl" }?.second?.item == .guide("content", .safeArea))
        let result = try Self.layout(screen)
        #expect(result.ambiguous.isEmpty, "\(result.ambiguous)")
        let badge = try #require(result.frame("badge"))
        let content = try #require(result.frame("content"))
        #expect(abs(badge.x - content.x - 20) < 0.01 && abs(badge.y - content.y - 10) < 0.01, "\(badge) in \(content)")
    }

    /// `POI.storyboard`'s "CommonTagType" row: a disclosure cell whose field ends 34 pt before
    /// the *cell's* trailing edge (a constraint saved on the cell). The cell reaches past its
    /// content view by the accessory's width, so the field ends 34 pt before the row's end,
    /// under the chevron's column, not 34 pt before the content view's.
    @Test func aCellsTrailingEdgeReachesPastItsContentViewByTheAccessory() throws {
        let xml = Self.tableScene(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <rect key="frame" x="125" y="10" width="255" height="24"/>
                <constraints><constraint firstAttribute="height" constant="24" id="fh"/></constraints>
            </view>
            """, contentConstraints: """
            <constraint firstItem="field" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="125" id="fl"/>
            <constraint firstItem="field" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="ft"/>
            """, cellConstraints: """
            <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="34" id="ftr"/>
            """).replacingOccurrences(of: #"reuseIdentifier="row""#, with: #"reuseIdentifier="row" accessoryType="disclosureIndicator""#)
        let result = try Self.layout(try Self.cellScreen(xml))
        let field = try #require(result.frame("field"))
        let content = try #require(result.frame("content"))
        // iPhone 15: a 393 pt row; the disclosure indicator's column is 30.5 pt wide (the
        // content view's edge on the 1/3 pt pixel grid).
        #expect(abs(content.width - (393 - 30.5)) < 0.34)
        #expect(field.x + field.width == 393 - 34)
    }

    /// `QuestSolver.storyboard`'s "QuestCellTagValue": a basic-style cell with
    /// `indentationLevel="2" indentationWidth="10"`. UIKit moves the built-in title 20 pt in
    /// from the content view's leading margin; the default level (0) moves nothing.
    @Test func aBuiltInTitleIsIndentedByLevelTimesWidth() throws {
        let label = #"<label text="Title" id="title"><rect key="frame" x="36" y="0" width="323" height="51"/><autoresizingMask key="autoresizingMask"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#
        for (attributes, indent) in [(#"indentationLevel="2" indentationWidth="10""#, 20.0), ("", 0)] {
            let xml = Self.tableScene(subviews: label, cellConstraints: "").replacingOccurrences(
                of: #"reuseIdentifier="row""#,
                with: #"reuseIdentifier="row" textLabel="title" style="IBUITableViewCellStyleDefault" "# + attributes)
            let result = try Self.layout(try Self.cellScreen(xml))
            let title = try #require(result.frame("title"))
            let content = try #require(result.frame("content"))
            // iPhone 15: 20 pt content margins.
            #expect(title.x - content.x == 20 + indent, "\(attributes)")
        }
    }

    /// A nib stores content hugging only when it differs from UIView's 250; IB's library labels
    /// carry an explicit 251. `Panoramax.storyboard`'s info stack: "John Smith" has no vertical
    /// hugging (250) above a date label at 251, so the name stretches and nothing ties.
    @Test func aLabelWithoutHuggingAttributesHugsAt250() throws {
        let xml = InterfaceBuilderFixtures.storyboard(InterfaceBuilderFixtures.scene(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="info">
                <rect key="frame" x="20" y="600" width="188" height="44"/>
                <subviews>
                    <label opaque="NO" horizontalHuggingPriority="251" text="John Smith" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                        <rect key="frame" x="0.0" y="0.0" width="188" height="20.5"/>
                    </label>
                    <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="2025/03/01" translatesAutoresizingMaskIntoConstraints="NO" id="date">
                        <rect key="frame" x="0.0" y="20.5" width="188" height="23.5"/>
                    </label>
                </subviews>
                <constraints><constraint firstAttribute="height" constant="44" id="h44"/></constraints>
            </stackView>
            """, constraints: """
            <constraint firstItem="info" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstItem="info" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="t"/>
            """))
        let screens = try InterfaceBuilderReader.read(data: Data(xml.utf8), displayPath: "Info.storyboard")
        let screen = try #require(screens.first)
        #expect(screen.view("name")?.hugging == AxisPriorities(horizontal: 251, vertical: 250))
        #expect(screen.view("date")?.hugging == AxisPriorities(horizontal: 251, vertical: 251))
        let result = try Self.layout(screen)
        #expect(result.ambiguous.isEmpty, "\(result.ambiguous)")
        #expect((result.frame("name")?.height ?? 0) > (result.frame("date")?.height ?? 0))
    }

    /// `MainStoryboard.storyboard`'s switch cell: a horizontal stack (alignment centre) pinned
    /// to the content view's top and bottom, holding an empty label and a switch. The stack
    /// hugs its views at the fitting level; the cell's IB height must not tie with that.
    @Test func cellHeightFallbackDoesNotTieWithAStackHuggingItsViews() throws {
        let screen = try Self.cellScreen(Self.tableScene(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="14" y="0.0" width="386" height="44"/>
                <subviews>
                    <label opaque="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="0.0" y="0.0" width="337" height="44"/>
                    </label>
                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                        <rect key="frame" x="337" y="6.5" width="51" height="31"/>
                    </switch>
                </subviews>
            </stackView>
            """, contentConstraints: """
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="14" id="t"/>
            <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="b"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="content" secondAttribute="top" id="tp"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="14" id="l"/>
            """, cellConstraints: ""))
        let result = try Self.layout(screen)
        #expect(result.ambiguous.isEmpty, "\(result.ambiguous)")
        // UIKit's self-sizing: the stack hugs the switch (31 pt), the content view follows it.
        #expect(result.frame("stack")?.height == 31)
        #expect(result.frame("content")?.height == 31)
    }

    /// A disclosure indicator takes 30.5 pt from the content view, which keeps 8 pt of
    /// trailing margin beside it; the leading margin is the device's (20 pt on iPhone 15).
    @Test func anAccessoryNarrowsTheContentViewAndItsTrailingMargin() throws {
        let plain = Self.tableScene(subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="bar"><rect key="frame" x="20" y="11" width="374" height="22"/></view>
            """, contentConstraints: """
            <constraint firstItem="bar" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
            <constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="t"/>
            <constraint firstItem="bar" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="tp"/>
            <constraint firstAttribute="bottomMargin" secondItem="bar" secondAttribute="bottom" id="b"/>
            <constraint firstItem="bar" firstAttribute="height" constant="22" id="h"/>
            """, cellConstraints: "")
        let withAccessory = plain.replacingOccurrences(of: #"reuseIdentifier="row""#,
                                                       with: #"reuseIdentifier="row" accessoryType="disclosureIndicator""#)
        // Frames snap to iPhone 15's 1/3 pt grid; components sit at the top of the safe area.
        func near(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) <= 0.34 } ?? false }
        let open = try Self.layout(try Self.cellScreen(plain))
        let openContent = try #require(open.frame("content"))
        let openBar = try #require(open.frame("bar"))
        #expect(openContent.width == 393)
        #expect(openBar.x - openContent.x == 20 && openBar.y - openContent.y == 11 && openBar.width == 353)
        let disclosed = try Self.layout(try Self.cellScreen(withAccessory))
        let content = try #require(disclosed.frame("content"))
        let bar = try #require(disclosed.frame("bar"))
        #expect(near(content.width, 362.5))
        #expect(bar.x - content.x == 20 && near(content.x + content.width - (bar.x + bar.width), 8))
        // Mirrored in right-to-left layouts: the accessory and the 8 pt margin move to the left.
        let screen = try Self.cellScreen(withAccessory)
        let session = try LayoutSession(screen: screen, device: try #require(Device.named("iPhone 15")), orientation: .portrait,
                                        direction: .rightToLeft, measurer: try TextMeasurer())
        let rtl = session.layout(category: .large, locale: "ar") { $0.fallback ?? "" }
        let rtlContent = try #require(rtl.frame("content"))
        let rtlBar = try #require(rtl.frame("bar"))
        #expect(near(rtlContent.x, 30.5))
        #expect(near(rtlBar.x - rtlContent.x, 8) && near(rtlContent.x + rtlContent.width - (rtlBar.x + rtlBar.width), 20))
    }

    /// DuckDuckGo's `Settings.storyboard`: an `insetGrouped` table insets its cells by its layout
    /// margins (IB saves a 414 pt table's cells at x = 20, 374 pt wide), and the content margins
    /// inside follow the table's width, not the narrower cell's (20 pt beside a 414 pt table).
    @Test func anInsetGroupedTableInsetsItsCellsByItsMargins() throws {
        let plain = Self.tableScene(subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="bar"><rect key="frame" x="20" y="11" width="334" height="22"/></view>
            """, contentConstraints: """
            <constraint firstItem="bar" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
            <constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="t"/>
            <constraint firstItem="bar" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="tp"/>
            <constraint firstItem="bar" firstAttribute="height" constant="22" id="h"/>
            """, cellConstraints: "")
        let inset = plain
            .replacingOccurrences(of: #"id="table">"#, with: #"style="insetGrouped" id="table">"#)
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="414" height="44"/>"#,
                                  with: #"<rect key="frame" x="20" y="0.0" width="374" height="44"/>"#)
        // Run time on iPhone 15 (393 pt): inset by the root's 16 pt system margin on each side.
        let result = try Self.layout(try Self.cellScreen(inset))
        let content = try #require(result.frame("content"))
        let bar = try #require(result.frame("bar"))
        #expect(content.x == 16 && content.width == 361)
        #expect(bar.x - content.x == 20 && bar.width == 321)
        // A plain table's cell spans the screen.
        let open = try Self.layout(try Self.cellScreen(plain))
        #expect(open.frame("content")?.x == 0 && open.frame("content")?.width == 393)
        // On IB's 414 pt canvas the saved frames agree: a 374 pt cell, its bar 20 pt inside.
        let comparisons = try DesignVerifier(measurer: try TextMeasurer()).compare(try Self.cellScreen(inset))
        let barComparison = try #require(comparisons.first { $0.id == "bar" })
        #expect(barComparison.laidOut == Rect(x: 20, y: 11, width: 334, height: 22), "\(barComparison.laidOut)")
        #expect(comparisons.first { $0.id == "content" }?.laidOut.width == 374)
    }

    /// A collection view whose flow layout has `itemSize`/`estimatedItemSize` as given and one
    /// 100×100 cell holding a label pinned to its content view's edges.
    static func collectionScene(layoutAttributes: String, estimated: String = "") -> String {
        InterfaceBuilderFixtures.storyboard("""
        <scene sceneID="s1">
            <objects>
                <collectionViewController id="cvc">
                    <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" id="grid">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <collectionViewFlowLayout key="collectionViewLayout" \(layoutAttributes) id="flow">
                            <size key="itemSize" width="100" height="100"/>
                            \(estimated)
                        </collectionViewFlowLayout>
                        <cells>
                            <collectionViewCell contentMode="center" reuseIdentifier="row" id="cell">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                <collectionViewCellContentView key="contentView" opaque="NO" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                    <subviews>
                                        <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                            <rect key="frame" x="0" y="40" width="100" height="20"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="name" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="l"/>
                                        <constraint firstAttribute="trailing" secondItem="name" secondAttribute="trailing" id="t"/>
                                        <constraint firstItem="name" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c"/>
                                    </constraints>
                                </collectionViewCellContentView>
                            </collectionViewCell>
                        </cells>
                    </collectionView>
                </collectionViewController>
            </objects>
        </scene>
        """)
    }

    /// A collection view cell is as wide as its layout's item (DuckDuckGo's 68 pt app-icon
    /// cells were laid out 393 pt wide and their fixed-width content conflicted), and a
    /// self-sizing layout's cell is as wide as its content.
    @Test func aCollectionViewCellIsAsWideAsItsItem() throws {
        let fixed = try Self.layout(try Self.cellScreen(Self.collectionScene(layoutAttributes: "")))
        #expect(fixed.frame("content")?.width == 100)
        #expect(fixed.frame("name")?.width == 100)
        let selfSizing = try Self.layout(try Self.cellScreen(Self.collectionScene(layoutAttributes: #"automaticEstimatedItemSize="YES""#)))
        let label = try #require(selfSizing.frame("name"))
        #expect(label.width > 5 && label.width < 40, "\(label)")
        #expect(selfSizing.frame("content")?.width == label.width)
    }

    /// UIKit centres a subtitle cell's title and detail as a pair (`Settings.storyboard`'s
    /// "Presets Language" row: 20.5 + 16 pt lines 3.75 pt from the top and bottom of a 44 pt
    /// row), not the title's bottom on the centre line; the stand-in for the pair is hidden.
    @Test func subtitleCellsCentreTheTitleAndDetailTogether() throws {
        let xml = Self.subtitleCell(detail: "Subtitle", detailSize: 12)
        let screen = try Self.cellScreen(xml)
        let result = try Self.layout(screen)
        #expect(result.ambiguous.isEmpty, "\(result.ambiguous)")
        let content = try #require(result.frame("content"))
        let title = try #require(result.frame("title"))
        let detail = try #require(result.frame("detail"))
        #expect(abs(detail.y - (title.y + title.height)) < 0.01)
        let above = title.y - content.y
        let below = content.y + content.height - (detail.y + detail.height)
        #expect(above > 1 && abs(above - below) <= 1 / 3 + 0.01, "above \(above), below \(below)")
        let pair = try #require(screen.views.first { $0.id.hasSuffix(".cellStyle.pair") })
        #expect(pair.hidden)
    }

    /// Go Map!!'s Nominatim result cell: an author's label placed after the built-in detail label,
    /// both hugging at 250. UIKit sets the detail label's frame to its text, so the author's label
    /// takes the rest of the row: no hugging tie, nothing ambiguous.
    @Test func anAuthorsLabelBesideABuiltInDetailTakesTheRestOfTheRow() throws {
        let xml = Self.subtitleCell(detail: "Detail", detailSize: 16, extra: """
            <label text="Kind" textAlignment="right" translatesAutoresizingMaskIntoConstraints="NO" id="kind">
                <rect key="frame" x="200" y="23" width="199" height="19"/>
                <fontDescription key="fontDescription" type="system" pointSize="16"/></label>
            """, contentConstraints: """
            <constraint firstItem="kind" firstAttribute="centerY" secondItem="detail" secondAttribute="centerY" id="c1"/>
            <constraint firstItem="content" firstAttribute="trailing" secondItem="kind" secondAttribute="trailing" constant="15" id="c2"/>
            <constraint firstItem="kind" firstAttribute="leading" secondItem="detail" secondAttribute="trailing" constant="12" id="c3"/>
            """)
        let result = try Self.layout(try Self.cellScreen(xml))
        #expect(result.ambiguous.isEmpty, "\(result.ambiguous)")
        let content = try #require(result.frame("content"))
        let detail = try #require(result.frame("detail"))
        let kind = try #require(result.frame("kind"))
        // "Detail" at 16 pt is far narrower than half of a 393 pt row; the author's label fills the rest.
        #expect(detail.width < 80)
        #expect(abs(kind.x - (detail.x + detail.width + 12)) < 0.01)
        #expect(abs(content.x + content.width - 15 - (kind.x + kind.width)) < 0.01)
    }

    /// A built-in label the file leaves empty is filled by code at run time; Interface Builder
    /// draws "Title"/"Subtitle"/"Detail" in it (Go Map!!'s Nominatim result cell saves the empty
    /// detail line 55.7 × 19.3 pt). It is laid out with that placeholder, one line tall, keeping
    /// its key, so it still counts as text set in code.
    @Test func anEmptyBuiltInLabelShowsInterfaceBuildersPlaceholder() throws {
        let xml = Self.subtitleCell(detail: "", detailSize: 16)
        let screen = try Self.cellScreen(xml)
        let detailNode = try #require(screen.view("detail"))
        #expect(detailNode.text?.fallback == "Subtitle")
        #expect(detailNode.text?.key != nil)
        let result = try Self.layout(screen)
        let detail = try #require(result.frame("detail"))
        #expect(detail.height > 15 && detail.width > 40, "\(detail)")
    }

    /// A button with a configuration shows the configuration's title only: IB saves a normal-state
    /// title beside it (`Display.storyboard`'s trash buttons) that neither IB nor UIKit draws.
    @Test func aConfigurationButtonIgnoresTheNormalStateTitle() throws {
        let screen = try Self.cellScreen(Self.tableScene(subviews: """
            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="trash">
                <rect key="frame" x="346" y="9" width="48" height="34"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="plain"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="titled">
                <rect key="frame" x="20" y="9" width="80" height="34"/>
                <state key="normal" title="Ignored"/>
                <buttonConfiguration key="configuration" style="plain" title="Delete"/>
            </button>
            """, cellConstraints: ""))
        let trash = try #require(screen.views.first { $0.id == "trash" })
        let titled = try #require(screen.views.first { $0.id == "titled" })
        #expect(trash.text == nil)
        #expect(titled.text?.fallback == "Delete")
    }

    /// A borderless text field is at least 22 pt tall, with or without a clear button
    /// (`Settings.storyboard`'s server field and `POI.storyboard`'s "value" field, body text:
    /// 22, not the line's 20.33).
    @Test func aBorderlessFieldIsAtLeast22Tall() throws {
        let fields = ["plain": "", "clearing": #"clearButtonMode="whileEditing""#].map { id, mode in
            """
            <textField opaque="NO" contentMode="scaleToFill" placeholder="api.example.org" \(mode) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="11" width="200" height="22"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </textField>
            """
        }.joined(separator: "\n")
        let screen = try Self.cellScreen(Self.tableScene(subviews: fields, contentConstraints: """
            <constraint firstItem="plain" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l1"/>
            <constraint firstItem="plain" firstAttribute="top" secondItem="content" secondAttribute="top" id="t1"/>
            <constraint firstItem="clearing" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l2"/>
            <constraint firstItem="clearing" firstAttribute="top" secondItem="plain" secondAttribute="bottom" id="t2"/>
            """, cellConstraints: ""))
        let result = try Self.layout(screen)
        #expect(result.frame("clearing")?.height == 22)
        #expect(result.frame("plain")?.height == 22)
    }

    /// A value1 cell whose title and detail cannot both fit: UIKit's own layout keeps the title
    /// and cuts the detail, so there is no tie to report as ambiguous.
    @Test func aValue1DetailGivesWayToItsTitle() throws {
        let title = String(repeating: "Title words ", count: 4)
        let detail = String(repeating: "Detail words ", count: 4)
        let xml = Self.tableScene(subviews: """
            <label text="\(title)" id="title"><rect key="frame" x="20" y="12" width="35" height="20.5"/><autoresizingMask key="autoresizingMask"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            <label text="\(detail)" id="detail"><rect key="frame" x="300" y="12" width="44" height="20.5"/><autoresizingMask key="autoresizingMask"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            """, cellConstraints: "").replacingOccurrences(
                of: #"reuseIdentifier="row""#,
                with: #"reuseIdentifier="row" textLabel="title" detailTextLabel="detail" style="IBUITableViewCellStyleValue1""#)
        let screen = try Self.cellScreen(xml)
        let result = try Self.layout(screen)
        #expect(!result.ambiguous.contains { $0.views.contains("title") || $0.views.contains("detail") }, "\(result.ambiguous)")
        let titleView = try #require(result.views.first { $0.id == "title" })
        let titleText = try #require(titleView.measurement)
        #expect(abs(titleView.frame.width - titleText.width) < 0.5)
        // A title longer than the row is cut at the row's margin; the detail ends at zero width.
        let longer = xml.replacingOccurrences(of: title, with: String(repeating: "Title words ", count: 12))
        let squeezed = try Self.layout(try Self.cellScreen(longer))
        let content = try #require(squeezed.views.first { $0.id == "content" })
        let cut = try #require(squeezed.views.first { $0.id == "title" })
        let gone = try #require(squeezed.views.first { $0.id == "detail" })
        #expect(cut.frame.x + cut.frame.width <= content.frame.x + content.frame.width)
        #expect(gone.frame.width == 0 && !gone.collapsed)
    }

    /// A text field draws one line: a line break in its placeholder (Go Map!!'s tile URL field
    /// ends in a line break and a space) starts no second line, so nothing is truncated.
    @Test func aLineBreakInATextFieldStartsNoSecondLine() throws {
        let xml = Self.tableScene(subviews: """
            <textField borderStyle="roundedRect" placeholder="https://tile.example.org/{z}/{x}/{y}.png&#10; " translatesAutoresizingMaskIntoConstraints="NO" id="url">
                <rect key="frame" x="20" y="5" width="300" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/></textField>
            """, contentConstraints: """
            <constraint firstItem="url" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="url" firstAttribute="top" secondItem="content" secondAttribute="top" constant="5" id="c2"/>
            """, cellConstraints: "")
        let screen = try Self.cellScreen(xml)
        #expect(screen.view("url")?.placeholder?.fallback?.contains("\n") == true)
        let result = try Self.layout(screen)
        let field = try #require(result.views.first { $0.id == "url" })
        let measured = try #require(field.measurement)
        #expect(measured.linesNeeded == 1)
        #expect(!measured.truncated)
    }
}
