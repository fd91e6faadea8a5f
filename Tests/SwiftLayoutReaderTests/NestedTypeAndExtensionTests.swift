import LayoutEngine
import Testing
import TextModel
@testable import SwiftLayoutReader

/// Constants in types nested in the screen's class, the app's own `UIFont` constants read
/// through view helpers, and computed anchors that extensions add to `UIView`: the forms
/// WooCommerce's code-built banners use.
@Suite struct NestedTypeAndExtensionTests {
    static let helpers = """
    import UIKit

    extension UIFont {
        static var headline: UIFont {
            return .preferredFont(forTextStyle: .headline)
        }
        static var callout: UIFont { .preferredFont(forTextStyle: .callout) }
    }

    extension UILabel {
        func applyHeadlineStyle() {
            adjustsFontForContentSizeCategory = true
            font = .headline
        }
    }

    extension UIButton {
        func applyLinkButtonStyle() {
            titleLabel?.applyHeadlineStyle()
        }
    }

    extension UIView {
        var safeLeadingAnchor: NSLayoutXAxisAnchor {
            get {
                safeAreaLayoutGuide.leadingAnchor
            }
        }
    }
    """

    static let screens = """
    import UIKit

    final class NoticeView: UIView {
        private let titleLabel = UILabel()
        private let messageLabel = UILabel()
        private let stack = UIStackView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.axis = .vertical
            stack.spacing = Metrics.lineSpacing
            addSubview(stack)
            stack.addArrangedSubview(titleLabel)
            stack.addArrangedSubview(messageLabel)
            titleLabel.font = Fonts.title
            messageLabel.font = .callout
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: topAnchor, constant: Metrics.margin),
                stack.leadingAnchor.constraint(equalTo: safeLeadingAnchor, constant: Metrics.margin),
            ])
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    private extension NoticeView {
        enum Metrics {
            static let lineSpacing: CGFloat = 18
            static let margin: CGFloat = 16
        }
        enum Fonts {
            static let title = UIFont.boldSystemFont(ofSize: 14)
        }
    }

    final class BannerView: UIView {
        enum Metrics {
            static let margin: CGFloat = 24
        }
        private let titleLabel = UILabel()
        private let linkButton = UIButton(type: .custom)

        override init(frame: CGRect) {
            super.init(frame: frame)
            titleLabel.translatesAutoresizingMaskIntoConstraints = false
            linkButton.translatesAutoresizingMaskIntoConstraints = false
            addSubview(titleLabel)
            addSubview(linkButton)
            titleLabel.applyHeadlineStyle()
            linkButton.applyLinkButtonStyle()
            NSLayoutConstraint.activate([
                titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: Metrics.margin),
                titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
                linkButton.topAnchor.constraint(equalTo: titleLabel.bottomAnchor),
                linkButton.leadingAnchor.constraint(equalTo: leadingAnchor),
            ])
        }
        required init?(coder: NSCoder) { fatalError() }
    }
    """

    static func screen(_ name: String) throws -> Screen {
        let result = SwiftLayoutReader.read(sources: [(helpers, "Helpers.swift"), (screens, "Screens.swift")])
        return try #require(result.screens.first { $0.name == name })
    }

    /// `Metrics.margin` in `NoticeView` is the enum its private extension declares, not
    /// `BannerView`'s: each class reads its own nested type.
    @Test func nestedConstantsAreTheClasssOwn() throws {
        let notice = try Self.screen("NoticeView")
        #expect(notice.view("stack")?.stack?.spacing == 18)
        #expect(notice.constraints(on: "stack", .top).first?.constant == 16)
        let banner = try Self.screen("BannerView")
        #expect(banner.constraints(on: "titleLabel", .top).first?.constant == 24)
        #expect(banner.warningsOnly.isEmpty)
    }

    @Test func fontsFromNestedConstantsAndTheAppsUIFontProperties() throws {
        let notice = try Self.screen("NoticeView")
        #expect(notice.view("titleLabel")?.font.source == .system(size: 14))
        #expect(notice.view("titleLabel")?.font.weight == .bold)
        // `.callout` is the app's `UIFont.callout`: the preferred callout font, which scales.
        #expect(notice.view("messageLabel")?.font.source == .textStyle(.callout))
        #expect(notice.view("messageLabel")?.font.scales == true)
    }

    /// The helper sets `font = .headline`, whose getter names the text style `.headline`
    /// (not the property being read).
    @Test func aViewHelperSettingTheAppsFontScales() throws {
        let banner = try Self.screen("BannerView")
        #expect(banner.view("titleLabel")?.font.source == .textStyle(.headline))
        #expect(banner.view("titleLabel")?.font.scales == true)
        // A button's helper styling its `titleLabel` with a label helper sets the title's font.
        #expect(banner.view("linkButton")?.font.source == .textStyle(.headline))
    }

    @Test func anExtensionsComputedAnchorIsTheAnchorItReturns() throws {
        let notice = try Self.screen("NoticeView")
        let leading = try #require(notice.constraints(on: "stack", .leading).first)
        #expect(leading.second == Anchor(.guide("noticeView", .safeArea), .leading))
        #expect(leading.constant == 16)
        #expect(notice.warningsOnly.isEmpty)
    }

    /// A helper from outside the scanned files (a package's `pinSubviewToAllEdges`) places the
    /// view it is handed and the one it is called on: both are marked placed by unread code,
    /// the screen's own root is not. A constraint left out for a constant the reader cannot
    /// compute marks its view too.
    @Test func viewsHandedToUnreadLayoutCodeAreMarked() throws {
        let source = """
        final class NoticeView: UIView {
            private let container = UIView()
            private let stack = UIStackView()
            private let badge = UIView()
            private let title = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(container)
                container.addSubview(stack)
                stack.addArrangedSubview(title)
                title.text = "Offline"
                addSubview(badge)
                container.translatesAutoresizingMaskIntoConstraints = false
                stack.translatesAutoresizingMaskIntoConstraints = false
                badge.translatesAutoresizingMaskIntoConstraints = false
                pinSubviewToAllEdges(container)
                container.pinSubviewToAllEdgeMargins(stack)
                badge.widthAnchor.constraint(equalToConstant: Theme.shared.badgeSize).isActive = true
                badge.heightAnchor.constraint(equalToConstant: 8).isActive = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "NoticeView"))
        #expect(screen.appFacts.placedByUnreadCode == ["container", "stack", "badge"])
    }

    /// `addArrangedSubviews([…])` and `addSubviews(…)` from outside the scanned files add each
    /// view in order, as their names say.
    @Test func packageConveniencesAddEachView() throws {
        let source = """
        final class TooltipView: UIView {
            private let stack = UIStackView()
            private let title = UILabel()
            private let message = UILabel()
            private let badge = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubviews(stack, badge)
                stack.addArrangedSubviews([title, message])
                title.text = "Tip"
                message.text = "Swipe to archive"
                stack.translatesAutoresizingMaskIntoConstraints = false
                stack.topAnchor.constraint(equalTo: topAnchor).isActive = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "TooltipView"))
        #expect(screen.view("stack")?.stack?.arranged == ["title", "message"])
        #expect(screen.view("badge")?.parent == "tooltipView")
        #expect(screen.warningsOnly.isEmpty)
    }

    /// Apple's visual format in code: the views dictionary binds the format's names, metrics
    /// its numbers, and the constraints apply once added or activated.
    @Test func visualFormatConstraintsInCode() throws {
        let source = """
        final class TextOverlay: UIView {
            let textLabel = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                textLabel.translatesAutoresizingMaskIntoConstraints = false
                textLabel.text = "Scan a barcode"
                addSubview(textLabel)
                let views = ["textLabel": textLabel]
                addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-10-[textLabel]-10-|", options: [], metrics: nil, views: views))
                let constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[textLabel]-pad-|", options: [], metrics: ["pad": 5], views: views)
                constraints.forEach { $0.isActive = true }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "TextOverlay"))
        #expect(screen.constraints(on: "textLabel", .top).first?.second == Anchor(.view("textOverlay"), .top))
        #expect(screen.constraints(on: "textLabel", .top).first?.constant == 10)
        #expect(screen.constraints(on: "textLabel", .leading).first?.constant == 5)
        #expect(screen.constraints.contains { $0.second == Anchor(.view("textLabel"), .trailing) && $0.constant == 5 }
                || screen.constraints.contains { $0.first == Anchor(.view("textLabel"), .trailing) && $0.constant == -5 })
        #expect(screen.warningsOnly.isEmpty)
    }

    /// The app's own `NSLayoutConstraint.activate(_:withPriority:)` is evaluated as written: the
    /// constraints it activates take its priority, not UIKit's required one.
    @Test func anExtensionsActivateWithPriorityGivesItsPriority() throws {
        let source = """
        extension NSLayoutConstraint {
            static func activate(_ constraints: [NSLayoutConstraint], withPriority priority: UILayoutPriority) {
                constraints.forEach { $0.priority = priority }
                activate(constraints)
            }
        }
        final class PiPView: UIView {
            let avatar = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                avatar.translatesAutoresizingMaskIntoConstraints = false
                addSubview(avatar)
                NSLayoutConstraint.activate([
                    avatar.leftAnchor.constraint(equalTo: leftAnchor, constant: 20),
                ], withPriority: .init(UILayoutPriority.required.rawValue - 1))
                NSLayoutConstraint.activate([avatar.topAnchor.constraint(equalTo: topAnchor, constant: 20)])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "PiPView"))
        #expect(screen.constraints(on: "avatar", .left).first?.priority == 999, "\(screen.constraints)")
        #expect(screen.constraints(on: "avatar", .left).first?.constant == 20, "\(screen.warningsOnly)")
        #expect(screen.constraints(on: "avatar", .top).first?.priority == 1000)
    }

    /// A progress view is 4 pt tall on its own, and so is the app's subclass of one
    /// (WooCommerce's `WebProgressView`), so the web view below it in a stack is not left free.
    @Test func fixedSizeUIKitViewsAndTheirSubclassesKeepTheirSize() throws {
        let source = """
        class WebProgressView: UIProgressView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                progressTintColor = .blue
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class WebViewController: UIViewController {
            let progressView = WebProgressView()
            let plain = UIProgressView()
            override func viewDidLoad() {
                super.viewDidLoad()
                let stack = UIStackView(arrangedSubviews: [progressView, plain])
                stack.axis = .vertical
                stack.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(stack)
                stack.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "WebViewController"))
        #expect(screen.view("progressView")?.intrinsicSize == SystemViewSizes.progressView)
        #expect(screen.view("plain")?.intrinsicSize == SystemViewSizes.progressView)
    }

    /// A visual format the parser cannot read is a warning at its line; its constraints are left
    /// out and the views it names are placed by code not read (never reported ambiguous).
    @Test func anUnreadableVisualFormatIsAWarning() throws {
        let source = """
        final class Overlay: UIView {
            let textLabel = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                textLabel.translatesAutoresizingMaskIntoConstraints = false
                textLabel.text = "Scan"
                addSubview(textLabel)
                textLabel.topAnchor.constraint(equalTo: topAnchor).isActive = true
                addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[textLabel", options: [], metrics: nil, views: ["textLabel": textLabel]))
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "Overlay"))
        #expect(screen.warningsOnly.contains { $0.contains("Fixture.swift:9: warning: visual format not read") }, "\(screen.warningsOnly)")
        #expect(screen.constraints(on: "textLabel", .leading).isEmpty)
        #expect(screen.appFacts.placedByUnreadCode == ["textLabel"])
    }
}
