import Foundation
import Testing

/// Every change the app-code rules make to a screen is a decision that reports show: a line per
/// rule in the log (each decision with --verbose), a list per screen in JSON that findings point
/// into, and `explain` for one view.
@Suite struct AppCodeDecisionTests {
    /// The load-time-hiding fixture's controller, which also sets the title's font.
    static let controller = """
        import UIKit

        final class PromoViewController: UIViewController {
            @IBOutlet weak var banner: UILabel!
            @IBOutlet weak var titleLabel: UILabel!

            override func viewDidLoad() {
                super.viewDidLoad()
                banner.isHidden = true
                titleLabel.font = .systemFont(ofSize: 20)
            }
        }
        """

    static func app() throws -> String {
        try RunContextTests.project(["Package.swift": "// swift-tools-version:5.9\n",
                                     "App/Base.lproj/Main.storyboard": LoadTimeHidingTests.storyboard,
                                     "App/PromoViewController.swift": controller])
    }

    static let variant = ["--locales", "en", "--categories", "large", "--devices", "iPhone 15", "--orientations", "portrait"]

    @Test func theJSONReportListsEachScreensDecisionsAndFindingsPointIntoThem() throws {
        let folder = try Self.app()
        let outcome = try SweepCommandTests.run(["sweep", folder + "/App/Base.lproj/Main.storyboard", "--format", "json"] + Self.variant)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let screens = try #require(object["screens"] as? [[String: Any]], "\(outcome.stdout.prefix(500))")
        #expect(screens.count == 1)
        let decisions = try #require(screens.first?["decisions"] as? [[String: Any]])
        let hidden = try #require(decisions.first { $0["effect"] as? String == "hidden" })
        #expect(hidden["rule"] as? String == "load-time-hiding")
        #expect((hidden["subject"] as? [String: Any])?["view"] as? String == "banner")
        let location = try #require(hidden["location"] as? [String: Any])
        #expect((location["file"] as? String)?.hasSuffix("PromoViewController.swift") == true)
        #expect(location["line"] as? Int == 9)
        let fontIndex = try #require(decisions.firstIndex { $0["effect"] as? String == "font-set" })
        #expect((decisions[fontIndex]["subject"] as? [String: Any])?["view"] as? String == "title")
        // The title's fixed-font finding rests on the decision that gave it its font.
        let findings = try #require(object["findings"] as? [[String: Any]])
        let fixedFont = try #require(findings.first { $0["kind"] as? String == "fixed-font" && $0["view"] as? String == "title" })
        let titles = decisions.indices.filter { (decisions[$0]["subject"] as? [String: Any])?["view"] as? String == "title" }
        let hiddenIndex = try #require(decisions.firstIndex { $0["effect"] as? String == "hidden" })
        #expect(fixedFont["decisions"] as? [Int] == titles && titles.contains(fontIndex) && !titles.contains(hiddenIndex), "\(decisions)")
        #expect((fixedFont["worst"] as? [String: Any])?["font"] as? String == "system 20 regular")
    }

    @Test func theLogCountsDecisionsPerRuleAndVerboseListsEach() throws {
        let folder = try Self.app()
        let quiet = try SweepCommandTests.run(["sweep", folder + "/App/Base.lproj/Main.storyboard"] + Self.variant)
        #expect(quiet.stderr.contains("app code: load-time-hiding: 1 decision on 1 screen (1 hidden)"), "\(quiet.stderr)")
        #expect(quiet.stderr.contains("app code: code-set-fonts: 1 decision on 1 screen (1 font-set)"), "\(quiet.stderr)")
        #expect(!quiet.stderr.contains("is hidden when the screen loads"), "\(quiet.stderr)")
        let verbose = try SweepCommandTests.run(["sweep", folder + "/App/Base.lproj/Main.storyboard", "--verbose"] + Self.variant)
        #expect(verbose.stderr.contains("PromoViewController.swift:9: note: PromoViewController.banner (banner) is hidden when the screen loads: laid out hidden [load-time-hiding]"),
                "\(verbose.stderr)")
    }

    @Test func explainShowsAViewsDecisionsConstraintsAndEachChecksVerdict() throws {
        let folder = try Self.app()
        let file = folder + "/App/Base.lproj/Main.storyboard"
        let title = try SweepCommandTests.run(["explain", file, "title"])
        #expect(title.status == 0, "\(title.stderr)")
        #expect(title.stdout.contains("[code-set-fonts] font-set, view title: PromoViewController.titleLabel (title) uses the font its class's code sets, system 20 regular"),
                "\(title.stdout)")
        #expect(title.stdout.contains("title.top = banner.bottom + 19"), "\(title.stdout)")
        #expect(title.stdout.contains("fixed-font") && title.stdout.contains("reported: font system 20 regular stays the same size"), "\(title.stdout)")
        #expect(title.stdout.contains("small-touch-target   not judged: it is no button-like control"), "\(title.stdout)")
        // The hidden banner is judged by no check, and the decision that hid it says why.
        let banner = try SweepCommandTests.run(["explain", file, "banner", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(banner.stdout.utf8)) as? [String: Any])
        let checks = try #require(object["checks"] as? [[String: Any]])
        #expect(!checks.isEmpty)
        #expect(checks.allSatisfy { $0["verdict"] as? String == "not-judged" && $0["reason"] as? String == "it is hidden or lies in a hidden view" }, "\(checks)")
        #expect((object["decisions"] as? [[String: Any]])?.first?["rule"] as? String == "load-time-hiding")
        // Without a view: the screen's decisions; an unknown view is an error.
        let all = try SweepCommandTests.run(["explain", file])
        #expect(all.stdout.contains("[load-time-hiding] hidden, view banner"), "\(all.stdout)")
        let unknown = try SweepCommandTests.run(["explain", file, "nothing-here"])
        #expect(unknown.status == 2 && unknown.stderr.contains("error: no view 'nothing-here'"), "\(unknown.stderr)")
    }

    /// A Swift screen whose views its superclass's set-up builds, in another file of the app:
    /// `explain` and `layout` read the file with the rest of its app, as the sweep does, so the
    /// view is there.
    @Test func explainReadsASwiftFileWithTheRestOfItsApp() throws {
        let folder = try RunContextTests.project([
            "Package.swift": "// swift-tools-version:5.9\n",
            "App/BaseCell.swift": """
                import UIKit

                class BaseCell: UITableViewCell {
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        createViews()
                        installConstraints()
                    }
                    func createViews() {}
                    func installConstraints() {}
                }
                """,
            "App/SwitchCell.swift": """
                import UIKit

                final class SwitchCell: BaseCell {
                    let titleLabel = UILabel()

                    override func createViews() {
                        super.createViews()
                        titleLabel.text = "Notifications"
                        titleLabel.translatesAutoresizingMaskIntoConstraints = false
                        contentView.addSubview(titleLabel)
                    }

                    override func installConstraints() {
                        super.installConstraints()
                        NSLayoutConstraint.activate([
                            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                        ])
                    }
                }
                """,
        ])
        let file = folder + "/App/SwitchCell.swift"
        let explained = try SweepCommandTests.run(["explain", file, "titleLabel"])
        #expect(explained.status == 0, "\(explained.stderr)")
        #expect(explained.stdout.contains("titleLabel.leading = "), "\(explained.stdout)")
        let laidOut = try SweepCommandTests.run(["layout", file, "--device", "iPhone 15", "--category", "large", "--locale", "en", "--format", "json"])
        #expect(laidOut.status == 0 && laidOut.stdout.contains("\"titleLabel\""), "\(laidOut.stderr)")
    }
}
