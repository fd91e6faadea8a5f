import Foundation
import Testing
import TestSupport

/// A sweep lays out an Interface Builder screen as its app's code leaves it at load: a view the
/// controller always hides in `viewDidLoad` is hidden, with a note naming the statement.
@Suite struct LoadTimeHidingTests {
    static let storyboard = IBDocument.storyboard(scenes: IBDocument.scene(title: "Promo", customClass: "PromoViewController", content: """
        <view key="view" id="root1">
            <rect key="frame" x="0" y="0" width="393" height="852"/>
            <subviews>
                <label text="Limited offer" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                    <rect key="frame" x="16" y="100" width="200" height="21"/>
                </label>
                <label text="Welcome" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="16" y="140" width="200" height="21"/>
                </label>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
                <constraint firstItem="banner" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="41" id="c1"/>
                <constraint firstItem="banner" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c2"/>
                <constraint firstItem="title" firstAttribute="top" secondItem="banner" secondAttribute="bottom" constant="19" id="c3"/>
                <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c4"/>
            </constraints>
        </view>
        <connections>
            <outlet property="banner" destination="banner" id="o1"/>
            <outlet property="titleLabel" destination="title" id="o2"/>
        </connections>
        """))

    static let controller = """
        import UIKit

        final class PromoViewController: UIViewController {
            @IBOutlet weak var banner: UILabel!
            @IBOutlet weak var titleLabel: UILabel!

            override func viewDidLoad() {
                super.viewDidLoad()
                banner.isHidden = true
            }
        }
        """

    /// (view id → hidden) in the one variant swept, and the sweep's standard error.
    static func sweep(_ files: [String: String]) throws -> (hidden: [String: Bool], stderr: String) {
        let folder = try RunContextTests.project(files)
        let outcome = try SweepCommandTests.run(["sweep", "--verbose", folder + "/App/Base.lproj/Main.storyboard", "--locales", "en", "--categories", "large",
                                                 "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json", "--variants", "all"])
        let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
        let views = ((object?["results"] as? [[String: Any]])?.first?["views"] as? [[String: Any]]) ?? []
        var hidden: [String: Bool] = [:]
        for view in views { if let id = view["id"] as? String { hidden[id] = view["hidden"] as? Bool ?? false } }
        return (hidden, outcome.stderr)
    }

    @Test func aViewTheControllerHidesAtLoadIsLaidOutHidden() throws {
        let run = try Self.sweep(["Package.swift": "// swift-tools-version:5.9\n", "App/Base.lproj/Main.storyboard": Self.storyboard,
                                  "App/PromoViewController.swift": Self.controller])
        #expect(run.hidden["banner"] == true, "\(run.hidden)")
        #expect(run.hidden["title"] == false, "\(run.hidden)")
        #expect(run.stderr.contains("PromoViewController.swift:9: note: PromoViewController.banner (banner) is hidden when the screen loads"), "\(run.stderr)")
        // Without the app's code nothing is known: both show.
        let alone = try Self.sweep(["App/Base.lproj/Main.storyboard": Self.storyboard])
        #expect(alone.hidden["banner"] == false, "\(alone.hidden)")
    }

    /// Code in a test target never runs in the shipped app: the same controller, hiding the
    /// banner at load, declared in `AppTests/` or in a `…Tests.swift` file, hides nothing (in
    /// `App/` it does: the test above).
    @Test func testCodeIsNoRunTimeFact() throws {
        for path in ["AppTests/PromoViewController.swift", "App/PromoViewControllerTests.swift"] {
            let run = try Self.sweep(["Package.swift": "// swift-tools-version:5.9\n", "App/Base.lproj/Main.storyboard": Self.storyboard,
                                      path: Self.controller])
            #expect(run.hidden["banner"] == false, "\(path): \(run.hidden)")
        }
    }

    /// Two labels in one slot that the controller shows one at a time are never drawn
    /// together: no overlap. Without the code, or when the code shows both, they overlap.
    @Test func labelsTheControllerShowsOneAtATimeDoNotOverlap() throws {
        let stacked = Self.storyboard.replacingOccurrences(
            of: #"<constraint firstItem="title" firstAttribute="top" secondItem="banner" secondAttribute="bottom" constant="19" id="c3"/>"#,
            with: #"<constraint firstItem="title" firstAttribute="top" secondItem="banner" secondAttribute="top" id="c3"/>"#)
        #expect(stacked != Self.storyboard)
        func code(_ offer: String, _ welcome: String) -> String {
            """
            import UIKit

            final class PromoViewController: UIViewController {
                @IBOutlet weak var banner: UILabel!
                @IBOutlet weak var titleLabel: UILabel!

                func show(offer: Bool) {
                    banner.isHidden = \(offer)
                    titleLabel.isHidden = \(welcome)
                }
            }
            """
        }
        func overlaps(_ files: [String: String]) throws -> Bool {
            let folder = try RunContextTests.project(files)
            let outcome = try SweepCommandTests.run(["sweep", "--verbose", folder + "/App/Base.lproj/Main.storyboard", "--locales", "en", "--categories", "large",
                                                     "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json"])
            let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
            return ((object?["findings"] as? [[String: Any]]) ?? []).contains { $0["kind"] as? String == "overlap" }
        }
        let project = ["Package.swift": "// swift-tools-version:5.9\n", "App/Base.lproj/Main.storyboard": stacked]
        #expect(try overlaps(project))
        #expect(try !overlaps(project.merging(["App/PromoViewController.swift": code("!offer", "offer")]) { $1 }))
        #expect(try overlaps(project.merging(["App/PromoViewController.swift": code("false", "false")]) { $1 }))
    }
}
