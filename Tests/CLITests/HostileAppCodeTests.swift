import Foundation
import Testing
import TestSupport

/// One regression test per class of app code that the Objective-C scans once read in time
/// growing with the square of the file (minutes for a few hundred kilobytes): each app here
/// holds a good screen and a class file of that shape, and the sweep must end, swept the
/// screen, and still make the decisions the code supports. No test is timed: a hang shows as
/// the test not finishing.
@Suite struct HostileAppCodeTests {
    /// A label the controller's outlet `titleLabel` reaches, pinned to the top leading corner.
    static let xib = IBDocument.xib(objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileController">
            <connections>
                <outlet property="titleLabel" destination="name" id="o1"/>
            </connections>
        </placeholder>
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
                <constraint firstItem="name" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="name" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="c2"/>
            </constraints>
        </view>
        """)

    /// The controller's interface, declaring the outlet.
    static let header = "#import <UIKit/UIKit.h>\n@interface ProfileController : UIViewController\n@property (nonatomic, weak) IBOutlet UILabel *titleLabel;\n@end\n"

    /// The program's start, which creates the controller with its nib.
    static let delegate = "#import \"ProfileController.h\"\n@implementation AppDelegate\n- (void)show\n{\n    ProfileController *controller = [[ProfileController alloc] initWithNibName:@\"Profile\" bundle:nil];\n    [self.window setRootViewController:controller];\n}\n@end\nint main(int argc, char *argv[]) { return UIApplicationMain(argc, argv, nil, @\"AppDelegate\"); }\n"

    /// The controller's implementation with `body` in its `viewDidLoad`.
    static func viewDidLoad(_ body: String) -> String {
        "#import \"ProfileController.h\"\n@implementation ProfileController\n- (void)viewDidLoad\n{\n" + body + "}\n@end\n"
    }

    /// What a sweep of an app whose controller's implementation is `implementation` did.
    struct Sweep {
        var status: Int32
        /// The screens it laid out.
        var screens: Set<String>
        var stderr: String
    }

    /// Sweeps the app whose controller's implementation is `implementation`, in `locale`, with a
    /// Swift file `App/Code.swift` holding `swift` when given (the larger of the two is the
    /// hostile input).
    static func sweep(_ implementation: String, swift: String? = nil, locale: String = "en") throws -> Sweep {
        #expect((swift ?? implementation).utf8.count > 200_000, "the input is a few hundred kilobytes")
        return try sweep(files: [
            "App/Profile.xib": xib, "App/ProfileController.h": header, "App/ProfileController.m": implementation, "App/AppDelegate.m": delegate,
        ].merging(swift.map { ["App/Code.swift": $0] } ?? [:]) { $1 }, locale: locale)
    }

    /// Sweeps an app of `files` (a `Package.swift` added) in `locale`.
    static func sweep(files: [String: String], locale: String) throws -> Sweep {
        let folder = ScratchFolder.path("hostile-app-code")
        for (path, text) in files.merging(["Package.swift": "// swift-tools-version:5.9\n"]) { $1 } {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let outcome = try SweepCommandTests.run(["sweep", folder.path, "--devices", "iPhone 15", "--orientations", "portrait",
                                                 "--locales", locale, "--categories", "large", "--jobs", "1", "--format", "json"])
        let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
        let screens = Set(((object?["results"] as? [[String: Any]]) ?? []).compactMap { $0["screen"] as? String })
        return Sweep(status: outcome.status, screens: screens, stderr: outcome.stderr)
    }

    /// Statements with no `;` (each once matched `([^;]*);` to the end of the file): none is an
    /// assignment the reader can take, so the text is left unevaluated.
    @Test func statementsWithoutSemicolons() throws {
        let outcome = try Self.sweep(Self.viewDidLoad(String(repeating: "    self.titleLabel.numberOfLines = 0\n", count: 6_000)
                                                    + String(repeating: "    self.titleLabel.text = \n", count: 6_000)))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.screens == ["Profile.xib › top"])
        #expect(!outcome.stderr.contains("code-set-line-counts"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("unevaluated-texts: 1 decision"), "\(outcome.stderr)")
    }

    /// Thousands of statements in one method (the block before each was read back to the
    /// method's start, for the conditions around it): those after an early `return` force
    /// nothing, those in a method of their own still count as unguarded.
    @Test func manyStatementsInOneBlock() throws {
        let outcome = try Self.sweep("#import \"ProfileController.h\"\n@implementation ProfileController\n- (void)applyDirection\n{\n"
            + "    if (self.userPrefersRightToLeft) { return; }\n"
            + String(repeating: "    [[UIView appearance] setSemanticContentAttribute:UISemanticContentAttributeForceLeftToRight];\n", count: 2_000)
            + "}\n- (void)viewDidLoad\n{\n" + String(repeating: "    self.titleLabel.numberOfLines = 0;\n", count: 2_000) + "}\n@end\n",
            locale: "ar")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.screens == ["Profile.xib › top"])
        #expect(!outcome.stderr.contains("forced-left-to-right"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("code-set-line-counts: 1 decision on 1 screen (1 lines-set)"), "\(outcome.stderr)")
    }

    /// Thousands of assignments (each counted its line from the file's start): the text is set.
    @Test func manyAssignmentsDownAFile() throws {
        let outcome = try Self.sweep(Self.viewDidLoad(String(
            repeating: "    self.titleLabel.text = NSLocalizedString(@\"title\", nil);\n    self.titleLabel.frame = CGRectZero;\n", count: 3_000)))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.screens == ["Profile.xib › top"])
        #expect(outcome.stderr.contains("code-set-texts: 1 decision on 1 screen (1 text-set)"), "\(outcome.stderr)")
    }

    /// A text set through 10,000 nested messages, and one through 100,000 parentheses (each
    /// value was copied whole, a layer at a time): the text counts as set to something not
    /// evaluated.
    @Test func deeplyNestedValues() throws {
        for body in ["    " + String(repeating: "[self.titleLabel setText:", count: 10_000) + "x" + String(repeating: "]", count: 10_000) + ";\n",
                     "    self.titleLabel.text = " + String(repeating: "(", count: 100_000) + "x" + String(repeating: ")", count: 100_000) + ";\n"] {
            let outcome = try Self.sweep(Self.viewDidLoad(body))
            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(outcome.screens == ["Profile.xib › top"])
            #expect(outcome.stderr.contains("unevaluated-texts: 1 decision on 1 screen (1 not-evaluated)"), "\(outcome.stderr)")
        }
    }

    /// Lines starting with `-` that open no method (each searched to the end for its body):
    /// the layout pass before them is still read.
    @Test func linesThatStartNoMethod() throws {
        let outcome = try Self.sweep("#import \"ProfileController.h\"\n@implementation ProfileController\n- (void)layoutSubviews\n{\n    self.titleLabel.frame = CGRectZero;\n}\n"
                                     + String(repeating: "-\n", count: 120_000) + "@end\n")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.screens == ["Profile.xib › top"])
        #expect(outcome.stderr.contains("layout-pass-placement: 1 decision on 1 screen (1 placed-by-code)"), "\(outcome.stderr)")
    }

    /// Swift `if`s on a constant nested 10,000 deep (the nib-name scanner's owner of each
    /// block spelled every condition around it: quadratic time and memory): the screen is swept.
    /// The Swift file itself nests past the Swift reader's limit, so it is an error (exit 2)
    /// and read for no screen; its bytes still go through the nib-name scanner.
    @Test func deeplyNestedConstantIfs() throws {
        let flags = "enum Flags {\n    static let enabled = true\n}\n\nfunc configure() {\n" + String(repeating: "if Flags.enabled {\n", count: 10_000)
            + "print(1)\n" + String(repeating: "}\n", count: 10_000) + "}\n"
        let outcome = try Self.sweep(Self.viewDidLoad("    self.titleLabel.numberOfLines = 0;\n"), swift: flags)
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(outcome.screens == ["Profile.xib › top"])
        #expect(outcome.stderr.contains("code-set-line-counts: 1 decision on 1 screen (1 lines-set)"), "\(outcome.stderr)")
    }

    /// Swift statements that each continue the line before (each read the function back to its
    /// start, line by line, several times): none is firm evidence, so nothing forces the
    /// direction. Swift code is read for the app's Swift classes, so the controller is one here.
    @Test func swiftStatementsThatContinueALine() throws {
        let body = String(repeating: "        let a = b ??\n        UIView.appearance().semanticContentAttribute = .forceLeftToRight\n", count: 2_400)
        let delegate = "import UIKit\n\nfinal class AppDelegate: UIResponder {\n    func application() -> Bool {\n" + body + "        return true\n    }\n}\n"
        #expect(delegate.utf8.count > 200_000)
        let controller = "import UIKit\n\nfinal class ProfileController: UIViewController {\n    @IBOutlet weak var titleLabel: UILabel!\n}\n\nfunc showProfile() -> UIViewController {\n    ProfileController(nibName: \"Profile\", bundle: nil)\n}\n"
        let files = ["App/Profile.xib": Self.xib, "App/ProfileController.swift": controller, "App/AppDelegate.swift": delegate]
        let outcome = try Self.sweep(files: files, locale: "ar")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.screens == ["Profile.xib › top"])
        #expect(!outcome.stderr.contains("forced-left-to-right"), "\(outcome.stderr)")
        // The same app with one firm statement is forced: the rule did read the file.
        let firm = "import UIKit\n\nfinal class AppDelegate: UIResponder {\n    func application() -> Bool {\n        UIView.appearance().semanticContentAttribute = .forceLeftToRight\n" + body + "        return true\n    }\n}\n"
        let forced = try Self.sweep(files: files.merging(["App/AppDelegate.swift": firm]) { $1 }, locale: "ar")
        #expect(forced.stderr.contains("forced-left-to-right: 1 decision"), "\(forced.stderr)")
    }
}
