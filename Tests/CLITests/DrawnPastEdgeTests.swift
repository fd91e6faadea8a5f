import Foundation
import Testing
import TestSupport

/// A view the file itself draws past its component's edge (art cropped by a header, a bubble
/// above a toolbar) is the design: not reported `offscreen`, unless it runs further than drawn.
@Suite struct DrawnPastEdgeTests {
    /// A header xib: `art` is drawn 29 pt above the header's top, as its constraint puts it;
    /// `badge` has the same constraint but the file draws it inside (y 0).
    static func xib(badgeSavedY: Double) -> String {
        IBDocument.xib(objects: """
        \(IBDocument.filesOwner())
        <view contentMode="scaleToFill" clipsSubviews="YES" id="header" customClass="QuestHeader">
            <rect key="frame" x="0.0" y="0.0" width="393" height="120"/>
            <subviews>
                <imageView contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="art">
                    <rect key="frame" x="20" y="-29" width="100" height="100"/>
                </imageView>
                <label text="Boss" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                    <rect key="frame" x="200" y="\(badgeSavedY)" width="40" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="art" firstAttribute="top" secondItem="header" secondAttribute="top" constant="-29" id="c1"/>
                <constraint firstItem="art" firstAttribute="leading" secondItem="header" secondAttribute="leading" constant="20" id="c2"/>
                <constraint firstItem="art" firstAttribute="width" constant="100" id="c3"/>
                <constraint firstItem="art" firstAttribute="height" constant="100" id="c4"/>
                <constraint firstItem="badge" firstAttribute="top" secondItem="header" secondAttribute="top" constant="-10" id="c5"/>
                <constraint firstItem="badge" firstAttribute="leading" secondItem="header" secondAttribute="leading" constant="200" id="c6"/>
                <constraint firstAttribute="height" constant="120" id="c7"/>
            </constraints>
        </view>
        """)
    }

    /// The views reported offscreen.
    static func offscreen(badgeSavedY: Double) throws -> Set<String> {
        let folder = try UnsetTextsTests.project("QuestHeader", xib: xib(badgeSavedY: badgeSavedY),
                                                 controller: "import UIKit\n\nfinal class QuestHeader: UIView {}\n")
        let outcome = try SweepCommandTests.run(["sweep", folder + "/App/QuestHeader.xib", "--locales", "en", "--categories", "large",
                                                 "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json", "--variants", "none"])
        let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
        let findings = (object?["findings"] as? [[String: Any]]) ?? []
        return Set(findings.filter { $0["kind"] as? String == "offscreen" }.compactMap { $0["view"] as? String })
    }

    @Test func anOverhangTheFileDrawsIsTheDesign() throws {
        // The art is drawn 29 pt above, as laid out: the design. The badge, drawn inside but
        // laid out 10 pt above, is not.
        #expect(try Self.offscreen(badgeSavedY: 0) == ["badge"])
        // Drawn where it lands, the badge is the design too.
        #expect(try Self.offscreen(badgeSavedY: -10) == [])
        // Drawn 5 pt above but landing 10 pt above: it runs further than drawn.
        #expect(try Self.offscreen(badgeSavedY: -5) == ["badge"])
    }
}
