import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import AppCode
import SwiftLayoutReader

/// The one localized string an app's code sets as an outlet's text, found from its assignments.
@Suite struct OutletTextAssignmentsTests {
    /// The keys `properties` get in an app made of `files` (name → Swift source).
    static func keys(_ properties: Set<String>, _ files: [String: String], in className: String = "OnboardingViewController") throws -> [String: TextSource] {
        let paths = try write(files, into: "outlet-texts")
        let sources = SwiftSources(paths: paths)
        let outlets = Set(properties.map { OutletTextAssignments.Outlet(className: className, property: $0) })
        let found = OutletTextAssignments.keys(of: outlets, in: paths, sources: sources)
        return Dictionary(uniqueKeysWithValues: found.map { ($0.key.property, $0.value.source) })
    }

    /// Writes `files` (name → Swift source) into a new scratch folder; their paths.
    static func write(_ files: [String: String], into prefix: String) throws -> [String] {
        let folder = ScratchFolder.path(prefix)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try files.map { name, text in
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            return url.path
        }
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
        #expect(found["loginButton"] == TextSource(key: "Log In", table: "Localizable"))
        #expect(found["brandLabel"] == TextSource(key: "Simplenote", table: "Localizable"))
        #expect(found["settingsLabel"] == TextSource(key: "settings.title", table: "Settings"))
        #expect(found["saveButton"] == TextSource(key: "action.save", fallback: "Save", table: "Localizable"))
        #expect(found["searchButton"] == TextSource(key: "generic.search"))
    }

    /// Four keys or more, a string built at run time, an outlet handed to other code, an
    /// attributed title: the text stays unknown.
    @Test(arguments: [
        (1...4).map { "cancelButton.setTitle(NSLocalizedString(\"Step \($0)\", comment: \"\"), for: .normal)" }.joined(separator: "\n"),
        "cancelButton.setTitle(\"\\(count) left\", for: .normal)",
        "cancelButton.setTitle(NSLocalizedString(\"Cancel\", comment: \"\"), for: .normal)\nstyle(cancelButton)",
        "cancelButton.setTitle(NSLocalizedString(\"Cancel\", comment: \"\"), for: .normal)\ncancelButton.setAttributedTitle(title, for: .normal)",
        "cancelButton.setTitle(model.title, for: .normal)",
        "cancelButton.titleLabel?.text = NSLocalizedString(\"Cancel\", comment: \"\")\ncancelButton.titleLabel?.text = model.name ?? \"\"",
        "cancelLabel.text = NSLocalizedString(\"Cancel\", comment: \"\")\ncancelLabel.text = model.name ?? \"\"",
        "cancelLabel.text = NSLocalizedString(\"Cancel\", comment: \"\")\ncancelLabel.text = busy ? NSLocalizedString(\"Wait\", comment: \"\") : model.name",
        "cancelLabel.text = NSLocalizedString(\"Cancel\", comment: \"\")\ncancelLabel.text += \"…\"",
        "cancelLabel.text = NSLocalizedString(\"Cancel\", comment: \"\")\nlet label = cancelLabel",
        "cancelLabel.text = NSLocalizedString(\"Cancel\", comment: \"\")\nif let label = cancelLabel { label.isHidden = false }",
        "cancelLabel.text = NSLocalizedString(\"Cancel\", comment: \"\")\nreturn self.cancelLabel",
    ])
    func anythingButOneKeyLeavesTheTextUnknown(body: String) throws {
        let code = "import UIKit\n\nfinal class PinViewController: UIViewController {\n    @IBOutlet var cancelButton: UIButton!\n    @IBOutlet var cancelLabel: UILabel!\n    func update() -> UILabel? {\n\(body)\n    }\n}\n"
        #expect(try Self.keys(["cancelButton", "cancelLabel"], ["PinViewController.swift": code], in: "PinViewController").isEmpty, "\(body)")
    }

    /// A title label's look (`titleLabel?.font`, `numberOfLines`, shrinking to fit) leaves the
    /// title code sets; its text does not (above).
    @Test func aTitleLabelsLookKeepsTheKey() throws {
        let code = "import UIKit\n\nfinal class PinViewController: UIViewController {\n    @IBOutlet var cancelButton: UIButton!\n    func update() {\n        cancelButton.titleLabel?.font = .preferredFont(forTextStyle: .body)\n        self.cancelButton.titleLabel!.adjustsFontSizeToFitWidth = true\n        cancelButton.titleLabel?.numberOfLines = 0\n        cancelButton.setTitle(NSLocalizedString(\"Cancel\", comment: \"\"), for: .normal)\n    }\n}\n"
        let found = try Self.keys(["cancelButton"], ["PinViewController.swift": code], in: "PinViewController")
        #expect(found["cancelButton"] == TextSource(key: "Cancel", table: "Localizable"))
    }

    /// Orbot's access request: an attributed title or text whose attributes only colour it
    /// (`.foregroundColor`) is its string in the view's own font; one that sets a font, or
    /// attributes held elsewhere, is not one key.
    @Test func anAttributedTextThatOnlyColoursItsStringKeepsTheKey() throws {
        let code = """
            import UIKit

            final class AccessRequestViewController: UIViewController {
                @IBOutlet weak var grantBt: UIButton! {
                    didSet {
                        grantBt.setAttributedTitle(NSAttributedString(
                            string: NSLocalizedString("Grant", comment: ""),
                            attributes: [.foregroundColor: UIColor.label]), for: .normal)
                    }
                }
                @IBOutlet weak var noteLb: UILabel!
                @IBOutlet weak var denyBt: UIButton!
                @IBOutlet weak var titleLb: UILabel!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    noteLb.attributedText = NSAttributedString(string: NSLocalizedString("Note", comment: ""))
                    denyBt.setAttributedTitle(NSAttributedString(string: NSLocalizedString("Deny", comment: ""),
                                                                 attributes: [.font: UIFont.boldSystemFont(ofSize: 30)]), for: .normal)
                    titleLb.attributedText = NSAttributedString(string: NSLocalizedString("Title", comment: ""), attributes: Style.title)
                }
            }
            """
        let found = try Self.keys(["grantBt", "noteLb", "denyBt", "titleLb"], ["AccessRequestViewController.swift": code],
                                  in: "AccessRequestViewController")
        #expect(found["grantBt"] == TextSource(key: "Grant", table: "Localizable"))
        #expect(found["noteLb"] == TextSource(key: "Note", table: "Localizable"))
        #expect(found["denyBt"] == nil, "a font among the attributes")
        #expect(found["titleLb"] == nil, "attributes held elsewhere")
    }

    /// A comparison (`sender == cancelButton`) reads the outlet; it does not hand it on.
    @Test func aComparedOutletKeepsItsKey() throws {
        let code = "import UIKit\n\nfinal class PinViewController: UIViewController {\n    @IBOutlet var cancelButton: UIButton!\n    func update(_ sender: UIButton) {\n        cancelButton.setTitle(NSLocalizedString(\"Cancel\", comment: \"\"), for: .normal)\n        if sender == cancelButton || self.cancelButton !== sender { }\n    }\n}\n"
        let found = try Self.keys(["cancelButton"], ["PinViewController.swift": code], in: "PinViewController")
        #expect(found["cancelButton"] == TextSource(key: "Cancel", table: "Localizable"))
    }

    /// Element's passphrase field: the placeholder code sets, plainly or as an attributed
    /// string's text, is keyed apart from the field's text (`field#placeholder`); an attributed
    /// placeholder built otherwise, or one read and changed, stays unknown.
    @Test func placeholdersCodeSetsAreKeyedApart() throws {
        func found(_ body: String) throws -> [String: TextSource] {
            let code = "import UIKit\n\nfinal class PassphraseViewController: UIViewController {\n    @IBOutlet var passphraseField: UITextField!\n    @IBOutlet var confirmField: UITextField!\n    override func viewDidLoad() {\n\(body)\n    }\n}\n"
            let placeholder = { (name: String) in name + OutletTextAssignments.placeholderSuffix }
            return try Self.keys(["passphraseField", "confirmField", placeholder("passphraseField"), placeholder("confirmField")],
                                 ["PassphraseViewController.swift": code, "Strings+Generated.swift": Self.generated], in: "PassphraseViewController")
        }
        let both = try found("""
            passphraseField.attributedPlaceholder = NSAttributedString(string: L10n.Settings.title, attributes: [.foregroundColor: UIColor.gray])
            self.confirmField.placeholder = NSLocalizedString("confirm.placeholder", comment: "")
            confirmField.text = NSLocalizedString("confirm.text", comment: "")
            """)
        #expect(both["passphraseField#placeholder"] == TextSource(key: "settings.title", table: "Settings"))
        #expect(both["confirmField#placeholder"] == TextSource(key: "confirm.placeholder", table: "Localizable"))
        #expect(both["confirmField"] == TextSource(key: "confirm.text", table: "Localizable"))
        #expect(both["passphraseField"] == nil)
        let other = try found("""
            passphraseField.attributedPlaceholder = makePlaceholder(L10n.Settings.title)
            confirmField.placeholder = NSLocalizedString("confirm.placeholder", comment: "")
            confirmField.attributedPlaceholder = confirmField.attributedPlaceholder?.withColor(.gray)
            """)
        #expect(other.isEmpty, "\(other)")
        // A field bound reactively or reached by key-value coding may get another placeholder there.
        for escape in ["confirmField.rx.text.orEmpty.bind(to: model)", "confirmField.setValue(hint, forKeyPath: \"placeholder\")"] {
            let escaped = try found("confirmField.placeholder = NSLocalizedString(\"confirm.placeholder\", comment: \"\")\n\(escape)")
            #expect(escaped["confirmField#placeholder"] == nil, "\(escape): \(escaped)")
        }
        // One handed to a styling helper, or compared, keeps the placeholder its code assigns (Element).
        let styled = try found("theme.applyStyle(onTextField: confirmField)\nconfirmField.placeholder = NSLocalizedString(\"confirm.placeholder\", comment: \"\")\nif sender == confirmField { }")
        #expect(styled["confirmField#placeholder"] == TextSource(key: "confirm.placeholder", table: "Localizable"))
    }

    /// An assignment through `self` or a bare name inside a class reaches that class's outlet
    /// only: another class's outlet of the same name keeps its text unknown. One through
    /// another object may reach any class's.
    @Test func anAssignmentReachesItsOwnClasssOutlet() throws {
        let files = ["Screens.swift": """
            import UIKit
            final class AViewController: UIViewController {
                @IBOutlet var titleLabel: UILabel!
                override func viewDidLoad() { titleLabel.text = NSLocalizedString("A", comment: "") }
            }
            final class BViewController: UIViewController {
                @IBOutlet var titleLabel: UILabel!
            }
            """]
        #expect(try Self.keys(["titleLabel"], files, in: "AViewController")["titleLabel"]?.key == "A")
        #expect(try Self.keys(["titleLabel"], files, in: "BViewController").isEmpty)
        let throughCell = ["Cells.swift": "import UIKit\nfunc configure(_ cell: BCell) {\n    cell.titleLabel.text = NSLocalizedString(\"B\", comment: \"\")\n}\n"]
        #expect(try Self.keys(["titleLabel"], throughCell, in: "BCell")["titleLabel"]?.key == "B")
    }

    /// A bare name is a constant of the file's top level or of the class being read, never a
    /// member of another type (a parameter of the same name may hide it).
    @Test func aBareNameIsNotAnotherTypesConstant() throws {
        let code = """
            import UIKit
            enum Strings { static let title = NSLocalizedString("Title", comment: "") }
            final class HeaderView: UIView {
                @IBOutlet var titleLabel: UILabel!
                func configure(title: String) { titleLabel.text = title }
            }
            """
        #expect(try Self.keys(["titleLabel"], ["HeaderView.swift": code], in: "HeaderView").isEmpty)
    }

    /// Simplenote's passcode screen sets its button to Cancel or to Delete: both keys are kept,
    /// the second as an alternative (the longest translation is laid out). A type's constant
    /// named like the outlet (`Localization.cancelButton`) is not the outlet.
    @Test func aFewKeysAreKeptAsAlternatives() throws {
        let code = """
            import UIKit
            final class PinViewController: UIViewController {
                @IBOutlet var cancelButton: UIButton!
                func update(empty: Bool) {
                    if empty {
                        cancelButton.setTitle(Localization.cancelButton, for: .normal)
                    } else {
                        cancelButton.setTitle(NSLocalizedString("Delete", comment: ""), for: .normal)
                    }
                }
            }
            private enum Localization {
                static let cancelButton = NSLocalizedString("Cancel", comment: "")
            }
            """
        let found = try #require(try Self.keys(["cancelButton"], ["PinViewController.swift": code], in: "PinViewController")["cancelButton"])
        #expect(found.key == "Cancel")
        #expect(found.alternatives == [TextSource(key: "Delete", table: "Localizable")])
    }

    /// WooCommerce: another screen's `OrderForm.Localization.cancelButton` (a nested type's
    /// constant) and `.cancelButton` (an enum case) are no outlet, so the scanner's own
    /// `cancelButton` keeps the one key its class sets.
    @Test func nestedTypesConstantsAndEnumCasesAreNoOutlets() throws {
        let scanner = """
            import UIKit
            final class CodeScannerViewController: UIViewController {
                @IBOutlet private weak var cancelButton: UIButton!
                private func configureCancelButton() { cancelButton.setTitle(Localization.cancel, for: .normal) }
            }
            private extension CodeScannerViewController {
                enum Localization { static let cancel = NSLocalizedString("Cancel", comment: "") }
            }
            """
        let form = """
            import SwiftUI
            enum DismissLabel { case cancelButton, closeButton }
            struct OrderForm: View {
                var label: DismissLabel = .cancelButton
                var body: some View { Text(OrderForm.Localization.cancelButton) }
                enum Localization { static let cancelButton = NSLocalizedString("Cancel order", comment: "") }
            }
            """
        let found = try Self.keys(["cancelButton"], ["CodeScannerViewController.swift": scanner, "OrderForm.swift": form], in: "CodeScannerViewController")
        #expect(found["cancelButton"]?.key == "Cancel")
        #expect(found["cancelButton"]?.alternatives == nil)
    }

    /// A title code clears (`setTitle(nil, for:)`, `text = ""`) is a known text: none. Beside
    /// a key it is an alternative, and the key's text, the longer, is laid out.
    @Test func aClearedTextIsNoText() throws {
        let code = """
            import UIKit
            final class HeaderView: UIView {
                @IBOutlet private weak var actionButton: UIButton!
                @IBOutlet private weak var warningLabel: UILabel!
                func setUp() {
                    actionButton.setImage(.ellipsisImage, for: .normal)
                    actionButton.setTitle(nil, for: .normal)
                }
                func update(shown: Bool) {
                    if shown { warningLabel.text = NSLocalizedString("Warning", comment: "") } else { warningLabel.text = "" }
                }
            }
            """
        let found = try Self.keys(["actionButton", "warningLabel"], ["HeaderView.swift": code], in: "HeaderView")
        #expect(found["actionButton"] == .literal(""))
        #expect(found["warningLabel"]?.key == "Warning")
        #expect(found["warningLabel"]?.alternatives == [.literal("")])
    }

    /// What other files do with a property of the same name through another object cannot
    /// reach an outlet its class keeps `private` (WooCommerce's `AccountHeaderView.actionButton`
    /// beside a view model's `redacted.actionButton` flag); a `private(set)` or internal one it can.
    @Test func otherFilesCannotReachAPrivateOutlet() throws {
        let header = """
            import UIKit
            final class HeaderView: UIView {
                @IBOutlet private weak var actionButton: UIButton!
                @IBOutlet private(set) weak var titleLabel: UILabel!
                @IBOutlet weak var doneButton: UIButton!
                func setUp() {
                    actionButton.setTitle(NSLocalizedString("Help", comment: ""), for: .normal)
                    titleLabel.text = NSLocalizedString("Title", comment: "")
                    doneButton.setTitle(NSLocalizedString("Done", comment: ""), for: .normal)
                }
            }
            """
        let dashboard = """
            import SwiftUI
            struct DashboardView: View {
                var body: some View {
                    Text("x").shimmering(active: viewModel.redacted.actionButton)
                    Text("y").shimmering(active: viewModel.redacted.doneButton)
                    Text("z").onAppear { style(label: header.titleLabel) }
                }
            }
            """
        let found = try Self.keys(["actionButton", "titleLabel", "doneButton"], ["HeaderView.swift": header, "DashboardView.swift": dashboard],
                                  in: "HeaderView")
        #expect(found["actionButton"]?.key == "Help")
        #expect(found["doneButton"] == nil, "an internal outlet may be the one handed on")
        #expect(found["titleLabel"] == nil, "a private(set) outlet may be read, and its text set, elsewhere")
    }
}

/// The line counts a class's own Swift code gives its outlets' texts.
@Suite struct OutletLineCountsTests {
    static func counts(_ files: [String: String]) throws -> [String: Int] {
        let paths = try OutletTextAssignmentsTests.write(files, into: "line-counts")
        let found = OutletLineCounts.counts(in: paths, sources: SwiftSources(paths: paths))
        return Dictionary(uniqueKeysWithValues: found.map { ("\($0.key.className).\($0.key.property)", $0.value) })
    }

    /// Element's recovery screen: a button helper of the app makes the title multi-line; a
    /// label and a button title set directly; another object's outlet, a count that is not a
    /// literal and two different counts are not applied.
    @Test func ownAssignmentsAndHelpersCount() throws {
        let found = try Self.counts([
            "UIButton.swift": """
                import UIKit
                extension UIButton {
                    func vc_enableMultiLinesTitle(textAlignment: NSTextAlignment = .center) {
                        guard let titleLabel = self.titleLabel else { return }
                        titleLabel.lineBreakMode = .byWordWrapping
                        titleLabel.numberOfLines = 0
                    }
                    func roundCorners() { layer.cornerRadius = 8 }
                }
                """,
            "Recovery.swift": """
                import UIKit
                final class RecoveryViewController: UIViewController {
                    @IBOutlet private weak var resetButton: UIButton!
                    @IBOutlet private weak var doneButton: UIButton!
                    @IBOutlet private weak var infoLabel: UILabel!
                    @IBOutlet private weak var hintLabel: UILabel!
                    @IBOutlet private weak var stateLabel: UILabel!
                    @IBOutlet private weak var otherButton: UIButton!
                    @IBOutlet private weak var skipButton: UIButton!
                    @IBOutlet private weak var noteLabel: UILabel!
                    override func viewDidLoad() {
                        if cancellable { skipButton.vc_enableMultiLinesTitle() }
                        DispatchQueue.main.async { self.noteLabel.numberOfLines = 0 }
                        super.viewDidLoad()
                        self.resetButton.vc_enableMultiLinesTitle()
                        doneButton.titleLabel?.numberOfLines = 2
                        infoLabel.numberOfLines = 0
                        hintLabel.numberOfLines = compact ? 1 : 0
                        stateLabel.numberOfLines = 0
                        otherButton.roundCorners()
                    }
                    func collapse() { stateLabel.numberOfLines = 1 }
                }
                final class OtherController: UIViewController {
                    func configure(_ cell: Cell) { cell.titleLabel.numberOfLines = 0 }
                }
                """,
        ])
        #expect(found["RecoveryViewController.resetButton"] == 0)
        #expect(found["RecoveryViewController.doneButton"] == 2)
        #expect(found["RecoveryViewController.infoLabel"] == 0)
        // A helper called, or a count set, only on some paths (Element's `if self.cancellable`).
        for name in ["hintLabel", "stateLabel", "otherButton", "skipButton", "noteLabel"] { #expect(found["RecoveryViewController." + name] == nil, "\(name)") }
        #expect(found["OtherController.titleLabel"] == nil)
        #expect(!found.keys.contains { $0.hasPrefix("UIButton.") })
    }

    /// WooCommerce's button styles: a style method calls a private helper of the extension
    /// that makes the title wrap by words, which makes it multi-line; Open Food Facts wraps a
    /// title and sets two lines, and the line count decides. A mode that truncates adds nothing.
    @Test func wrappingTitlesThroughNestedHelpersAreMultiLine() throws {
        let found = try Self.counts([
            "UIButton+Helpers.swift": """
                import UIKit
                extension UIButton {
                    func applyPrimaryButtonStyle() {
                        layer.cornerRadius = 8
                        enableMultipleLines()
                    }
                    func applyLinkStyle() {
                        if isEnabled { self.enableMultipleLines() }
                    }
                    private func enableMultipleLines() {
                        titleLabel?.lineBreakMode = .byWordWrapping
                    }
                    func applyTruncatingStyle() {
                        titleLabel?.lineBreakMode = .byTruncatingTail
                    }
                }
                """,
            "Modal.swift": """
                import UIKit
                final class ModalViewController: UIViewController {
                    @IBOutlet private weak var primaryButton: UIButton!
                    @IBOutlet private weak var linkButton: UIButton!
                    @IBOutlet private weak var plainButton: UIButton!
                    @IBOutlet private weak var saveButton: UIButton! {
                        didSet {
                            saveButton?.titleLabel?.lineBreakMode = .byWordWrapping
                            saveButton?.titleLabel?.numberOfLines = 2
                        }
                    }
                    @IBOutlet private weak var charButton: UIButton!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        primaryButton.applyPrimaryButtonStyle()
                        linkButton.applyLinkStyle()
                        plainButton.applyTruncatingStyle()
                        charButton.titleLabel?.lineBreakMode = .byCharWrapping
                    }
                }
                """,
        ])
        #expect(found["ModalViewController.primaryButton"] == 0)
        #expect(found["ModalViewController.saveButton"] == 2)
        #expect(found["ModalViewController.charButton"] == 0)
        // Wrapping only on some paths, or a mode that does not wrap: no count.
        #expect(found["ModalViewController.linkButton"] == nil)
        #expect(found["ModalViewController.plainButton"] == nil)
    }

    /// WooCommerce's error screen wraps its three buttons' titles in a loop over them; a loop
    /// over a literal list of the class's own outlets runs on every path, a loop over anything
    /// else (or with a `where`) does not count.
    @Test func loopsOverOwnOutletsCount() throws {
        let found = try Self.counts([
            "Error.swift": """
                import UIKit
                final class ErrorViewController: UIViewController {
                    @IBOutlet private weak var primaryButton: UIButton!
                    @IBOutlet private weak var secondaryButton: UIButton!
                    @IBOutlet private weak var infoLabel: UILabel!
                    @IBOutlet private weak var otherLabel: UILabel!
                    @IBOutlet private weak var hintLabel: UILabel!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let buttons = [primaryButton, secondaryButton]
                        for button in buttons {
                            button?.titleLabel?.numberOfLines = 0
                        }
                        for label in [infoLabel] { label?.numberOfLines = 2 }
                        for label in labels(in: view) { label.numberOfLines = 0 }
                        for label in [otherLabel, hintLabel] where label != nil { label?.numberOfLines = 3 }
                    }
                }
                """,
        ])
        #expect(found["ErrorViewController.primaryButton"] == 0)
        #expect(found["ErrorViewController.secondaryButton"] == 0)
        #expect(found["ErrorViewController.infoLabel"] == 2)
        #expect(found["ErrorViewController.otherLabel"] == nil)
        #expect(found["ErrorViewController.hintLabel"] == nil)
        #expect(found["ErrorViewController.label"] == nil)
    }
}
