import Foundation
import LayoutEngine
import Testing
import TestSupport
import TextEngine
@testable import ScreenFormats

/// Rows a list does not show on IB's canvas: IB does not lay them out when it saves, so their
/// saved frames and flags are compared apart (`DesignSnapshot.outsideCanvas`).
@Suite struct InterfaceBuilderListVisibilityTests {
    /// A static row at `y` in its table's content, 52 pt tall, holding one label.
    static func row(_ name: String, y: Double) -> String {
        """
        <tableViewCell contentMode="scaleToFill" reuseIdentifier="\(name)" id="\(name)-cell">
            <rect key="frame" x="0.0" y="\(y)" width="393" height="52"/>
            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="\(name)-cell" id="\(name)-content">
                <rect key="frame" x="0.0" y="0.0" width="393" height="52"/>
                <subviews>
                    <label text="\(name)" translatesAutoresizingMaskIntoConstraints="NO" id="\(name)-label">
                        <rect key="frame" x="20" y="16" width="60" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="\(name)-label" firstAttribute="leading" secondItem="\(name)-content" secondAttribute="leading" constant="20" id="\(name)-l"/>
                    <constraint firstItem="\(name)-label" firstAttribute="centerY" secondItem="\(name)-content" secondAttribute="centerY" id="\(name)-c"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    /// An iPhone 15 storyboard (393 × 852, 59 pt status bar, 34 pt home indicator).
    static func document(_ scene: String) -> String {
        IBDocument.storyboard(scenes: scene, toolsVersion: "23504")
    }

    static func outsideCanvas(_ xml: String) throws -> [String: Bool] {
        var result: [String: Bool] = [:]
        for screen in try InterfaceBuilderFixtures.read(xml, path: "List.storyboard") {
            guard let row = screen.name.split(separator: "›").last?.trimmingCharacters(in: .whitespaces) else { continue }
            result[row] = screen.design?.outsideCanvas
        }
        return result
    }

    /// A table controller under a navigation bar: its content starts below the 103 pt of status
    /// and navigation bar, so the table shows 852 − 103 = 749 pt of it. The home indicator covers
    /// the bottom without hiding it: a row under it is inside the table's bounds and laid out
    /// (the 34 pt inset only lets the content scroll further). A row that starts at or past 749
    /// is not — though it starts inside the table's 852 pt frame.
    @Test func aRootTableShowsItsHeightLessTheBarsAbove() throws {
        let xml = Self.document("""
        <scene sceneID="s1">
            <objects>
                <tableViewController id="tvc">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <sections>
                            <tableViewSection id="section">
                                <cells>
        \(Self.row("first", y: 20))
        \(Self.row("cutOff", y: 694))
        \(Self.row("underHomeIndicator", y: 745))
        \(Self.row("belowFold", y: 797))
                                </cells>
                            </tableViewSection>
                        </sections>
                    </tableView>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                </tableViewController>
            </objects>
        </scene>
        """)
        let rows = try Self.outsideCanvas(xml)
        #expect(rows["first"] == false)
        #expect(rows["cutOff"] == false)
        #expect(rows["underHomeIndicator"] == false)
        #expect(rows["belowFold"] == true)
    }

    /// A table that is a subview below the status bar shows its whole frame: 300 pt here.
    @Test func aSubviewTableShowsItsOwnFrame() throws {
        let xml = Self.document("""
        <scene sceneID="s1">
            <objects>
                <viewController id="vc">
                    <view key="view" contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                <rect key="frame" x="0.0" y="100" width="393" height="300"/>
                                <prototypes>
        \(Self.row("shown", y: 248))
        \(Self.row("hidden", y: 300))
                                </prototypes>
                            </tableView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
        let rows = try Self.outsideCanvas(xml)
        #expect(rows["shown"] == false)
        #expect(rows["hidden"] == true)
    }

    /// verify-ib compares a hidden row's views apart: their saved frames are an earlier layout's.
    @Test func aHiddenRowsViewsAreNotCompared() throws {
        let xml = Self.document("""
        <scene sceneID="s1">
            <objects>
                <tableViewController id="tvc">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <sections>
                            <tableViewSection id="section">
                                <cells>
        \(Self.row("shown", y: 0))
        \(Self.row("hidden", y: 900))
                                </cells>
                            </tableViewSection>
                        </sections>
                    </tableView>
                </tableViewController>
            </objects>
        </scene>
        """)
        let verifier = DesignVerifier(measurer: try TextMeasurer())
        let screens = try InterfaceBuilderFixtures.read(xml, path: "List.storyboard")
        let shown = try #require(screens.first { $0.name.hasSuffix("› shown") })
        let hidden = try #require(screens.first { $0.name.hasSuffix("› hidden") })
        let shownLabel = try #require(try verifier.compare(shown).first { $0.kind == .label })
        let hiddenLabel = try #require(try verifier.compare(hidden).first { $0.kind == .label })
        #expect(shownLabel.isCompared)
        #expect(!hiddenLabel.isCompared)
        #expect(hiddenLabel.outsideCanvas)
    }
}
