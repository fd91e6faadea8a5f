import Foundation
import Testing
import TestSupport

/// A view its autoresizing mask places keeps the file's frame whatever text code gives it:
/// where it runs off the screen does not rest on that text, and the finding is confirmed.
/// Code that sizes it to fit its text makes the frame the code's again.
@Suite struct AutoresizedFrameTests {
    static let storyboard = IBDocument.storyboard(scenes: IBDocument.scene(customClass: "ProfileViewController", content: """
                <view key="view" id="root1">
                    <rect key="frame" x="0" y="0" width="414" height="896"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label text="Name" id="name">
                            <rect key="frame" x="20" y="120" width="394" height="21"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </label>
                    </subviews>
                </view>
                <connections>
                    <outlet property="nameLabel" destination="name" id="o1"/>
                </connections>
        """))

    static func controller(_ code: String) -> String {
        """
        import UIKit

        final class ProfileViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            var user: User!

            override func viewDidLoad() {
                super.viewDidLoad()
                nameLabel.text = user.name
                \(code)
            }
        }
        """
    }

    static func nameFinding(_ code: String) throws -> [String: Any] {
        let folder = try RunContextTests.project(["Package.swift": "// swift-tools-version:5.9\n", "App/Base.lproj/Main.storyboard": Self.storyboard,
                                                  "App/ProfileViewController.swift": Self.controller(code)])
        let outcome = try PseudoCommandTests.run(["sweep", folder + "/App/Base.lproj/Main.storyboard", "--locales", "en", "--categories", "large",
                                                  "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json", "--only", "offscreen"],
                                                 stdin: Data(), in: folder)
        let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
        let findings = (object?["findings"] as? [[String: Any]]) ?? []
        return try #require(findings.first { $0["view"] as? String == "name" }, "\(findings) \(outcome.stderr)")
    }

    /// Two autoresized labels whose drawn lines overlap: a label counts where it draws its
    /// text, so a font code sets on one of them is what the overlap rests on.
    static let overlapping = IBDocument.storyboard(scenes: IBDocument.scene(customClass: "ProfileViewController", content: """
                <view key="view" id="root1">
                    <rect key="frame" x="0" y="0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label text="Name" adjustsFontSizeToFit="NO" id="name">
                            <rect key="frame" x="20" y="120" width="200" height="21"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <label text="Title" adjustsFontSizeToFit="NO" id="title">
                            <rect key="frame" x="20" y="130" width="200" height="21"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                </view>
                <connections>
                    <outlet property="nameLabel" destination="name" id="o1"/>
                </connections>
        """))

    @Test func anOverlapOfAutoresizedLabelsRestsOnTheirFonts() throws {
        func overlap(_ code: String) throws -> [String: Any] {
            let controller = "import UIKit\n\nfinal class ProfileViewController: UIViewController {\n    @IBOutlet weak var nameLabel: UILabel!\n\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        \(code)\n    }\n}\n"
            let folder = try RunContextTests.project(["Package.swift": "// swift-tools-version:5.9\n", "App/Base.lproj/Main.storyboard": Self.overlapping,
                                                      "App/ProfileViewController.swift": controller])
            let outcome = try PseudoCommandTests.run(["sweep", folder + "/App/Base.lproj/Main.storyboard", "--locales", "en", "--categories", "large",
                                                      "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json", "--only", "overlap"],
                                                     stdin: Data(), in: folder)
            let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
            let findings = (object?["findings"] as? [[String: Any]]) ?? []
            return try #require(findings.first, "\(findings) \(outcome.stderr)")
        }
        #expect(try overlap("")["confirmed"] as? Bool == true)
        let restyled = try overlap("nameLabel.font = Theme.current.headlineFont")
        #expect(restyled["confirmed"] as? Bool == false, "\(restyled)")
    }

    @Test func anAutoresizedViewRunsOffTheScreenWhateverItsText() throws {
        let fixed = try Self.nameFinding("")
        #expect(fixed["confirmed"] as? Bool == true, "\(fixed)")
        let fitted = try Self.nameFinding("nameLabel.sizeToFit()")
        #expect(fitted["confirmed"] as? Bool == false, "\(fitted)")
        let assumptions = (fitted["assumptions"] as? [[String: Any]]) ?? []
        #expect(assumptions.contains { ($0["what"] as? String)?.contains("sizes it to fit its content") == true }, "\(assumptions)")
    }
}
