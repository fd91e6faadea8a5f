import Foundation
import Testing
import TestSupport

/// `layout-stress verify-ib`: the engine's frames against the frames IB saved.
@Suite struct VerifyIBCommandTests {
    /// A retina4_7 canvas (375×667, status bar 20 pt) whose root view holds `subviews` and `constraints`.
    static func storyboard(subviews: String, constraints: String, controllerExtra: String = "", navigation: Bool = false,
                           opaqueBar: Bool = false, rootHeight: Double = 667) -> String {
        let translucency = opaqueBar ? #"translucent="NO""# : ""
        let navigationScene = navigation ? """
                <scene sceneID="n1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" \(translucency) id="bar"><rect key="frame" x="0" y="20" width="375" height="44"/></navigationBar>
                            <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="seg"/></connections>
                        </navigationController>
                    </objects>
                </scene>
            """ : ""
        let check = IBDocument.scene(title: "Check", content: """
            \(controllerExtra)
                        <view key="view" id="root1">
                            <rect key="frame" x="0" y="0" width="375" height="\(rootHeight)"/>
                            <subviews>
            \(subviews)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
            \(constraints)
                            </constraints>
                        </view>
            """)
        return IBDocument.storyboard(scenes: navigationScene + "\n" + check, device: "retina4_7")
    }

    /// A 100×40 box 16 pt from the leading edge and 8 pt below the safe area's top.
    static let boxConstraints = """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="16" id="c1"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c2"/>
        <constraint firstItem="box" firstAttribute="width" constant="100" id="c3"/>
        <constraint firstItem="box" firstAttribute="height" constant="40" id="c4"/>
        """

    static func box(y: Double, extra: String = "") -> String {
        """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box" \(extra)><rect key="frame" x="16" y="\(y)" width="100" height="40"/></view>
        """
    }

    @Test func framesLaidOutOnTheSavedCanvasAgree() throws {
        // The status bar of retina4_7 is 20 pt: the box sits at y = 28.
        let folder = try ImportCommandTests.folder(with: [
            "Check.storyboard": Self.storyboard(subviews: Self.box(y: 28), constraints: Self.boxConstraints)])
        let (status, output, errors) = try ImportCommandTests.run(["verify-ib", "Check.storyboard"], in: folder)
        #expect(status == 0, "\(output)\(errors)")
        #expect(output.contains("Check.storyboard › Check: 1/1 views agree"), "\(output)")
        #expect(output.contains("1/1 views agree with Interface Builder's frames (100.0 %)"), "\(output)")
    }

    @Test func aViewAwayFromWhereItsConstraintsPutItDiffersAndFails() throws {
        let folder = try ImportCommandTests.folder(with: [
            "Check.storyboard": Self.storyboard(subviews: Self.box(y: 60), constraints: Self.boxConstraints)])
        let (status, output, _) = try ImportCommandTests.run(["verify-ib", "Check.storyboard"], in: folder)
        #expect(status == 1)
        #expect(output.contains("diff view Box: laid out (16, 28, 100×40), saved (16, 60, 100×40)"), "\(output)")
        #expect(output.contains("0/1 views agree"), "\(output)")
    }

    @Test func withinTheToleranceStillAgrees() throws {
        // One point off is within max(1 pt, 2 %); two points is not.
        let near = try ImportCommandTests.folder(with: [
            "Check.storyboard": Self.storyboard(subviews: Self.box(y: 29), constraints: Self.boxConstraints)])
        #expect(try ImportCommandTests.run(["verify-ib", "Check.storyboard"], in: near).0 == 0)
        let far = try ImportCommandTests.folder(with: [
            "Check.storyboard": Self.storyboard(subviews: Self.box(y: 30), constraints: Self.boxConstraints)])
        #expect(try ImportCommandTests.run(["verify-ib", "Check.storyboard"], in: far).0 == 1)
    }

    @Test func viewsInterfaceBuilderMarksMisplacedAreReportedApart() throws {
        let folder = try ImportCommandTests.folder(with: [
            "Check.storyboard": Self.storyboard(subviews: Self.box(y: 60, extra: #"misplaced="YES""#), constraints: Self.boxConstraints)])
        let (status, output, _) = try ImportCommandTests.run(["verify-ib", "Check.storyboard"], in: folder)
        #expect(status == 0, "\(output)")
        #expect(output.contains("0/0 views agree"), "\(output)")
        #expect(output.contains("1 misplaced in IB (0 agree)"), "\(output)")
        #expect(output.contains("[misplaced in IB]"), "\(output)")
    }

    @Test func aControllerInANavigationControllerHasTheBarInItsSafeArea() throws {
        // 20 pt status bar + 44 pt navigation bar + 8 = 72.
        let folder = try ImportCommandTests.folder(with: [
            "Check.storyboard": Self.storyboard(subviews: Self.box(y: 72), constraints: Self.boxConstraints, navigation: true)])
        let (status, output, _) = try ImportCommandTests.run(["verify-ib", "Check.storyboard"], in: folder)
        #expect(status == 0, "\(output)")
        let explicitNone = try ImportCommandTests.folder(with: [
            "Check.storyboard": Self.storyboard(subviews: Self.box(y: 28), constraints: Self.boxConstraints,
                                                controllerExtra: #"<nil key="simulatedTopBarMetrics"/>"#, navigation: true)])
        let second = try ImportCommandTests.run(["verify-ib", "Check.storyboard"], in: explicitNone)
        #expect(second.0 == 0, "\(second.1)")
    }

    /// Open Food Facts' product screens declare the bar on the controller itself
    /// (`simulatedTopBarMetrics` with `translucent="NO"`): the view starts below it, nothing
    /// covers its top; the same simulated bar without `translucent` covers it.
    @Test func aControllersOwnOpaqueSimulatedBarIsNotOverItsView() throws {
        let opaque = try ImportCommandTests.folder(with: [
            "Check.storyboard": Self.storyboard(subviews: Self.box(y: 8), constraints: Self.boxConstraints,
                controllerExtra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#, rootHeight: 603)])
        let (status, output, _) = try ImportCommandTests.run(["verify-ib", "Check.storyboard"], in: opaque)
        #expect(status == 0, "\(output)")
        #expect(output.contains("1/1 views agree"), "\(output)")
        let translucent = try ImportCommandTests.folder(with: [
            "Check.storyboard": Self.storyboard(subviews: Self.box(y: 52), constraints: Self.boxConstraints,
                controllerExtra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#, rootHeight: 603)])
        let second = try ImportCommandTests.run(["verify-ib", "Check.storyboard"], in: translucent)
        #expect(second.0 == 0, "\(second.1)")
    }

    /// A controller pushed by a segue from a cell or button of the navigation controller's root
    /// (DuckDuckGo's debug screens) is in the same navigation controller: the bar is over it too.
    @Test func aControllerPushedFromACellOfTheRootHasTheBarInItsSafeArea() throws {
        let list = """
                <scene sceneID="l1">
                    <objects>
                        <tableViewController id="list" sceneMemberID="viewController">
                            <tableView key="view" id="table"><rect key="frame" x="0" y="0" width="375" height="667"/>
                                <prototypes>
                                    <tableViewCell reuseIdentifier="row" id="cell"><rect key="frame" x="0" y="28" width="375" height="44"/>
                                        <tableViewCellContentView key="contentView" id="cellContent"><rect key="frame" x="0" y="0" width="375" height="44"/></tableViewCellContentView>
                                        <connections><segue destination="vc" kind="show" id="push"/></connections>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            """
        let xml = Self.storyboard(subviews: Self.box(y: 72), constraints: Self.boxConstraints, navigation: true)
            .replacingOccurrences(of: #"<segue destination="vc" kind="relationship""#, with: #"<segue destination="list" kind="relationship""#)
            .replacingOccurrences(of: "<!--Check-->", with: list + "\n<!--Check-->")
        let folder = try ImportCommandTests.folder(with: ["Check.storyboard": xml])
        let (status, output, _) = try ImportCommandTests.run(["verify-ib", "Check.storyboard"], in: folder)
        #expect(status == 0, "\(output)")
        #expect(output.contains("Check.storyboard › Check: 1/1 views agree"), "\(output)")
    }

    /// Below an opaque navigation bar (`translucent="NO"`) a controller's view starts where the
    /// bar ends (IB saves it 64 pt shorter), so nothing covers its top: the box is 8 pt down, not 72.
    @Test func aViewBelowAnOpaqueNavigationBarHasNoBarInItsSafeArea() throws {
        let folder = try ImportCommandTests.folder(with: [
            "Check.storyboard": Self.storyboard(subviews: Self.box(y: 8), constraints: Self.boxConstraints, navigation: true,
                                                opaqueBar: true, rootHeight: 603)])
        let (status, output, _) = try ImportCommandTests.run(["verify-ib", "Check.storyboard"], in: folder)
        #expect(status == 0, "\(output)")
        #expect(output.contains("1/1 views agree"), "\(output)")
        // The same short view under a translucent bar is a sheet the bar still covers.
        let translucent = try ImportCommandTests.folder(with: [
            "Check.storyboard": Self.storyboard(subviews: Self.box(y: 8), constraints: Self.boxConstraints, navigation: true,
                                                rootHeight: 603)])
        let second = try ImportCommandTests.run(["verify-ib", "Check.storyboard"], in: translucent)
        #expect(second.0 == 1, "\(second.1)")
        #expect(second.1.contains("laid out (16, 72, 100×40)"), "\(second.1)")
    }

    @Test func aComponentIsLaidOutInsideItsSavedSize() throws {
        // A 200×50 xib view: the strip pinned 5 pt above its bottom sits at y = 35 only when
        // the canvas keeps the saved height (at run time the view would size itself to fit).
        let xib = IBDocument.xib(objects: """
                    <view contentMode="scaleToFill" id="part" userLabel="Part">
                        <rect key="frame" x="0" y="0" width="200" height="50"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="strip" userLabel="Strip"><rect key="frame" x="0" y="35" width="200" height="10"/></view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="strip" firstAttribute="leading" secondItem="part" secondAttribute="leading" id="k1"/>
                            <constraint firstItem="strip" firstAttribute="trailing" secondItem="part" secondAttribute="trailing" id="k2"/>
                            <constraint firstAttribute="bottom" secondItem="strip" secondAttribute="bottom" constant="5" id="k3"/>
                            <constraint firstItem="strip" firstAttribute="height" constant="10" id="k4"/>
                        </constraints>
                    </view>
            """, safeAreas: false)
        let folder = try ImportCommandTests.folder(with: ["Part.xib": xib])
        let (status, output, errors) = try ImportCommandTests.run(["verify-ib", "Part.xib", "--format", "json"], in: folder)
        #expect(status == 0, "\(output)\(errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["compared"] as? Int == 2)
        #expect(summary["agreeing"] as? Int == 2)
        let screens = try #require(object["screens"] as? [[String: Any]])
        let canvas = try #require(screens.first?["canvas"] as? [String: Any])
        #expect(canvas["width"] as? Double == 200)
    }

    /// `--fonts` is the team's fonts folder (SF Pro dropped in, or another calibration): without
    /// Apple's tracking, the stand-in's widths scaled by ¾ narrow a label sized by its text by ¼;
    /// with it (the bundled manifest), a 17 pt label is narrower than untracked at the same scale.
    @Test func theFontsFolderDecidesTheWidths() throws {
        let label = #"<label text="Hello there" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box"><rect key="frame" x="16" y="28" width="100" height="21"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let manifest = try String(contentsOf: repository.appendingPathComponent("Fonts/fonts.yaml"), encoding: .utf8)
        func variant(tracking: Bool, scale: String) -> String {
            manifest.replacingOccurrences(of: "appleTracking: true\n      widthScale: 1.01\n",
                                          with: "appleTracking: \(tracking)\n      widthScale: \(scale)\n")
        }
        #expect(variant(tracking: false, scale: "0.72") != manifest)
        let folder = try ImportCommandTests.folder(with: [
            "Check.storyboard": Self.storyboard(subviews: label, constraints: Self.boxConstraints
                .replacingOccurrences(of: #"<constraint firstItem="box" firstAttribute="width" constant="100" id="c3"/>"#, with: "")),
            "Narrow/fonts.yaml": variant(tracking: false, scale: "0.72"), "Plain/fonts.yaml": variant(tracking: false, scale: "0.96"),
            "Untracked/fonts.yaml": variant(tracking: false, scale: "1.01")])
        func width(_ arguments: [String]) throws -> Double {
            let (_, output, errors) = try ImportCommandTests.run(["verify-ib", "Check.storyboard", "--format", "json"] + arguments, in: folder)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], "\(errors)")
            let screens = try #require(json["screens"] as? [[String: Any]])
            let views = try #require(screens.first?["views"] as? [[String: Any]])
            let laidOut = try #require(views.first { $0["id"] as? String == "box" }?["laidOut"] as? [String: Double])
            return try #require(laidOut["width"])
        }
        let plain = try width(["--fonts", "Plain"]), narrow = try width(["--fonts", "Narrow"])
        #expect(plain > 50)
        #expect(abs(narrow - plain * 0.75) <= 0.5, "\(plain) → \(narrow)")
        // "Hello there": 11 letters tracked −0.026 em at 17 pt, about 4.9 pt narrower.
        let tracked = try width([]), untracked = try width(["--fonts", "Untracked"])
        #expect(untracked - tracked > 3 && untracked - tracked < 7, "\(untracked) → \(tracked)")
        let (status, _, errors) = try ImportCommandTests.run(["verify-ib", "Check.storyboard", "--fonts", "Missing"], in: folder)
        #expect(status == 2)
        #expect(errors.contains("fonts folder not found"), "\(errors)")
    }

    @Test func badInputIsExitTwoWithTheFile() throws {
        let folder = try ImportCommandTests.folder(with: ["Broken.storyboard": "<document><scenes>"])
        let (status, _, errors) = try ImportCommandTests.run(["verify-ib", "Broken.storyboard"], in: folder)
        #expect(status == 2)
        #expect(errors.contains("Broken.storyboard"), "\(errors)")
        #expect(errors.contains("error:"), "\(errors)")
    }
}
