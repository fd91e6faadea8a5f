import Foundation
import Testing
import TestSupport

/// A custom view whose class declares its own `intrinsicContentSize` has a size at run time the
/// reader does not evaluate: in a sweep, the size IB saved stands in on the axes the code gives
/// a length, so a stack does not collapse it and nothing it leaves open is reported ambiguous.
@Suite struct CodeIntrinsicSizesTests {
    /// A vertical stack: a title, a custom `CountView` (no constraints of its own), a caption.
    static let xib = IBDocument.xib(objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ShopController">
            <connections>
                <outlet property="view" destination="top" id="o0"/>
            </connections>
        </placeholder>
        <view contentMode="scaleToFill" id="top">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="leading" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="16" y="100" width="361" height="84"/>
                    <subviews>
                        <label text="Gems" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="0.0" y="0.0" width="45" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="count" customClass="CountView">
                            <rect key="frame" x="0.0" y="28.5" width="50" height="27"/>
                        </view>
                        <label text="Buy more" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                            <rect key="frame" x="0.0" y="63.5" width="70" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                </stackView>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="stack" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" constant="-16" id="c3"/>
            </constraints>
        </view>
        """)

    /// The count view's frame (width, height), the kinds of findings on it, and stderr.
    static func sweep(_ countView: String) throws -> (size: (Double, Double)?, kinds: Set<String>, stderr: String) {
        let folder = try UnsetTextsTests.project("ShopController", xib: xib, controller: "import UIKit\n\nfinal class ShopController: UIViewController {}\n",
                                                 extra: ["App/CountView.swift": countView])
        let outcome = try SweepCommandTests.run(["sweep", "--verbose", folder + "/App/ShopController.xib", "--locales", "en", "--categories", "large",
                                                 "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json", "--variants", "all"])
        let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
        let views = ((object?["results"] as? [[String: Any]])?.first?["views"] as? [[String: Any]]) ?? []
        let frame = views.first { $0["id"] as? String == "count" }?["frame"] as? [String: Any]
        let findings = (object?["findings"] as? [[String: Any]]) ?? []
        let kinds = Set(findings.filter { $0["view"] as? String == "count" }.compactMap { $0["kind"] as? String })
        let size = (frame?["width"] as? Double).flatMap { width in (frame?["height"] as? Double).map { (width, $0) } }
        return (size, kinds, outcome.stderr)
    }

    @Test func theSizeIBSavedStandsInForTheCodes() throws {
        let plain = try Self.sweep("import UIKit\n\nfinal class CountView: UIView {\n    var count = 0\n}\n")
        // Without an override, a plain view in the stack: nothing sizes it.
        #expect(plain.size.map { $0.1 } == 0, "\(String(describing: plain.size))")
        #expect(plain.kinds.contains("ambiguous"), "\(plain.kinds)")
        let sized = try Self.sweep("import UIKit\n\nfinal class CountView: UIView {\n    var requiredWidth: CGFloat = 50\n\n    override var intrinsicContentSize: CGSize {\n        return CGSize(width: requiredWidth, height: 27)\n    }\n}\n")
        #expect(sized.size.map { $0.0 } == 50 && sized.size.map { $0.1 } == 27, "\(String(describing: sized.size))")
        #expect(!sized.kinds.contains("ambiguous"), "\(sized.kinds)")
        #expect(sized.stderr.contains("count is a CountView, whose code gives it an intrinsic size"), "\(sized.stderr)")
        // A height only: the width stays the stack's to give (nothing: 0 at leading alignment).
        let tall = try Self.sweep("import UIKit\n\nfinal class CountView: UIView {\n    override var intrinsicContentSize: CGSize {\n        CGSize(width: UIView.noIntrinsicMetric, height: 27)\n    }\n}\n")
        #expect(tall.size.map { $0.1 } == 27 && tall.size.map { $0.0 } != 50, "\(String(describing: tall.size))")
    }
}
