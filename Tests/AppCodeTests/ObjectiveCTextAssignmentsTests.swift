import Foundation
import LayoutEngine
import SwiftLayoutReader
import Testing
import TestSupport
@testable import AppCode

/// The translation keys an app's Objective-C code sets as outlets' texts and placeholders.
@Suite struct ObjectiveCTextAssignmentsTests {
    /// SwiftGen's strings as Element generates them: constants returning `tr(table, key)`,
    /// and a function whose value a format completes.
    static let generated = """
        public class VectorL10n: NSObject {
          /// Decline
          public static var decline: String {
            return VectorL10n.tr("Vector", "decline")
          }
          public static var join: String { VectorL10n.tr("Vector", "join") }
          public static func sendTo(_ p1: String) -> String {
            return VectorL10n.tr("Vector", "send_to", p1)
          }
          static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String { key }
        }
        """

    /// What `code` (one `.m` file) sets on `properties`, with the Swift strings above.
    static func read(_ code: String, _ properties: Set<String>) throws -> OutletTextAssignments.Found {
        let folder = ScratchFolder.path("objc-texts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let strings = folder.appendingPathComponent("Strings.swift")
        try Data(generated.utf8).write(to: strings)
        let keys = SwiftStringKeys(sources: SwiftSources(paths: [strings.path]))
        return ObjectiveCTextAssignments.read(Data(code.utf8), path: "Preview.m", properties: properties, keys: keys)
    }

    static func outlet(_ className: String, _ property: String) -> OutletTextAssignments.Outlet {
        OutletTextAssignments.Outlet(className: className, property: property)
    }

    /// Element's `PreviewRoomTitleView`: titles through `self`, an instance variable and a bare
    /// name are the class's own; one through another object may be any class's.
    @Test func keysAreFoundWithTheClassTheyReach() throws {
        let found = try Self.read("""
            #import "PreviewRoomTitleView.h"

            @implementation PreviewRoomTitleView
            {
                UIButton *reportButton;
            }

            - (void)awakeFromNib
            {
                [super awakeFromNib];
                [self.leftButton setTitle:[VectorL10n decline] forState:UIControlStateNormal];
                [_rightButton setTitle: [VectorL10n join]
                              forState:UIControlStateNormal];
                reportButton.text = NSLocalizedStringFromTable(@"room_action_report", @"Vector", nil);
                self.nameField.placeholder = NSLocalizedString(@"name \\"hint\\"", @"A comment");
                cell.titleLabel.text = (NSLocalizedStringFromTable(@"title", nil, @""));
                self.leftButton.layer.cornerRadius = 5; // not a text
            }

            @end
            """, ["leftButton", "rightButton", "reportButton", "nameField", "titleLabel"])
        #expect(found.unknown.isEmpty, "\(found.unknown)")
        func key(_ outlet: OutletTextAssignments.Outlet) -> TextSource? { found.assignments[outlet]?.first?.source }
        #expect(key(Self.outlet("PreviewRoomTitleView", "leftButton")) == TextSource(key: "decline", table: "Vector"))
        #expect(found.assignments[Self.outlet("PreviewRoomTitleView", "leftButton")]?.first?.location.line == 11)
        #expect(key(Self.outlet("PreviewRoomTitleView", "rightButton")) == TextSource(key: "join", table: "Vector"))
        #expect(key(Self.outlet("PreviewRoomTitleView", "reportButton")) == TextSource(key: "room_action_report", table: "Vector"))
        #expect(key(OutletTextAssignments.placeholder(of: Self.outlet("PreviewRoomTitleView", "nameField")))
                == TextSource(key: "name \"hint\"", table: "Localizable"))
        #expect(key(Self.outlet(OutletTextAssignments.anyClass, "titleLabel")) == TextSource(key: "title", table: "Localizable"))
        #expect(found.assignments[Self.outlet("PreviewRoomTitleView", "nameField")] == nil, "the placeholder, not the text")
    }

    /// A string built at run time, a literal, a format the code completes, an attributed
    /// title or title label, the outlet handed on: unknown — for the class's own outlet when
    /// reached through `self` (handing it on hands on this class's outlet only), for any
    /// class's otherwise.
    @Test(arguments: [
        ("self.leftButton.text = model.title;", "PreviewRoomTitleView"),
        ("[self.leftButton setTitle:@\"Decline\" forState:UIControlStateNormal];", "PreviewRoomTitleView"),
        ("[self.leftButton setTitle:[VectorL10n sendTo:name] forState:UIControlStateNormal];", "PreviewRoomTitleView"),
        ("[self.leftButton setTitle:[NSString stringWithFormat:@\"%@\", [VectorL10n decline]] forState:0];", "PreviewRoomTitleView"),
        ("self.leftButton.titleLabel.attributedText = text;", "PreviewRoomTitleView"),
        ("[self.leftButton setAttributedTitle:title forState:UIControlStateNormal];", "PreviewRoomTitleView"),
        ("_leftButton.titleLabel.text = NSLocalizedString(@\"Decline\", nil);", "PreviewRoomTitleView"),
        ("[self style:self.leftButton];", "PreviewRoomTitleView"),
        ("[theme style:header.leftButton];", OutletTextAssignments.anyClass),
        ("header.leftButton.text = name;", OutletTextAssignments.anyClass),
        ("[header.leftButton setText:NSLocalizedString(key, nil)];", OutletTextAssignments.anyClass),
    ])
    func anythingButOneKeyIsUnknown(statement: String, className: String) throws {
        let found = try Self.read("@implementation PreviewRoomTitleView\n- (void)update\n{\n    \(statement)\n}\n@end\n", ["leftButton"])
        #expect(found.unknown.contains(Self.outlet(className, "leftButton")), "\(statement): \(found.unknown)")
        #expect(found.assignments.isEmpty, "\(statement): \(found.assignments)")
    }

    /// Element's deactivate button: code shrinks the title label's font to fit and sets the
    /// title to one key. A title label's font, scale or alignment leaves the title as set.
    @Test func aTitleLabelsLookLeavesTheKey() throws {
        let found = try Self.read("""
            @implementation DeactivateAccountViewController
            - (void)viewDidLoad
            {
                self.leftButton.titleLabel.adjustsFontSizeToFitWidth = YES;
                self.leftButton.titleLabel.minimumScaleFactor = 0.5;
                _leftButton.titleLabel.font = font;
                [self.leftButton setTitle:[VectorL10n decline] forState:UIControlStateNormal];
            }
            @end
            """, ["leftButton"])
        #expect(found.unknown.isEmpty, "\(found.unknown)")
        #expect(found.assignments[Self.outlet("DeactivateAccountViewController", "leftButton")]?.map(\.source.key) == ["decline"])
    }

    /// Comments, strings and other classes' code are not the class's own assignments.
    @Test func commentsAndOtherClassesDoNotCount() throws {
        let found = try Self.read("""
            // [self.leftButton setTitle:model.title forState:UIControlStateNormal];
            /* self.leftButton.text = model.title; */
            NSString *sample = @"self.leftButton.text = model.title;";
            @implementation InviteCell
            - (void)awakeFromNib
            {
                self.leftButton.titleLabel.attributedText = text;
                [self.leftButton setTitle:[VectorL10n decline] forState:UIControlStateNormal];
            }
            @end
            """, ["leftButton"])
        #expect(found.unknown == [Self.outlet("InviteCell", "leftButton"), OutletTextAssignments.placeholder(of: Self.outlet("InviteCell", "leftButton"))])
        #expect(found.assignments.keys.map(\.className) == ["InviteCell"])
    }

    @Test func stringLiteralsAreReadWithTheirEscapes() {
        #expect(ObjectiveCTextAssignments.stringLiteral(#"@"a\"b\\c""#) == #"a"b\c"#)
        #expect(ObjectiveCTextAssignments.stringLiteral(#"@"line\n""#) == "line\n")
        #expect(ObjectiveCTextAssignments.stringLiteral(#"@"a" @"b""#) == nil)
        #expect(ObjectiveCTextAssignments.stringLiteral(#""plain C""#) == nil)
        #expect(ObjectiveCTextAssignments.stringLiteral(#"@"open\"#) == nil)
    }
}

/// The line counts a class's own Objective-C code gives its outlets' texts.
@Suite struct CodeSetLineCountsTests {
    @Test func ownAssignmentsCountOthersDoNot() {
        let found = CodeSetLineCounts.assignments(in: Data("""
            // self.commentLabel.numberOfLines = 0;
            @implementation DeviceTableViewCell
            - (void)render
            {
                self.deviceName.numberOfLines = 0;
                _statusLabel.numberOfLines = 2;
                self.verifyButton.titleLabel.numberOfLines = 0;
                cell.otherLabel.numberOfLines = 0;
                self.sizedLabel.numberOfLines = self.compact ? 1 : 0;
                if (self.expanded)
                {
                    self.moreLabel.numberOfLines = 0;
                }
            }
            @end
            """.utf8))
        func outlet(_ name: String) -> OutletTextAssignments.Outlet { OutletTextAssignments.Outlet(className: "DeviceTableViewCell", property: name) }
        #expect(found[outlet("deviceName")] == [0])
        #expect(found[outlet("statusLabel")] == [2])
        #expect(found[outlet("verifyButton")] == [0])
        #expect(found[outlet("sizedLabel")] == [nil])
        #expect(found[outlet("moreLabel")] == [nil], "set only when expanded")
        #expect(found.count == 5, "\(found)")
    }
}
