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

    /// A watermark the file draws bleeding 10 pt off the trailing edge bleeds off the left edge
    /// in right to left: the same design, mirrored. A stamp drawn inside but laid out past the
    /// trailing edge runs off the screen in both directions.
    @Test func anOverhangTheFileDrawsIsTheDesignMirroredTooInRightToLeft() throws {
        func image(_ id: String, savedX: Int, y: Int) -> String {
            """
            <imageView contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(savedX)" y="\(y)" width="100" height="100"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="\(id)-w"/>
                    <constraint firstAttribute="height" constant="100" id="\(id)-h"/>
                </constraints>
            </imageView>
            """
        }
        let storyboard = IBDocument.storyboard(scenes: IBDocument.scene(content: """
            <view key="view" contentMode="scaleToFill" id="root1">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
            \(image("watermark", savedX: 303, y: 300))
            \(image("stamp", savedX: 283, y: 500))
                </subviews>
                <constraints>
                    <constraint firstItem="watermark" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="300" id="t1"/>
                    <constraint firstAttribute="trailing" secondItem="watermark" secondAttribute="trailing" constant="-10" id="r1"/>
                    <constraint firstItem="stamp" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="500" id="t2"/>
                    <constraint firstAttribute="trailing" secondItem="stamp" secondAttribute="trailing" constant="-10" id="r2"/>
                </constraints>
            </view>
            """))
        let folder = try RunContextTests.project(["Package.swift": "// swift-tools-version:5.9\n", "App/Base.lproj/Main.storyboard": storyboard])
        for locale in ["en", "ar"] {
            let findings = try ConfirmedFindingsTests.findings(folder + "/App/Base.lproj/Main.storyboard", locale: locale, category: "large").findings
            let offscreen = findings.filter { $0["kind"] as? String == "offscreen" }
            #expect(offscreen.compactMap { $0["view"] as? String } == ["stamp"], "\(locale): \(offscreen)")
            let edge = locale == "ar" ? "left" : "right"
            #expect(offscreen.allSatisfy { (($0["worst"] as? [String: Any])?["message"] as? String)?.contains("past the \(edge) edge") == true }, "\(offscreen)")
        }
    }
}
