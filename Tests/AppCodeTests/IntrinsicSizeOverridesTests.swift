import Foundation
import Testing
@testable import AppCode
import SwiftLayoutReader

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
