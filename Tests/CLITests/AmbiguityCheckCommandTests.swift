import Foundation
import Testing

/// `layout-stress ambiguity-check`: IB's `ambiguous="YES"` flags against the engine.
@Suite struct AmbiguityCheckCommandTests {
    /// Two labels: `loose` has only a leading constraint (IB flags it, and it is ambiguous);
    /// `pinned` is fully placed but IB saved a stale flag on it.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES">
            <scenes>
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
            </scenes>
        </document>
        """

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

    @Test func aMissingPathIsBadInput() throws {
        let folder = try ImportCommandTests.folder(with: ["notes.txt": "no interface files here"])
        let (status, _, errors) = try ImportCommandTests.run(["ambiguity-check", "Nope.storyboard"], in: folder)
        #expect(status == 2)
        #expect(errors.contains("error:"))
    }
}
