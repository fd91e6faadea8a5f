import Foundation
import Testing
import TestSupport

/// `layout-stress ambiguity-check`: IB's `ambiguous="YES"` flags against the engine.
@Suite struct AmbiguityCheckCommandTests {
    /// Two labels: `loose` has only a leading constraint (IB flags it, and it is ambiguous);
    /// `pinned` is fully placed but IB saved a stale flag on it.
    static let storyboard = IBDocument.storyboard(scenes: """
                <!--Check-->
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" id="root1">
                                <rect key="frame" x="0" y="0" width="375" height="667"/>
                                <subviews>
                                    <label text="Loose" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="loose"><rect key="frame" x="20" y="40" width="40" height="21"/></label>
                                    <label text="Pinned" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="pinned"><rect key="frame" x="20" y="80" width="50" height="21"/></label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="loose" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="c1"/>
                                    <constraint firstItem="pinned" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="c2"/>
                                    <constraint firstItem="pinned" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="80" id="c3"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """, toolsVersion: nil, safeAreas: false, device: nil)

    @Test func countsAgreementAndListsDisagreements() throws {
        let folder = try ImportCommandTests.folder(with: ["Check.storyboard": Self.storyboard])
        let (status, output, errors) = try ImportCommandTests.run(["ambiguity-check", "Check.storyboard", "--verbose"], in: folder)
        #expect(status == 0, "\(errors)")
        #expect(output.contains("IB flags 2 views, the engine 1; both 1, IB only 1, engine only 0; agreement 1/2 = 50 %"), "\(output)")
        #expect(output.contains("IB only: Check.storyboard › Check: pinned"), "\(output)")
    }

    /// A folder of an app holds Swift sources beside its storyboards: they are not IB files to
    /// check (they were read as XML and failed the whole run).
    @Test func swiftSourcesInTheFolderAreLeftAlone() throws {
        let folder = try ImportCommandTests.folder(with: [
            "App/Check.storyboard": Self.storyboard,
            "App/ViewController.swift": "import UIKit\nfinal class ViewController: UIViewController {}\n",
        ])
        let (status, output, errors) = try ImportCommandTests.run(["ambiguity-check", "App"], in: folder)
        #expect(status == 0, "\(errors)")
        #expect(output.contains("1 screens: IB flags 2 views"), "\(output)")
    }

    /// `MainStoryboard.storyboard`'s "nameInfo" row: two labels chained between the content
    /// view's top and bottom, both hugging at 750. In a self-sizing row nothing stretches them;
    /// on IB's 120 pt canvas the extra height has to go to one of them — a tie IB flags, and the
    /// engine finds it too when it lays the row out where IB did (`--canvas`).
    static let stretchedRow = IBDocument.xib(objects: """
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="nameInfo" rowHeight="120" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="120"/>
                    <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="120"/>
                        <subviews>
                            <label text="Common name" verticalHuggingPriority="750" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="first"><rect key="frame" x="15" y="5" width="384" height="55"/></label>
                            <label text="Scientific name" verticalHuggingPriority="750" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="second"><rect key="frame" x="15" y="60" width="384" height="55"/></label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="first" firstAttribute="top" secondItem="content" secondAttribute="top" constant="5" id="t"/>
                            <constraint firstItem="second" firstAttribute="top" secondItem="first" secondAttribute="bottom" id="s"/>
                            <constraint firstAttribute="bottom" secondItem="second" secondAttribute="bottom" constant="5" id="b"/>
                            <constraint firstItem="first" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="15" id="l1"/>
                            <constraint firstItem="second" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="15" id="l2"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
        """, toolsVersion: "22154", safeAreas: false, device: nil)

    @Test func onTheCanvasTheEngineSeesTheTiesIBSaw() throws {
        let folder = try ImportCommandTests.folder(with: ["Row.xib": Self.stretchedRow])
        let (status, runtime, errors) = try ImportCommandTests.run(["ambiguity-check", "Row.xib"], in: folder)
        #expect(status == 0, "\(errors)")
        #expect(runtime.contains("IB flags 2 views, the engine 0; both 0, IB only 2"), "\(runtime)")
        let (canvasStatus, canvas, canvasErrors) = try ImportCommandTests.run(["ambiguity-check", "Row.xib", "--canvas"], in: folder)
        #expect(canvasStatus == 0, "\(canvasErrors)")
        #expect(canvas.contains("IB flags 2 views, the engine 2; both 2, IB only 0, engine only 0; agreement 2/2 = 100 %"), "\(canvas)")
    }

    @Test func aMissingPathIsBadInput() throws {
        let folder = try ImportCommandTests.folder(with: ["notes.txt": "no interface files here"])
        let (status, _, errors) = try ImportCommandTests.run(["ambiguity-check", "Nope.storyboard"], in: folder)
        #expect(status == 2)
        #expect(errors.contains("error:"))
    }
}
