import LayoutEngine
import Testing
import TextEngine
@testable import ScreenFormats

/// What Interface Builder's stack views mean at run time beyond their attributes: margins saved
/// on the stack, and the sizes a nib loads its views at.
@Suite struct InterfaceBuilderStackTests {
    static func layout(_ subviews: String, constraints: String, direction: LayoutDirection = .leftToRight) throws -> LayoutResult {
        let xml = InterfaceBuilderFixtures.storyboard(InterfaceBuilderFixtures.scene(subviews: subviews, constraints: constraints))
        let screen = try #require(try InterfaceBuilderFixtures.read(xml).first)
        let device = try #require(Device.named("iPhone SE (3rd generation)"))
        let session = try LayoutSession(screen: screen, device: device, orientation: .portrait, direction: direction,
                                        measurer: try TextMeasurer())
        return session.layout(category: .large, locale: "en") { $0.fallback ?? "" }
    }

    static func frame(_ id: String, in result: LayoutResult) throws -> Rect {
        try #require(result.views.first { $0.id == id }?.frame)
    }

    /// WooCommerce's ledger cell: a fill-proportionally column of plain views, which have no
    /// intrinsic size. UIKit weighs them by the sizes the views have when the nib loads them,
    /// IB's saved frames (40 and 160 pt here): the first is 40 / (40 + 160 + 10) of the column's
    /// 310 pt, the last takes the rest.
    @Test func plainViewsShareAProportionalStackByTheirSavedSizes() throws {
        let subviews = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                <rect key="frame" x="20" y="100" width="335" height="210"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="short"><rect key="frame" x="0.0" y="0.0" width="335" height="40"/></view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tall"><rect key="frame" x="0.0" y="50" width="335" height="160"/></view>
                </subviews>
            </stackView>
            """
        let constraints = """
            <constraint firstItem="column" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" constant="20" id="c2"/>
            <constraint firstItem="column" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="c3"/>
            <constraint firstItem="column" firstAttribute="height" constant="310" id="c4"/>
            """
        let result = try Self.layout(subviews, constraints: constraints)
        let short = try Self.frame("short", in: result)
        let tall = try Self.frame("tall", in: result)
        let first = 310 * 40 / 210.0
        #expect(abs(short.height - first) < 0.5)
        #expect(abs(tall.height - (300 - first)) < 0.5)
        #expect(abs(tall.y - (100 + first + 10)) < 0.5)
    }

    /// A stack spanning the screen 100 pt down, holding one 20 pt tall view; `margins` is the
    /// stack's own margins element, if any.
    static func row(margins: String = "") -> (subviews: String, constraints: String) {
        let subviews = """
            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="0.0" y="100" width="375" height="52"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="24" y="16" width="343" height="20"/>
                        <constraints><constraint firstAttribute="height" constant="20" id="h"/></constraints>
                    </view>
                </subviews>
                \(margins)
            </stackView>
            """
        let constraints = """
            <constraint firstItem="row" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="row" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="c3"/>
            """
        return (subviews, constraints)
    }

    /// A stack saved with its own margins lays its views out inside them (IB's "Relative
    /// Arrangement"; files never spell an attribute for it). Directional margins follow the
    /// layout direction.
    @Test func aStackSavedWithMarginsArrangesInsideThem() throws {
        let row = Self.row(margins: #"<directionalEdgeInsets key="directionalLayoutMargins" top="16" leading="24" bottom="16" trailing="8"/>"#)
        let result = try Self.layout(row.subviews, constraints: row.constraints)
        #expect(try Self.frame("box", in: result) == Rect(x: 24, y: 116, width: 343, height: 20))
        #expect(try Self.frame("row", in: result).height == 52)
        let mirrored = try Self.layout(row.subviews, constraints: row.constraints, direction: .rightToLeft)
        #expect(try Self.frame("box", in: mirrored) == Rect(x: 8, y: 116, width: 343, height: 20))
    }

    /// Without margins of its own a stack arranges its views edge to edge.
    @Test func aStackWithoutMarginsArrangesEdgeToEdge() throws {
        let row = Self.row()
        let result = try Self.layout(row.subviews, constraints: row.constraints)
        #expect(try Self.frame("box", in: result) == Rect(x: 0, y: 100, width: 375, height: 20))
        #expect(try Self.frame("row", in: result).height == 20)
    }
}
