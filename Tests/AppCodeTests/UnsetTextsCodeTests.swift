import Foundation
import Testing
import LayoutEngine
import Localization
import SwiftLayoutReader
@testable import AppCode

/// What counts, in one file of an app's code, as setting a text on an outlet or on the views of
/// an outlet collection.
@Suite struct UnsetTextsCodeTests {
    static func collections(_ code: String, _ names: Set<String> = ["keypadButtons"]) -> Set<String> {
        UnsetTexts.collections(names, withTextsSetIn: Data(code.utf8))
    }

    /// Simplenote's passcode keypad: the loop gives the buttons background images and targets,
    /// and a lookup finds a tapped button's index. Its digits stay as the nib has them.
    @Test func aLoopThatSetsNoTextAndALookupLeaveTheTexts() {
        let code = """
            @IBOutlet private var keypadButtons: [UIButton] = []
            func setup() {
                for button in keypadButtons {
                    button.setBackgroundImage(image, for: .normal)
                    button.addTarget(self, action: #selector(tap(_:)), for: .touchUpInside)
                }
            }
            @objc func tap(_ button: UIButton) {
                guard let index = keypadButtons.firstIndex(of: button) else { return }
                show(button)
                print(keypadButtons.count, index)
            }
            """
        #expect(Self.collections(code).isEmpty)
    }

    /// Loops over the collection nested deeper than the scan reads (each reading the loops
    /// inside it again) count as setting texts: the scan stops reading, it does not guess none.
    @Test func loopsPastTheReadingLimitMaySetTexts() {
        let within = String(repeating: "for button in keypadButtons {\n    button.alpha = 1\n", count: 10) + String(repeating: "}\n", count: 10)
        #expect(Self.collections(within).isEmpty)
        let count = UnsetTexts.maximumLoopBodies + 1
        let past = String(repeating: "for button in keypadButtons {\n    button.alpha = 1\n", count: count) + String(repeating: "}\n", count: count)
        #expect(Self.collections(past) == ["keypadButtons"])
    }

    @Test(arguments: [
        "for button in keypadButtons {\n    button.setTitle(\"x\", for: .normal)\n}",
        "for button in keypadButtons { configure(button) }",
        "keypadButtons.forEach { $0.setTitle(\"x\", for: .normal) }",
        "keypadButtons[0].setTitle(\"x\", for: .normal)",
        "style(keypadButtons)",
        "for (index, button) in keypadButtons.enumerated() { }",
        "for (UIButton *button in self.keypadButtons) {\n    [button setTitle:@\"x\" forState:UIControlStateNormal];\n}",
        "[self.keypadButtons objectAtIndex:0].hidden = NO;",
        "for case let button as UIButton in keypadButtons { button.alpha = 1 }",
        "for button: UIButton in keypadButtons { button.alpha = 1 }",
        "for button in keypadButtons.sorted(by: { $0.tag < $1.tag }) { button.alpha = 1 }",
        "if let buttons = keypadButtons {\n    buttons[0].setTitle(\"x\", for: .normal)\n}",
    ])
    func usesThatMaySetTheTexts(code: String) {
        #expect(Self.collections(code) == ["keypadButtons"], "\(code)")
    }

    @Test func anObjectiveCLoopThatSetsNoTextLeavesTheTexts() {
        let code = "for (UIButton *button in self.keypadButtons) {\n    button.layer.cornerRadius = 4;\n}"
        #expect(Self.collections(code).isEmpty)
    }

    /// An outlet is handed on only as the whole value of an assignment: reading one of its
    /// members on the right of `=` does not set its text.
    @Test func anAssignmentHandsAnOutletOnOnlyAsItsWholeValue() {
        let found = UnsetTexts.properties(settingTextIn: Data("""
            let label = savedLabel
            let frame = titleLabel.frame
            let index = keypadButtons?.firstIndex(of: button)
            [self show:countLabel];
            self.other = detailLabel; // kept
            if let label = boundLabel {
            guard let label = guardedLabel else { return }
            let shown = optionLabel ?? fallbackLabel
            """.utf8))
        for name in ["savedLabel", "detailLabel", "countLabel", "boundLabel", "guardedLabel", "optionLabel"] {
            #expect(found.contains(name), "\(name)")
        }
        #expect(!found.contains("titleLabel"))
        #expect(!found.contains("keypadButtons"))
    }

    /// A comparison reads a view (Element's `tappedView == previewHeader.leftButton`); an
    /// argument or a list element beside it is still handed on.
    @Test func aComparisonDoesNotHandAnOutletOn() {
        let found = UnsetTexts.properties(settingTextIn: Data("""
            else if (tappedView == previewHeader.leftButton)
            if sender != self.rightButton, other === self?.topButton {
            if (sender == _ivarButton) {
            show(doneButton == selected, cancelButton)
            let both = [first == x, secondButton]
            """.utf8))
        for name in ["leftButton", "rightButton", "topButton", "_ivarButton", "ivarButton", "doneButton"] { #expect(!found.contains(name), "\(name)") }
        // An instance variable set is its property set.
        #expect(UnsetTexts.properties(settingTextIn: Data("[_savedLabel setText:@\"x\"];".utf8)) == ["_savedLabel", "savedLabel"])
        // A property set is its instance variable set, which an outlet may name (IRCCloud's
        // `IBOutlet UILabel *_replyCount;`, filled as `cell.replyCount.text = …`).
        #expect(UnsetTexts.properties(settingTextIn: Data("cell.replyCount.text = @\"1 reply\";".utf8)) == ["replyCount", "_replyCount"])
        #expect(found.contains("cancelButton"))
        #expect(found.contains("secondButton"))
    }

    /// The names whose placeholder code sets are kept apart: an empty text field shows its
    /// placeholder whatever text code gives it (Threema's `_phoneTextField.attributedPlaceholder`).
    @Test func namesWhosePlaceholderCodeSetsAreKeptApart() {
        let uses = UnsetTexts.uses(settingTextIn: Data("""
            self.searchField.placeholder = hint
            _phoneTextField.attributedPlaceholder = [[NSAttributedString alloc] initWithString:example];
            [_codeField setAttributedPlaceholder:example];
            nameField?.text = user.name
            """.utf8))
        #expect(uses.placeholderNames == ["searchField", "phoneTextField", "codeField"])
        #expect(uses.names[""]?.contains("nameField") == true)
        #expect(uses.names[""]?.contains("_codeField") == true, "an Objective-C placeholder message sets a text too")
    }

    /// A name handed on only as a call's argument is kept apart with the call's name and the
    /// argument's label, for an app helper that leaves the text; one handed on otherwise (a
    /// list, an assignment, an Objective-C message) may set the text.
    @Test func namesHandedToCallsAreKeptWithTheCall() {
        let uses = UnsetTexts.uses(settingTextIn: Data("""
            theme.applyStyle(onButton: self.saveButton)
            decorate(plainLabel, bold: true)
            show(first, self?.secondLabel)
            configure(header: x, footer: footerLabel)
            let both = [listLabel, other]
            [self style:self.messageLabel];
            let value = assignedLabel
            if (check(ivarLabel)) { }
            render(mixedLabel)
            mixedLabel.text = name
            """.utf8))
        func argument(_ function: String, _ label: String) -> TextNeutralHelpers.Argument { TextNeutralHelpers.Argument(function: function, label: label) }
        // Outside every type: any type's names.
        let calls = uses.handedToCalls[""] ?? [:]
        #expect(calls["saveButton"] == [argument("applyStyle", "onButton")])
        #expect(calls["plainLabel"] == [argument("decorate", "_")])
        #expect(calls["secondLabel"] == [argument("show", "_")])
        #expect(calls["footerLabel"] == [argument("configure", "footer")])
        #expect(calls["ivarLabel"] == [argument("check", "_")])
        for name in ["listLabel", "messageLabel", "assignedLabel"] {
            #expect(uses.names[""]?.contains(name) == true, "\(name)")
            #expect(calls[name] == nil, "\(name)")
        }
        // Set directly and handed to a call: the call is kept too, so that a helper leaving the
        // text can be read for the outlet whose text code sets (Orbot's `reallyHide(clearCacheBt)`).
        #expect(uses.names[""]?.contains("mixedLabel") == true)
        #expect(calls["mixedLabel"] == [argument("render", "_")])
        let neutral = uses.names(leavingTextWith: TextNeutralHelpers())
        #expect(neutral[""]?.contains("saveButton") == true, "no helper known: handed on")
    }

    /// A name set through `self`, a bare name or an instance variable inside a type's body is
    /// that type's own; through another object, or outside every type, any type's.
    @Test func namesAreKeptWithTheTypeWhoseOwnTheyAre() {
        let code = """
            final class PinController: UIViewController {
                func update() {
                    self.cancelButton.setTitle(title, for: .normal)
                    titleLabel.text = name
                    cell.detailLabel.text = name
                    apply { [weak self] in self?.doneButton.setTitle(done, for: .normal) }
                }
            }
            @implementation PinCell
            - (void)render { [_statusLabel setText:text]; [weakSelf.nameLabel setText:name]; [self.model.otherLabel setText:x]; }
            @end
            func free() { freeLabel.text = name }
            """
        let data = Data(code.utf8)
        let spans = NibNameScanner(code: data, isSwift: true).typeSpans
        let uses = UnsetTexts.uses(settingTextIn: data, spans: spans)
        func owners(_ name: String) -> [String] { uses.names.filter { $0.value.contains(name) }.keys.sorted() }
        for name in ["cancelButton", "titleLabel", "doneButton"] { #expect(owners(name) == ["PinController"], "\(name): \(uses.names)") }
        for name in ["_statusLabel", "statusLabel", "nameLabel"] { #expect(owners(name) == ["PinCell"], "\(name): \(uses.names)") }
        for name in ["detailLabel", "otherLabel", "freeLabel"] { #expect(owners(name) == [""], "\(name): \(uses.names)") }
        // Without the types' bodies every name is any type's.
        #expect(UnsetTexts.uses(settingTextIn: data).names.keys.sorted() == [""])
    }

    /// A title label's look (font, shrinking, line count) leaves the title; its text, or the
    /// label handed on, may set it.
    @Test func aTitleLabelsLookSetsNoTitle() {
        let found = UnsetTexts.properties(settingTextIn: Data("""
            fontButton.titleLabel?.font = .boldSystemFont(ofSize: 15)
            self.shrinkButton.titleLabel.adjustsFontSizeToFitWidth = YES;
            linesButton.titleLabel!.numberOfLines = 0
            textButton.titleLabel?.text = name
            self.attributedButton.titleLabel.attributedText = text;
            style(handedButton.titleLabel)
            """.utf8))
        for name in ["fontButton", "shrinkButton", "linesButton"] { #expect(!found.contains(name), "\(name)") }
        for name in ["textButton", "attributedButton", "handedButton"] { #expect(found.contains(name), "\(name)") }
    }
}

/// Which constraint outlets code sets the constant of.
@Suite struct CodeSetConstantsTests {
    @Test func assignmentsAndMessagesSetAConstantReadsDoNot() {
        let found = CodeSetConstants.constantAssignments(in: Data("""
            containerLeftConstraint.constant = anchor.minX
            self.heightConstraint?.constant += 12
            [self.topConstraint setConstant:20];
            if bottomConstraint.constant == 0 { }
            let width = widthConstraint.constant
            spacingConstraint.constantValue = 3
            """.utf8))
        #expect(found == ["containerLeftConstraint": 1, "heightConstraint": 2, "topConstraint": 3])
    }
}
