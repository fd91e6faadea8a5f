import Foundation
import Testing
import TestSupport

/// A button whose custom class the app's code declares nowhere (a framework's) draws its title
/// as that class decides: its clipped title needs a look. Declared by the app, even in a shared
/// folder beside the app's own, it is the app's class and the finding stays confirmed.
@Suite struct OutsideViewClassesTests {
    static let storyboard = IBDocument.storyboard(scenes: IBDocument.scene(customClass: "SignInViewController", content: """
        <view key="view" contentMode="scaleToFill" id="root1">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="apple" customClass="RoundedSignInButton">
                    <rect key="frame" x="16" y="100" width="80" height="44"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    <state key="normal" title="Continue with your account"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="80" id="w"/>
                    </constraints>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="apple" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="t"/>
                <constraint firstItem="apple" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="16" id="l"/>
            </constraints>
        </view>
        """))

    /// The clipped-text finding about the button, in a checkout whose app lives in `Shop/` and
    /// whose `Components/` folder holds `components`.
    static func clipped(components: [String: String]) throws -> (finding: [String: Any], stderr: String) {
        var files = ["Package.swift": "// swift-tools-version:5.9\n",
                     "Shop/Shop.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{ objects = { }; }\n",
                     "Shop/Base.lproj/Main.storyboard": storyboard,
                     "Shop/SignInViewController.swift": "import UIKit\nfinal class SignInViewController: UIViewController {}\n"]
        for (name, text) in components { files["Components/" + name] = text }
        let folder = try RunContextTests.project(files)
        let (findings, stderr) = try ConfirmedFindingsTests.findings(folder + "/Shop/Base.lproj/Main.storyboard", locale: "en", category: "large")
        let finding = try #require(findings.first { $0["view"] as? String == "apple" && $0["kind"] as? String == "clipped-text" }, "\(findings)")
        return (finding, stderr)
    }

    @Test func aClassTheAppDoesNotDeclareDrawsItsOwnText() throws {
        let (finding, stderr) = try Self.clipped(components: [:])
        #expect(finding["confirmed"] as? Bool == false, "\(finding)")
        #expect(((finding["assumptions"] as? [[String: Any]]) ?? []).contains {
            ($0["what"] as? String)?.contains("its class RoundedSignInButton is not declared in the app's code") == true
        }, "\(finding)")
        #expect(stderr.contains("outside-view-classes: 1 decision"), "\(stderr)")
    }

    @Test func aClassDeclaredBesideTheAppIsTheApps() throws {
        let (finding, stderr) = try Self.clipped(components: ["RoundedSignInButton.swift": "import UIKit\nclass RoundedSignInButton: UIButton {}\n"])
        #expect(finding["confirmed"] as? Bool == true, "\(finding)")
        #expect(!stderr.contains("outside-view-classes"), "\(stderr)")
    }
}
