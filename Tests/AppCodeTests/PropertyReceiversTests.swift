import Foundation
import Testing
@testable import AppCode

/// A use of a property through another object (`cell.titleLabel.isHidden = …`) belongs to the
/// classes the file names: it counts for an outlet's class when the file names that class or a
/// relative of it, not when the file names only other classes that declare such a property, and
/// for every class when the file names none that does.
@Suite struct PropertyReceiversTests {
    static func scan(_ code: String, isSwift: Bool = true) -> NibNameScanner {
        NibNameScanner(code: Data(code.utf8), isSwift: isSwift)
    }

    static var files: [(path: String, scan: NibNameScanner, identifiers: Set<String>)] {
        sources.map { ($0.path, scan($0.code, isSwift: $0.isSwift), CodeText(Data($0.code.utf8), isSwift: $0.isSwift).identifiers) }
    }

    static let sources: [(path: String, code: String, isSwift: Bool)] = [
        ("Welcome.swift", """
            class BaseController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
            }
            final class WelcomeController: BaseController {
                func show(_ name: String) { let local = name; print(local) }
            }
            """, true),
        ("Settings.swift", """
            final class SettingsCell: UITableViewCell {
                @IBOutlet weak var titleLabel: UILabel!
                private var count = 0
            }
            """, true),
        ("SettingsController.swift", """
            final class SettingsController: UITableViewController {
                func configure(_ cell: SettingsCell) { cell.titleLabel.isHidden = true }
            }
            """, true),
        ("Router.swift", """
            final class Router {
                func open(_ controller: WelcomeController) { controller.titleLabel.isHidden = true }
            }
            """, true),
        ("Helper.swift", """
            func hide(_ view: AnyObject) { (view as? HasTitle)?.titleLabel.isHidden = true }
            """, true),
        ("Footer.swift", """
            final class FooterBuilder {
                func make() -> UIView {
                    let button = UIButton(type: .system)
                    button.titleLabel?.font = .systemFont(ofSize: 15)
                    return button
                }
            }
            """, true),
        ("Legacy.h", """
            @interface LegacyCell : UITableViewCell
            @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
            @end
            @protocol Titled
            @property (nonatomic, copy) NSString *subtitleText;
            @end
            """, false),
        ("LegacyController.m", """
            #import "LegacyCell.h"
            @implementation LegacyController
            - (void)configure:(id)cell { [[(LegacyCell *)cell titleLabel] setHidden:YES]; }
            @end
            """, false),
    ]

    @Test func propertiesAreThoseATypeDeclaresInItsBody() {
        let welcome = Self.files[0].scan.properties
        #expect(welcome["BaseController"] == ["titleLabel"])
        #expect(welcome["WelcomeController"] == nil, "a function's local is not a property: \(welcome)")
        #expect(Self.files[1].scan.properties["SettingsCell"] == ["titleLabel", "count"])
        let legacy = Self.files[6].scan.properties
        #expect(legacy["LegacyCell"] == ["titleLabel"])
        #expect(legacy["Titled"] == nil, "a protocol's requirement is no class's property")
    }

    @Test func theIndexRelatesClassesAcrossFiles() {
        let index = AppIndex(scans: Self.files)
        #expect(index.ancestors(of: "WelcomeController") == ["basecontroller", "uiviewcontroller"])
        #expect(index.descendants(of: "BaseController") == ["welcomecontroller"])
        #expect(index.typesNamed["Router.swift"] == ["router", "welcomecontroller"])
        #expect(index.typesDeclaring["titleLabel"] == ["basecontroller", "settingscell", "legacycell", "uibutton"])
        #expect(index.typesNamed["Footer.swift"] == ["footerbuilder", "uibutton"])
    }

    @Test func aUseCountsForTheClassesItsFileNames() {
        let receivers = PropertyReceivers(index: AppIndex(scans: Self.files))
        // The settings controller names only the cell: its use is the cell's, not the welcome screen's.
        #expect(receivers.mayReach("SettingsCell", property: "titleLabel", usedIn: "SettingsController.swift"))
        #expect(!receivers.mayReach("WelcomeController", property: "titleLabel", usedIn: "SettingsController.swift"))
        // The router names the welcome controller, whose superclass holds the outlet.
        #expect(receivers.mayReach("WelcomeController", property: "titleLabel", usedIn: "Router.swift"))
        #expect(receivers.mayReach("BaseController", property: "titleLabel", usedIn: "Router.swift"))
        #expect(!receivers.mayReach("SettingsCell", property: "titleLabel", usedIn: "Router.swift"))
        // Objective-C names its cell class in a cast.
        #expect(receivers.mayReach("LegacyCell", property: "titleLabel", usedIn: "LegacyController.m"))
        #expect(!receivers.mayReach("SettingsCell", property: "titleLabel", usedIn: "LegacyController.m"))
        // A file naming no class with such a property may reach any.
        #expect(receivers.mayReach("SettingsCell", property: "titleLabel", usedIn: "Helper.swift"))
        #expect(receivers.mayReach("WelcomeController", property: "titleLabel", usedIn: "Helper.swift"))
        // A file naming only UIKit's button among the holders changes a button's own label.
        #expect(!receivers.mayReach("WelcomeController", property: "titleLabel", usedIn: "Footer.swift"))
        #expect(!receivers.mayReach("SettingsCell", property: "titleLabel", usedIn: "Footer.swift"))
        // A class the app does not declare: nothing says whose the use is.
        #expect(receivers.mayReach("SDKController", property: "titleLabel", usedIn: "SettingsController.swift"))
    }
}
