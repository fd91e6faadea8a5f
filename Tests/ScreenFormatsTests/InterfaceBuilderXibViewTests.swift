import Foundation
import LayoutEngine
import Testing
import TestSupport
import TextEngine
@testable import ScreenFormats

/// A xib's top-level view: a view controller's screen when File's Owner holds it as `view`,
/// a component when it is a custom view class the app's code creates (a table header), however
/// large Interface Builder drew it.
@Suite struct InterfaceBuilderXibViewTests {
    /// A retina4_7 xib whose one top-level view (375 × 667, the device's size) holds a stack
    /// pinned 20 pt inside its safe area; `owner` is File's Owner's extra XML.
    static func xib(viewClass: String?, owner: String = "") -> String {
        let classAttribute = viewClass.map { #" customClass="\#($0)""# } ?? ""
        return IBDocument.xib(objects: """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"\(owner.isEmpty ? "/>" : ">\(owner)</placeholder>")
                <view contentMode="scaleToFill" id="top"\(classAttribute)>
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="20" y="40" width="335" height="100"/>
                            <constraints><constraint firstAttribute="height" constant="100" id="h"/></constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="t"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="l"/>
                        <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="r"/>
                    </constraints>
                </view>
        """, toolsVersion: "21701", device: "retina4_7")
    }

    static func screen(_ xml: String) throws -> Screen {
        try #require(try InterfaceBuilderReader.read(data: Data(xml.utf8), displayPath: "Header.xib").first)
    }

    /// A button the file gives no title, image, background image, configuration or colour draws
    /// nothing (a tap target); any of those, in any state, draws something, and a clear colour
    /// does not count. An app's button class, or a border set by runtime attribute, may draw.
    @Test func aButtonWithNothingToDrawIsKnownAsSuch() throws {
        func button(_ id: String, _ inner: String, attributes: String = #"buttonType="system""#) -> String {
            #"<button opaque="NO" contentMode="scaleToFill" \#(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="0" y="0" width="90" height="50"/>\#(inner)</button>"#
        }
        let xml = IBDocument.xib(objects: """
            <view contentMode="scaleToFill" id="top">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <subviews>
                    \(button("empty", ""))
                    \(button("clear", #"<color key="backgroundColor" white="1" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#))
                    \(button("titled", #"<state key="normal" title="Open"/>"#))
                    \(button("selectedImage", #"<state key="selected" image="star"/>"#))
                    \(button("coloured", #"<color key="backgroundColor" systemColor="systemBlueColor"/>"#))
                    \(button("info", "", attributes: #"buttonType="infoLight""#))
                    \(button("configured", #"<buttonConfiguration key="configuration" style="filled"/>"#))
                    \(button("custom", "", attributes: #"buttonType="system" customClass="RoundButton""#))
                    \(button("bordered", #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth"><integer key="value" value="1"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes>"#))
                </subviews>
            </view>
            """)
        let screen = try Self.screen(xml)
        let nothing = Set(screen.views.filter(\.drawsNothing).map(\.id))
        #expect(nothing == ["empty", "clear"], "\(nothing)")
    }

    @Test func aCustomViewNoControllerOwnsIsAComponent() throws {
        #expect(try Self.screen(Self.xib(viewClass: "AboutHeaderView")).componentView != nil)
        let owned = Self.xib(viewClass: "AboutView", owner: #"<connections><outlet property="view" destination="top" id="o"/></connections>"#)
        #expect(try Self.screen(owned).componentView == nil)
        #expect(try Self.screen(Self.xib(viewClass: nil)).componentView == nil)
    }

    /// IB drew the header at the device's size, under the status bar: on its canvas the box sits
    /// 20 pt below the 20 pt status bar, as IB saved it (y 40).
    @Test func aComponentDrawnAtTheDevicesSizeIsComparedUnderTheStatusBar() throws {
        let screen = try Self.screen(Self.xib(viewClass: "AboutHeaderView"))
        #expect(screen.design?.canvasCoversScreen == true)
        let comparisons = try DesignVerifier(measurer: TextMeasurer()).compare(screen)
        let box = try #require(comparisons.first { $0.id == "box" })
        #expect(box.agrees, "\(box.laidOut) vs \(box.saved)")
    }

    /// Interface Builder drew `retina6_1` (iPhone 11) with a 44 pt status bar until Xcode 14 and
    /// with iOS 14's 48 pt since: Pocket Casts' views pinned to the safe area were saved at
    /// y 44 by Xcode 10–13 and at y 48 by Xcode 14. Each file is compared on its own canvas.
    @Test func theIPhone11CanvasHasTheStatusBarOfTheXcodeThatDrewIt() throws {
        func agrees(toolsVersion: String, savedTop: Double) throws -> Bool {
            let xml = Self.screenXib(toolsVersion: toolsVersion, device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
                                     width: 414, height: 896, savedTop: savedTop)
            return try Self.boxAgrees(xml)
        }
        #expect(try agrees(toolsVersion: "19455", savedTop: 44))
        #expect(try !agrees(toolsVersion: "19455", savedTop: 48))
        #expect(try agrees(toolsVersion: "21701", savedTop: 48))
        #expect(try !agrees(toolsVersion: "21701", savedTop: 44))
    }

    /// A screen xib holding one view pinned to the top and sides of the safe area; `device` is
    /// the `<device>` element (or nothing), `savedTop` the box's saved y, `label` an optional
    /// label element placed in the box.
    static func screenXib(toolsVersion: String, device: String, width: Int, height: Int, savedTop: Double,
                          boxHeight: Double = 100, label: String = "") -> String {
        let fixedHeight = label.isEmpty ? #"<constraints><constraint firstAttribute="height" constant="\#(boxHeight)" id="h"/></constraints>"# : ""
        let labelConstraints = label.isEmpty ? "" : """
            <constraint firstItem="text" firstAttribute="top" secondItem="box" secondAttribute="top" id="lt"/>
            <constraint firstItem="text" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="lb"/>
            <constraint firstItem="text" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="ll"/>
            <constraint firstItem="text" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="lr"/>
            """
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" useAutolayout="YES" useSafeAreas="YES">
                \(device)
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="AccountViewController">
                        <connections><outlet property="view" destination="top" id="o"/></connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0" y="\(savedTop)" width="\(width)" height="\(boxHeight)"/>
                                \(fixedHeight)
                                <subviews>\(label)</subviews>
                                <constraints>\(labelConstraints)</constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="r"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
    }

    /// Xcode 12.5's Interface Builder drew text styles at the `extraSmall` Dynamic Type size: a
    /// Subheadline label it saved 14.5 pt tall (12 pt text), where Xcode 13 saved the same label
    /// 18 pt tall (15 pt text, `large`). Each file is compared at the size its Xcode drew.
    @Test func xcode12Point5DrewTextStylesAtTheSmallestSize() throws {
        func agrees(toolsVersion: String, savedHeight: Double) throws -> Bool {
            let label = """
                <label opaque="NO" text="Settings" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(savedHeight)"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                </label>
                """
            let xml = Self.screenXib(toolsVersion: toolsVersion, device: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#,
                                     width: 375, height: 667, savedTop: 20, boxHeight: savedHeight, label: label)
            return try Self.boxAgrees(xml)
        }
        #expect(try agrees(toolsVersion: "18122", savedHeight: 14.5))
        #expect(try !agrees(toolsVersion: "18122", savedHeight: 18))
        #expect(try agrees(toolsVersion: "19455", savedHeight: 18))
        #expect(try !agrees(toolsVersion: "19455", savedHeight: 14.5))
    }

    /// A file that names no device is drawn on Xcode's default iPhone 8 canvas with its 20 pt
    /// status bar; one whose view IB saved at another size (Go Map!!'s 414 × 896 height screen)
    /// was drawn freeform, with no status bar or home indicator over it.
    @Test func aViewOfAnotherSizeInAFileWithoutADeviceIsDrawnFreeform() throws {
        func agrees(width: Int, height: Int, savedTop: Double) throws -> Bool {
            let xml = Self.screenXib(toolsVersion: "18122", device: "", width: width, height: height, savedTop: savedTop)
            return try Self.boxAgrees(xml)
        }
        #expect(try agrees(width: 414, height: 896, savedTop: 0))
        #expect(try !agrees(width: 414, height: 896, savedTop: 20))
        #expect(try agrees(width: 375, height: 667, savedTop: 20))
        #expect(try !agrees(width: 375, height: 667, savedTop: 0))
    }

    /// Whether the view `box` of a file lays out where Interface Builder saved it.
    static func boxAgrees(_ xml: String) throws -> Bool {
        let comparisons = try DesignVerifier(measurer: TextMeasurer()).compare(try screen(xml))
        return try #require(comparisons.first { $0.id == "box" }).agrees
    }

    /// A freeform component xib (`width` × `height`) holding `box`, 100 pt tall, saved at y
    /// `savedBoxY` and pinned to the sides of the safe area and by `pin` (constraint XML).
    static func freeformXib(toolsVersion: String, device: String, width: Int, height: Int, savedBoxY: Double, pin: String) -> String {
        IBDocument.xib(objects: """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="top" customClass="PanelView">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="0" y="\(savedBoxY)" width="\(width)" height="100"/>
                            <constraints><constraint firstAttribute="height" constant="100" id="h"/></constraints>
                        </view>
                    </subviews>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        \(pin)
                        <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                        <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="r"/>
                    </constraints>
                </view>
        """, toolsVersion: toolsVersion, device: device)
    }

    /// Interface Builder draws a freeform view (a banner, a sheet's content) at the top of its
    /// document's device: on an iPhone with a sensor housing the status bar overlaps its safe
    /// area whatever the Xcode (Simplenote's 258 pt history panel, saved by Xcode 12, pins its
    /// stack 16 pt below the safe area at y 60); on an iPhone 8 only from Xcode 14 (DuckDuckGo's
    /// notification banner at y 20; Open Food Facts' Xcode 11 panels at y 0).
    @Test func aFreeformViewIsDrawnAtTheTopOfItsDevice() throws {
        func agrees(toolsVersion: String, device: String, width: Int, savedTop: Double) throws -> Bool {
            let pin = #"<constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="16" id="t"/>"#
            return try Self.boxAgrees(Self.freeformXib(toolsVersion: toolsVersion, device: device, width: width, height: 258,
                                                       savedBoxY: savedTop + 16, pin: pin))
        }
        #expect(try agrees(toolsVersion: "17506", device: "retina6_1", width: 414, savedTop: 44))
        #expect(try !agrees(toolsVersion: "17506", device: "retina6_1", width: 414, savedTop: 0))
        #expect(try agrees(toolsVersion: "15702", device: "retina4_7", width: 375, savedTop: 0))
        #expect(try !agrees(toolsVersion: "15702", device: "retina4_7", width: 375, savedTop: 20))
        #expect(try agrees(toolsVersion: "22505", device: "retina4_7", width: 375, savedTop: 20))
        #expect(try !agrees(toolsVersion: "22505", device: "retina4_7", width: 375, savedTop: 0))
    }

    /// A freeform view nearly as tall as its device meets the home indicator: a box pinned to
    /// its safe area's bottom ends where the device's safe area does (896 − 34 = 862 on an
    /// iPhone 11), not at the view's own bottom (880).
    @Test func aTallFreeformViewMeetsTheHomeIndicator() throws {
        func agrees(savedBottom: Double) throws -> Bool {
            let pin = #"<constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="b"/>"#
            return try Self.boxAgrees(Self.freeformXib(toolsVersion: "17506", device: "retina6_1", width: 414, height: 880,
                                                       savedBoxY: savedBottom - 100, pin: pin))
        }
        #expect(try agrees(savedBottom: 862))
        #expect(try !agrees(savedBottom: 880))
    }

    /// A top-level view that keeps its superview's margins has no superview on IB's canvas, yet
    /// IB saves it with a root view's side margins (20 pt on a 414 pt iPhone 11) and without the
    /// status bar's 44 pt above (WooCommerce's header bar, its margins not inset by the safe
    /// area, saved 8 pt from its top).
    @Test func aTopLevelViewKeepingItsSuperviewsMarginsHasARootViewsSideMarginsOnTheCanvas() throws {
        func agrees(savedX: Double, savedY: Double) throws -> Bool {
            let xml = IBDocument.xib(objects: """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" id="top" customClass="HeaderBar">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="71"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="\(savedX)" y="\(savedY)" width="\(414 - 2 * savedX)" height="\(71 - savedY - 8)"/>
                            </view>
                        </subviews>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="topMargin" id="t"/>
                            <constraint firstItem="top" firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="b"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="top" secondAttribute="leadingMargin" id="l"/>
                            <constraint firstItem="top" firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="r"/>
                        </constraints>
                    </view>
            """, toolsVersion: "19455", device: "retina6_1")
            return try Self.boxAgrees(xml)
        }
        #expect(try agrees(savedX: 20, savedY: 8))
        #expect(try !agrees(savedX: 8, savedY: 8), "its own 8 pt side margins are not what IB draws")
        #expect(try !agrees(savedX: 20, savedY: 44), "the status bar does not reach its margins")
    }
}

