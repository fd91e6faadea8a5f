import Foundation
import Testing
@testable import AppCode
import SwiftLayoutReader

/// Which horizontal edges a PinLayout chain in a layout pass holds.
@Suite struct LayoutPassFramesTests {
    @Test func aChainHoldingOneEdgeDependsOnTheDirection() throws {
        let cases: [(String, Bool)] = [
            ("avatar.pin.start(12).top(4).size(40)", true),
            ("button.pin.top(8).right(8).minWidth(20)", true),
            ("label.pin.after(of: icon, aligned: .top).marginStart(8)", true),
            ("item.pin.top(8).right(of: other).marginLeft(8)", true),
            ("title.pin.top(10).start(to: edge.start).marginStart(10).marginEnd(11).end(to: edge.end)", false),
            ("wrapper.pin.horizontally(10).top(4)", false),
            ("background.pin.all()", false),
            ("badge.pin.hCenter().top(4)", false),
            ("wrapper.pin.top(4).height(20)", false),
        ]
        for (statement, oneSide) in cases {
            let files = try LoadTimeVisibilityTests.write([
                "Cell.swift": "import UIKit\n\nclass Cell: UIView {\n    override func layoutSubviews() {\n        super.layoutSubviews()\n        \(statement)\n    }\n}\n",
            ])
            let placements = LayoutPassFrames.placements(of: ["Cell"], in: SwiftSources(paths: files))["Cell"]?.inLayoutPass ?? [:]
            let property = String(statement.prefix { $0 != "." })
            let placement = try #require(placements[property], "\(statement)")
            #expect(placement.pinnedToOneSide == oneSide, "\(statement)")
            #expect(placement.location.line == 6)
        }
    }
}

extension LayoutPassFramesTests {
    /// A view sized in one statement and placed by one edge in a later one: the later one is
    /// the statement that leaves it unmirrored.
    @Test func theOneSidedStatementIsTheOneNamed() throws {
        let files = try LoadTimeVisibilityTests.write([
            "Bar.swift": "import UIKit\n\nclass Bar: UIView {\n    override func layoutSubviews() {\n        super.layoutSubviews()\n        settingsButton.pin.size(50)\n        place()\n    }\n\n    func place() {\n        settingsButton.pin.end(16).vCenter()\n    }\n}\n",
        ])
        let placement = try #require(LayoutPassFrames.placements(of: ["Bar"], in: SwiftSources(paths: files))["Bar"]?.inLayoutPass["settingsButton"])
        #expect(placement.location.line == 6)
        #expect(placement.oneSidedPin?.line == 11)
    }
}

extension LayoutPassFramesTests {
    /// A frame set in a method with arguments is no part of the layout pass (even one the pass
    /// calls under the same name without them), but it is among what the class's methods place.
    @Test func anyMethodIsApartFromTheLayoutPass() throws {
        let files = try LoadTimeVisibilityTests.write([
            "Cell.swift": "import UIKit\n\nclass Cell: UIView {\n    override func layoutSubviews() {\n        super.layoutSubviews()\n        update()\n    }\n\n    func update() {\n        badge.pin.start(8)\n    }\n\n    func update(with task: Task) {\n        wrapper.frame = bounds\n    }\n}\n",
        ])
        let found = try #require(LayoutPassFrames.placements(of: ["Cell"], in: SwiftSources(paths: files))["Cell"])
        #expect(Set(found.inLayoutPass.keys) == ["badge"])
        #expect(Set(found.inAnyMethod.keys) == ["badge", "wrapper"])
        #expect(found.inAnyMethod["wrapper"]?.byFrame == true && found.inAnyMethod["badge"]?.byFrame == false)
    }
}
