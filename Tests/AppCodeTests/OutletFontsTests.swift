import Testing
import TextModel
@testable import AppCode
import SwiftLayoutReader

/// The fonts a class's own Swift code gives its outlets, directly or through the app's view
/// helpers (WooCommerce's `applyHeadlineStyle()`).
@Suite struct OutletFontsTests {
    static func fonts(_ files: [String: String]) throws -> [String: FontSpec] {
        let paths = try OutletTextAssignmentsTests.write(files, into: "outlet-fonts")
        let found = OutletFonts.fonts(in: paths, sources: SwiftSources(paths: paths))
        return Dictionary(uniqueKeysWithValues: found.map { ("\($0.key.className).\($0.key.property)", $0.value) })
    }

    static let helpers: [String: String] = [
        "UIFont+Helpers.swift": """
            import UIKit
            extension UIFont {
                static var headline: UIFont { return .preferredFont(forTextStyle: .headline) }
                static var title3SemiBold: UIFont { font(forStyle: .title3, weight: .semibold) }
            }
            """,
        "UILabel+Helpers.swift": """
            import UIKit
            extension UILabel {
                func applyHeadlineStyle() {
                    adjustsFontForContentSizeCategory = true
                    font = .headline
                }
                func applyCaptionStyle() { self.font = UIFont.preferredFont(forTextStyle: .caption1) }
                func applyThemedStyle() { font = Theme.current.bodyFont }
            }
            """,
        "UIButton+Helpers.swift": """
            import UIKit
            extension UIButton {
                func applyPrimaryButtonStyle() {
                    layer.cornerRadius = 8
                    titleLabel?.applyHeadlineStyle()
                }
                func applyLinkStyle() { titleLabel?.font = .systemFont(ofSize: 15, weight: .semibold) }
            }
            """,
    ]

    @Test func directAndHelperFontsReachTheirOwnOutlets() throws {
        let controller = """
            import UIKit
            final class AccountViewController: UIViewController {
                @IBOutlet private weak var emailLabel: UILabel!
                @IBOutlet private weak var noteLabel: UILabel!
                @IBOutlet private weak var saveButton: UIButton!
                @IBOutlet private weak var linkButton: UIButton!
                @IBOutlet private weak var sizeLabel: UILabel!
                @IBOutlet private weak var scaledLabel: UILabel!
                @IBOutlet private weak var titleLabel: UILabel!
                @IBOutlet private weak var customLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    emailLabel.applyHeadlineStyle()
                    noteLabel.applyCaptionStyle()
                    saveButton.applyPrimaryButtonStyle()
                    linkButton.applyLinkStyle()
                    sizeLabel.font = .systemFont(ofSize: 13)
                    scaledLabel.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: .boldSystemFont(ofSize: 20), maximumPointSize: 40)
                    titleLabel.font = .title3SemiBold
                    customLabel.font = UIFont(name: "Avenir-Book", size: 14)
                }
            }
            """
        let found = try Self.fonts(Self.helpers.merging(["AccountViewController.swift": controller]) { $1 })
        #expect(found["AccountViewController.emailLabel"] == .style(.headline))
        #expect(found["AccountViewController.noteLabel"] == .style(.caption1))
        #expect(found["AccountViewController.saveButton"] == .style(.headline))
        #expect(found["AccountViewController.linkButton"] == .system(size: 15, weight: .semibold))
        #expect(found["AccountViewController.sizeLabel"] == .system(size: 13))
        #expect(found["AccountViewController.scaledLabel"] == FontSpec(source: .system(size: 20), weight: .bold, scales: true, relativeTo: .title2, maxSize: 40))
        #expect(found["AccountViewController.titleLabel"] == .style(.title3, weight: .semibold))
        #expect(found["AccountViewController.customLabel"] == FontSpec(source: .custom(family: "Avenir-Book", size: 14)))
    }

    /// A font set only on some paths, two different fonts, one this reader cannot name, or one
    /// another object's code sets: none.
    @Test func unknownFontsAreNotGuessed() throws {
        let controller = """
            import UIKit
            final class ListViewController: UIViewController {
                @IBOutlet private weak var stateLabel: UILabel!
                @IBOutlet private weak var mixedLabel: UILabel!
                @IBOutlet private weak var themedLabel: UILabel!
                @IBOutlet private weak var laterLabel: UILabel!
                func configure(compact: Bool) {
                    if compact { stateLabel.font = .systemFont(ofSize: 12) }
                    mixedLabel.font = .systemFont(ofSize: 12)
                    themedLabel.applyThemedStyle()
                    if compact { laterLabel.applyHeadlineStyle() }
                }
                func expand() { mixedLabel.font = .systemFont(ofSize: 20) }
            }
            final class OtherController: UIViewController {
                func show(_ cell: Cell) { cell.detailLabel.font = .systemFont(ofSize: 11) }
            }
            """
        let found = try Self.fonts(Self.helpers.merging(["ListViewController.swift": controller]) { $1 })
        for name in ["stateLabel", "mixedLabel", "themedLabel", "laterLabel"] { #expect(found["ListViewController." + name] == nil, "\(name)") }
        #expect(!found.keys.contains { $0.hasSuffix(".detailLabel") })
        #expect(!found.keys.contains { $0.hasPrefix("UILabel.") || $0.hasPrefix("UIButton.") })
    }

    /// A design system's font properties (Element's `theme.fonts.calloutSB`): a getter naming one
    /// text style, directly or through another property of its type, with the weight it names.
    /// Two getters of one name that disagree, or one naming no style, give none. `self.titleLabel`
    /// is the cell's own outlet of that name.
    @Test func aDesignSystemsFontPropertyNamesItsTextStyle() throws {
        let fonts = """
            import UIKit
            protocol Fonts {
                var calloutSB: FontType { get }
            }
            public class AppFonts {
                public var callout: SharedFont {
                    let uiFont = self.font(forTextStyle: .callout)
                    return SharedFont(uiFont: uiFont, font: .callout)
                }
                public var calloutSB: SharedFont {
                    let uiFont = self.callout.uiFont.semiBold
                    return SharedFont(uiFont: uiFont, font: .callout.weight(.semibold))
                }
                public var caption1: SharedFont { SharedFont(uiFont: self.font(forTextStyle: .caption1), font: .caption) }
                public var special: SharedFont { SharedFont(uiFont: UIFont(name: "Avenir", size: 12)!, font: .body) }
                fileprivate func font(forTextStyle textStyle: UIFont.TextStyle) -> UIFont { .preferredFont(forTextStyle: textStyle) }
            }
            public class FontsUIKit {
                public var callout: UIFont
                init(values: AppFonts) { self.callout = values.callout.uiFont }
            }
            public class OtherFonts {
                public var caption1: UIFont { .preferredFont(forTextStyle: .footnote) }
            }
            """
        let cell = """
            import UIKit
            final class SpaceCell: UITableViewCell {
                @IBOutlet private weak var titleLabel: UILabel!
                @IBOutlet private weak var subtitleLabel: UILabel!
                @IBOutlet private weak var countLabel: UILabel!
                @IBOutlet private weak var badgeLabel: UILabel!
                func update(theme: Theme) {
                    self.titleLabel.font = theme.fonts.calloutSB
                    self.subtitleLabel.font = theme.fonts.callout
                    self.countLabel.font = theme.fonts.caption1
                    self.badgeLabel.font = theme.fonts.special
                }
            }
            """
        let found = try Self.fonts(["AppFonts.swift": fonts, "SpaceCell.swift": cell])
        #expect(found["SpaceCell.titleLabel"] == .style(.callout, weight: .semibold))
        #expect(found["SpaceCell.subtitleLabel"] == .style(.callout))
        #expect(found["SpaceCell.countLabel"] == nil, "two getters of that name disagree")
        #expect(found["SpaceCell.badgeLabel"] == nil, "a getter naming no text style")
    }
}

