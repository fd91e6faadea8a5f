import Foundation
import LayoutEngine
import Testing
import TestSupport
import TextEngine
@testable import ScreenFormats

/// What the importer keeps of Interface Builder's design-time state: saved frames, the canvas,
/// run-time sizing stand-ins and the SDK era of system controls.
@Suite struct InterfaceBuilderDesignTests {
    static func document(toolsVersion: String, device: String = "retina6_12", subviews: String, constraints: String = "") -> String {
        IBDocument.storyboard(scenes: InterfaceBuilderFixtures.scene(subviews: subviews, constraints: constraints),
                              toolsVersion: toolsVersion, safeAreas: false, device: device)
    }

    static let aSwitch = #"<switch opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="toggle"><rect key="frame" x="20" y="40" width="63" height="28"/></switch>"#

    @Test func aSwitchHasIOS26SizeInFilesSavedByXcode26() throws {
        let screen = try #require(try InterfaceBuilderFixtures.read(Self.document(toolsVersion: "24506", subviews: Self.aSwitch)).first)
        let node = try #require(screen.views.first { $0.kind == .switch })
        #expect(node.intrinsicSize == IntrinsicSize(width: 61, height: 28))
    }

    @Test func aSwitchKeepsTheClassicSizeInOlderFiles() throws {
        let screen = try #require(try InterfaceBuilderFixtures.read(Self.document(toolsVersion: "23727", subviews: Self.aSwitch)).first)
        let node = try #require(screen.views.first { $0.kind == .switch })
        #expect(node.intrinsicSize == nil)
    }

    /// The Cocoa Touch plug-in's version names the SDK IB drew with; it wins over a
    /// `toolsVersion` that is not an Xcode build (Go Map!!'s `DataOverlays.storyboard`).
    @Test func thePlugInVersionDecidesTheControlsEra() throws {
        for (plugIn, expected) in [("22685", IntrinsicSize?.none), ("24504", IBViewReader.iOS26SwitchSize)] {
            let xml = Self.document(toolsVersion: "32700.99.1234", subviews: Self.aSwitch).replacingOccurrences(
                of: "<scenes>",
                with: #"<dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\#(plugIn)"/></dependencies><scenes>"#)
            let screen = try #require(try InterfaceBuilderFixtures.read(xml).first)
            let node = try #require(screen.views.first { $0.kind == .switch })
            #expect(node.intrinsicSize == expected, "plug-in \(plugIn)")
        }
    }

    static let aNavigationBar = #"<navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar"><rect key="frame" x="0" y="48" width="375" height="54"/></navigationBar>"#

    static let aSearchBar = #"<searchBar contentMode="redraw" placeholder="Niagara Falls" translatesAutoresizingMaskIntoConstraints="NO" id="search"><rect key="frame" x="0" y="171" width="393" height="64"/></searchBar>"#

    /// Xcode 26 draws iOS 26's taller bars: a standalone navigation bar 54 pt (44 before), a
    /// search bar 64 pt (56 before).
    @Test func barsHaveIOS26HeightsInFilesSavedByXcode26() throws {
        for (tools, bar, search) in [("24506", 54.0, 64.0), ("23727", 44, 56)] {
            let xml = Self.document(toolsVersion: tools, subviews: Self.aNavigationBar + Self.aSearchBar)
            let screen = try #require(try InterfaceBuilderFixtures.read(xml).first)
            let barNode = try #require(screen.views.first { $0.displayName == "bar" })
            #expect(barNode.intrinsicSize == IntrinsicSize(width: nil, height: bar), "toolsVersion \(tools)")
            let searchNode = try #require(screen.views.first { $0.displayName == "Niagara Falls" || $0.displayName == "search" })
            #expect(searchNode.intrinsicSize == IntrinsicSize(width: nil, height: search), "toolsVersion \(tools)")
        }
    }

    /// A cell whose box sits 7 pt inside the content view's leading margin and on its top margin.
    static func cellXib(toolsVersion: String, savedX: Double, savedY: Double) -> String {
        IBDocument.xib(objects: """
        <tableViewCell contentMode="scaleToFill" reuseIdentifier="FieldCell" id="cell">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="content">
                <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="\(savedX)" y="\(savedY)" width="100" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="w"/>
                            <constraint firstAttribute="height" constant="20" id="h"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" constant="7" id="l"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """, toolsVersion: toolsVersion, safeAreas: false, device: nil)
    }

    /// Xcode 8 and earlier drew cells with 8 pt content margins (the corpus's Xcode 6 cells are
    /// saved so); `verify-ib` lays such a file out on that canvas, while the run-time layout keeps
    /// today's 11 pt top and 16 pt leading margins.
    @Test func cellsSavedByXcode8OrEarlierAreComparedOnTheirEightPointMargins() throws {
        let old = try #require(try InterfaceBuilderFixtures.read(Self.cellXib(toolsVersion: "7706", savedX: 15, savedY: 8), path: "Field.xib").first)
        #expect(old.design?.canvasMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let comparisons = try DesignVerifier(measurer: try TextMeasurer()).compare(old)
        let box = try #require(comparisons.first { $0.name == "box" })
        #expect(box.laidOut.x == 15 && box.laidOut.y == 8)
        // The same cell saved by Xcode 16 is drawn with today's margins: 16 + 7, 11.
        let new = try #require(try InterfaceBuilderFixtures.read(Self.cellXib(toolsVersion: "23727", savedX: 23, savedY: 11), path: "Field.xib").first)
        #expect(new.design?.canvasMargins == nil)
        let newBox = try #require(try DesignVerifier(measurer: try TextMeasurer()).compare(new).first { $0.name == "box" })
        #expect(newBox.laidOut.x == 23 && newBox.laidOut.y == 11)
        // At run time the old file's cell has today's margins too.
        let session = try LayoutSession(screen: old, device: try #require(Device.named("iPhone SE (1st generation)")), orientation: .portrait,
                                        direction: .leftToRight, measurer: try TextMeasurer())
        let result = session.layout(category: .large, locale: "en", analyze: false) { $0.fallback ?? "" }
        let content = try #require(result.views.first { $0.id == old.componentView })
        let runBox = try #require(result.views.first { $0.id != content.id && $0.frame.width == 100 })
        #expect(runBox.frame.x - content.frame.x == 23)
    }

    /// `MainStoryboard.storyboard`'s "selectButton" row: a 45 pt button between the content
    /// margins of a 60 pt row, which cannot hold it. IB keeps the row's height and gives the
    /// button what is left (60 − 2 × 11 = 38); so does `verify-ib`.
    @Test func aRowHeightTheContentCannotFitKeepsTheCanvasSize() throws {
        let xml = Self.cellXib(toolsVersion: "22154", savedX: 23, savedY: 11)
            .replacingOccurrences(of: #"height="43""#, with: #"height="60""#)
            .replacingOccurrences(of: #"<constraint firstAttribute="height" constant="20" id="h"/>"#,
                                  with: #"<constraint firstAttribute="height" constant="45" id="h"/>"#)
            .replacingOccurrences(of: #"<constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>"#,
                                  with: """
                                  <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                                  <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="b"/>
                                  """)
        let screen = try #require(try InterfaceBuilderFixtures.read(xml, path: "Row.xib").first)
        let comparisons = try DesignVerifier(measurer: try TextMeasurer()).compare(screen)
        let content = try #require(comparisons.first { $0.name == "content" })
        let box = try #require(comparisons.first { $0.name == "box" })
        #expect(content.laidOut.height == 60)
        #expect(box.laidOut.y == 11 && box.laidOut.height == 38)
    }

    /// A table footer is saved where it sits in its table (685 pt down); `verify-ib` lays the
    /// footer out on its own and compares its size only, its subviews in full.
    @Test func aComponentsOwnOriginIsNotCompared() throws {
        let xml = Self.cellXib(toolsVersion: "22154", savedX: 23, savedY: 11)
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="320" height="43"/>"#,
                                  with: #"<rect key="frame" x="0.0" y="685" width="320" height="43"/>"#)
        let screen = try #require(try InterfaceBuilderFixtures.read(xml, path: "Footer.xib").first)
        let comparisons = try DesignVerifier(measurer: try TextMeasurer()).compare(screen)
        let content = try #require(comparisons.first { $0.name == "content" })
        #expect(content.saved.y == content.laidOut.y && content.saved.height == 43)
        #expect(content.agrees)
        let box = try #require(comparisons.first { $0.name == "box" })
        #expect(box.saved == Rect(x: 23, y: 11, width: 100, height: 20))
    }

    @Test func marginBehaviourAttributesAreRead() throws {
        let subviews = """
            <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" translatesAutoresizingMaskIntoConstraints="NO" id="strip"><rect key="frame" x="0" y="0" width="375" height="50"/></view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="plain"><rect key="frame" x="0" y="60" width="375" height="50"/></view>
            """
        let screen = try #require(try InterfaceBuilderFixtures.read(Self.document(toolsVersion: "23727", subviews: subviews)).first)
        let strip = try #require(screen.views.first { $0.displayName == "strip" })
        let plain = try #require(screen.views.first { $0.displayName == "plain" })
        #expect(strip.preservesSuperviewLayoutMargins && !strip.insetsLayoutMarginsFromSafeArea)
        #expect(!plain.preservesSuperviewLayoutMargins && plain.insetsLayoutMarginsFromSafeArea)
    }

    @Test func savedFramesAndCanvasAreKept() throws {
        let screen = try #require(try InterfaceBuilderFixtures.read(Self.document(toolsVersion: "23727", subviews: Self.aSwitch)).first)
        let design = try #require(screen.design)
        let toggle = try #require(screen.views.first { $0.kind == .switch })
        #expect(design.frames[toggle.id] == Rect(x: 20, y: 40, width: 63, height: 28))
        // The scene's root is 375×667 (its saved frame); retina6_12's status bar is 59 pt.
        #expect(design.canvas.rootSize(.portrait) == Size(width: 375, height: 667))
        #expect(design.canvas.safeAreaInsets(.portrait).top == 0)
    }

    @Test func placeholderSizesMarkTheViewSizedAtRunTime() throws {
        let subviews = """
            <view contentMode="scaleToFill" placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="infinite" translatesAutoresizingMaskIntoConstraints="NO" id="chart"><rect key="frame" x="0" y="0" width="120" height="80"/></view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="map"><rect key="frame" x="0" y="100" width="50" height="50"/></view>
            """
        let constraints = """
            <constraint firstItem="map" firstAttribute="width" constant="50" placeholder="YES" id="p1"/>
            """
        let screen = try #require(try InterfaceBuilderFixtures.read(Self.document(toolsVersion: "23727", subviews: subviews, constraints: constraints)).first)
        let design = try #require(screen.design)
        let chart = try #require(screen.views.first { $0.location?.line != nil && $0.intrinsicSize?.width == 120 })
        #expect(chart.intrinsicSize?.height == nil)
        #expect(chart.intrinsicSizeStandsIn)
        #expect(design.sizedAtRunTime.contains(chart.id))
        let map = try #require(screen.views.first { $0.id != chart.id })
        #expect(design.sizedAtRunTime.contains(map.id))
        // The placeholder constraint itself is gone (removed at build time); its constant stands
        // in for the size the view's code gives it, below required like every stand-in.
        #expect(!screen.constraints.contains { $0.id == "p1" })
        #expect(map.intrinsicSize == IntrinsicSize(width: 50, height: nil))
        #expect(map.intrinsicSizeStandsIn)
    }

    /// Go Map!!'s edit toolbar: a custom control whose size constraints are removed at build
    /// time (its code sizes it), with a label placed from it. The removed constants stand in
    /// for its size, so neither it nor the label placed from it is left free.
    @Test func aViewSizedByItsCodeLeavesNothingPlacedFromItAmbiguous() throws {
        let subviews = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar"><rect key="frame" x="67" y="550" width="241" height="44"/>
                <constraints>
                    <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="44" id="b0"/>
                    <constraint firstAttribute="width" priority="250" constant="241" placeholder="YES" id="b1"/>
                    <constraint firstAttribute="height" priority="1" constant="44" placeholder="YES" id="b2"/>
                </constraints></view>
            <label text="60 FPS" translatesAutoresizingMaskIntoConstraints="NO" id="fps"><rect key="frame" x="160" y="520" width="55" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            """
        let constraints = """
            <constraint firstItem="bar" firstAttribute="centerX" secondItem="top" secondAttribute="centerX" id="c1"/>
            <constraint firstItem="top" firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" constant="73" id="c2"/>
            <constraint firstItem="bar" firstAttribute="top" secondItem="fps" secondAttribute="bottom" constant="9" id="c3"/>
            <constraint firstItem="fps" firstAttribute="centerX" secondItem="top" secondAttribute="centerX" id="c4"/>
            """
        let screen = try #require(try InterfaceBuilderFixtures.read(Self.document(toolsVersion: "23727", subviews: subviews, constraints: constraints)).first)
        let session = try LayoutSession(screen: screen, device: try #require(Device.named("iPhone 15")), orientation: .portrait,
                                        direction: .leftToRight, measurer: try TextMeasurer())
        let result = session.layout(category: .large, locale: "en", analyze: true) { $0.fallback ?? "" }
        #expect(result.ambiguous.isEmpty, "\(result.ambiguous)")
        let bar = try #require(result.views.first { $0.id == "bar" })
        #expect(bar.frame.width == 241 && bar.frame.height == 44)
    }
}
