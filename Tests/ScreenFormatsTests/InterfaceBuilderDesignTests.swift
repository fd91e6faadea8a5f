import Foundation
import LayoutEngine
import Testing
@testable import ScreenFormats

/// What the importer keeps of Interface Builder's design-time state: saved frames, the canvas,
/// run-time sizing stand-ins and the SDK era of system controls.
@Suite struct InterfaceBuilderDesignTests {
    static func document(toolsVersion: String, device: String = "retina6_12", subviews: String, constraints: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" useAutolayout="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
        \(InterfaceBuilderFixtures.scene(subviews: subviews, constraints: constraints))
            </scenes>
        </document>
        """
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
        #expect(design.sizedAtRunTime.contains(chart.id))
        let map = try #require(screen.views.first { $0.id != chart.id })
        #expect(design.sizedAtRunTime.contains(map.id))
        // The placeholder constraint itself is gone (removed at build time).
        #expect(!screen.constraints.contains { $0.id == "p1" })
    }
}
