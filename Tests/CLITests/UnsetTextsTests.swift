import Foundation
import Testing
import TestSupport

/// An IB text an outlet reaches but no code sets is shown as written in every locale that does
/// not translate the file (Pocket Casts' "Upgrade to Pocket Casts Plus" button), so it is not
/// lengthened as an unknown run-time string; one the code sets, or hands on to code that may
/// set it under another name, is.
@Suite struct UnsetTextsTests {
    static let xib = IBDocument.xib(objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PromoController">
            <connections>
                <outlet property="view" destination="top" id="o0"/>
                <outlet property="headlineLabel" destination="headline" id="o1"/>
                <outlet property="countLabel" destination="count" id="o2"/>
                <outlet property="savedLabel" destination="saved" id="o3"/>
            </connections>
        </placeholder>
        <view contentMode="scaleToFill" id="top">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
                <label text="Thanks for upgrading" translatesAutoresizingMaskIntoConstraints="NO" id="headline">
                    <rect key="frame" x="16" y="100" width="170" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <label text="3 episodes" translatesAutoresizingMaskIntoConstraints="NO" id="count">
                    <rect key="frame" x="16" y="140" width="90" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <label text="Saved" translatesAutoresizingMaskIntoConstraints="NO" id="saved">
                    <rect key="frame" x="16" y="180" width="50" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
                <constraint firstItem="headline" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="headline" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="count" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="c3"/>
                <constraint firstItem="count" firstAttribute="top" secondItem="top" secondAttribute="top" constant="140" id="c4"/>
                <constraint firstItem="saved" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="c5"/>
                <constraint firstItem="saved" firstAttribute="top" secondItem="top" secondAttribute="top" constant="180" id="c6"/>
            </constraints>
        </view>
        """)

    static let controller = """
        import UIKit

        final class PromoController: UIViewController {
            @IBOutlet var headlineLabel: UILabel!
            @IBOutlet var countLabel: UILabel!
            @IBOutlet var savedLabel: UILabel!

            override func viewDidLoad() {
                super.viewDidLoad()
                headlineLabel.isHidden = false
                countLabel.text = "\\(3) episodes"
                showSaved(label: savedLabel, key: "saved")
            }

            private func showSaved(label: UILabel, key: String) {
                label.text = key
            }
        }
        """

    /// An app folder (a Swift package) holding `<name>.xib` in `xibFolder`, `App/<name>.swift`,
    /// a router that loads the xib (so that it is swept) and `extra` files.
    static func project(_ name: String, xib: String, controller: String, xibFolder: String = "App",
                        extra: [String: String] = [:]) throws -> String {
        let router = "import UIKit\n\nenum Router {\n    static func show() -> UIViewController { \(name)(nibName: \"\(name)\", bundle: nil) }\n}\n"
        return try RunContextTests.project([
            "Package.swift": "// swift-tools-version:5.9\n",
            "\(xibFolder)/\(name).xib": xib, "App/\(name).swift": controller, "App/Router.swift": router,
        ].merging(extra) { $1 })
    }

    /// Sweeps `file` in English and German at `large` on iPhone 15: each view's width by (id,
    /// locale), and the run.
    /// Swept from `directory` when given (where no Locales folder is, so the app's own tables
    /// are taken), else from the package root.
    static func widths(sweeping file: String, in directory: String? = nil) throws -> (width: (String, String) -> Double?, outcome: PseudoCommandTests.Outcome) {
        let arguments = ["sweep", "--verbose", file, "--locales", "en,de", "--categories", "large",
                         "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json", "--variants", "all"]
        let outcome = try directory.map { try PseudoCommandTests.run(arguments, stdin: Data(), in: $0) } ?? SweepCommandTests.run(arguments)
        let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
        let results = (object?["results"] as? [[String: Any]]) ?? []
        let width = { (id: String, locale: String) -> Double? in
            let views = (results.first { $0["locale"] as? String == locale }?["views"] as? [[String: Any]]) ?? []
            return (views.first { $0["id"] as? String == id }?["frame"] as? [String: Any])?["width"] as? Double
        }
        return (width, outcome)
    }

    @Test func onlyTextsCodeMaySetAreLengthenedInOtherLocales() throws {
        let folder = try Self.project("PromoController", xib: Self.xib, controller: Self.controller)
        let (width, outcome) = try Self.widths(sweeping: folder + "/App/PromoController.xib")
        // German shows the headline as written: as wide as in English.
        let headline = try #require(width("headline", "en"))
        #expect(width("headline", "de") == headline, "\(outcome.stderr)")
        // The texts code sets (directly, or through the label handed to a helper) are lengthened.
        for id in ["count", "saved"] {
            let english = try #require(width(id, "en"))
            #expect((width(id, "de") ?? 0) > english + 10, "\(id): \(String(describing: width(id, "de"))) vs \(english)")
        }
    }

    /// Element's `theme.applyStyle(onButton: self.manuallyVerifyButton)`: a view handed to app
    /// helpers that only style it (every declaration of that name and label) keeps its text as
    /// written; one whose helper has any declaration setting the text is lengthened.
    @Test func aViewHandedToAHelperThatLeavesItsTextKeepsIt() throws {
        let controller = """
            import UIKit

            final class PromoController: UIViewController {
                @IBOutlet var headlineLabel: UILabel!
                @IBOutlet var countLabel: UILabel!
                @IBOutlet var savedLabel: UILabel!
                let theme: Theme = LightTheme()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    theme.applyStyle(onLabel: headlineLabel)
                    decorate(self.countLabel, bold: true)
                    theme.applyStyle(onTitle: savedLabel)
                }

                private func decorate(_ label: UILabel, bold: Bool) {
                    label.font = .boldSystemFont(ofSize: 17)
                    label.layer.cornerRadius = 4
                }
            }

            protocol Theme {
                func applyStyle(onLabel label: UILabel)
                func applyStyle(onTitle label: UILabel)
            }

            struct LightTheme: Theme {
                func applyStyle(onLabel label: UILabel) { label.textColor = .black }
                func applyStyle(onTitle label: UILabel) { label.textColor = .black }
            }

            struct DarkTheme: Theme {
                func applyStyle(onLabel label: UILabel) { label.textColor = .white }
                func applyStyle(onTitle label: UILabel) { label.text = label.text?.uppercased() }
            }
            """
        let folder = try Self.project("PromoController", xib: Self.xib, controller: controller)
        let (width, outcome) = try Self.widths(sweeping: folder + "/App/PromoController.xib")
        for id in ["headline", "count"] {
            let english = try #require(width(id, "en"))
            #expect(width(id, "de") == english, "\(id): \(outcome.stderr)")
        }
        let saved = try #require(width("saved", "en"))
        #expect((width("saved", "de") ?? 0) > saved + 10)
    }

    /// Element's `cancelButton`: another class setting its own `self.cancelButton`'s title
    /// (`ThreadsBetaViewController`) says nothing of this class's; a superclass doing it, or
    /// code setting it through another object (`cell.headlineLabel.text`), may set it.
    @Test func aTextAnotherClassSetsOnItsOwnOutletIsNotThisOnes() throws {
        let controller = """
            import UIKit

            class PromoController: SUPERCLASS {
                @IBOutlet var headlineLabel: UILabel!
                @IBOutlet var countLabel: UILabel!
                @IBOutlet var savedLabel: UILabel!
            }
            """
        let other = """
            import UIKit

            final class OtherController: UIViewController {
                @IBOutlet var headlineLabel: UILabel!
                func update() {
                    self.headlineLabel.text = model.title
                    headlineLabel.textColor = .red
                }
            }

            class BaseController: UIViewController {
                func update() { headlineLabel.text = model.title }
            }
            """
        func headlineWidens(superclass: String, extra: String = "") throws -> Bool {
            let folder = try Self.project("PromoController", xib: Self.xib, controller: controller.replacingOccurrences(of: "SUPERCLASS", with: superclass),
                                          extra: ["App/Other.swift": other + extra])
            let (width, _) = try Self.widths(sweeping: folder + "/App/PromoController.xib")
            let english = try #require(width("headline", "en"))
            return (width("headline", "de") ?? 0) > english + 10
        }
        #expect(try !headlineWidens(superclass: "UIViewController"))
        #expect(try headlineWidens(superclass: "BaseController"))
        #expect(try headlineWidens(superclass: "UIViewController", extra: "\nfunc show(cell: PromoController) { cell.headlineLabel.text = name }\n"))
    }

    /// `layout` shows one variant with the findings a sweep reports for it: the same texts.
    @Test func oneVariantIsLaidOutAsTheSweepLaysItOut() throws {
        let folder = try RunContextTests.project([
            "Package.swift": "// swift-tools-version:5.9\n",
            "App/PromoController.xib": Self.xib, "App/PromoController.swift": Self.controller,
        ])
        func width(_ id: String, locale: String) throws -> Double? {
            let outcome = try SweepCommandTests.run(["layout", folder + "/App/PromoController.xib", "--device", "iPhone 15",
                                                     "--category", "large", "--locale", locale, "--format", "json"])
            let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
            let views = (object?["views"] as? [[String: Any]]) ?? []
            return (views.first { $0["id"] as? String == id }?["frame"] as? [String: Any])?["width"] as? Double
        }
        let english = try #require(try width("headline", locale: "en"))
        #expect(try width("headline", locale: "de") == english)
        let count = try #require(try width("count", locale: "en"))
        #expect((try width("count", locale: "de") ?? 0) > count + 10)
    }
    /// Simplenote's passcode keypad: an outlet collection whose loop sets background images,
    /// not titles, leaves the digits as the nib has them in every locale; the titles of a
    /// collection whose loop sets them are lengthened, as is a view another outlet (which sets
    /// nothing) also reaches.
    @Test func anOutletCollectionsTextsAreLengthenedOnlyWhenCodeSetsThem() throws {
        let label: (String, String) -> String = { id, text in
            """
            <label text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="16" y="100" width="50" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        }
        let pins = ["digit", "title", "both"].enumerated().map { index, id in
            """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="l\(index)"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="top" secondAttribute="top" constant="\(100 + 40 * index)" id="t\(index)"/>
            """
        }.joined()
        let xib = IBDocument.xib(objects: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PadController">
                <connections>
                    <outlet property="view" destination="top" id="o0"/>
                    <outlet property="bothLabel" destination="both" id="o1"/>
                    <outletCollection property="keypadLabels" destination="digit" collectionClass="NSMutableArray" id="o2"/>
                    <outletCollection property="titleLabels" destination="title" collectionClass="NSMutableArray" id="o3"/>
                    <outletCollection property="titleLabels" destination="both" collectionClass="NSMutableArray" id="o4"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="top">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>\(label("digit", "7"))\(label("title", "Settings"))\(label("both", "Account"))</subviews>
                <constraints>\(pins)</constraints>
            </view>
            """)
        let controller = """
            import UIKit

            final class PadController: UIViewController {
                @IBOutlet private var keypadLabels: [UILabel] = []
                @IBOutlet var titleLabels: [UILabel]!
                @IBOutlet var bothLabel: UILabel!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    for label in keypadLabels {
                        label.textColor = .gray
                    }
                    for label in titleLabels {
                        label.text = NSLocalizedString("Settings", comment: "")
                    }
                    bothLabel.isHidden = false
                }

                func tapped(_ label: UILabel) {
                    let index = keypadLabels.firstIndex(of: label)
                    print(index as Any)
                }
            }
            """
        let folder = try Self.project("PadController", xib: xib, controller: controller)
        let (width, outcome) = try Self.widths(sweeping: folder + "/App/PadController.xib")
        let digit = try #require(width("digit", "en"), "\(outcome.stderr)")
        #expect(width("digit", "de") == digit)
        for id in ["title", "both"] {
            let english = try #require(width(id, "en"))
            #expect((width(id, "de") ?? 0) > english + 10, "\(id): \(String(describing: width(id, "de"))) vs \(english)")
        }
    }
    /// A text code sets to one localized string (`headlineLabel.text = NSLocalizedString(…)`)
    /// is laid out with that string's translation, with a note, not the nib's text lengthened.
    /// The app's tables are found from its project folder, however deep the file lies.
    @Test func aTextCodeSetsToOneLocalizedStringShowsItsTranslation() throws {
        let controller = """
            import UIKit

            final class PromoController: UIViewController {
                @IBOutlet var headlineLabel: UILabel!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    headlineLabel.text = NSLocalizedString("Welcome", comment: "Promo headline")
                }
            }
            """
        let folder = try Self.project("PromoController", xib: Self.xib, controller: controller, xibFolder: "App/Views", extra: [
            "App/en.lproj/Localizable.strings": "\"Welcome\" = \"Welcome\";\n",
            "App/de.lproj/Localizable.strings": "\"Welcome\" = \"Willkommen bei Pocket Casts Plus\";\n",
        ])
        func lines(_ locale: String) throws -> (lines: [String], stderr: String) {
            // Run where no Locales folder is (the package's own would be taken first).
            let outcome = try PseudoCommandTests.run(["layout", folder + "/App/Views/PromoController.xib", "--device", "iPhone 15", "--category", "large",
                                                      "--locale", locale, "--format", "json"], stdin: Data(), in: folder)
            let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
            let views = (object?["views"] as? [[String: Any]]) ?? []
            return ((views.first { $0["id"] as? String == "headline" }?["lineTexts"] as? [String]) ?? [], outcome.stderr)
        }
        let german = try lines("de")
        #expect(german.lines == ["Willkommen bei Pocket Casts Plus"], "\(german.stderr)")
        let sweep = try SweepCommandTests.run(["sweep", "--verbose", folder + "/App/Views/PromoController.xib", "--locales", "en", "--categories", "large",
                                               "--devices", "iPhone 15", "--orientations", "portrait"])
        #expect(sweep.stderr.contains("PromoController.swift:8: note: PromoController.headlineLabel (headline) shows the localized string 'Welcome' code sets"), "\(sweep.stderr)")
        #expect(try lines("en").lines == ["Welcome"])
    }

    /// The nib's class inherits the code that sets the text: a superclass declaring the outlet
    /// and setting it to one localized string (as Simplenote's banner and pin-lock screens do)
    /// gives the subclass's nib that string's translation.
    @Test func aTextTheSuperclassSetsShowsItsTranslation() throws {
        let controller = """
            import UIKit

            class BasePromoController: UIViewController {
                @IBOutlet var headlineLabel: UILabel!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    headlineLabel.text = NSLocalizedString("Welcome", comment: "Promo headline")
                }
            }

            final class PromoController: BasePromoController {}
            """
        let folder = try Self.project("PromoController", xib: Self.xib, controller: controller, xibFolder: "App/Views", extra: [
            "App/en.lproj/Localizable.strings": "\"Welcome\" = \"Welcome\";\n",
            "App/de.lproj/Localizable.strings": "\"Welcome\" = \"Willkommen bei Pocket Casts Plus\";\n",
        ])
        let outcome = try PseudoCommandTests.run(["layout", folder + "/App/Views/PromoController.xib", "--device", "iPhone 15", "--category", "large",
                                                  "--locale", "de", "--format", "json"], stdin: Data(), in: folder)
        let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
        let views = (object?["views"] as? [[String: Any]]) ?? []
        let lines = (views.first { $0["id"] as? String == "headline" }?["lineTexts"] as? [String]) ?? []
        #expect(lines == ["Willkommen bei Pocket Casts Plus"], "\(outcome.stderr)")
    }

    /// Objective-C code setting a text to one key — `NSLocalizedString`, or a SwiftGen constant
    /// (`[VectorL10n welcome]`) — is read like Swift's (Element's preview header), and a
    /// number the nib shows ("3") is not lengthened as a run-time string: translation lengthens
    /// words, not numbers.
    @Test func anObjectiveCTextAndANumberAreLaidOutAsTheAppShowsThem() throws {
        var xib = Self.xib
        xib = xib.replacingOccurrences(of: #"<label text="3 episodes""#, with: #"<label text="3""#)
        let code = """
            #import "PromoController.h"

            @implementation PromoController

            - (void)viewDidLoad
            {
                [super viewDidLoad];
                self.headlineLabel.text = [VectorL10n welcome];
                [_savedLabel setText:NSLocalizedStringFromTable(@"saved", @"Vector", nil)];
                self.countLabel.text = [NSString stringWithFormat:@"%ld", (long)self.count];
            }

            @end
            """
        let strings = "public class VectorL10n: NSObject {\n  public static var welcome: String { return VectorL10n.tr(\"Vector\", \"welcome\") }\n}\n"
        let folder = try Self.project("PromoController", xib: xib, controller: "import UIKit\n", extra: [
            "App/PromoController.m": code, "App/Strings.swift": strings,
            "App/en.lproj/Vector.strings": "\"welcome\" = \"Welcome\";\n\"saved\" = \"Saved\";\n",
            "App/de.lproj/Vector.strings": "\"welcome\" = \"Willkommen bei Pocket Casts Plus\";\n\"saved\" = \"Gespeichert\";\n",
        ])
        let (width, outcome) = try Self.widths(sweeping: folder + "/App/PromoController.xib", in: folder)
        let welcome = try #require(width("headline", "de"), "\(outcome.stderr)")
        let saved = try #require(width("saved", "de"))
        let count = try #require(width("count", "de"))
        // The translations, not "Thanks for upgrading" and "Saved" lengthened.
        #expect(try welcome > #require(width("headline", "en")) + 60, "\(outcome.stderr)")
        #expect(try saved > #require(width("saved", "en")) + 20)
        #expect(count == width("count", "en"))
        #expect(outcome.stderr.contains("PromoController.m:8: note: PromoController.headlineLabel (headline) shows the localized string 'welcome' code sets"),
                "\(outcome.stderr)")
        #expect(outcome.stderr.contains("PromoController.m:9: note: PromoController.savedLabel (saved) shows the localized string 'saved' code sets"))
    }

    /// A single-line label the class's own code makes multi-line (`numberOfLines = 0`) wraps
    /// in a narrow column instead of being cut, with a note; another class's code does not count.
    @Test func aLineCountCodeSetsIsLaidOut() throws {
        var xib = Self.xib.replacingOccurrences(of: #"<rect key="frame" x="16" y="100" width="170" height="20.5"/>"#,
                                                with: #"<rect key="frame" x="16" y="100" width="120" height="20.5"/>"#)
        xib = xib.replacingOccurrences(of: #"<constraint firstItem="headline" firstAttribute="top""#,
                                       with: #"<constraint firstItem="headline" firstAttribute="width" constant="120" id="w1"/><constraint firstItem="headline" firstAttribute="top""#)
        func layout(_ statement: String, className: String) throws -> (outcome: PseudoCommandTests.Outcome, height: Double?) {
            let controller = "import UIKit\n\nfinal class \(className): UIViewController {\n    @IBOutlet var headlineLabel: UILabel!\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        \(statement)\n    }\n}\n"
            let folder = try Self.project("PromoController", xib: xib, controller: controller)
            let arguments = ["layout", folder + "/App/PromoController.xib", "--device", "iPhone 15", "--category", "large", "--locale", "en", "--format", "json"]
            let outcome = try PseudoCommandTests.run(arguments, stdin: Data(), in: folder)
            let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
            let views = (object?["views"] as? [[String: Any]]) ?? []
            let frame = views.first { $0["id"] as? String == "headline" }?["frame"] as? [String: Any]
            return (outcome, frame?["height"] as? Double)
        }
        let own = try layout("headlineLabel.numberOfLines = 0", className: "PromoController")
        let single = try #require(try layout("headlineLabel.isHidden = false", className: "PromoController").height)
        let other = try #require(try layout("headlineLabel.numberOfLines = 0", className: "OtherController").height)
        // "Thanks for upgrading" takes two lines in 120 pt.
        let wrapped = try #require(own.height, "\(own.outcome.stderr)")
        #expect(wrapped > single * 1.8, "\(own.outcome.stderr)")
        #expect(other == single)
        let folder = try Self.project("PromoController", xib: xib, controller: "import UIKit\n\nfinal class PromoController: UIViewController {\n    @IBOutlet var headlineLabel: UILabel!\n    func show() { headlineLabel.numberOfLines = 0 }\n}\n")
        let swept = try PseudoCommandTests.run(["sweep", "--verbose", folder + "/App/PromoController.xib", "--locales", "en", "--categories", "large",
                                                "--devices", "iPhone 15", "--orientations", "portrait"], stdin: Data(), in: folder)
        #expect(swept.stderr.contains("PromoController.headlineLabel (headline) takes as many lines as it needs: its class's code sets numberOfLines"),
                "\(swept.stderr)")
    }

    /// A font the class's code gives its label through an app helper (WooCommerce's
    /// `applyHeadlineStyle()`, setting the preferred headline font) follows Dynamic Type: the
    /// label is taller at AX5 than at `large`, as the file's fixed 17 pt never is.
    @Test func aFontCodeSetsFollowsDynamicType() throws {
        let helper = "import UIKit\n\nextension UILabel {\n    func applyHeadlineStyle() { font = .preferredFont(forTextStyle: .headline) }\n}\n"
        func height(_ statement: String, category: String) throws -> (height: Double?, stderr: String) {
            let controller = "import UIKit\n\nfinal class PromoController: UIViewController {\n    @IBOutlet var headlineLabel: UILabel!\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        \(statement)\n    }\n}\n"
            let folder = try Self.project("PromoController", xib: Self.xib, controller: controller, extra: ["App/UILabel+Helpers.swift": helper])
            let arguments = ["layout", folder + "/App/PromoController.xib", "--device", "iPhone 15", "--category", category, "--locale", "en", "--format", "json"]
            let outcome = try PseudoCommandTests.run(arguments, stdin: Data(), in: folder)
            let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
            let views = (object?["views"] as? [[String: Any]]) ?? []
            let frame = views.first { $0["id"] as? String == "headline" }?["frame"] as? [String: Any]
            return (frame?["height"] as? Double, outcome.stderr)
        }
        let styledLarge = try #require(try height("headlineLabel.applyHeadlineStyle()", category: "large").height)
        let styledAX5 = try height("headlineLabel.applyHeadlineStyle()", category: "AX5")
        let fixedAX5 = try #require(try height("headlineLabel.isHidden = false", category: "AX5").height)
        let grown = try #require(styledAX5.height, "\(styledAX5.stderr)")
        #expect(grown > styledLarge * 2, "\(styledAX5.stderr)")
        #expect(fixedAX5 < styledLarge * 1.2)
        let controller = "import UIKit\n\nfinal class PromoController: UIViewController {\n    @IBOutlet var headlineLabel: UILabel!\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        headlineLabel.applyHeadlineStyle()\n    }\n}\n"
        let folder = try Self.project("PromoController", xib: Self.xib, controller: controller, extra: ["App/UILabel+Helpers.swift": helper])
        let swept = try PseudoCommandTests.run(["sweep", "--verbose", folder + "/App/PromoController.xib", "--locales", "en", "--categories", "large",
                                                "--devices", "iPhone 15", "--orientations", "portrait"], stdin: Data(), in: folder)
        #expect(swept.stderr.contains("PromoController.headlineLabel (headline) uses the font its class's code sets, headline, which follows Dynamic Type, not the file's system 17"),
                "\(swept.stderr)")
    }

    /// A stack whose axis the class's code chooses by text size (Apple's pattern for the
    /// accessibility sizes) is laid out side by side at XXXL and stacked at AX1, in the sweep and
    /// in `layout` alike.
    @Test func aStackAxisCodeChoosesByTextSizeIsLaidOutPerCategory() throws {
        var xib = Self.xib
        let start = try #require(xib.range(of: #"<label text="Thanks for upgrading""#))
        let end = try #require(xib.range(of: "</label>", range: start.upperBound..<xib.endIndex))
        xib.replaceSubrange(start.lowerBound..<end.upperBound, with: """
            <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="headline">
                <rect key="frame" x="16" y="100" width="200" height="20.5"/>
                <subviews>
                    <label text="Left" translatesAutoresizingMaskIntoConstraints="NO" id="left"><rect key="frame" x="0" y="0" width="40" height="20.5"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                    <label text="Right" translatesAutoresizingMaskIntoConstraints="NO" id="right"><rect key="frame" x="48" y="0" width="40" height="20.5"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                </subviews>
            </stackView>
            """)
        let controller = "import UIKit\n\nfinal class PromoController: UIViewController {\n    @IBOutlet var headlineLabel: UIStackView!\n    override func traitCollectionDidChange(_ previous: UITraitCollection?) {\n        headlineLabel.axis = traitCollection.preferredContentSizeCategory > .extraExtraExtraLarge ? .vertical : .horizontal\n    }\n}\n"
        let folder = try Self.project("PromoController", xib: xib, controller: controller)
        func frames(_ category: String) throws -> (left: [String: Any], right: [String: Any]) {
            let outcome = try PseudoCommandTests.run(["layout", folder + "/App/PromoController.xib", "--device", "iPhone 15", "--category", category,
                                                      "--locale", "en", "--format", "json"], stdin: Data(), in: folder)
            let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
            let views = (object?["views"] as? [[String: Any]]) ?? []
            func frame(_ id: String) -> [String: Any] { (views.first { $0["id"] as? String == id }?["frame"] as? [String: Any]) ?? [:] }
            return (frame("left"), frame("right"))
        }
        let side = try frames("XXXL")
        let stacked = try frames("AX1")
        let sideLeftY = try #require(side.left["y"] as? Double), sideRightY = try #require(side.right["y"] as? Double)
        let sideLeftX = try #require(side.left["x"] as? Double), sideRightX = try #require(side.right["x"] as? Double)
        #expect(sideLeftY == sideRightY && sideRightX > sideLeftX)
        let stackedLeftY = try #require(stacked.left["y"] as? Double), stackedRightY = try #require(stacked.right["y"] as? Double)
        let stackedLeftX = try #require(stacked.left["x"] as? Double), stackedRightX = try #require(stacked.right["x"] as? Double)
        #expect(stackedRightY > stackedLeftY && stackedRightX == stackedLeftX)
    }

    /// A text field's placeholder code sets to one localized string (Element's passphrase field,
    /// `attributedPlaceholder = NSAttributedString(string: …)`) is laid out with its
    /// translation, not the nib's placeholder lengthened.
    @Test func aPlaceholderCodeSetsShowsItsTranslation() throws {
        // The "count" label becomes a text field showing only its placeholder.
        var xib = Self.xib
        let opening = #"<label text="3 episodes" translatesAutoresizingMaskIntoConstraints="NO" id="count">"#
        let start = try #require(xib.range(of: opening))
        let closing = try #require(xib.range(of: "</label>", range: start.upperBound..<xib.endIndex))
        xib.replaceSubrange(closing, with: "<textInputTraits key=\"textInputTraits\"/></textField>")
        xib.replaceSubrange(start, with: #"<textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Enter your passphrase" translatesAutoresizingMaskIntoConstraints="NO" id="count">"#)
        #expect(xib.contains("<textField"))
        func controller(_ setting: String) -> String {
            "import UIKit\n\nfinal class PromoController: UIViewController {\n    @IBOutlet var countLabel: UITextField!\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        \(setting)\n    }\n}\n"
        }
        let tables = ["App/en.lproj/Localizable.strings": "\"passphrase.placeholder\" = \"Enter your passphrase\";\n",
                      "App/de.lproj/Localizable.strings": "\"passphrase.placeholder\" = \"Phrase\";\n"]
        // The field's width per locale, swept where the app's own tables are taken.
        func sweep(_ setting: String) throws -> (width: (String) -> Double?, outcome: PseudoCommandTests.Outcome) {
            let folder = try Self.project("PromoController", xib: xib, controller: controller(setting), extra: tables)
            let swept = try Self.widths(sweeping: folder + "/App/PromoController.xib", in: folder)
            return ({ swept.width("count", $0) }, swept.outcome)
        }
        let lengthened = try sweep("countLabel.placeholder = model.hint")
        let english = try #require(lengthened.width("en"))
        #expect((lengthened.width("de") ?? 0) > english + 10, "\(lengthened.outcome.stderr)")
        let keyed = try sweep("countLabel.attributedPlaceholder = NSAttributedString(string: NSLocalizedString(\"passphrase.placeholder\", comment: \"\"), attributes: nil)")
        #expect(keyed.width("en") == english, "\(keyed.outcome.stderr)")
        #expect((keyed.width("de") ?? .infinity) < english - 20, "\(keyed.outcome.stderr)")
        #expect(keyed.outcome.stderr.contains("PromoController.countLabel (count) shows the placeholder 'passphrase.placeholder' code sets"), "\(keyed.outcome.stderr)")
    }
}

/// A label the nib leaves empty but the app's code fills (through an outlet code sets a text
/// on, or a tag) shows a line of text at run time: it is laid out one line tall with a
/// stand-in, not collapsed; one code never fills stays empty, and a localized string code sets
/// replaces the stand-in.
@Suite struct EmptyLabelStandInTests {
    static let xib = IBDocument.xib(objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SkillController">
            <connections>
                <outlet property="view" destination="top" id="o0"/>
                <outlet property="nameLabel" destination="name" id="o1"/>
                <outlet property="unusedLabel" destination="unused" id="o2"/>
                <outlet property="warningLabel" destination="warning" id="o3"/>
            </connections>
        </placeholder>
        <view contentMode="scaleToFill" id="top">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
                <label text="" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                    <rect key="frame" x="16" y="100" width="170" height="0"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <label text="" translatesAutoresizingMaskIntoConstraints="NO" id="unused">
                    <rect key="frame" x="16" y="140" width="90" height="0"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <label tag="4" text="" translatesAutoresizingMaskIntoConstraints="NO" id="tagged">
                    <rect key="frame" x="16" y="180" width="50" height="0"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <label text="" translatesAutoresizingMaskIntoConstraints="NO" id="warning">
                    <rect key="frame" x="16" y="220" width="50" height="0"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
                <constraint firstItem="name" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="name" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="unused" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="c3"/>
                <constraint firstItem="unused" firstAttribute="top" secondItem="top" secondAttribute="top" constant="140" id="c4"/>
                <constraint firstItem="tagged" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="c5"/>
                <constraint firstItem="tagged" firstAttribute="top" secondItem="top" secondAttribute="top" constant="180" id="c6"/>
                <constraint firstItem="warning" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="c7"/>
                <constraint firstItem="warning" firstAttribute="top" secondItem="top" secondAttribute="top" constant="220" id="c8"/>
            </constraints>
        </view>
        """)

    static let controller = """
        import UIKit

        final class SkillController: UIViewController {
            @IBOutlet var nameLabel: UILabel!
            @IBOutlet var unusedLabel: UILabel!
            @IBOutlet var warningLabel: UILabel!
            var skill = Skill()

            override func viewDidLoad() {
                super.viewDidLoad()
                nameLabel.text = skill.name
                (view.viewWithTag(4) as? UILabel)?.text = skill.cost
                warningLabel.text = NSLocalizedString("Mana is low", comment: "")
            }
        }
        """

    /// (id → height) of the views in the English variant, (id → width) in German, and the run.
    static func sweep(_ files: [String: String]) throws -> (height: [String: Double], germanWidth: [String: Double], stderr: String) {
        let folder = try UnsetTextsTests.project("SkillController", xib: xib, controller: files["controller"] ?? "", extra: files.filter { $0.key != "controller" })
        // Swept from the app's folder, so its own tables are taken.
        let outcome = try PseudoCommandTests.run(["sweep", "--verbose", folder + "/App/SkillController.xib", "--locales", "en,de", "--categories", "large",
                                                  "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json", "--variants", "all"],
                                                 stdin: Data(), in: folder)
        let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
        let results = (object?["results"] as? [[String: Any]]) ?? []
        func frames(_ locale: String, _ field: String) -> [String: Double] {
            let views = (results.first { $0["locale"] as? String == locale }?["views"] as? [[String: Any]]) ?? []
            var result: [String: Double] = [:]
            for view in views {
                if let id = view["id"] as? String, let value = (view["frame"] as? [String: Any])?[field] as? Double { result[id] = value }
            }
            return result
        }
        return (frames("en", "height"), frames("de", "width"), outcome.stderr)
    }

    @Test func anEmptyLabelCodeFillsIsOneLineTall() throws {
        let run = try Self.sweep(["controller": Self.controller,
                                  "App/de.lproj/Localizable.strings": "\"Mana is low\" = \"Das Mana ist knapp geworden\";\n"])
        for id in ["name", "tagged"] {
            #expect((run.height[id] ?? 0) > 15, "\(id): \(run.height)")
        }
        #expect(run.height["unused"] == 0, "\(run.height)")
        // The text code sets replaces the stand-in: German shows the translation.
        #expect((run.germanWidth["warning"] ?? 0) > 150, "\(run.germanWidth) \(run.stderr)")
        // Without the app's code the nib's empty labels stay empty.
        let alone = try Self.sweep(["controller": "import UIKit\n\nfinal class SkillController: UIViewController {}\n"])
        #expect(alone.height["name"] == 0 && alone.height["tagged"] == 0, "\(alone.height)")
    }
}
