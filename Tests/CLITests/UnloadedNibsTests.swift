import Foundation
import Testing
import TestSupport

/// A xib nothing in its app loads — neither its name nor its class appears in the app's code
/// outside the class's own declaration (Pocket Casts' `AddCell.xib`, left behind by a
/// refactor) — is never shown: it is not swept, with a note. One the code registers is.
@Suite struct UnloadedNibsTests {
    static func xib(_ className: String) -> String {
        IBDocument.xib(objects: """
        \(IBDocument.filesOwner())
        <view contentMode="scaleToFill" id="top" customClass="\(className)">
            <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
            <subviews>
                <label text="Add a podcast" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="16" y="20" width="110" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="title" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="title" firstAttribute="centerY" secondItem="top" secondAttribute="centerY" id="c2"/>
            </constraints>
            <connections><outlet property="titleLabel" destination="title" id="o1"/></connections>
        </view>
        """)
    }

    static func declaration(_ className: String) -> String {
        "import UIKit\n\nfinal class \(className): UIView {\n    @IBOutlet weak var titleLabel: UILabel!\n}\n"
    }

    /// The standard error of sweeping `file` (under the package) of a package holding `files`.
    static func stderr(sweeping file: String, _ files: [String: String]) throws -> String {
        let folder = try RunContextTests.project(["Package.swift": "// swift-tools-version:5.9\n"].merging(files) { $1 })
        return try SweepCommandTests.run(["sweep", "--verbose", folder + "/" + file, "--locales", "en", "--categories", "large",
                                          "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json"]).stderr
    }

    @Test func aXibNothingLoadsIsNotSwept() throws {
        let folder = try RunContextTests.project([
            "Package.swift": "// swift-tools-version:5.9\n",
            "App/AddCell.xib": Self.xib("AddCell"), "App/AddCell.swift": Self.declaration("AddCell"),
            "App/UsedCell.xib": Self.xib("UsedCell"), "App/UsedCell.swift": Self.declaration("UsedCell"),
            "App/ListController.swift": "import UIKit\n\nfinal class ListController: UITableViewController {\n    override func viewDidLoad() {\n        tableView.register(UINib(nibName: \"UsedCell\", bundle: nil), forCellReuseIdentifier: \"used\")\n    }\n}\n",
        ])
        let outcome = try SweepCommandTests.run(["sweep", "--verbose", folder + "/App", "--locales", "en", "--categories", "large",
                                                 "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json", "--variants", "all"])
        let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
        let screens = Set(((object?["results"] as? [[String: Any]]) ?? []).compactMap { $0["screen"] as? String })
        #expect(screens.contains { $0.hasPrefix("UsedCell.xib") }, "\(screens)")
        #expect(!screens.contains { $0.hasPrefix("AddCell.xib") }, "\(screens)")
        #expect(outcome.stderr.contains("AddCell.xib: note: nothing in the app's code loads this file"), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("UsedCell.xib: note: nothing"), "\(outcome.stderr)")
    }

    /// A view class used as the custom class of another IB file, or named only in a
    /// lower-cased generated accessor (`R.nib.addCell`) or an Info.plist string (a launch
    /// screen), counts as loaded.
    @Test func aClassNamedInAnotherIBFileOrAnAccessorIsLoaded() throws {
        for extra in [["App/Host.xib": Self.xib("AddCell").replacingOccurrences(of: "customClass=\"AddCell\"", with: "customClass=\"HostView\"")
                            .replacingOccurrences(of: "<subviews>", with: "<subviews><view customClass=\"AddCell\" id=\"inner\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></view>")],
                      ["App/Generated.swift": "let nib = R.nib.addCell\n"],
                      ["App/Info.plist": "<plist><dict><key>UILaunchStoryboardName</key><string>AddCell</string></dict></plist>"]] {
            let folder = try RunContextTests.project([
                "Package.swift": "// swift-tools-version:5.9\n",
                "App/AddCell.xib": Self.xib("AddCell"), "App/AddCell.swift": Self.declaration("AddCell"),
            ].merging(extra) { $1 })
            let outcome = try SweepCommandTests.run(["sweep", "--verbose", folder + "/App/AddCell.xib", "--locales", "en", "--categories", "large",
                                                     "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json", "--variants", "all"])
            #expect(!outcome.stderr.contains("nothing in the app's code loads"), "\(extra.keys): \(outcome.stderr)")
        }
    }

    /// Simplenote's `SPSortBar.xib`: its class is named only by an Objective-C forward
    /// declaration (`@class SPSortBar;`) and comments, which load nothing. A name in a string
    /// after a `//` inside another string (a URL) still counts.
    @Test func forwardDeclarationsAndCommentsAreNoUse() throws {
        func note(_ extra: [String: String]) throws -> Bool {
            let folder = try RunContextTests.project([
                "Package.swift": "// swift-tools-version:5.9\n",
                "App/AddCell.xib": Self.xib("AddCell"),
                "App/AddCell.swift": "import UIKit\n\n// MARK: - AddCell\n//\nfinal class AddCell: UIView {\n    @IBOutlet weak var titleLabel: UILabel!\n}\n\n/* AddCell's helpers */\nprivate extension AddCell {}\n",
            ].merging(extra) { $1 })
            let outcome = try SweepCommandTests.run(["sweep", "--verbose", folder + "/App/AddCell.xib", "--locales", "en", "--categories", "large",
                                                     "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json"])
            return outcome.stderr.contains("nothing in the app's code loads")
        }
        #expect(try note(["App/List.h": "#import <UIKit/UIKit.h>\n@class TagView, AddCell;\n\n@interface List : UIViewController\n@property (nonatomic) TagView *tags;\n@end\n"]))
        #expect(try !note(["App/List.m": "@class TagView;\nstatic NSString *help = @\"https://example.com\"; UINib *nib = [UINib nibWithNibName:@\"AddCell\" bundle:nil];\n"]))
        #expect(try !note(["App/List.h": "@class TagView;\n@protocol ListDelegate;\n@interface List : UIViewController\n@property (nonatomic) AddCell *cell;\n@end\n"]))
    }

    /// Element's `MXKRoomCreationView.xib`: the class loads its own nib inside its own body
    /// (`[UINib nibWithNibName:NSStringFromClass([MXKRoomCreationView class]) …]`), its
    /// delegate protocol names it, and an umbrella header imports it, but nothing else creates it. Another type of the same file
    /// that creates it is a use.
    @Test func aClassLoadingOnlyItsOwnNibIsNotLoaded() throws {
        func note(_ files: [String: String]) throws -> Bool {
            let folder = try RunContextTests.project(["Package.swift": "// swift-tools-version:5.9\n", "App/AddCell.xib": Self.xib("AddCell")]
                .merging(files) { $1 })
            let outcome = try SweepCommandTests.run(["sweep", "--verbose", folder + "/App/AddCell.xib", "--locales", "en", "--categories", "large",
                                                     "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json"])
            return outcome.stderr.contains("nothing in the app's code loads")
        }
        let objectiveC = [
            "App/AddCell.h": "#import <UIKit/UIKit.h>\n@class AddCell;\n@protocol AddCellDelegate <NSObject>\n- (void)addCell:(AddCell *)cell didTap:(id)sender;\n@end\n\n@interface AddCell : UIView\n+ (UINib *)nib;\n@end\n",
            "App/AddCell.m": "#import \"AddCell.h\"\n@implementation AddCell\n+ (UINib *)nib {\n    NSLog(@\"[AddCell] loading\");\n    return [UINib nibWithNibName:NSStringFromClass([AddCell class]) bundle:nil];\n}\n@end\n",
            "App/Kit.h": "#import \"AddCell.h\"\n#import \"Other.h\"\n",
        ]
        #expect(try note(objectiveC))
        // A selector part or a variable spelled like the class, lowercased, is not the class.
        #expect(try note(objectiveC.merging(["App/Other.m": "@implementation Other\n- (void)tap { [self.delegate addCell:self didTap:nil]; UIView *addCell = nil; }\n@end\n"]) { $1 }))
        #expect(try !note(objectiveC.merging(["App/List.m": "#import \"AddCell.h\"\n@implementation List\n- (void)load { [self.table registerNib:[AddCell nib] forCellReuseIdentifier:@\"add\"]; }\n@end\n"]) { $1 }))
        let swift = "import UIKit\n\nfinal class AddCell: UIView {\n    static let nib = UINib(nibName: \"AddCell\", bundle: nil)\n    @IBOutlet weak var titleLabel: UILabel!\n}\n\nextension AddCell {\n    static func make() -> AddCell? { nib.instantiate(withOwner: nil).first as? AddCell }\n}\n"
        #expect(try note(["App/AddCell.swift": swift]))
        #expect(try !note(["App/AddCell.swift": swift + "\nfinal class AddList: UIView {\n    let cell = AddCell.make()\n}\n"]))
    }

    /// Element's `MXKCallViewController.xib`: the call presenter names the class only as its
    /// delegate methods' parameter type (`func dismiss(_ callViewController:
    /// MXKCallViewController!, …)`), which creates nothing. A default value or a body that
    /// creates one is a use.
    @Test func aParameterTypeIsNoUse() throws {
        func note(_ files: [String: String]) throws -> Bool {
            try Self.stderr(sweeping: "App/AddCell.xib", ["App/AddCell.xib": Self.xib("AddCell"), "App/AddCell.swift": Self.declaration("AddCell")]
                .merging(files) { $1 }).contains("nothing in the app's code loads")
        }
        let swift = "final class Presenter {\n    func dismiss(_ controller: AddCell!, completion: ((AddCell) -> Void)?) {}\n    func show(cell: [AddCell], animated: Bool = true) {}\n}\n"
        #expect(try note(["App/Presenter.swift": swift]))
        #expect(try !note(["App/Presenter.swift": swift + "func make(cell: AddCell = AddCell()) {}\n"]))
        #expect(try !note(["App/Presenter.swift": swift.replacingOccurrences(of: "animated: Bool = true) {}", with: "animated: Bool = true) { _ = AddCell() }")]))
        let objectiveC = "@implementation Presenter\n- (void)dismiss:(AddCell *)cell completion:(void (^)(AddCell *))done\n{\n    [self close];\n}\n@end\n"
        #expect(try note(["App/Presenter.m": objectiveC]))
        #expect(try !note(["App/Presenter.m": objectiveC.replacingOccurrences(of: "[self close];", with: "[AddCell new];")]))
    }

    /// Uses the scanner must not lose: a class sent `class` in Objective-C, a loop variable
    /// named `protocol`, and a use after a multi-line string or a nested comment holding braces.
    @Test func usesAfterTrickyCodeStillCount() throws {
        for use in [
            "App/List.m": "@implementation List\n- (NSArray *)cells { return @[[HeaderCell class], [AddCell class]]; }\n@end\n",
            "App/Load.m": "@implementation Loader\n- (void)load:(NSArray *)list {\n    for (Protocol *protocol in list) { [AddCell load]; }\n}\n@end\n",
            "App/Json.swift": "let template = \"\"\"\n{ \"a\": {\n\"\"\"\nlet cell = AddCell()\n",
            "App/Nested.swift": "/* outer /* inner } */ still a comment { */\nlet cell = AddCell()\n",
            "App/Swift.swift": "final class Registry {\n    class func make() -> AddCell { AddCell() }\n}\n",
            "App/Branches.swift": "#if DEBUG\nfinal class AddCell: DebugView {\n#else\nfinal class AddCell: UIView {\n#endif\n    let x = 1\n}\nlet cell = AddCell()\n",
            "App/Raw.swift": "let pattern = #\"\\\"#\nlet cell = AddCell()\n",
        ] {
            let folder = try RunContextTests.project([
                "Package.swift": "// swift-tools-version:5.9\n", "App/AddCell.xib": Self.xib("AddCell"), "App/AddCell.swift": Self.declaration("AddCell"),
                use.key: use.value,
            ])
            let outcome = try SweepCommandTests.run(["sweep", "--verbose", folder + "/App/AddCell.xib", "--locales", "en", "--categories", "large",
                                                     "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json"])
            #expect(!outcome.stderr.contains("nothing in the app's code loads"), "\(use.key): \(outcome.stderr)")
        }
    }

    /// Element's `MXKPublicRoomTableViewCell.xib`: the only other mention of the class is its
    /// subclass's declaration, and that subclass has its own xib, so the superclass's is never
    /// loaded. A subclass without a xib of its own may load the superclass's: a use.
    @Test func aSuperclassWhoseSubclassesHaveTheirOwnNibsIsNotLoaded() throws {
        func note(_ files: [String: String]) throws -> Bool {
            let folder = try RunContextTests.project([
                "Package.swift": "// swift-tools-version:5.9\n", "App/AddCell.xib": Self.xib("AddCell"), "App/AddCell.swift": Self.declaration("AddCell"),
                "App/List.swift": "import UIKit\n\nfinal class List: UITableViewController {\n    let nib = UINib(nibName: \"RoomCell\", bundle: nil)\n}\n",
            ].merging(files) { $1 })
            let outcome = try SweepCommandTests.run(["sweep", "--verbose", folder + "/App/AddCell.xib", "--locales", "en", "--categories", "large",
                                                     "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json"])
            return outcome.stderr.contains("nothing in the app's code loads")
        }
        let subclass = ["App/RoomCell.swift": "import UIKit\n\nfinal class RoomCell: AddCell, Themable {\n}\n"]
        #expect(try note(subclass.merging(["App/RoomCell.xib": Self.xib("RoomCell")]) { $1 }))
        #expect(try !note(subclass))
        let objectiveC = ["App/RoomCell.h": "#import \"AddCell.h\"\n@interface RoomCell : AddCell <Themable>\n@end\n"]
        #expect(try note(objectiveC.merging(["App/RoomCell.xib": Self.xib("RoomCell")]) { $1 }))
        #expect(try !note(objectiveC))
    }

    /// Pocket Casts' `Launch Screen.xib`: a name of two words, named only by Info.plist's
    /// `UILaunchStoryboardName`, is loaded; without that entry it is not.
    @Test func aLaunchScreenNamedInInfoPlistIsLoaded() throws {
        func note(_ plist: String?) throws -> Bool {
            var files = ["Package.swift": "// swift-tools-version:5.9\n", "App/Launch Screen.xib": Self.xib("LaunchView"),
                         "App/LaunchView.swift": Self.declaration("LaunchView")]
            if let plist { files["App/Info.plist"] = plist }
            let folder = try RunContextTests.project(files)
            let outcome = try SweepCommandTests.run(["sweep", "--verbose", folder + "/App/Launch Screen.xib", "--locales", "en", "--categories", "large",
                                                     "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json"])
            return outcome.stderr.contains("nothing in the app's code loads")
        }
        #expect(try !note("<plist><dict><key>UILaunchStoryboardName</key><string>Launch Screen</string></dict></plist>"))
        #expect(try note(nil))
    }

    /// Element's `MXKContactTableCell.xib`: the only code naming the cell is
    /// `MXKContactListViewController`, which nothing names. In a folder that holds the
    /// program's start (`@main`, `UIApplicationMain`), code nothing reaches loads nothing; the
    /// note names it. Reached through the start, a chain of uses, a loaded IB file (the main
    /// storyboard) or a reached subclass, it loads the nib; in a folder without the start (a
    /// library) every use counts.
    @Test func aXibNamedOnlyByCodeNothingReachesIsNotLoaded() throws {
        func stderr(_ files: [String: String]) throws -> String {
            try Self.stderr(sweeping: "App/AddCell.xib", [
                "App/AddCell.xib": Self.xib("AddCell"), "App/AddCell.swift": Self.declaration("AddCell"),
                "App/ContactList.swift": "import UIKit\n\nclass ContactList: UITableViewController {\n    override func viewDidLoad() {\n        tableView.register(UINib(nibName: \"AddCell\", bundle: nil), forCellReuseIdentifier: \"add\")\n    }\n}\n",
            ].merging(files) { $1 })
        }
        let start = "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n}\n"
        let unreached = try stderr(["App/AppDelegate.swift": start])
        #expect(unreached.contains("AddCell.xib: note: nothing in the app's code loads this file (AddCell appears nowhere outside its own declarations, or only in code the app never reaches: ContactList)"), "\(unreached)")
        let objectiveC = try stderr(["App/main.m": "int main(int argc, char *argv[]) { return UIApplicationMain(argc, argv, nil, @\"Delegate\"); }\n",
                                     "App/ContactList.swift": "", "App/ContactList.m": "@implementation ContactList\n- (void)viewDidLoad { [self.tableView registerNib:[UINib nibWithNibName:@\"AddCell\" bundle:nil] forCellReuseIdentifier:@\"add\"]; }\n@end\n"])
        #expect(objectiveC.contains("only in code the app never reaches: ContactList"), "\(objectiveC)")
        for reaching in [
            ["App/AppDelegate.swift": start.replacingOccurrences(of: "var window: UIWindow?", with: "let root = Coordinator()"),
             "App/Coordinator.swift": "final class Coordinator {\n    func start() -> UIViewController { ContactList() }\n}\n"],
            ["App/AppDelegate.swift": start, "App/Main.storyboard": "<document><scenes><tableViewController customClass=\"ContactList\" id=\"a\"/></scenes></document>",
             "App/Info.plist": "<plist><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>"],
            ["App/AppDelegate.swift": start.replacingOccurrences(of: "var window: UIWindow?", with: "let root = Contacts()"),
             "App/Contacts.swift": "final class Contacts: ContactList {}\n"],
            ["App/AppDelegate.swift": start, "App/Start.swift": "let shared = ContactList()\n"],
            ["App/Library.swift": "final class Library {}\n"],
        ] {
            let output = try stderr(reaching)
            #expect(!output.contains("nothing in the app's code loads"), "\(reaching.keys.sorted()): \(output)")
        }
    }
    /// Element's side menu: the app adds it in a private function called only `if
    /// BuildSettings.enableSideMenu`, a build flag that works out false (`true &&
    /// !newAppLayoutEnabled`, `newAppLayoutEnabled = true`). Code under a false flag, and a
    /// private function only it calls, never run. A true flag, an internal function (other
    /// files may call it) or a condition on a bare name (a variable) leave it loaded.
    @Test func aXibOnlyCodeUnderAFalseBuildFlagLoadsIsNotLoaded() throws {
        let flags = "enum Flags {\n    static let enableMenu: Bool = true && !newLayout\n    static let newLayout = true\n}\n"
        let start = """
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func start() {
                    if Flags.enableMenu {
                        self.addMenu()
                    }
                }

                private func addMenu() {
                    _ = MenuController()
                }
            }
            """
        let menu = "import UIKit\n\nfinal class MenuController: UITableViewController {\n    let nib = UINib(nibName: \"AddCell\", bundle: nil)\n}\n"
        func stderr(_ files: [String: String]) throws -> String {
            try Self.stderr(sweeping: "App/AddCell.xib", ["App/AddCell.xib": Self.xib("AddCell"), "App/AddCell.swift": Self.declaration("AddCell"),
                                                          "App/Menu.swift": menu, "App/Flags.swift": flags, "App/AppDelegate.swift": start].merging(files) { $1 })
        }
        let off = try stderr([:])
        #expect(off.contains("AddCell.xib: note: nothing in the app's code loads this file (AddCell appears nowhere outside its own declarations, or only in code the app never reaches: MenuController)"), "\(off)")
        for loading in [
            ["App/Flags.swift": flags.replacingOccurrences(of: "newLayout = true", with: "newLayout = false")],
            ["App/AppDelegate.swift": start.replacingOccurrences(of: "private func addMenu", with: "func addMenu")],
            ["App/AppDelegate.swift": start.replacingOccurrences(of: "if Flags.enableMenu", with: "let enableMenu = Flags.enableMenu\n        if enableMenu")],
        ] {
            let output = try stderr(loading)
            #expect(!output.contains("nothing in the app's code loads"), "\(loading.values.first ?? ""): \(output)")
        }
    }

    /// Element's `SimpleScreenTemplateViewController.storyboard` (a template) and
    /// `RoomNotificationSettingsViewController.storyboard` (replaced by SwiftUI): a storyboard
    /// whose name and classes nothing the app reaches names is not swept either. A storyboard
    /// named in code, by another storyboard's reference or by an Info.plist build setting (the
    /// project file, an `.xcconfig`, XcodeGen's `project.yml`) is loaded, and so is every
    /// storyboard of a folder without the program's start.
    @Test func aStoryboardNothingLoadsIsNotSwept() throws {
        let storyboard = VerifyIBCommandTests.storyboard(
            subviews: #"<label text="Alerts" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><rect key="frame" x="16" y="40" width="50" height="20.5"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#,
            constraints: #"<constraint firstItem="l1" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c1"/><constraint firstItem="l1" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c2"/>"#
        ).replacingOccurrences(of: #"<viewController id="vc""#, with: #"<viewController customClass="SettingsController" id="vc""#)
        let start = "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n}\n"
        func stderr(_ files: [String: String]) throws -> String {
            try Self.stderr(sweeping: "App/Settings.storyboard", [
                "App/Settings.storyboard": storyboard, "App/AppDelegate.swift": start,
                "App/SettingsController.swift": "import UIKit\n\nfinal class SettingsController: UIViewController {\n    static func make() -> UIViewController? {\n        UIStoryboard(name: \"Settings\", bundle: nil).instantiateInitialViewController()\n    }\n}\n",
            ].merging(files) { $1 })
        }
        let alone = try stderr([:])
        #expect(alone.contains("Settings.storyboard: note: nothing in the app's code loads this file (Settings, SettingsController appear nowhere outside their own declarations)"), "\(alone)")
        for loading in [
            ["App/AppDelegate.swift": start.replacingOccurrences(of: "var window: UIWindow?", with: "let settings = SettingsController.make()")],
            ["App/Main.storyboard": #"<document><scenes><scene><objects><viewControllerPlaceholder storyboardName="Settings" id="p1"/></objects></scene></scenes></document>"#],
            ["App.xcodeproj/project.pbxproj": "buildSettings = {\n\tINFOPLIST_KEY_UIMainStoryboardFile = Settings;\n};\n"],
            ["App/Config/App.xcconfig": "INFOPLIST_KEY_UIMainStoryboardFile = Settings\n"],
            ["project.yml": "targets:\n  App:\n    info:\n      properties:\n        UIMainStoryboardFile: Settings\n"],
            // Without the program's start, the settings naming the main storyboard may be elsewhere.
            ["App/AppDelegate.swift": ""],
        ] {
            let output = try stderr(loading)
            #expect(!output.contains("nothing in the app's code loads"), "\(loading.keys.sorted()): \(output)")
        }
    }
}
