import Foundation
import Testing

/// A view controller whose code allows only portrait (`supportedInterfaceOrientations`) is
/// never shown in landscape on iPhone: a sweep lays its screen out in portrait only there,
/// with a note naming the line, and still in both orientations on iPad.
@Suite struct OrientationLockTests {
    static func controller(_ getter: String, superclass: String = "UIViewController") -> String {
        """
        import UIKit

        class PromoViewController: \(superclass) {
            @IBOutlet weak var banner: UILabel!

            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                \(getter)
            }
        }
        """
    }

    /// (device, orientation) of every variant swept, and the sweep's standard error.
    static func sweep(_ files: [String: String]) throws -> (variants: Set<String>, stderr: String) {
        let folder = try RunContextTests.project(files)
        let outcome = try SweepCommandTests.run(["sweep", "--verbose", folder + "/App/Base.lproj/Main.storyboard", "--locales", "en", "--categories", "large",
                                                 "--devices", "iPhone 15,iPad Pro 13-inch", "--orientations", "portrait,landscape",
                                                 "--format", "json", "--variants", "all"])
        let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
        let results = (object?["results"] as? [[String: Any]]) ?? []
        let variants = results.map { "\($0["device"] as? String ?? "?") \($0["orientation"] as? String ?? "?")" }
        return (Set(variants), outcome.stderr)
    }

    static func app(_ controller: String, extra: [String: String] = [:]) -> [String: String] {
        ["Package.swift": "// swift-tools-version:5.9\n", "App/Base.lproj/Main.storyboard": LoadTimeHidingTests.storyboard,
         "App/PromoViewController.swift": controller].merging(extra) { $1 }
    }

    @Test func aPortraitOnlyControllerIsSweptInPortraitOnIPhone() throws {
        let run = try Self.sweep(Self.app(Self.controller(".portrait")))
        #expect(run.variants == ["iPhone 15 portrait", "iPad Pro 13-inch portrait", "iPad Pro 13-inch landscape"], "\(run.variants)")
        #expect(run.stderr.contains("PromoViewController.swift:6: note: PromoViewController allows only portrait on iPhone"), "\(run.stderr)")
    }

    /// UIKit asks a navigation controller, not the controllers it shows: a screen the storyboard
    /// shows in a portrait-only navigation controller of the app's own class runs in portrait.
    @Test func aScreenInALockedNavigationControllerRunsAsItAllows() throws {
        let navigation = """
            <scene sceneID="n1">
                <objects>
                    <navigationController id="nav" customClass="AuthNavigationController" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="59" width="393" height="44"/></navigationBar>
                        <connections>
                            <segue destination="vc" kind="relationship" relationship="rootViewController" id="root"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            """
        let storyboard = LoadTimeHidingTests.storyboard.replacingOccurrences(of: "<scenes>", with: "<scenes>\n" + navigation)
        let container = "import UIKit\nclass AuthNavigationController: UINavigationController {\n    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }\n}\n"
        let code = "import UIKit\nclass PromoViewController: UIViewController {\n    @IBOutlet weak var banner: UILabel!\n}\n"
        var files = Self.app(code, extra: ["App/AuthNavigationController.swift": container])
        files["App/Base.lproj/Main.storyboard"] = storyboard
        let run = try Self.sweep(files)
        #expect(!run.variants.contains("iPhone 15 landscape"), "\(run.variants)")
        #expect(run.variants.contains("iPhone 15 portrait") && run.variants.contains("iPad Pro 13-inch landscape"), "\(run.variants)")
        #expect(run.stderr.contains("AuthNavigationController, which the storyboard shows this screen's controller in, allows only portrait"), "\(run.stderr)")
    }

    @Test func aMaskFromASuperclassOfTheAppCounts() throws {
        let base = "import UIKit\nclass PortraitViewController: UIViewController {\n    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { return [.portrait] }\n}\n"
        let code = "import UIKit\nclass PromoViewController: PortraitViewController {\n    @IBOutlet weak var banner: UILabel!\n}\n"
        let run = try Self.sweep(Self.app(code, extra: ["App/PortraitViewController.swift": base]))
        #expect(!run.variants.contains("iPhone 15 landscape"), "\(run.variants)")
        #expect(run.variants.contains("iPhone 15 portrait"))
        #expect(run.stderr.contains("PromoViewController (through PortraitViewController) allows only portrait"), "\(run.stderr)")
    }

    @Test func aMaskDecidedAtRunTimeSaysNothing() throws {
        let everywhere: Set<String> = ["iPhone 15 portrait", "iPhone 15 landscape", "iPad Pro 13-inch portrait", "iPad Pro 13-inch landscape"]
        for getter in ["isLocked ? .portrait : .all", "return presentedViewController?.supportedInterfaceOrientations ?? .portrait",
                       ".allButUpsideDown"] {
            let run = try Self.sweep(Self.app(Self.controller(getter)))
            #expect(run.variants == everywhere, "\(getter): \(run.variants)")
            #expect(!run.stderr.contains("allows only"), "\(getter): \(run.stderr)")
        }
        // Without the app's code nothing is known.
        let alone = try Self.sweep(["App/Base.lproj/Main.storyboard": LoadTimeHidingTests.storyboard])
        #expect(alone.variants == everywhere)
    }

    /// Simplenote's passcode screen answers per device: `if UIDevice.isPad { return super… }`
    /// then `return [.portrait, .portraitUpsideDown]`. The iPhone's answer is the lock; a
    /// ternary or a comparison of `userInterfaceIdiom` chooses the same way.
    @Test func aMaskChosenByDeviceIdiomLocksTheIPhone() throws {
        for getter in ["if UIDevice.isPad {\n    return super.supportedInterfaceOrientations\n}\nreturn [.portrait, .portraitUpsideDown]",
                       "if UIDevice.current.userInterfaceIdiom == .phone { return .portrait }\nreturn .all",
                       "UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait",
                       "return !isPad ? .portrait : .allButUpsideDown"] {
            let run = try Self.sweep(Self.app(Self.controller(getter)))
            #expect(run.variants == ["iPhone 15 portrait", "iPad Pro 13-inch portrait", "iPad Pro 13-inch landscape"], "\(getter): \(run.variants)")
            #expect(run.stderr.contains("PromoViewController allows only portrait on iPhone"), "\(getter): \(run.stderr)")
        }
        // A condition on anything but the device says nothing.
        let run = try Self.sweep(Self.app(Self.controller("if isLocked { return .portrait }\nreturn .all")))
        #expect(run.variants.contains("iPhone 15 landscape"), "\(run.variants)")
    }

    @Test func aLandscapeOnlyControllerIsSweptInLandscapeOnIPhone() throws {
        let run = try Self.sweep(Self.app(Self.controller("[.landscapeLeft, .landscapeRight]")))
        #expect(run.variants.contains("iPhone 15 landscape") && !run.variants.contains("iPhone 15 portrait"), "\(run.variants)")
    }

    /// Pocket Casts' scene delegate makes a tab bar controller locked to portrait the window's
    /// root: every screen shown inside it (or as a sheet over it) stays in portrait, unless its
    /// own controller says otherwise.
    @Test func theWindowRootsLockHoldsForControllersThatSayNothing() throws {
        let delegate = """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    window.rootViewController = RootTabController()
                    self.window = window
                }
            }

            class RootTabController: UITabBarController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    .portrait
                }
            }
            """
        let silent = "import UIKit\nclass PromoViewController: UIViewController {\n    @IBOutlet weak var banner: UILabel!\n}\n"
        let run = try Self.sweep(Self.app(silent, extra: ["App/SceneDelegate.swift": delegate]))
        #expect(run.variants == ["iPhone 15 portrait", "iPad Pro 13-inch portrait", "iPad Pro 13-inch landscape"], "\(run.variants)")
        #expect(run.stderr.contains("note: the app's window root RootTabController allows only portrait on iPhone"), "\(run.stderr)")
        // The controller's own mask wins.
        let own = try Self.sweep(Self.app(Self.controller(".allButUpsideDown"), extra: ["App/SceneDelegate.swift": delegate]))
        #expect(own.variants.contains("iPhone 15 landscape"), "\(own.variants)")
        // A root that decides at run time says nothing.
        let open = try Self.sweep(Self.app(silent, extra: ["App/SceneDelegate.swift": delegate.replacingOccurrences(of: "        .portrait\n", with: "        selectedViewController?.supportedInterfaceOrientations ?? .portrait\n")]))
        #expect(open.variants.contains("iPhone 15 landscape"), "\(open.variants)")
    }
}
