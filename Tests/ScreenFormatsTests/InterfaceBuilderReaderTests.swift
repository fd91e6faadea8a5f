import Diagnostics
import Foundation
import LayoutEngine
import Testing
@testable import ScreenFormats

@Suite struct InterfaceBuilderReaderTests {
    typealias F = InterfaceBuilderFixtures

    @Test func aSceneBecomesAScreenNamedAfterItsTitle() throws {
        let xml = F.storyboard(F.scene(title: "Sign In", subviews: """
            <label text="Email" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-1">
                <rect key="frame" x="16" y="40" width="42" height="21"/>
            </label>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="card">
                <rect key="frame" x="16" y="80" width="343" height="200"/>
                <subviews>
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                        <rect key="frame" x="8" y="8" width="46" height="30"/>
                        <state key="normal" title="Go"/>
                    </button>
                </subviews>
            </view>
            """))
        let screens = try F.read(xml, path: "App/Base.lproj/Main.storyboard")
        #expect(screens.count == 1)
        let screen = try #require(screens.first)
        #expect(screen.name == "Main.storyboard › Sign In")
        #expect(screen.file == "App/Base.lproj/Main.storyboard")
        #expect(screen.views.map(\.id) == ["lbl-1", "card", "btn"])
        #expect(screen.views.map(\.parent) == ["root", "root", "card"])
        #expect(screen.views.map(\.kind) == [.label, .view, .button])
        let label = try #require(screen.view("lbl-1"))
        #expect(label.location == SourceLocation(file: "App/Base.lproj/Main.storyboard", line: F.line(of: "id=\"lbl-1\"", in: xml)))
        #expect(screen.warnings.isEmpty)
    }

    @Test func sceneTitleFallsBackToTheControllerClass() throws {
        let xml = F.storyboard("""
            <scene sceneID="s2">
                <objects>
                    <viewController id="vc9" customClass="ProfileViewController" sceneMemberID="viewController">
                        <view key="view" id="v9"><rect key="frame" x="0" y="0" width="320" height="568"/></view>
                    </viewController>
                </objects>
            </scene>
            """)
        #expect(try F.read(xml, path: "Profile.storyboard").map(\.name) == ["Profile.storyboard › ProfileViewController"])
    }

    @Test func tableCellsBecomeScreensOfTheirOwnThatFitTheirHeight() throws {
        let xml = F.storyboard("""
            <!--Settings-->
            <scene sceneID="s3">
                <objects>
                    <tableViewController id="tvc" sceneMemberID="viewController">
                        <tableView key="view" id="table">
                            <rect key="frame" x="0" y="0" width="375" height="667"/>
                            <prototypes>
                                <tableViewCell reuseIdentifier="NameCell" id="cell1">
                                    <rect key="frame" x="0" y="28" width="375" height="44"/>
                                    <tableViewCellContentView key="contentView" id="content1">
                                        <rect key="frame" x="0" y="0" width="375" height="44"/>
                                        <subviews>
                                            <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                                <rect key="frame" x="16" y="11" width="45" height="21"/>
                                            </label>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="name" firstAttribute="leading" secondItem="content1" secondAttribute="leadingMargin" id="c1"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                </tableViewCell>
                                <tableViewCell id="cell2">
                                    <rect key="frame" x="0" y="72" width="375" height="44"/>
                                    <tableViewCellContentView key="contentView" id="content2">
                                        <rect key="frame" x="0" y="0" width="375" height="44"/>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
            """)
        let screens = try F.read(xml, path: "Settings.storyboard")
        // The table view root holds no subviews of its own, so only its cells are screens.
        #expect(screens.map(\.name) == ["Settings.storyboard › Settings › NameCell", "Settings.storyboard › Settings › cell2"])
        let cell = screens[0]
        // The content view sits at the top of the device's safe area, full width, as tall as its
        // constraints make it (its IB height at fitting priority when they leave it free).
        #expect(cell.views.map(\.id) == ["content1", "name"])
        #expect(cell.view("content1")?.parent == "root")
        #expect(cell.view("content1")?.layoutMargins == EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        #expect(cell.view("name")?.parent == "content1")
        #expect(cell.constraints.first { $0.id == "c1" }?.second == Anchor(.view("content1"), .leadingMargin))
        let pins = cell.constraints.filter { $0.origin == .code }
        let safeArea = LayoutItem.guide("root", .safeArea)
        #expect(Set(pins.compactMap { $0.second }) == [Anchor(safeArea, .top), Anchor(safeArea, .leading), Anchor(safeArea, .trailing)])
        #expect(pins.filter { $0.second != nil }.allSatisfy { $0.first == Anchor(.view("content1"), $0.second?.attribute ?? .notAnAttribute) && $0.isRequired })
        let fitting = try #require(pins.first { $0.second == nil })
        #expect(fitting.first == Anchor(.view("content1"), .height))
        #expect(fitting.constant == 44)
        #expect(fitting.priority < 50)   // below the fitting level, so it never ties with a stack hugging its views
    }

    @Test func builtInCellStylesArePlacedAsUIKitPlacesThem() throws {
        let xml = F.xib("""
            <tableViewCell style="IBUITableViewCellStyleSubtitle" textLabel="t" detailTextLabel="d" imageView="i" reuseIdentifier="Sub" id="cell">
                <rect key="frame" x="0" y="0" width="414" height="44"/>
                <tableViewCellContentView key="contentView" id="cv">
                    <rect key="frame" x="0" y="0" width="414" height="44"/>
                    <subviews>
                        <label text="Title" id="t"><rect key="frame" x="20" y="4" width="374" height="20"/><autoresizingMask key="autoresizingMask"/></label>
                        <label text="Detail" id="d"><rect key="frame" x="20" y="24" width="374" height="16"/><autoresizingMask key="autoresizingMask"/></label>
                        <imageView id="i"><rect key="frame" x="4" y="11" width="10" height="10"/><autoresizingMask key="autoresizingMask"/></imageView>
                        <label text="Extra" id="x"><rect key="frame" x="300" y="11" width="50" height="20"/><autoresizingMask key="autoresizingMask"/></label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """)
        let screen = try #require(try F.read(xml, path: "Cells.xib").first)
        let spec = { (id: String) in screen.constraints.first { $0.id == id } }
        // No autoresizing for the views the style places; a view of its own keeps its mask.
        #expect(!screen.constraints.contains { $0.origin == .autoresizing && ["t", "d", "i"].contains($0.first.item.viewID) })
        #expect(screen.constraints.filter { $0.origin == .autoresizing && $0.first.item == .view("x") }.count == 4)
        #expect(spec("i.cellStyle.leading")?.second == Anchor(.view("cv"), .leadingMargin))
        #expect(spec("i.cellStyle.centerY")?.second == Anchor(.view("cv"), .centerY))
        let titleLeading = try #require(spec("t.cellStyle.leading"))
        #expect(titleLeading.second == Anchor(.view("i"), .trailing) && titleLeading.constant == 16)
        // Subtitle lines are as wide as their text, a pair centred inside the row's edges (IB's
        // 44 pt rows hold a 20.5 + 16 pt pair without the 11 pt margins).
        #expect(spec("t.cellStyle.trailing")?.second == Anchor(.view("cv"), .trailingMargin))
        #expect(spec("t.cellStyle.trailing")?.relation == .lessThanOrEqual)
        #expect(spec("d.cellStyle.top")?.second == Anchor(.view("t"), .bottom))
        #expect(spec("t.cellStyle.topEdge")?.second == Anchor(.view("cv"), .top))
        #expect(spec("t.cellStyle.topEdge")?.relation == .greaterThanOrEqual)
        #expect(spec("d.cellStyle.bottomEdge")?.relation == .lessThanOrEqual)
        #expect(screen.constraints.filter { $0.id.contains(".cellStyle.") }.allSatisfy { !$0.first.attribute.isAbsoluteHorizontal })
    }

    @Test func xibTopLevelViewsAndCellsAreScreens() throws {
        let xml = F.xib("""
            <view contentMode="scaleToFill" id="header" userLabel="Profile Header">
                <rect key="frame" x="0" y="0" width="320" height="120"/>
                <subviews>
                    <imageView translatesAutoresizingMaskIntoConstraints="NO" id="avatar">
                        <rect key="frame" x="8" y="8" width="60" height="60"/>
                    </imageView>
                </subviews>
            </view>
            <tableViewCell contentMode="scaleToFill" id="cellX" customClass="TaxonCell">
                <rect key="frame" x="0" y="0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" id="cx">
                    <rect key="frame" x="0" y="0" width="320" height="44"/>
                </tableViewCellContentView>
            </tableViewCell>
            <tapGestureRecognizer id="tap"/>
            """)
        let screens = try F.read(xml, path: "Views/Header.xib")
        #expect(screens.map(\.name) == ["Header.xib › Profile Header", "Header.xib › TaxonCell"])
        // Smaller than a screen: placed like a cell, at the top of the safe area.
        #expect(screens[0].views.map(\.id) == ["header", "avatar"])
        #expect(screens[0].constraints.contains { $0.first == Anchor(.view("header"), .height) && $0.constant == 120 && $0.priority < 50 && $0.priority > 1 })
        #expect(screens[1].views.map(\.id) == ["cx"])
    }

    @Test func aScreenSizedXibViewIsTheScreen() throws {
        let xml = F.xib("""
            <view contentMode="scaleToFill" id="whole"><rect key="frame" x="0" y="0" width="375" height="667"/>
                <subviews><label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="9" height="9"/></label></subviews>
            </view>
            <stackView axis="vertical" id="tall"><rect key="frame" x="0" y="0" width="320" height="568"/></stackView>
            """)
        let screens = try F.read(xml, path: "Full.xib")
        #expect(screens[0].views.map(\.id) == ["a"])
        #expect(screens[1].views.map(\.id) == ["tall"])
        let pins = screens[1].constraints
        #expect(Set(pins.map(\.first.attribute)) == [.top, .bottom, .leading, .trailing])
        #expect(pins.allSatisfy { $0.second?.item == .root && $0.second?.attribute == $0.first.attribute && $0.constant == 0 })
    }

    @Test func aTopLevelStackIsHeldByTheRootAndPinnedToIt() throws {
        let xml = F.xib("""
            <stackView opaque="NO" axis="vertical" spacing="4" id="stack">
                <rect key="frame" x="0" y="0" width="200" height="50"/>
                <subviews>
                    <label text="A" id="a"><rect key="frame" x="0" y="0" width="200" height="21"/></label>
                </subviews>
            </stackView>
            """)
        let screen = try #require(try F.read(xml, path: "Stack.xib").first)
        #expect(screen.views.map(\.id) == ["stack", "a"])
        #expect(screen.view("stack")?.parent == "root")
        let pins = screen.constraints.filter { $0.first.item == .view("stack") }
        #expect(Set(pins.map(\.first.attribute)) == [.top, .height, .leading, .trailing])
        #expect(pins.allSatisfy { $0.second == nil || ($0.second?.item == .guide("root", .safeArea) && $0.second?.attribute == $0.first.attribute) })
        #expect(pins.first { $0.first.attribute == .height }?.constant == 50)
    }

    @Test func tableHeaderViewsAreScreens() throws {
        let xml = F.storyboard("""
            <!--List-->
            <scene sceneID="s4">
                <objects>
                    <tableViewController id="tvc" sceneMemberID="viewController">
                        <tableView key="view" id="table">
                            <rect key="frame" x="0" y="0" width="375" height="667"/>
                            <view key="tableHeaderView" id="hdr">
                                <rect key="frame" x="0" y="0" width="375" height="80"/>
                                <subviews>
                                    <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="hello">
                                        <rect key="frame" x="8" y="8" width="40" height="20"/>
                                    </label>
                                </subviews>
                            </view>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
            """)
        let screens = try F.read(xml, path: "List.storyboard")
        #expect(screens.map(\.name) == ["List.storyboard › List › table header"])
        #expect(screens.first?.views.map(\.id) == ["hdr", "hello"])
    }

    @Test func sceneDockCellsAndCollectionCellsAreScreens() throws {
        let xml = F.storyboard("""
            <!--Gallery-->
            <scene sceneID="s5">
                <objects>
                    <collectionViewController id="cvc" sceneMemberID="viewController">
                        <collectionView key="view" id="grid">
                            <rect key="frame" x="0" y="0" width="375" height="667"/>
                            <cells>
                                <collectionViewCell reuseIdentifier="Photo" id="pc">
                                    <rect key="frame" x="0" y="0" width="100" height="100"/>
                                    <view key="contentView" id="pcv">
                                        <rect key="frame" x="0" y="0" width="100" height="100"/>
                                        <subviews>
                                            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="photo"><rect key="frame" x="0" y="0" width="100" height="100"/></imageView>
                                        </subviews>
                                    </view>
                                </collectionViewCell>
                            </cells>
                            <collectionReusableView key="sectionHeaderView" reuseIdentifier="Header" id="hv">
                                <rect key="frame" x="0" y="0" width="375" height="50"/>
                                <subviews>
                                    <label text="Section" translatesAutoresizingMaskIntoConstraints="NO" id="sect"><rect key="frame" x="8" y="8" width="60" height="21"/></label>
                                </subviews>
                            </collectionReusableView>
                        </collectionView>
                    </collectionViewController>
                    <tableViewCell reuseIdentifier="Loose" id="dock">
                        <rect key="frame" x="0" y="0" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" id="dockc">
                            <rect key="frame" x="0" y="0" width="320" height="44"/>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </scene>
            """)
        let screens = try F.read(xml, path: "Gallery.storyboard")
        #expect(screens.map(\.name) == ["Gallery.storyboard › Gallery › Photo", "Gallery.storyboard › Gallery › Header",
                                        "Gallery.storyboard › Gallery › Loose"])
        #expect(screens[0].views.map(\.id) == ["pcv", "photo"])
        #expect(screens[0].view("pcv")?.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(screens[1].views.map(\.id) == ["hv", "sect"])
    }

    @Test func subviewsExcludedFromTheBaseLayoutAreLeftOut() throws {
        let xml = F.storyboard(F.scene(subviews: """
            <label text="Wide only" translatesAutoresizingMaskIntoConstraints="NO" id="wide"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
            <label text="Always" translatesAutoresizingMaskIntoConstraints="NO" id="always"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
            """, constraints: """
            <constraint firstItem="wide" firstAttribute="top" secondItem="top" secondAttribute="top" id="wideTop"/>
            """, extra: """
            <variation key="default">
                <mask key="subviews"><exclude reference="wide"/></mask>
                <mask key="constraints"><exclude reference="wideTop"/></mask>
            </variation>
            """))
        let screen = try #require(try F.read(xml).first)
        #expect(screen.views.map(\.id) == ["always"])
        #expect(screen.constraints.isEmpty)
        #expect(screen.warnings.isEmpty)
    }

    @Test func customLayoutGuidesAreWarnedAbout() throws {
        let xml = F.storyboard(F.scene(subviews: """
            <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
            """, constraints: """
            <constraint firstItem="a" firstAttribute="top" secondItem="spacer" secondAttribute="bottom" id="toGuide"/>
            """, extra: """
            <layoutGuides><layoutGuide identifier="spacer" id="spacer"/></layoutGuides>
            """))
        let screen = try #require(try F.read(xml).first)
        #expect(screen.constraints.isEmpty)
        #expect(screen.warnings.count == 2)
        #expect(screen.warnings.contains { $0.message.contains("custom layout guides") })
    }

    @Test func xibViewControllersAndStaticCellsAreNamedUsefully() throws {
        let xml = F.xib("""
            <viewController id="vcx" customClass="AboutViewController">
                <view key="view" id="aboutRoot">
                    <rect key="frame" x="0" y="0" width="375" height="667"/>
                    <subviews>
                        <label text="About" translatesAutoresizingMaskIntoConstraints="NO" id="about"><rect key="frame" x="0" y="0" width="9" height="9"/></label>
                    </subviews>
                </view>
            </viewController>
            <tableViewCell id="static1">
                <rect key="frame" x="0" y="0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" id="static1c">
                    <rect key="frame" x="0" y="0" width="320" height="44"/>
                    <subviews>
                        <label text="" id="blank"><rect key="frame" x="0" y="0" width="9" height="9"/></label>
                        <label text="Email Feedback" id="mail"><rect key="frame" x="0" y="0" width="9" height="9"/></label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """)
        let screens = try F.read(xml, path: "About.xib")
        #expect(screens.map(\.name) == ["About.xib › AboutViewController", "About.xib › “Email Feedback”"])
        #expect(screens[0].views.map(\.id) == ["about"])
    }

    @Test func repeatedNamesGetTheRootID() throws {
        let cell = { (id: String) in
            """
            <tableViewCell reuseIdentifier="Row" id="\(id)"><rect key="frame" x="0" y="0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" id="\(id)c"><rect key="frame" x="0" y="0" width="320" height="44"/></tableViewCellContentView>
            </tableViewCell>
            """
        }
        let screens = try F.read(F.xib(cell("one") + cell("two")), path: "Rows.xib")
        #expect(screens.map(\.name) == ["Rows.xib › Row (onec)", "Rows.xib › Row (twoc)"])
    }

    @Test func ambiguousViewsAreRecorded() throws {
        let xml = F.storyboard(F.scene(subviews: """
            <label text="A" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="amb"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
            <label text="B" translatesAutoresizingMaskIntoConstraints="NO" id="fine"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
            """))
        #expect(try F.read(xml).first?.declaredAmbiguous == ["amb"])
    }

    @Test func unknownViewClassesAreApproximatedAndWarnedOncePerFile() throws {
        let pager = { (id: String) in
            "<pageControl numberOfPages=\"3\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"39\" height=\"37\"/></pageControl>"
        }
        let first = F.scene(title: "One", subviews: pager("p1") + pager("p2"))
        let second = F.scene(title: "Two", subviews: pager("p3")).replacingOccurrences(of: "\"top\"", with: "\"top2\"")
        let xml = F.storyboard(first + second)
        let screens = try F.read(xml, path: "Pages.storyboard")
        #expect(screens.count == 2)
        let pagerNode = try #require(screens[0].view("p1"))
        #expect(pagerNode.approximated)
        #expect(pagerNode.kind == .view)
        #expect(pagerNode.intrinsicSize == IntrinsicSize(width: 39, height: 37))
        let warnings = screens.flatMap(\.warnings)
        #expect(warnings.count == 1)
        #expect(warnings.first?.severity == .warning)
        #expect(warnings.first?.location == SourceLocation(file: "Pages.storyboard", line: F.line(of: "id=\"p1\"", in: xml)))
    }

    @Test func viewsWithoutIDsGetUniqueOnes() throws {
        let xml = F.storyboard(F.scene(subviews: """
            <label text="A"><rect key="frame" x="0" y="0" width="9" height="9"/></label><label text="B"><rect key="frame" x="0" y="0" width="9" height="9"/></label>
            <label text="C" id="root"><rect key="frame" x="0" y="0" width="9" height="9"/></label>
            """))
        let screen = try #require(try F.read(xml).first)
        let line = try #require(F.line(of: "text=\"A\"", in: xml))
        #expect(screen.views.map(\.id) == ["line\(line)", "line\(line)-2", "root-2"])
    }

    @Test func numbersThatAreNotFiniteAreIgnored() throws {
        let xml = F.storyboard(F.scene(subviews: """
            <pageControl translatesAutoresizingMaskIntoConstraints="NO" id="pc"><rect key="frame" x="0" y="0" width="inf" height="nan"/></pageControl>
            """, constraints: """
            <constraint firstItem="pc" firstAttribute="width" constant="nan" priority="inf" id="w"/>
            <constraint firstItem="pc" firstAttribute="width" secondItem="pc" secondAttribute="height" multiplier="1:0" id="r"/>
            <constraint firstItem="pc" firstAttribute="width" secondItem="pc" secondAttribute="height" multiplier="1e308:1e-308" id="r2"/>
            """))
        let screen = try #require(try F.read(xml).first)
        #expect(screen.view("pc")?.intrinsicSize == IntrinsicSize(width: 0, height: 0))
        let width = try #require(screen.constraints.first { $0.id == "w" })
        #expect(width.constant == 0 && width.priority == 1000)
        #expect(!screen.constraints.contains { $0.id == "r" || $0.id == "r2" })
    }

    @Test func knownUIKitClassesAreNotApproximated() throws {
        let xml = F.storyboard(F.scene(subviews: """
            <mapView translatesAutoresizingMaskIntoConstraints="NO" id="map"><rect key="frame" x="0" y="0" width="100" height="100"/></mapView>
            <progressView translatesAutoresizingMaskIntoConstraints="NO" id="prog"><rect key="frame" x="0" y="0" width="100" height="4"/></progressView>
            """))
        let screen = try #require(try F.read(xml).first)
        #expect(screen.warnings.isEmpty)
        #expect(screen.view("map")?.intrinsicSize == nil)
        #expect(screen.view("prog")?.intrinsicSize == IntrinsicSize(width: nil, height: 4))
        #expect(screen.views.allSatisfy { !$0.approximated })
    }

    @Test func malformedXMLIsAnErrorWithFileAndLine() {
        let xml = "<?xml version=\"1.0\"?>\n<document>\n  <scenes>\n    <scene>\n</document>\n"
        do {
            _ = try F.read(xml, path: "Broken.storyboard")
            Issue.record("malformed XML was accepted")
        } catch let error as DiagnosticError {
            let diagnostic = error.diagnostics.first
            #expect(diagnostic?.severity == .error)
            #expect(diagnostic?.location?.file == "Broken.storyboard")
            #expect((diagnostic?.location?.line ?? 0) >= 4)
            #expect(diagnostic?.description.hasPrefix("Broken.storyboard:") == true)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func otherXMLIsRejected() {
        #expect(throws: DiagnosticError.self) { try F.read("<plist><dict/></plist>", path: "Info.xib") }
        #expect(throws: DiagnosticError.self) { try F.read("", path: "Empty.xib") }
    }

    @Test func aMissingFileIsAnError() {
        #expect(throws: DiagnosticError.self) {
            try InterfaceBuilderReader.read(contentsOf: URL(fileURLWithPath: "/nonexistent/Nope.storyboard"), displayPath: "Nope.storyboard")
        }
    }

    /// Found by fuzzing: an archive whose view lists itself (or an ancestor) among its
    /// subviews recursed until the stack overflowed.
    @Test func legacyArchivesWithReferenceCyclesEnd() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
            <data>
            <array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
            <object class="IBUIView" id="20">
            <string key="NSFrameSize">{320, 480}</string>
            <array class="NSMutableArray" key="NSSubviews">
            <object class="IBUIView" id="30">
            <string key="NSFrame">{{0, 0}, {100, 50}}</string>
            <array class="NSMutableArray" key="NSSubviews"><reference ref="20"/><reference ref="30"/></array>
            </object>
            <reference ref="30"/>
            <reference ref="20"/>
            </array>
            </object>
            </array>
            </data>
            </archive>
            """
        let screens = try F.read(xml, path: "Cycle.xib")
        // Each view once, under its first parent.
        #expect(screens.count == 1)
        #expect(screens.first?.views.map(\.id) == ["30"])
    }

    @Test func legacyArchivesAreConverted() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
            <data>
            <array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
            <object class="IBProxyObject" id="11"><string key="IBProxiedObjectIdentifier">IBFilesOwner</string></object>
            <object class="IBUITableViewCell" id="20">
            <array class="NSMutableArray" key="NSSubviews">
            <object class="IBUIView" id="30">
            <array class="NSMutableArray" key="NSSubviews">
            <object class="IBUILabel" id="40">
            <int key="NSvFlags">1318</int>
            <string key="NSFrame">{{56, 2}, {230, 31}}</string>
            <string key="IBUIText">Common name</string>
            <int key="IBUILineBreakMode">4</int>
            <object class="IBUIFontDescription" key="IBUIFontDescription"><string key="name">Helvetica-Bold</string><string key="family">Helvetica</string><double key="pointSize">17</double></object>
            </object>
            <object class="IBUIView" id="41">
            <int key="NSvFlags">1316</int>
            <string key="NSFrame">{{5, 5}, {43, 43}}</string>
            </object>
            </array>
            <string key="NSFrameSize">{300, 53}</string>
            </object>
            </array>
            <string key="NSFrameSize">{320, 54}</string>
            <reference key="IBUIContentView" ref="30"/>
            <string key="IBUIReuseIdentifier">NameCell</string>
            </object>
            </array>
            <object class="IBObjectContainer" key="IBDocument.Objects">
            <object class="IBMutableOrderedSet" key="objectRecords"><array key="orderedObjects">
            <object class="IBObjectRecord"><int key="objectID">2</int><reference key="object" ref="20"/></object>
            <object class="IBObjectRecord"><int key="objectID">3</int><reference key="object" ref="40"/></object>
            <object class="IBObjectRecord"><int key="objectID">4</int><reference key="object" ref="41"/></object>
            </array></object>
            <dictionary class="NSMutableDictionary" key="flattenedProperties">
            <string key="4.CustomClassName">UIImageView</string>
            </dictionary>
            </object>
            </data>
            </archive>
            """
        let screens = try F.read(xml, path: "Old.xib")
        #expect(screens.map(\.name) == ["Old.xib › NameCell"])
        let screen = try #require(screens.first)
        #expect(screen.warnings.isEmpty)
        #expect(screen.views.map(\.id) == ["30", "3", "4"])
        #expect(screen.views.map(\.kind) == [.view, .label, .imageView])
        let label = try #require(screen.view("3"))
        #expect(label.text == TextSource(key: "3.text", fallback: "Common name", table: "Old"))
        #expect(label.font.source == .custom(family: "Helvetica", size: 17))
        #expect(label.font.weight == .bold)
        #expect(label.location?.line == F.line(of: "class=\"IBUILabel\"", in: xml))
        // NSvFlags 1318 = flexible width, right and bottom margins; 1316 = flexible right and bottom.
        let labelWidth = screen.constraints.first { $0.id == "3.autoresizing.width" }
        #expect(labelWidth?.second == Anchor(.view("30"), .width))
        #expect(abs((labelWidth?.multiplier ?? 0) - 230.0 / 244.0) < 1e-9)
        let imageWidth = screen.constraints.first { $0.id == "4.autoresizing.width" }
        #expect(imageWidth?.second == nil && imageWidth?.constant == 43)
        #expect(screen.constraints.first { $0.id == "4.autoresizing.top" }?.constant == 5)
    }

    /// Any truncation or byte flip of a valid document either imports or throws a
    /// `DiagnosticError`; it never traps.
    @Test func damagedDocumentsNeverCrash() throws {
        let xml = F.storyboard(F.scene(subviews: """
            <stackView axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="16" y="20" width="343" height="100"/>
                <subviews>
                    <label text="Hi" id="l1"><rect key="frame" x="0" y="0" width="343" height="21"/></label>
                    <segmentedControl id="seg"><rect key="frame" x="0" y="30" width="343" height="32"/>
                        <segments><segment title="A"/><segment title="B"/></segments></segmentedControl>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="st" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="k1"/>
            <constraint firstAttribute="trailing" secondItem="st" secondAttribute="trailing" multiplier="73:45" id="k2"/>
            """))
        let bytes = Array(xml.utf8)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var damaged = bytes
            if Bool.random(using: &generator) {
                damaged = Array(damaged.prefix(Int.random(in: 0..<damaged.count, using: &generator)))
            } else {
                for _ in 0..<3 {
                    let index = Int.random(in: 0..<damaged.count, using: &generator)
                    damaged[index] = UInt8.random(in: 32...126, using: &generator)
                }
            }
            do {
                _ = try InterfaceBuilderReader.read(data: Data(damaged), displayPath: "Fuzz.storyboard")
            } catch let error as DiagnosticError {
                #expect(error.diagnostics.allSatisfy { $0.location?.file == "Fuzz.storyboard" })
            }
        }
    }

    @Test func interfaceFilesAreFoundInFolders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-find-\(UUID().uuidString)")
        let base = folder.appendingPathComponent("App/Base.lproj")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["App/Base.lproj/Main.storyboard", "App/Cell.xib", "App/notes.txt", "App/Base.lproj/Main.strings"] {
            try Data().write(to: folder.appendingPathComponent(name))
        }
        let found = try InterfaceBuilderReader.interfaceFiles(in: folder).map { $0.path.replacingOccurrences(of: folder.path + "/", with: "") }
        #expect(found == ["App/Base.lproj/Main.storyboard", "App/Cell.xib"])
    }
}
