import Foundation
import Testing
import TestSupport

/// A finding that rests on something the files do not say (here: a text the app's code sets to
/// a model value the reader cannot know) is not confirmed: it names what to look at, it does not
/// fail the run unless asked (`--fail-on-unconfirmed`), SARIF marks it for review and JUnit
/// passes it. The same finding with no such code is confirmed and fails the run.
@Suite struct ConfirmedFindingsTests {
    static let storyboard = IBDocument.storyboard(scenes: """
                <!--Welcome-->
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" customClass="WelcomeViewController" sceneMemberID="viewController">
                            <view key="view" id="root1">
                                <rect key="frame" x="0" y="0" width="393" height="852"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="A welcome title far too long for its box" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                        <rect key="frame" x="16" y="100" width="100" height="21"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="c3"/>
                                        </constraints>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="41" id="c1"/>
                                    <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c2"/>
                                </constraints>
                            </view>
                            <connections>
                                <outlet property="titleLabel" destination="title" id="o1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
        """)

    static let controller = """
        import UIKit

        final class WelcomeViewController: UIViewController {
            @IBOutlet weak var titleLabel: UILabel!

            func show(_ user: User) {
                titleLabel.text = user.displayName
            }
        }
        """

    static func sweep(withCode: Bool, _ extra: [String], code: [String: String] = [:]) throws -> PseudoCommandTests.Outcome {
        var files = code
        if withCode { files["WelcomeViewController.swift"] = controller }
        return try SweepCommandTests.run(["sweep", try storyboardApp(storyboard, code: files), "--locales", "en", "--categories", "large",
                                          "--devices", "iPhone 15", "--orientations", "portrait", "--fail-on", "clipped-text"] + extra)
    }

    /// The `Main.storyboard` of an app (a folder a Swift package marks) written with `code` (file
    /// name → Swift source, beside it in the app's folder): the storyboard's path.
    static func storyboardApp(_ storyboard: String, code: [String: String] = [:]) throws -> String {
        var files = ["Package.swift": "// swift-tools-version:5.9\n", "App/Base.lproj/Main.storyboard": storyboard]
        for (name, source) in code { files["App/" + name] = source }
        return try RunContextTests.project(files) + "/App/Base.lproj/Main.storyboard"
    }

    static func clipped(_ outcome: PseudoCommandTests.Outcome) throws -> [String: Any] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any], "\(outcome.stderr)")
        let findings = try #require(object["findings"] as? [[String: Any]])
        return try #require(findings.first { $0["kind"] as? String == "clipped-text" && $0["view"] as? String == "title" }, "\(findings)")
    }

    @Test func aFindingWithNothingAssumedIsConfirmedAndFails() throws {
        let outcome = try Self.sweep(withCode: false, ["--format", "json"])
        #expect(outcome.status == 1, "\(outcome.stderr)")
        let finding = try Self.clipped(outcome)
        #expect(finding["confirmed"] as? Bool == true)
        #expect(finding["assumptions"] == nil)
    }

    @Test func aTextCodeSetsToAnUnknownValueMakesTheFindingUnconfirmed() throws {
        let outcome = try Self.sweep(withCode: true, ["--format", "json"])
        #expect(outcome.status == 0, "an unconfirmed finding does not fail the run: \(outcome.stderr)")
        let finding = try Self.clipped(outcome)
        #expect(finding["confirmed"] as? Bool == false)
        let assumptions = try #require(finding["assumptions"] as? [[String: Any]])
        #expect(assumptions.contains { ($0["what"] as? String)?.contains("WelcomeViewController.titleLabel: the app's code may set its text at run time") == true },
                "\(assumptions)")
        // Asked for, unconfirmed findings fail too.
        let strict = try Self.sweep(withCode: true, ["--format", "json", "--fail-on-unconfirmed"])
        #expect(strict.status == 1, "\(strict.stderr)")
    }

    /// Code that changes another class's outlet of the same name (a settings cell's
    /// `titleLabel`, in a controller that names only the cell) says nothing about this screen's
    /// label; code in a file that names the screen's class does.
    @Test func onlyCodeThatNamesTheClassMakesItsOutletUnconfirmed() throws {
        let cell = """
            import UIKit
            final class WelcomeViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
            }
            final class SettingsCell: UITableViewCell {
                @IBOutlet weak var titleLabel: UILabel!
            }
            """
        let settings = """
            final class SettingsController: UITableViewController {
                func configure(_ cell: SettingsCell, name: String) {
                    cell.titleLabel.text = name
                    cell.titleLabel.isHidden = name.isEmpty
                }
            }
            """
        let unrelated = try Self.clipped(try Self.sweep(withCode: false, ["--format", "json"],
                                                        code: ["Classes.swift": cell, "SettingsController.swift": settings]))
        #expect(unrelated["confirmed"] as? Bool == true, "\(unrelated)")

        let router = """
            final class Router {
                func open(_ welcome: WelcomeViewController, font: UIFont) { welcome.titleLabel.font = font }
            }
            """
        let named = try Self.clipped(try Self.sweep(withCode: false, ["--format", "json"],
                                                    code: ["Classes.swift": cell, "SettingsController.swift": settings, "Router.swift": router]))
        #expect(named["confirmed"] as? Bool == false, "\(named)")
        let assumptions = try #require(named["assumptions"] as? [[String: Any]])
        #expect(assumptions.contains { ($0["what"] as? String)?.contains("WelcomeViewController.titleLabel: the app's code sets its font") == true
            && ($0["file"] as? String)?.hasSuffix("Router.swift") == true && $0["line"] as? Int == 2 }, "\(assumptions)")
    }

    /// The findings of sweeping `file` on iPhone 15 in portrait, in English, at AX5.
    static func findingsAtAX5(_ file: String) throws -> [[String: Any]] {
        try findings(file, locale: "en", category: "accessibilityExtraExtraExtraLarge").findings
    }

    /// The findings of sweeping `file` on iPhone 15 in portrait in one locale and category, and
    /// what the sweep wrote to standard error.
    static func findings(_ file: String, locale: String, category: String) throws -> (findings: [[String: Any]], stderr: String) {
        let outcome = try SweepCommandTests.run(["sweep", file, "--locales", locale, "--categories", category,
                                                 "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any], "\(outcome.stderr)")
        return (try #require(object["findings"] as? [[String: Any]]), outcome.stderr)
    }

    /// A xib's view that the app's code creates and places (no controller owns it) gets its
    /// size from that code: a label that does not fit the size the sweep stands in for it is not
    /// confirmed, and the view itself is never said to run off the screen.
    @Test func aViewTheAppsCodePlacesRestsOnItsHostsSize() throws {
        let xib = IBDocument.xib(objects: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <view contentMode="scaleToFill" id="card" customClass="PromoCard">
                <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                <subviews>
                    <label opaque="NO" text="A promotion far too long for the card it sits in" translatesAutoresizingMaskIntoConstraints="NO" id="promo">
                        <rect key="frame" x="8" y="8" width="284" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="promo" firstAttribute="top" secondItem="card" secondAttribute="top" constant="8" id="t"/>
                    <constraint firstItem="promo" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="8" id="l"/>
                    <constraint firstItem="card" firstAttribute="trailing" secondItem="promo" secondAttribute="trailing" constant="8" id="r"/>
                </constraints>
            </view>
            """)
        let folder = try RunContextTests.project(["Package.swift": "// swift-tools-version:5.9\n", "App/PromoCard.xib": xib,
                                                  "App/PromoCard.swift": "final class PromoCard: UIView {}\nlet card = PromoCard()\n"])
        let findings = try Self.findingsAtAX5(folder + "/App/PromoCard.xib")
        let clipped = try #require(findings.first { $0["view"] as? String == "promo" && $0["severity"] as? String == "error" }, "\(findings)")
        #expect(clipped["confirmed"] as? Bool == false)
        let assumptions = try #require(clipped["assumptions"] as? [[String: Any]])
        #expect(assumptions.contains { ($0["what"] as? String)?.contains("the code that hosts it gives its size") == true }, "\(assumptions)")
        #expect(!findings.contains { $0["kind"] as? String == "offscreen" && $0["view"] as? String == "card" }, "\(findings)")
    }

    /// A button in such a view that its own height constant squeezes clips however the host
    /// sizes the view: that finding rests on nothing the host gives, and is confirmed.
    @Test func aClipByTheViewsOwnConstantDoesNotRestOnItsHostsSize() throws {
        let xib = IBDocument.xib(objects: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <view contentMode="scaleToFill" id="card" customClass="PollCard">
                <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="refresh">
                        <rect key="frame" x="8" y="8" width="80" height="22"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <state key="normal" title="Refresh"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="22" priority="999" id="h"/>
                        </constraints>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="refresh" firstAttribute="top" secondItem="card" secondAttribute="top" constant="8" id="t"/>
                    <constraint firstItem="refresh" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="8" id="l"/>
                </constraints>
            </view>
            """)
        let folder = try RunContextTests.project(["Package.swift": "// swift-tools-version:5.9\n", "App/PollCard.xib": xib,
                                                  "App/PollCard.swift": "final class PollCard: UIView {}\nlet card = PollCard()\n"])
        let findings = try Self.findingsAtAX5(folder + "/App/PollCard.xib")
        let clipped = try #require(findings.first { $0["view"] as? String == "refresh" && $0["kind"] as? String == "clipped-text" }, "\(findings)")
        #expect(clipped["confirmed"] as? Bool == true, "\(clipped)")
    }

    /// Code that sets the frame of a label constraints place (or sizes it to fit) changes it only
    /// until Auto Layout's next pass: the clip stays confirmed, and the decision says why.
    @Test func aFrameCodeSetsOnAViewConstraintsPlaceIsUndoneByAutoLayout() throws {
        for line in ["titleLabel.sizeToFit()", "titleLabel.frame = CGRect(x: 16, y: 100, width: 300, height: 21)"] {
            let controller = """
                import UIKit
                final class WelcomeViewController: UIViewController {
                    @IBOutlet weak var titleLabel: UILabel!
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        \(line)
                    }
                }
                """
            let outcome = try Self.sweep(withCode: false, ["--format", "json"], code: ["WelcomeViewController.swift": controller])
            let finding = try Self.clipped(outcome)
            #expect(finding["confirmed"] as? Bool == true, "\(line): \(finding)")
            #expect(outcome.stderr.contains("unevaluated-view-code: 1 decision on 1 screen (1 undone-by-auto-layout)"), "\(outcome.stderr)")
        }
    }

    /// Labels held to a height, whose texts the app's code sets to values the reader cannot know.
    /// One line of any text is as tall: at AX5 a single-line label held to 21 pt clips whatever
    /// it shows, and so does a wrapping one held to less than one line; a wrapping label with
    /// room for a line but not for the lines its text wraps to clips only as its text says.
    @Test func aLabelsClipInHeightRestsOnItsTextOnlyWhereOneLineFits() throws {
        func label(_ id: String, lines: Int, y: Int, height: Int, text: String) -> String {
            """
            <label opaque="NO" userInteractionEnabled="NO" text="\(text)" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="16" y="\(y)" width="361" height="\(height)"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <constraints>
                    <constraint firstAttribute="height" constant="\(height)" id="\(id)-h"/>
                </constraints>
            </label>
            """
        }
        let storyboard = IBDocument.storyboard(scenes: IBDocument.scene(customClass: "ProfileViewController", content: """
            <view key="view" contentMode="scaleToFill" id="root1">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
            \(label("name", lines: 1, y: 100, height: 21, text: "Name"))
            \(label("bio", lines: 0, y: 200, height: 21, text: "Name"))
            \(label("about", lines: 0, y: 300, height: 140, text: "A few words about this person, long enough to wrap"))
                </subviews>
                <constraints>
                    <constraint firstItem="name" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="t1"/>
                    <constraint firstItem="name" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="16" id="l1"/>
                    <constraint firstItem="bio" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="200" id="t2"/>
                    <constraint firstItem="bio" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="16" id="l2"/>
                    <constraint firstItem="bio" firstAttribute="trailing" secondItem="root1" secondAttribute="trailing" constant="-16" id="r2"/>
                    <constraint firstItem="about" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="300" id="t3"/>
                    <constraint firstItem="about" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="16" id="l3"/>
                    <constraint firstItem="about" firstAttribute="trailing" secondItem="root1" secondAttribute="trailing" constant="-16" id="r3"/>
                </constraints>
            </view>
            <connections>
                <outlet property="nameLabel" destination="name" id="o1"/>
                <outlet property="bioLabel" destination="bio" id="o2"/>
                <outlet property="aboutLabel" destination="about" id="o3"/>
            </connections>
            """))
        let controller = """
            import UIKit
            final class ProfileViewController: UIViewController {
                @IBOutlet weak var nameLabel: UILabel!
                @IBOutlet weak var bioLabel: UILabel!
                @IBOutlet weak var aboutLabel: UILabel!
                func show(_ user: User) {
                    nameLabel.text = user.displayName
                    bioLabel.text = user.biography
                    aboutLabel.text = user.about
                }
            }
            """
        let file = try Self.storyboardApp(storyboard, code: ["ProfileViewController.swift": controller])
        let findings = try Self.findingsAtAX5(file)
        func clipped(_ view: String) throws -> [String: Any] {
            try #require(findings.first { $0["view"] as? String == view && $0["kind"] as? String == "clipped-text" }, "\(findings)")
        }
        let name = try clipped("name")
        #expect(name["confirmed"] as? Bool == true, "\(name)")
        let bio = try clipped("bio")
        #expect(bio["confirmed"] as? Bool == true, "\(bio)")
        let about = try clipped("about")
        #expect(about["confirmed"] as? Bool == false, "\(about)")
        #expect(((about["assumptions"] as? [[String: Any]]) ?? []).contains { $0["about"] as? String == "text" }, "\(about)")
    }

    /// A button placed after a label runs off the screen when the label's text is long. Whether
    /// it does rests on that text: with a text the file holds it is confirmed; with one the
    /// app's code sets, the button's finding names the label's text as what it rests on.
    @Test func aViewPushedOffTheScreenRestsOnTheTextThatPushesIt() throws {
        let storyboard = IBDocument.storyboard(scenes: IBDocument.scene(customClass: "SetpointViewController", content: """
            <view key="view" contentMode="scaleToFill" id="root1">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" text="A set point far longer than its row has room for" translatesAutoresizingMaskIntoConstraints="NO" id="value">
                        <rect key="frame" x="16" y="100" width="300" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="down">
                        <rect key="frame" x="324" y="100" width="44" height="44"/>
                        <state key="normal" image="chevron.down"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="44" id="w"/>
                            <constraint firstAttribute="height" constant="44" id="h"/>
                        </constraints>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="value" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="t1"/>
                    <constraint firstItem="value" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="16" id="l1"/>
                    <constraint firstItem="down" firstAttribute="centerY" secondItem="value" secondAttribute="centerY" id="c1"/>
                    <constraint firstItem="down" firstAttribute="leading" secondItem="value" secondAttribute="trailing" constant="8" id="l2"/>
                </constraints>
            </view>
            <connections>
                <outlet property="valueLabel" destination="value" id="o1"/>
            </connections>
            """))
        let controller = """
            import UIKit
            final class SetpointViewController: UIViewController {
                @IBOutlet weak var valueLabel: UILabel!
                func show(_ item: Item) { valueLabel.text = item.formattedValue }
            }
            """
        func offscreen(withCode: Bool) throws -> [String: Any] {
            let file = try Self.storyboardApp(storyboard, code: withCode ? ["SetpointViewController.swift": controller] : [:])
            let findings = try Self.findingsAtAX5(file)
            return try #require(findings.first { $0["view"] as? String == "down" && $0["kind"] as? String == "offscreen" }, "\(findings)")
        }
        #expect(try offscreen(withCode: false)["confirmed"] as? Bool == true)
        // Code that hides or fades the label leaves its constraints in force: the button is
        // pushed just as far, and its finding stays confirmed.
        do {
            let file = try Self.storyboardApp(storyboard, code: ["SetpointViewController.swift": """
                import UIKit
                final class SetpointViewController: UIViewController {
                    @IBOutlet weak var valueLabel: UILabel!
                    func show(_ item: Item) { valueLabel.isHidden = item.isEmpty }
                }
                """])
            let findings = try Self.findingsAtAX5(file)
            let hidden = try #require(findings.first { $0["view"] as? String == "down" && $0["kind"] as? String == "offscreen" }, "\(findings)")
            #expect(hidden["confirmed"] as? Bool == true, "\(hidden)")
        }
        let pushed = try offscreen(withCode: true)
        #expect(pushed["confirmed"] as? Bool == false, "\(pushed)")
        let assumptions = try #require(pushed["assumptions"] as? [[String: Any]])
        #expect(assumptions.contains { $0["view"] as? String == "value" && $0["about"] as? String == "text" }, "\(assumptions)")
    }

    /// A label hung above an icon runs off the top when the icon sits at the top. Where the
    /// icon sits is a constant: written as a number, the finding is confirmed; computed by an app
    /// function the reader does not evaluate (0 stands in), the label's finding rests on that
    /// value of the icon's constraints.
    @Test func aViewRunningOffTheScreenRestsOnTheUnevaluatedConstantsOfTheViewsItIsTiedTo() throws {
        func offscreen(offset: String) throws -> [String: Any] {
            let source = """
                import UIKit

                final class BadgeViewController: UIViewController {
                    let icon = UIView()
                    let caption = UILabel()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        caption.text = "Caption"
                        icon.translatesAutoresizingMaskIntoConstraints = false
                        caption.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(icon)
                        view.addSubview(caption)
                        NSLayoutConstraint.activate([
                            icon.topAnchor.constraint(equalTo: view.topAnchor, constant: \(offset)),
                            icon.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                            icon.widthAnchor.constraint(equalToConstant: 40),
                            icon.heightAnchor.constraint(equalToConstant: 40),
                            caption.bottomAnchor.constraint(equalTo: icon.topAnchor),
                            caption.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
                        ])
                    }
                }
                """
            let folder = try RunContextTests.project(["Package.swift": "// swift-tools-version:5.9\n", "App/BadgeViewController.swift": source])
            let findings = try Self.findings(folder + "/App/BadgeViewController.swift", locale: "en", category: "large").findings
            return try #require(findings.first { $0["view"] as? String == "caption" && $0["kind"] as? String == "offscreen" }, "\(findings)")
        }
        #expect(try offscreen(offset: "0")["confirmed"] as? Bool == true)
        let computed = try offscreen(offset: "Metrics.inset(for: traitCollection)")
        #expect(computed["confirmed"] as? Bool == false, "\(computed)")
        let assumptions = try #require(computed["assumptions"] as? [[String: Any]])
        #expect(assumptions.contains { $0["view"] as? String == "icon" && $0["about"] as? String == "code" }, "\(assumptions)")
    }

    /// Habitica's challenge filter: a heading held to 21 pt clips at AX5 whatever the code does
    /// with the height of the sheet around it; that constant, changed at run time to a value not
    /// evaluated, bears on where things sit, not on the heading's own height. A clip the sheet's
    /// height makes does rest on it.
    @Test func aClipByTheViewsOwnSizeDoesNotRestOnCodeMovingOtherViews() throws {
        func clip(ownHeight: Bool, hiddenByCode: Bool = false) throws -> [String: Any] {
            let labelHeight = ownHeight ? #"<constraint firstAttribute="height" constant="21" id="lh"/>"# : ""
            let pin = ownHeight ? "" : #"<constraint firstItem="heading" firstAttribute="bottom" secondItem="sheet" secondAttribute="bottom" id="hb"/>"#
            let storyboard = IBDocument.storyboard(scenes: IBDocument.scene(customClass: "FilterViewController", content: """
                <view key="view" contentMode="scaleToFill" id="root1">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sheet">
                            <rect key="frame" x="16" y="100" width="361" height="40"/>
                            <subviews>
                                <label opaque="NO" text="OWNERSHIP" lineBreakMode="tailTruncation" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="heading">
                                    <rect key="frame" x="8" y="8" width="200" height="21"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                    <constraints>\(labelHeight)</constraints>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="heading" firstAttribute="top" secondItem="sheet" secondAttribute="top" constant="8" id="ht"/>
                                <constraint firstItem="heading" firstAttribute="leading" secondItem="sheet" secondAttribute="leading" constant="8" id="hl"/>
                                <constraint firstAttribute="height" constant="40" id="sheetHeight"/>
                                \(pin)
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="sheet" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="st"/>
                        <constraint firstItem="sheet" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="16" id="sl"/>
                        <constraint firstItem="sheet" firstAttribute="trailing" secondItem="root1" secondAttribute="trailing" constant="-16" id="sr"/>
                    </constraints>
                </view>
                <connections>
                    <outlet property="heightConstraint" destination="sheetHeight" id="o1"/>
                    <outlet property="headingLabel" destination="heading" id="o2"/>
                </connections>
                """))
            let hiding = hiddenByCode ? "headingLabel.isHidden = filters.isEmpty" : ""
            let controller = """
                import UIKit
                final class FilterViewController: UIViewController {
                    @IBOutlet weak var heightConstraint: NSLayoutConstraint!
                    @IBOutlet weak var headingLabel: UILabel!
                    func show(_ filters: [Filter]) {
                        heightConstraint.constant = CGFloat(filters.count) * rowHeight
                        \(hiding)
                    }
                }
                """
            let file = try Self.storyboardApp(storyboard, code: ["FilterViewController.swift": controller])
            let findings = try Self.findingsAtAX5(file)
            return try #require(findings.first { $0["view"] as? String == "heading" && $0["kind"] as? String == "clipped-text" }, "\(findings)")
        }
        let own = try clip(ownHeight: true)
        #expect(own["confirmed"] as? Bool == true, "\(own)")
        // Code that hides the heading by a condition not evaluated: whenever it shows, it clips.
        let hidden = try clip(ownHeight: true, hiddenByCode: true)
        #expect(hidden["confirmed"] as? Bool == true, "\(hidden)")
        #expect(((hidden["assumptions"] as? [[String: Any]]) ?? []).isEmpty, "\(hidden)")
        let bySheet = try clip(ownHeight: false)
        #expect(bySheet["confirmed"] as? Bool == false, "\(bySheet)")
    }

    /// A button the code shows by a condition the reader cannot decide: a label laid over it
    /// overlaps it only when it shows (not confirmed), but its own title clips whenever it shows
    /// (confirmed).
    @Test func anUndecidedVisibilityBearsOnNeighboursNotOnTheViewsOwnText() throws {
        let source = """
            import UIKit

            final class UploadViewController: UIViewController {
                let detectButton = UIButton(type: .system)
                let captionLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    detectButton.setTitle("Detect text from the picture", for: .normal)
                    detectButton.isHidden = kind() != .image
                    captionLabel.text = "Describe for people who cannot see it"
                    view.addSubview(detectButton)
                    view.addSubview(captionLabel)
                    detectButton.translatesAutoresizingMaskIntoConstraints = false
                    captionLabel.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        detectButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                        detectButton.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
                        detectButton.widthAnchor.constraint(equalToConstant: 60),
                        captionLabel.topAnchor.constraint(equalTo: detectButton.topAnchor),
                        captionLabel.leadingAnchor.constraint(equalTo: detectButton.leadingAnchor),
                    ])
                }
            }
            """
        let folder = try RunContextTests.project(["Package.swift": "// swift-tools-version:5.9\n", "App/UploadViewController.swift": source])
        let outcome = try SweepCommandTests.run(["sweep", folder + "/App", "--locales", "en", "--categories", "large",
                                                 "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any], "\(outcome.stderr)")
        let findings = try #require(object["findings"] as? [[String: Any]])
        let overlap = try #require(findings.first { $0["kind"] as? String == "overlap" }, "\(findings)")
        #expect(overlap["confirmed"] as? Bool == false, "\(overlap)")
        #expect(((overlap["assumptions"] as? [[String: Any]]) ?? []).contains { $0["about"] as? String == "visibility" }, "\(overlap)")
        let clipped = try #require(findings.first { $0["kind"] as? String == "clipped-text" && $0["view"] as? String == "detectButton" }, "\(findings)")
        #expect(clipped["confirmed"] as? Bool == true, "\(clipped)")
    }

    /// A constraint whose constant the app's code sets places its views where the code says:
    /// findings about them rest on that code, and name its line.
    @Test func aConstantCodeSetsMakesTheFindingUnconfirmed() throws {
        let storyboard = Self.storyboard.replacingOccurrences(
            of: #"<outlet property="titleLabel" destination="title" id="o1"/>"#,
            with: #"<outlet property="titleLabel" destination="title" id="o1"/><outlet property="titleWidth" destination="c3" id="o2"/>"#)
        let controller = """
            import UIKit

            final class WelcomeViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet weak var titleWidth: NSLayoutConstraint!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleWidth.constant = view.bounds.width - 32
                }
            }
            """
        let file = try Self.storyboardApp(storyboard, code: ["WelcomeViewController.swift": controller])
        let outcome = try SweepCommandTests.run(["sweep", file, "--locales", "en", "--categories", "large",
                                                 "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json"])
        let finding = try Self.clipped(outcome)
        #expect(finding["confirmed"] as? Bool == false, "\(finding)")
        let assumptions = try #require(finding["assumptions"] as? [[String: Any]])
        #expect(assumptions.contains { ($0["what"] as? String)?.contains("WelcomeViewController.titleWidth: the app's code changes this constraint's constant at run time") == true
            && ($0["file"] as? String)?.hasSuffix("WelcomeViewController.swift") == true && $0["line"] as? Int == 9 }, "\(assumptions)")
        // Where the code places the label does not change whether its font scales.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let fixedFont = try #require((object["findings"] as? [[String: Any]])?.first { $0["kind"] as? String == "fixed-font" && $0["view"] as? String == "title" })
        #expect(fixedFont["confirmed"] as? Bool == true, "\(fixedFont)")
    }

    /// Required constraints that conflict (a width of 100 and one of 200) conflict whatever the
    /// text, and whatever code does to a constraint outside the set: such code leaves the
    /// finding confirmed. A constant code sets on a constraint in the set makes it unconfirmed.
    @Test func aConflictRestsOnlyOnCodeThatCanUndoIt() throws {
        let storyboard = Self.storyboard
            .replacingOccurrences(of: #"<constraint firstAttribute="width" constant="100" id="c3"/>"#,
                                  with: #"<constraint firstAttribute="width" constant="100" id="c3"/><constraint firstAttribute="width" constant="200" id="c4"/>"#)
            .replacingOccurrences(of: #"<outlet property="titleLabel" destination="title" id="o1"/>"#,
                                  with: #"<outlet property="titleLabel" destination="title" id="o1"/><outlet property="titleTop" destination="c1" id="o2"/><outlet property="titleWidth" destination="c3" id="o3"/>"#)
        func conflict(setting member: String) throws -> [String: Any] {
            let controller = """
                import UIKit

                final class WelcomeViewController: UIViewController {
                    @IBOutlet weak var titleLabel: UILabel!
                    @IBOutlet weak var titleTop: NSLayoutConstraint!
                    @IBOutlet weak var titleWidth: NSLayoutConstraint!

                    func show(_ user: User) {
                        titleLabel.text = user.displayName
                        titleLabel.font = user.preferredFont
                        \(member).constant = view.bounds.width - 32
                    }
                }
                """
            let file = try Self.storyboardApp(storyboard, code: ["WelcomeViewController.swift": controller])
            let outcome = try SweepCommandTests.run(["sweep", file, "--locales", "en", "--categories", "large",
                                                     "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any], "\(outcome.stderr)")
            let findings = try #require(object["findings"] as? [[String: Any]])
            return try #require(findings.first { $0["kind"] as? String == "unsatisfiable" && $0["view"] as? String == "title" }, "\(findings)")
        }
        let outside = try conflict(setting: "titleTop")
        #expect(outside["confirmed"] as? Bool == true, "\(outside)")
        #expect(outside["assumptions"] == nil, "\(outside)")

        let inside = try conflict(setting: "titleWidth")
        #expect(inside["confirmed"] as? Bool == false, "\(inside)")
        let assumptions = try #require(inside["assumptions"] as? [[String: Any]])
        #expect(assumptions.count == 1, "only the constant in the set counts, not the text or the font: \(assumptions)")
        #expect(assumptions.first?["constraint"] as? String == "c3" && assumptions.first?["line"] as? Int == 11, "\(assumptions)")
    }

    /// A font the sweep does not have (an icon font the app bundles, whose ligature draws
    /// "notifications" as one bell) is measured with a stand-in face: findings about its text
    /// rest on that; the same text in the system font does not.
    @Test func aFontTheSweepDoesNotHaveMakesTheFindingUnconfirmed() throws {
        let spec = """
            screen: Icon
            views:
              bell: { type: label, parent: root, text: "notifications", font: { family: MaterialIconsNotInstalled, size: 24 } }
              plain: { type: label, parent: root, text: "notifications", font: { family: system, size: 24 } }
            constraints:
              - bell.top = root.safeArea.top + 20
              - bell.leading = root.leading + 16
              - bell.width = 24
              - plain.top = root.safeArea.top + 80
              - plain.leading = root.leading + 16
              - plain.width = 24
            """
        let folder = try RunContextTests.project(["Icon.layout.yaml": spec])
        let outcome = try SweepCommandTests.run(["sweep", folder + "/Icon.layout.yaml", "--locales", "en", "--categories", "large",
                                                 "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any], "\(outcome.stderr)")
        let findings = try #require(object["findings"] as? [[String: Any]])
        let bell = try #require(findings.first { $0["kind"] as? String == "clipped-text" && $0["view"] as? String == "bell" }, "\(findings)")
        #expect(bell["confirmed"] as? Bool == false)
        let assumptions = try #require(bell["assumptions"] as? [[String: Any]])
        #expect(assumptions.contains { $0["about"] as? String == "font" && ($0["what"] as? String)?.contains("'MaterialIconsNotInstalled'") == true }, "\(assumptions)")
        let plain = try #require(findings.first { $0["kind"] as? String == "clipped-text" && $0["view"] as? String == "plain" }, "\(findings)")
        #expect(plain["confirmed"] as? Bool == true)
    }

    @Test func reportsSetUnconfirmedFindingsApart() throws {
        let text = try Self.sweep(withCode: true, [])
        #expect(text.stdout.contains("Needs a look"), "\(text.stdout)")
        #expect(text.stdout.contains("rests on: WelcomeViewController.titleLabel: the app's code may set its text at run time"), "\(text.stdout)")
        let sarif = try Self.sweep(withCode: true, ["--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let result = try #require(results.first { $0["ruleId"] as? String == "clipped-text" })
        #expect(result["kind"] as? String == "review" && result["level"] as? String == "none", "\(result)")
        let junit = try Self.sweep(withCode: true, ["--format", "junit"])
        #expect(junit.stdout.contains("failures=\"0\""), "\(junit.stdout)")
        #expect(junit.stdout.contains("needs a look: "), "\(junit.stdout)")
        // Without the code, SARIF reports it as an error to fix.
        let confirmed = try Self.sweep(withCode: false, ["--format", "sarif"])
        let confirmedLog = try #require(try JSONSerialization.jsonObject(with: Data(confirmed.stdout.utf8)) as? [String: Any])
        let confirmedResult = try #require((((confirmedLog["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])?.first { $0["ruleId"] as? String == "clipped-text" })
        #expect(confirmedResult["kind"] as? String == "fail" && confirmedResult["level"] as? String == "error", "\(confirmedResult)")
    }

    @Test func explainShowsWhatAFindingRestsOn() throws {
        let file = try Self.storyboardApp(Self.storyboard, code: ["WelcomeViewController.swift": Self.controller])
        let outcome = try SweepCommandTests.run(["explain", file, "title"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("assumptions findings about it rest on (1):"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("title: WelcomeViewController.titleLabel: the app's code may set its text at run time"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("clipped-text         reported, needs a look: "), "\(outcome.stdout)")
    }

    @Test func xcodeAndGitHubFormatsWriteOneLinePerFinding() throws {
        let xcode = try Self.sweep(withCode: false, ["--format", "xcode"])
        let line = try #require(xcode.stdout.split(separator: "\n").first { $0.hasSuffix("[clipped-text]") }, "\(xcode.stdout)")
        #expect(line.contains("/App/Base.lproj/Main.storyboard:12:1: error: Main.storyboard › Welcome: title"), "\(line)")
        // Resting on an assumption, the same finding is a note that says what to look at.
        let unconfirmed = try Self.sweep(withCode: true, ["--format", "xcode"])
        let note = try #require(unconfirmed.stdout.split(separator: "\n").first { $0.hasSuffix("[clipped-text]") }, "\(unconfirmed.stdout)")
        #expect(note.contains(":12:1: note: ") && note.contains("needs a look: WelcomeViewController.titleLabel"), "\(note)")
        let github = try Self.sweep(withCode: false, ["--format", "github"])
        let annotation = try #require(github.stdout.split(separator: "\n").first { $0.contains("title=clipped-text (layout-stress)") }, "\(github.stdout)")
        #expect(annotation.hasPrefix("::error file=") && annotation.contains("Main.storyboard,line=12,"), "\(annotation)")
        #expect(annotation.contains("::Main.storyboard › Welcome: title"), "\(annotation)")
        let notice = try Self.sweep(withCode: true, ["--format", "github"])
        #expect(notice.stdout.contains("::notice file="), "\(notice.stdout)")
        #expect(notice.stdout.contains("%0Aneeds a look: WelcomeViewController.titleLabel"), "\(notice.stdout)")
    }
}
