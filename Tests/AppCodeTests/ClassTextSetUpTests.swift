import Foundation
import Testing
@testable import AppCode
import SwiftLayoutReader
import TestSupport

/// A view class's own code setting its own text's font, lines or insets is found, with its
/// line; another object's members, a closure's and a nested type's are not.
@Suite struct ClassTextSetUpTests {
    @Test func ownMembersAreFoundOthersAreNot() {
        #expect(ClassTextSetUp.ownMember("font") == "font")
        #expect(ClassTextSetUp.ownMember("self.titleLabel!.numberOfLines") == "self.titleLabel!.numberOfLines")
        #expect(ClassTextSetUp.ownMember("titleLabel?.lineBreakMode") == "titleLabel?.lineBreakMode")
        #expect(ClassTextSetUp.ownMember("otherLabel.font") == nil)
        #expect(ClassTextSetUp.ownMember("layer.cornerRadius") == nil)
        #expect(ClassTextSetUp.ownMember("self.detailLabel.titleLabel.font") == nil)
    }

    @Test func theFirstOwnSettingOfEachClassIsFound() throws {
        let paths = try ScratchFolder.write([
            "Buttons.swift": """
                import UIKit

                class PillButton: UIButton {
                    let badge = UILabel()
                    func style() {
                        badge.font = .systemFont(ofSize: 11)
                        let apply = { self.titleLabel?.font = .boldSystemFont(ofSize: 20) }
                        apply()
                        contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
                    }
                }

                class PlainButton: UIButton {
                    func style() { layer.cornerRadius = 4 }
                }
                """,
        ], prefix: "class-text-set-up")
        let settings = ClassTextSetUp.settings(of: ["PillButton", "PlainButton"], in: SwiftSources(paths: paths))
        #expect(settings["PillButton"]?.member == "contentEdgeInsets")
        #expect(settings["PillButton"]?.location.line == 9)
        #expect(settings["PlainButton"] == nil)
    }
}
