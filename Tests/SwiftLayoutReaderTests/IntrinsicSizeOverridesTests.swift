import Foundation
import Testing
@testable import SwiftLayoutReader

/// The axes on which an app class's `intrinsicContentSize` override gives its views a length.
@Suite struct IntrinsicSizeOverridesTests {
    static func axes(_ getter: String, superclass: String = "UIView") throws -> (width: Bool, height: Bool)? {
        let files = try LoadTimeVisibilityTests.write([
            "View.swift": "import UIKit\n\nclass CountView: \(superclass) {\n    var requiredWidth: CGFloat = 0\n\n    override var intrinsicContentSize: CGSize {\n\(getter)\n    }\n}\n",
        ])
        let found = IntrinsicSizeOverrides.overrides(of: ["CountView"], in: SwiftSources(paths: files))
        return found["CountView"].map { ($0.width, $0.height) }
    }

    @Test func theAxesTheReturnedSizeHasALengthOn() throws {
        let cases: [(String, Bool, Bool)] = [
            ("        layout()\n        return CGSize(width: requiredWidth, height: 28)", true, true),
            ("        CGSize(width: UIView.noIntrinsicMetric, height: 30)", false, true),
            ("        return CGSize(width: super.intrinsicContentSize.width, height: subtitle != nil ? 42 : 30)", false, true),
            ("        return CGSize(width: frame.size.width, height: 87)", false, true),
            ("        return CGSize(width: UIScreen.main.bounds.size.width, height: 169)", false, true),
            ("        if isHidden {\n            return .zero\n        }\n        return CGSize(width: bounds.width, height: 56)", false, true),
            ("        var size = super.intrinsicContentSize\n        size.height = 44\n        return size", false, true),
            ("        return contentSize", true, true),
        ]
        for (getter, width, height) in cases {
            let axes = try #require(try Self.axes(getter), "\(getter)")
            #expect(axes.width == width && axes.height == height, "\(getter): \(axes)")
        }
    }

    @Test func onlyAnOverrideOfTheClassCounts() throws {
        let files = try LoadTimeVisibilityTests.write([
            "View.swift": "import UIKit\n\nclass BadgeView: UIView {\n    var intrinsicContentSize: CGSize { .zero }\n}\n\nclass PillView: UIView {\n    func layout() {}\n}\n",
        ])
        #expect(IntrinsicSizeOverrides.overrides(of: ["BadgeView", "PillView"], in: SwiftSources(paths: files)).isEmpty)
    }
}

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
            let placements = LayoutPassFrames.placements(of: ["Cell"], in: SwiftSources(paths: files))["Cell"] ?? [:]
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
        let placement = try #require(LayoutPassFrames.placements(of: ["Bar"], in: SwiftSources(paths: files))["Bar"]?["settingsButton"])
        #expect(placement.location.line == 6)
        #expect(placement.oneSidedPin?.line == 11)
    }
}
