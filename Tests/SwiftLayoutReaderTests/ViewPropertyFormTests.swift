import LayoutEngine
import Testing
import TextModel
@testable import SwiftLayoutReader

@Suite struct ViewPropertyFormTests {
    static let source = """
    import UIKit

    final class ProfileCell: UITableViewCell {
        private lazy var nameLabel: UILabel = {
            let label = UILabel()
            label.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17, weight: .semibold), maximumPointSize: 28)
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = 0
            label.lineBreakMode = .byWordWrapping
            label.textAlignment = .center
            label.text = NSLocalizedString("profile.name", value: "Name", comment: "")
            return label
        }()
        let bioLabel: UILabel = {
            let l = UILabel()
            l.font = UIFont.preferredFont(forTextStyle: .footnote)
            l.text = String(localized: "profile.bio")
            l.minimumScaleFactor = 0.7
            return l
        }()
        let followButton = UIButton(type: .system)
        let field = UITextField()
        let stack = UIStackView()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            followButton.setTitle("profile.follow".localized, for: .normal)
            followButton.titleLabel?.font = .boldSystemFont(ofSize: 15)
            field.placeholder = "Search"
            field.font = UIFont(name: "Avenir-Book", size: 13)
            stack.axis = .vertical
            stack.spacing = 8 * 2
            stack.alignment = .leading
            stack.distribution = .equalSpacing
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutMargins = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
            stack.preservesSuperviewLayoutMargins = true
            stack.insetsLayoutMarginsFromSafeArea = false
            stack.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(stack)
            [nameLabel, bioLabel].forEach(stack.addArrangedSubview)
            stack.insertArrangedSubview(followButton, at: 0)
            stack.addArrangedSubview(field)
            nameLabel.setContentHuggingPriority(.required, for: .vertical)
            bioLabel.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 740), for: .horizontal)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: contentView.topAnchor),
                stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
    """

    @Test func cellIsAComponentWithItsContentView() throws {
        let screen = try #require(SwiftFixture.screen(Self.source, "ProfileCell"))
        #expect(screen.views.first?.id == "contentView")
        #expect(screen.view("stack")?.parent == "contentView")
        // The content view is pinned under the safe area, with a fallback height below the fitting level.
        #expect(screen.constraints(on: "contentView", .top).first?.second == Anchor(.guide("root", .safeArea), .top))
        #expect(screen.constraints(on: "contentView", .height).first?.priority == 49)
        #expect(screen.warningsOnly.isEmpty)
    }

    @Test func stackPropertiesAndArrangedOrder() throws {
        let screen = try #require(SwiftFixture.screen(Self.source, "ProfileCell"))
        let stack = try #require(screen.view("stack")?.stack)
        #expect(stack.axis == .vertical)
        #expect(stack.spacing == 16)
        #expect(stack.alignment == .leading)
        #expect(stack.distribution == .equalSpacing)
        #expect(stack.layoutMarginsRelative)
        #expect(stack.arranged == ["followButton", "nameLabel", "bioLabel", "field"])
        #expect(screen.view("stack")?.layoutMargins == EdgeInsets(top: 4, left: 12, bottom: 4, right: 12))
        #expect(screen.view("stack")?.layoutMarginsAreDirectional == false)
        #expect(screen.view("stack")?.preservesSuperviewLayoutMargins == true)
        #expect(screen.view("stack")?.insetsLayoutMarginsFromSafeArea == false)
        #expect(screen.view("nameLabel")?.insetsLayoutMarginsFromSafeArea == true)
        #expect(screen.view("nameLabel")?.parent == "stack")
    }

    /// Directional margins keep leading and trailing, which change sides in right-to-left layouts.
    @Test func directionalMarginsAreMarkedDirectional() throws {
        let source = """
        final class Banner: UIView {
            let stack = UIStackView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 24, bottom: 3, trailing: 8)
                stack.isLayoutMarginsRelativeArrangement = true
                stack.translatesAutoresizingMaskIntoConstraints = false
                addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: topAnchor),
                    stack.leadingAnchor.constraint(equalTo: leadingAnchor),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "Banner"))
        #expect(screen.view("stack")?.layoutMargins == EdgeInsets(top: 1, left: 24, bottom: 3, right: 8))
        #expect(screen.view("stack")?.layoutMarginsAreDirectional == true)
    }

    @Test func labelFontsTextsAndPriorities() throws {
        let screen = try #require(SwiftFixture.screen(Self.source, "ProfileCell"))
        let name = try #require(screen.view("nameLabel"))
        #expect(name.font.source == .system(size: 17))
        #expect(name.font.weight == .semibold)
        #expect(name.font.scales && name.font.relativeTo == .headline && name.font.maxSize == 28)
        #expect(name.lines == 0)
        #expect(name.lineBreak == .wordWrap)
        #expect(name.alignment == .center)
        #expect(name.text == TextSource(key: "profile.name", fallback: "Name"))
        #expect(name.hugging.vertical == 1000)
        let bio = try #require(screen.view("bioLabel"))
        #expect(bio.font.source == .textStyle(.footnote))
        #expect(bio.text?.key == "profile.bio")
        #expect(bio.minimumScaleFactor == 0.7)
        #expect(bio.compression.horizontal == 740)
        let button = try #require(screen.view("followButton"))
        #expect(button.kind == .button)
        #expect(button.text?.key == "profile.follow")
        #expect(button.font.source == .system(size: 15) && button.font.weight == .bold)
        let field = try #require(screen.view("field"))
        #expect(field.placeholder == .literal("Search"))
        #expect(field.font.source == .custom(family: "Avenir-Book", size: 13))
    }

    @Test func configurableLocalizedHelper() throws {
        let source = """
        class Hint: UIView {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                label.text = "hint.title".tr()
                label.translatesAutoresizingMaskIntoConstraints = false
                addSubview(label)
                label.topAnchor.constraint(equalTo: topAnchor).isActive = true
            }
        }
        """
        let plain = SwiftFixture.read(source).screens.first?.view("label")?.text
        #expect(plain == nil || plain?.key == nil)
        let configured = SwiftFixture.read(source, options: SwiftReaderOptions(localizedHelpers: ["tr"])).screens.first?.view("label")?.text
        #expect(configured?.key == "hint.title")
    }
}

@Suite struct StackCustomSpacingFormTests {
    @Test func setCustomSpacingIsRead() throws {
        let source = """
        class Bar: UIView {
            let a = UILabel(), b = UILabel()
            let stack = UIStackView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                stack.translatesAutoresizingMaskIntoConstraints = false
                addSubview(stack)
                stack.addArrangedSubview(a)
                stack.setCustomSpacing(24, after: a)
                stack.addArrangedSubview(b)
                stack.topAnchor.constraint(equalTo: topAnchor).isActive = true
            }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "Bar"))
        #expect(screen.view("stack")?.stack?.customSpacing == ["a": 24])
        #expect(screen.view("stack")?.stack?.spacing(after: "a") == 24)
        #expect(screen.view("stack")?.stack?.spacing(after: "b") == 0)
        #expect(screen.warningsOnly.isEmpty)
    }

    /// A label the set-up never gives a text (filled from data at run time) is laid out with a
    /// one-character stand-in, marked as one; a table cell's content view has UIKit's cell margins.
    @Test func runTimeTextStandsInAndTableCellsHaveCellMargins() throws {
        let source = """
        final class CountCell: UITableViewCell {
            let countLabel = UILabel()
            let titleLabel = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                titleLabel.text = "Requests"
                [countLabel, titleLabel].forEach {
                    $0.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview($0)
                }
                NSLayoutConstraint.activate([
                    titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                    titleLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                    countLabel.leadingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 8),
                    countLabel.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "CountCell"))
        let count = try #require(screen.view("countLabel"))
        #expect(count.textStandsIn && count.text?.fallback == "X")
        let title = try #require(screen.view("titleLabel"))
        #expect(!title.textStandsIn && title.text?.fallback == "Requests")
        let content = try #require(screen.view("contentView"))
        #expect(content.systemHorizontalMargins && content.layoutMargins.top == 11)
    }
}

/// A `UIActivityIndicatorView` made in code is stopped and hides when stopped: hidden until the
/// code starts it or turns `hidesWhenStopped` off (Simplenote's button whose centred spinner
/// shows only while busy).
@Suite struct ActivityIndicatorVisibilityTests {
    static func source(_ setup: String) -> String {
        """
        import UIKit

        final class BusyButton: UIButton {
            private lazy var spinner = UIActivityIndicatorView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                spinner.translatesAutoresizingMaskIntoConstraints = false
                addSubview(spinner)
                NSLayoutConstraint.activate([
                    spinner.centerXAnchor.constraint(equalTo: centerXAnchor),
                    spinner.centerYAnchor.constraint(equalTo: centerYAnchor),
                ])
                \(setup)
            }
        }
        """
    }

    static func spinnerHidden(_ setup: String) -> Bool? {
        let screen = SwiftFixture.screen(source(setup), "BusyButton")
        return screen?.views.first { $0.kind == .activityIndicator }?.hidden
    }

    @Test func aNewIndicatorIsHiddenUntilStarted() {
        #expect(Self.spinnerHidden("") == true)
        #expect(Self.spinnerHidden("spinner.startAnimating()") == false)
        #expect(Self.spinnerHidden("spinner.startAnimating()\n            spinner.stopAnimating()") == true)
        #expect(Self.spinnerHidden("spinner.hidesWhenStopped = false") == false)
        #expect(Self.spinnerHidden("spinner.hidesWhenStopped = false\n            spinner.startAnimating()\n            spinner.stopAnimating()") == false)
    }
}
