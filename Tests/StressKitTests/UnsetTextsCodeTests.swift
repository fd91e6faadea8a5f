import Foundation
import Testing
@testable import StressKit

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

    @Test(arguments: [
        "for button in keypadButtons {\n    button.setTitle(\"x\", for: .normal)\n}",
        "for button in keypadButtons { configure(button) }",
        "keypadButtons.forEach { $0.setTitle(\"x\", for: .normal) }",
        "keypadButtons[0].setTitle(\"x\", for: .normal)",
        "style(keypadButtons)",
        "for (index, button) in keypadButtons.enumerated() { }",
        "for (UIButton *button in self.keypadButtons) {\n    [button setTitle:@\"x\" forState:UIControlStateNormal];\n}",
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
            [self show:countLabel];
            self.other = detailLabel; // kept
            """.utf8))
        #expect(found.contains("savedLabel"))
        #expect(found.contains("detailLabel"))
        #expect(!found.contains("titleLabel"))
        #expect(found.contains("countLabel"))
    }
}

/// Which constraint outlets code sets the constant of.
@Suite struct CodeSetConstantsTests {
    @Test func assignmentsAndMessagesSetAConstantReadsDoNot() {
        let found = CodeSetConstants.propertiesWithConstantSet(in: Data("""
            containerLeftConstraint.constant = anchor.minX
            self.heightConstraint?.constant += 12
            [self.topConstraint setConstant:20];
            if bottomConstraint.constant == 0 { }
            let width = widthConstraint.constant
            spacingConstraint.constantValue = 3
            """.utf8))
        #expect(found == ["containerLeftConstraint", "heightConstraint", "topConstraint"])
    }
}
