import Foundation
import LayoutEngine
import Testing
import TextEngine
@testable import ScreenFormats

/// Interface Builder's size-class variations: a constraint's constant, constraints installed
/// only in some size classes, a stack view's axis — as UIKit applies them on each device and
/// orientation.
@Suite struct InterfaceBuilderSizeClassTests {
    typealias F = InterfaceBuilderFixtures

    static let document = F.storyboard(F.scene(subviews: """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="card"><rect key="frame" x="16" y="100" width="100" height="40"/></view>
        <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="pair">
            <rect key="frame" x="16" y="200" width="40" height="80"/>
            <subviews>
                <view id="one"><rect key="frame" x="0" y="0" width="40" height="40"/>
                    <constraints><constraint firstAttribute="width" constant="40" id="w1"/><constraint firstAttribute="height" constant="40" id="h1"/></constraints></view>
                <view id="two"><rect key="frame" x="0" y="40" width="40" height="40"/>
                    <constraints><constraint firstAttribute="width" constant="40" id="w2"/><constraint firstAttribute="height" constant="40" id="h2"/></constraints></view>
            </subviews>
            <variation key="heightClass=compact" axis="horizontal"/>
        </stackView>
        """, constraints: """
        <constraint firstItem="card" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="100" id="top">
            <variation key="heightClass=compact" constant="8"/>
        </constraint>
        <constraint firstItem="card" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="lead"/>
        <constraint firstItem="card" firstAttribute="width" constant="100" id="narrow"/>
        <constraint firstItem="card" firstAttribute="width" constant="300" id="wide"/>
        <constraint firstItem="card" firstAttribute="height" constant="40" id="tall"/>
        <constraint firstItem="pair" firstAttribute="top" secondItem="card" secondAttribute="bottom" constant="10" id="below"/>
        <constraint firstItem="pair" firstAttribute="leading" secondItem="card" secondAttribute="leading" id="aligned"/>
        """, extra: """
        <variation key="default"><mask key="constraints"><exclude reference="wide"/></mask></variation>
        <variation key="heightClass=regular-widthClass=regular"><mask key="constraints"><include reference="wide"/><exclude reference="narrow"/></mask></variation>
        """))

    func layout(_ device: String, _ orientation: Orientation) throws -> LayoutResult {
        let screen = try #require(try F.read(Self.document).first)
        let session = try LayoutSession(screen: screen, device: try #require(Device.named(device)), orientation: orientation,
                                        direction: .leftToRight, measurer: try TextMeasurer())
        return session.layout(category: .large, locale: "en") { $0.fallback ?? "" }
    }

    @Test func eachSizeClassGetsItsVariation() throws {
        let portrait = try layout("iPhone 15", .portrait)
        #expect(portrait.frame("card") == Rect(x: 16, y: 159, width: 100, height: 40))
        #expect(portrait.frame("pair")?.width == 40 && portrait.frame("pair")?.height == 80)
        // Landscape iPhone: compact height — the top constant and the stack's axis change.
        let landscape = try layout("iPhone 15", .landscape)
        #expect(landscape.frame("card")?.y == 8)
        #expect(landscape.frame("pair")?.width == 80 && landscape.frame("pair")?.height == 40)
        // iPad: regular both ways — the constraint excluded by default is installed, the other not.
        let pad = try layout("iPad Pro 13-inch", .portrait)
        #expect(pad.frame("card")?.width == 300)
        #expect(pad.unsatisfied.isEmpty && pad.broken.isEmpty)
    }

    @Test func sizeClassesFollowTheDeviceAndOrientation() throws {
        let phone = try #require(Device.named("iPhone 15"))
        let max = try #require(Device.named("iPhone 15 Pro Max"))
        let pad = try #require(Device.named("iPad (10th generation)"))
        #expect(phone.sizeClass(.portrait) == SizeClass(regularWidth: false, regularHeight: true))
        #expect(phone.sizeClass(.landscape) == SizeClass(regularWidth: false, regularHeight: false))
        #expect(max.sizeClass(.landscape) == SizeClass(regularWidth: true, regularHeight: false))
        #expect(pad.sizeClass(.landscape) == SizeClass(regularWidth: true, regularHeight: true))
        let classes = try #require(IBScreenBuilder.sizeClasses(of: "heightClass=compact-widthClass=regular"))
        #expect(classes.regularWidth == true && classes.regularHeight == false)
        #expect(IBScreenBuilder.sizeClasses(of: "default") == nil)
    }
}
