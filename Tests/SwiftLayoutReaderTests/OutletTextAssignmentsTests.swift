import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import SwiftLayoutReader

/// The one localized string an app's code sets as an outlet's text, found from its assignments.
@Suite struct OutletTextAssignmentsTests {
    /// The keys `properties` get in an app made of `files` (name → Swift source).
    static func keys(_ properties: Set<String>, _ files: [String: String]) throws -> [String: TextSource] {
        let folder = ScratchFolder.path("outlet-texts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var paths: [String] = []
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        let sources = SwiftSources(paths: paths)
        return OutletTextAssignments.keys(of: properties, in: paths, sources: sources).mapValues(\.source)
    }

    static let controller = """
        import UIKit

        final class OnboardingViewController: UIViewController {
            @IBOutlet var loginButton: UIButton!
            @IBOutlet var brandLabel: UILabel!
            @IBOutlet var settingsLabel: UILabel!
            @IBOutlet var saveButton: UIButton!
            @IBOutlet var searchButton: UIButton!

            override func viewDidLoad() {
                super.viewDidLoad()
                loginButton.setTitle(NSLocalizedString("Log In", comment: "Login Action"), for: .normal)
                self.brandLabel.text = Strings.brand
                settingsLabel?.text = L10n.Settings.title
                saveButton.setTitle(UserText.save, for: .normal)
                searchButton.setTitle("generic.search".localized, for: .normal)
            }
        }

        private struct Strings {
            static let brand = NSLocalizedString("Simplenote", comment: "Our brand")
        }
        """

    static let generated = """
        internal enum L10n {
            internal enum Settings {
                internal static var title: String { return L10n.tr("Settings", "settings.title") }
            }
            private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String { key }
        }
        """

    static let userText = """
        public struct UserText {
            public static let save = NSLocalizedString("action.save", value: "Save", comment: "Save button")
        }
        """

    @Test func keysCodeSetsAreFoundHoweverTheStringIsNamed() throws {
        let found = try Self.keys(["loginButton", "brandLabel", "settingsLabel", "saveButton", "searchButton"], [
            "OnboardingViewController.swift": Self.controller, "Strings+Generated.swift": Self.generated, "UserText.swift": Self.userText,
        ])
        #expect(found["loginButton"] == TextSource(key: "Log In"))
        #expect(found["brandLabel"] == TextSource(key: "Simplenote"))
        #expect(found["settingsLabel"] == TextSource(key: "settings.title", table: "Settings"))
        #expect(found["saveButton"] == TextSource(key: "action.save", fallback: "Save"))
        #expect(found["searchButton"] == TextSource(key: "generic.search"))
    }

    /// Two keys (a Cancel that becomes Delete), a string built at run time, an outlet handed to
    /// other code, an attributed title: the text stays unknown.
    @Test(arguments: [
        "cancelButton.setTitle(NSLocalizedString(\"Cancel\", comment: \"\"), for: .normal)\ncancelButton.setTitle(NSLocalizedString(\"Delete\", comment: \"\"), for: .normal)",
        "cancelButton.setTitle(\"\\(count) left\", for: .normal)",
        "cancelButton.setTitle(NSLocalizedString(\"Cancel\", comment: \"\"), for: .normal)\nstyle(cancelButton)",
        "cancelButton.setTitle(NSLocalizedString(\"Cancel\", comment: \"\"), for: .normal)\ncancelButton.setAttributedTitle(title, for: .normal)",
        "cancelButton.setTitle(model.title, for: .normal)",
    ])
    func anythingButOneKeyLeavesTheTextUnknown(body: String) throws {
        let code = "import UIKit\n\nfinal class PinViewController: UIViewController {\n    @IBOutlet var cancelButton: UIButton!\n    func update() {\n\(body)\n    }\n}\n"
        #expect(try Self.keys(["cancelButton"], ["PinViewController.swift": code]).isEmpty, "\(body)")
    }
}
