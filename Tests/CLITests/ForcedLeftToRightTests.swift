import Foundation
import Testing
import TestSupport

/// An app that makes every view lay out left to right (`UIView.appearance()
/// .semanticContentAttribute = .forceLeftToRight`, Element's build setting) shows Arabic in a
/// left-to-right layout: its screens are laid out that way in right-to-left locales and never
/// reported unmirrored. A guard the app sets to false, or one known only at run time, leaves
/// right-to-left layout on.
@Suite struct ForcedLeftToRightTests {
    /// A label pinned to the left edge (`left`, which never flips): unmirrored in Arabic unless
    /// the app forces left-to-right layout.
    static let xib = IBDocument.xib(objects: """
        \(IBDocument.filesOwner(customClass: "ProfileController"))
        <view contentMode="scaleToFill" id="top">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
                <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                    <rect key="frame" x="16" y="100" width="44" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
                <constraint firstItem="name" firstAttribute="left" secondItem="top" secondAttribute="left" constant="16" id="c1"/>
                <constraint firstItem="name" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="c2"/>
            </constraints>
        </view>
        """)

    static let controller = "import UIKit\n\nfinal class ProfileController: UIViewController {\n}\n\nfunc showProfile() -> UIViewController {\n    ProfileController(nibName: \"Profile\", bundle: nil)\n}\n"

    static let statement = "UIView.appearance().semanticContentAttribute = .forceLeftToRight"

    /// An app delegate whose launch method runs `code`.
    static func body(_ code: String) -> [String: String] {
        ["App/AppDelegate.swift": "import UIKit\n\nfinal class AppDelegate: UIResponder {\n    func application() -> Bool {\n\(code)\n        return true\n    }\n}\n"]
    }

    /// The directions the Arabic variants were laid out in, the rtl-not-mirrored findings, and stderr.
    static func sweep(_ delegate: [String: String]) throws -> (directions: Set<String>, unmirrored: Int, stderr: String) {
        let folder = try RunContextTests.project([
            "Package.swift": "// swift-tools-version:5.9\n", "App/Profile.xib": xib, "App/ProfileController.swift": controller,
        ].merging(delegate) { $1 })
        let outcome = try SweepCommandTests.run(["sweep", "--verbose", folder + "/App/Profile.xib", "--locales", "ar", "--categories", "large",
                                                 "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json", "--variants", "all"])
        let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
        let results = (object?["results"] as? [[String: Any]]) ?? []
        let directions = Set(results.compactMap { $0["direction"] as? String })
        let findings = (object?["findings"] as? [[String: Any]]) ?? []
        return (directions, findings.filter { $0["kind"] as? String == "rtl-not-mirrored" }.count, outcome.stderr)
    }

    @Test func anAppForcingLeftToRightIsLaidOutLeftToRight() throws {
        let plain = try Self.sweep([:])
        #expect(plain.directions == ["rtl"], "\(plain.directions)")
        #expect(plain.unmirrored == 1)
        for code in [
            ["App/AppDelegate.swift": "import UIKit\n\nfinal class AppDelegate: UIResponder {\n    func application() -> Bool {\n        UIView.appearance().semanticContentAttribute = .forceLeftToRight\n        return true\n    }\n}\n"],
            ["App/AppDelegate.m": "#import \"AppDelegate.h\"\n@implementation AppDelegate\n- (BOOL)application:(UIApplication *)app didFinishLaunchingWithOptions:(NSDictionary *)options\n{\n    if (BuildSettings.disableRightToLeftLayout)\n    {\n        [[UIView appearance] setSemanticContentAttribute:UISemanticContentAttributeForceLeftToRight];\n    }\n    return YES;\n}\n@end\n",
             "App/BuildSettings.swift": "final class BuildSettings: NSObject {\n    static let disableRightToLeftLayout = true\n}\n"],
            Self.body("if Settings.disableRTL {\n    if #available(iOS 9, *) {\n        \(Self.statement)\n    }\n}").merging(["App/Settings.swift": "enum Settings {\n    static let disableRTL = true\n}\n"]) { $1 },
            ["App/AppDelegate.swift": "import UIKit\r\n\r\n// Arabic is not supported yet\r\nfinal class AppDelegate: UIResponder {\r\n    func application() -> Bool {\r\n        \(Self.statement)\r\n        return true\r\n    }\r\n}\r\n"],
        ] {
            let forced = try Self.sweep(code)
            #expect(forced.directions == ["ltr"], "\(code.keys): \(forced.directions)")
            #expect(forced.unmirrored == 0, "\(code.keys)")
            #expect(forced.stderr.contains("the app forces left-to-right layout"), "\(forced.stderr)")
        }
    }

    /// A guard the app sets to false, a condition known only at run time (around an
    /// `#available`, beside one, or a `guard` before the statement), a brace-less `if`, a
    /// commented-out or quoted statement, another class's appearance, a constant set only in a
    /// comment, a language switcher setting the other direction, or a test target leaves the
    /// layout right to left.
    @Test func aFalseOrRunTimeGuardDoesNotForceIt() throws {
        let delegate = { (condition: String) in
            ["App/AppDelegate.swift": "import UIKit\n\nfinal class AppDelegate: UIResponder {\n    func application() -> Bool {\n        if \(condition) {\n            UIView.appearance().semanticContentAttribute = .forceLeftToRight\n        }\n        return true\n    }\n}\n",
             "App/Settings.swift": "enum Settings {\n    static let disableRTL = false\n}\n"]
        }
        for code in [delegate("Settings.disableRTL"), delegate("Locale.current.languageCode == \"ar\""),
                     ["App/AppDelegate.swift": "// UIView.appearance().semanticContentAttribute = .forceLeftToRight\n"],
                     ["App/Help.swift": "func help() -> String {\n    let tip = \"UIView.appearance().semanticContentAttribute = .forceLeftToRight\"\n    return tip\n}\n"],
                     ["AppTests/LayoutTests.swift": "func testForced() {\n    UIView.appearance().semanticContentAttribute = .forceLeftToRight\n}\n"],
                     Self.body("if Flags.runtime {\n    if #available(iOS 9, *) {\n        \(Self.statement)\n    }\n}"),
                     Self.body("guard UserDefaults.standard.bool(forKey: \"ltr\") else { return }\n\(Self.statement)"),
                     Self.body("if Settings.disableRTL { log(\"done }\") }\nif #available(iOS 9, *), Settings.userWantsIt {\n    \(Self.statement)\n}"),
                     Self.body("/* old code\n\(Self.statement)\n*/"),
                     Self.body("MyUIView.appearance().semanticContentAttribute = .forceLeftToRight"),
                     Self.body(Self.statement).merging(["App/Switcher.swift": "func useArabicLayout() {\n    UIView.appearance().semanticContentAttribute = .forceRightToLeft\n}\n"]) { $1 },
                     ["App/AppDelegate.m": "@implementation AppDelegate\n- (void)setUp\n{\n    if (userPrefersLTR)\n        [[UIView appearance] setSemanticContentAttribute:UISemanticContentAttributeForceLeftToRight];\n}\n@end\n"],
                     Self.body("if Settings.disableRTL {\n    \(Self.statement)\n}").merging(["App/Settings.swift": "enum Settings {\n    // static let disableRTL = true\n    static var disableRTL: Bool { remote }\n}\n"]) { $1 }] {
            let swept = try Self.sweep(code)
            #expect(swept.directions == ["rtl"], "\(code): \(swept.directions)")
            #expect(swept.unmirrored == 1, "\(code)")
        }
    }
}
