import LayoutEngine
import Testing
@testable import SwiftLayoutReader

@Suite struct StandInAndStateTests {
    static let source = """
    final class ExpandableView: UIView {
        let title = UILabel()
        let body = UILabel()
        let remote = RemoteWidget()
        private var heightConstraint: NSLayoutConstraint!
        private var collapsedConstraint: NSLayoutConstraint?

        override init(frame: CGRect) {
            super.init(frame: frame)
            [title, body, remote].forEach { view in
                view.translatesAutoresizingMaskIntoConstraints = false
                addSubview(view)
            }
            title.text = viewModel.title
            heightConstraint = body.heightAnchor.constraint(equalToConstant: 80)
            heightConstraint.isActive = true
            collapsedConstraint = body.heightAnchor.constraint(equalToConstant: 0)
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: topAnchor, constant: service.spacing),
                body.topAnchor.constraint(equalTo: title.bottomAnchor),
                remote.topAnchor.constraint(equalTo: body.bottomAnchor),
            ])
            for item in server.items {
                addSubview(item.makeView())
                item.view.topAnchor.constraint(equalTo: topAnchor).isActive = true
            }
        }

        func setExpanded(_ expanded: Bool) {
            heightConstraint.isActive = expanded
            collapsedConstraint?.isActive = !expanded
        }

        func updateHeight(_ value: CGFloat) {
            heightConstraint.constant = value
        }
    }
    """

    @Test func unevaluableValuesWarnWithTheirLines() throws {
        let screen = try #require(SwiftFixture.screen(Self.source, "ExpandableView"))
        let warnings = screen.warningsOnly
        #expect(warnings.contains { $0.hasPrefix("Fixture.swift:14:") && $0.contains("text of 'title' not evaluated") })
        #expect(warnings.contains { $0.hasPrefix("Fixture.swift:19:") && $0.contains("constant not evaluated; 0 stands in") })
        #expect(warnings.contains { $0.hasPrefix("Fixture.swift:23:") && $0.contains("loop over values") })
        #expect(warnings.contains { $0.contains("'RemoteWidget' is not in the scanned files") })
        // The stand-in constant still lays the constraint out, at 0.
        #expect(screen.constraints(on: "title", .top).first?.constant == 0)
        #expect(screen.view("remote")?.approximated == true)
    }

    @Test func storedConstraintsToggledLaterAreLayoutStates() throws {
        let screen = try #require(SwiftFixture.screen(Self.source, "ExpandableView"))
        // Initial state: the 80 pt height is active, the collapsed one was never activated.
        #expect(screen.constraints(on: "body", .height).map(\.constant) == [80])
        let notes = screen.notes
        #expect(notes.contains { $0.hasPrefix("Fixture.swift:29:") && $0.contains("layout state 'setExpanded': changes heightConstraint, collapsedConstraint") })
        #expect(notes.contains { $0.hasPrefix("Fixture.swift:34:") && $0.contains("layout state 'updateHeight': changes heightConstraint") })
        // States entered later, on events: the initial one is on screen until then, and its
        // findings rest on nothing of theirs.
        #expect(!screen.appFacts.assumptions.contains { $0.about == .placement }, "\(screen.appFacts.assumptions)")
    }

    /// A sheet whose bottom constraint starts a screen below and that the controller animates
    /// up as it appears: the initial state is only passed through, so the sheet's findings
    /// rest on that method; a constraint changed on an event later does not count.
    @Test func aStateEnteredAsTheScreenAppearsIsAnAssumption() throws {
        let source = """
        final class SheetViewController: UIViewController {
            let sheet = UIView()
            let banner = UILabel()
            private var sheetBottom: NSLayoutConstraint!
            private var bannerHeight: NSLayoutConstraint!

            override func viewDidLoad() {
                super.viewDidLoad()
                for item in [sheet, banner] {
                    item.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(item)
                }
                sheetBottom = sheet.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: 400)
                bannerHeight = banner.heightAnchor.constraint(equalToConstant: 44)
                NSLayoutConstraint.activate([
                    sheetBottom, bannerHeight,
                    sheet.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    sheet.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    sheet.heightAnchor.constraint(equalToConstant: 400),
                    banner.topAnchor.constraint(equalTo: view.topAnchor),
                    banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                ])
            }

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                presentSheet()
            }

            func presentSheet() {
                sheetBottom.constant = 0
            }

            func hideBanner() {
                bannerHeight.constant = 0
            }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "SheetViewController"))
        let placements = screen.appFacts.assumptions.filter { $0.about == .placement }
        #expect(placements.contains { $0.view == "sheet" && $0.what.contains("SheetViewController.sheetBottom: 'presentSheet' changes this constraint as the screen appears")
            && $0.location?.line == 30 && $0.constraint != nil }, "\(placements)")
        #expect(!placements.contains { $0.view == "banner" }, "\(placements)")
        #expect(screen.notes.contains { $0.contains("layout state 'hideBanner'") })
    }

    /// Constraints the code switches on rotation or on a new text size (`viewWillTransition`,
    /// `traitCollectionDidChange`, or a helper only they call) are not in the set-up's state in
    /// every variant the sweep lays out: the views they place rest on that code.
    @Test func constraintsChangedOnSizeOrTraitChangesPlaceTheirViewsByCode() throws {
        let source = """
        final class PlayerViewController: UIViewController {
            let artwork = UIImageView()
            let titleLabel = UILabel()
            let footer = UILabel()
            private var artworkTop: NSLayoutConstraint!
            private var titleLeading: NSLayoutConstraint!
            private var footerHeight: NSLayoutConstraint!

            override func viewDidLoad() {
                super.viewDidLoad()
                for item in [artwork, titleLabel, footer] {
                    item.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(item)
                }
                artworkTop = artwork.topAnchor.constraint(equalTo: view.topAnchor, constant: 80)
                titleLeading = titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16)
                footerHeight = footer.heightAnchor.constraint(equalToConstant: 44)
                NSLayoutConstraint.activate([
                    artworkTop, titleLeading, footerHeight,
                    artwork.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    titleLabel.topAnchor.constraint(equalTo: artwork.bottomAnchor),
                    footer.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                ])
            }

            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                artworkTop.constant = size.width > size.height ? 8 : 80
            }

            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                adjustForTextSize()
            }

            private func adjustForTextSize() {
                titleLeading.constant = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? 8 : 16
            }

            @objc func collapseFooter() {
                footerHeight.constant = 0
            }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "PlayerViewController"))
        let placements = screen.appFacts.assumptions.filter { $0.about == .placement }
        #expect(placements.contains { $0.view == "artwork" && $0.what.contains("'viewWillTransition' changes this constraint when the screen's size or traits change") },
                "\(placements)")
        #expect(placements.contains { $0.view == "titleLabel" && $0.what.contains("'adjustForTextSize' changes this constraint when the screen's size or traits change") },
                "\(placements)")
        // A state entered on an event (a tap) leaves the set-up's state on screen until then:
        // only where the footer starts, which may be off the screen on purpose, rests on it.
        #expect(!placements.contains { $0.view == "footer" }, "\(placements)")
        #expect(screen.appFacts.assumptions.contains { $0.view == "footer" && $0.about == .movedLater && $0.what.contains("'collapseFooter'") },
                "\(screen.appFacts.assumptions)")
    }

    @Test func controllerHelpersAndCustomViewsAreInlined() throws {
        let source = """
        final class BadgeView: UIView {
            let count = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                count.translatesAutoresizingMaskIntoConstraints = false
                addSubview(count)
                count.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
            }
        }
        class BaseViewController: UIViewController {
            let header = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                header.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(header)
                header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
            }
        }
        final class InboxViewController: BaseViewController {
            let badge = BadgeView()
            override func viewDidLoad() {
                super.viewDidLoad()
                setupViews()
            }
            private func setupViews() {
                badge.translatesAutoresizingMaskIntoConstraints = false
                header.addSubview(badge)
                badge.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -8).isActive = true
            }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "InboxViewController"))
        #expect(screen.view("header")?.parent == "root")
        #expect(screen.view("badge")?.parent == "header")
        #expect(screen.view("badge-count")?.parent == "badge")
        #expect(screen.constraints(on: "badge-count", .centerX).first?.second == Anchor(.view("badge"), .centerX))
        #expect(screen.constraints(on: "header", .top).count == 1)
        #expect(screen.warningsOnly.isEmpty)
    }
}

@Suite struct ScrollGuideFormTests {
    @Test func scrollGuidesMakeAnOutsideClassAScrollView() throws {
        let source = """
        final class PreviewViewController: UIViewController {
            let zoom = ZoomingImageView()
            let content = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                zoom.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(zoom)
                zoom.addSubview(content)
                content.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    zoom.frameLayoutGuide.topAnchor.constraint(equalTo: view.topAnchor),
                    content.topAnchor.constraint(equalTo: zoom.contentLayoutGuide.topAnchor),
                ])
            }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "PreviewViewController"))
        #expect(screen.view("zoom")?.kind == .scroll)
        #expect(screen.constraints(on: "content", .top).first?.second == Anchor(.guide("zoom", .content), .top))
    }
}

/// UIKit's bars size themselves: a navigation bar made in code is 44 pt tall, so what is
/// placed below it is not left free.
@Suite struct BarHeightTests {
    @Test func aNavigationBarMadeInCodeHasItsHeight() throws {
        let source = """
        final class SearchController: UIViewController {
            let bar = UINavigationBar()
            let list = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                [bar, list].forEach { view.addSubview($0); $0.translatesAutoresizingMaskIntoConstraints = false }
                NSLayoutConstraint.activate([
                    bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    list.topAnchor.constraint(equalTo: bar.bottomAnchor),
                ])
            }
        }
        """
        let screens = SwiftLayoutReader.read(sources: [(source, "SearchController.swift")]).screens
        let screen = try #require(screens.first)
        let bar = try #require(screen.views.first { $0.displayName == "bar" })
        #expect(bar.intrinsicSize == IntrinsicSize(width: nil, height: 44))
    }
}

/// A view faded in later by code starts at `alpha = 0` (mastodon's avatar edit overlay).
@Suite struct TransparentViewTests {
    @Test func aViewAtAlphaZeroIsTransparent() throws {
        let source = """
        final class HeaderView: UIView {
            let name = UILabel()
            let overlay = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                [name, overlay].forEach { addSubview($0); $0.translatesAutoresizingMaskIntoConstraints = false }
                name.text = "Name"
                overlay.text = "Edit"
                overlay.alpha = 0
                NSLayoutConstraint.activate([
                    name.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                    name.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                    overlay.topAnchor.constraint(equalTo: name.topAnchor),
                    overlay.leadingAnchor.constraint(equalTo: name.leadingAnchor),
                    bottomAnchor.constraint(equalTo: name.bottomAnchor, constant: 8),
                ])
            }
        }
        """
        let screens = SwiftLayoutReader.read(sources: [(source, "HeaderView.swift")]).screens
        let screen = try #require(screens.first)
        let overlay = try #require(screen.views.first { $0.displayName == "overlay" })
        #expect(overlay.transparent)
        #expect(screen.views.first { $0.displayName == "name" }?.transparent == false)
    }
}

/// A stack that sets its axis and alignment for the content-size category in a Combine sink
/// (mastodon's `StatusAuthorView`): the category publisher sends the current category first, so
/// the sink runs at set-up, evaluated at the default category.
@Suite struct ContentSizeSinkTests {
    static func source(publisher: String) -> String {
        """
        final class AuthorView: UIStackView {
            let name = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                axis = .horizontal
                addArrangedSubview(name)
                \(publisher)
                    .sink { [unowned self] category in
                        axis = category > .accessibilityLarge ? .vertical : .horizontal
                        alignment = category > .accessibilityLarge ? .leading : .center
                    }
                    .store(in: &disposeBag)
                NSLayoutConstraint.activate([name.heightAnchor.constraint(greaterThanOrEqualToConstant: 20)])
            }
        }
        """
    }

    static func stack(_ publisher: String) throws -> StackConfiguration {
        let screens = SwiftLayoutReader.read(sources: [(source(publisher: publisher), "AuthorView.swift")]).screens
        let screen = try #require(screens.first)
        return try #require(screen.views.first { $0.stack != nil }?.stack)
    }

    @Test func theSinkRunsWithTheDefaultCategory() throws {
        let stack = try Self.stack("UIContentSizeCategory.publisher")
        #expect(stack.axis == .horizontal)
        #expect(stack.alignment == .center)
    }

    /// A notification publisher sends nothing until the category changes: its sink does not run.
    @Test func aChangeNotificationAloneRunsNothing() throws {
        let stack = try Self.stack("NotificationCenter.default.publisher(for: UIContentSizeCategory.didChangeNotification)")
        #expect(stack.alignment == .fill)
    }
}

/// A package's label class (outside the scanned files) built through an initialiser the app's
/// own extension adds: the initialiser runs on the stand-in, so its font is the app's
/// (mastodon's `MetaLabel(style: .statusName)`, a scaled headline).
@Suite struct ExtensionInitializerTests {
    @Test func anExtensionInitialiserRunsOnThePackagesView() throws {
        let source = """
        extension MetaLabel {
            convenience init(style: Style) {
                self.init()
                font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 15, weight: .semibold))
            }
        }
        final class AuthorView: UIView {
            let name = MetaLabel(style: .statusName)
            let plain = MetaLabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                [name, plain].forEach { addSubview($0); $0.translatesAutoresizingMaskIntoConstraints = false }
                NSLayoutConstraint.activate([
                    name.topAnchor.constraint(equalTo: topAnchor),
                    plain.topAnchor.constraint(equalTo: name.bottomAnchor),
                ])
            }
        }
        """
        let screens = SwiftLayoutReader.read(sources: [(source, "AuthorView.swift")]).screens
        let screen = try #require(screens.first { $0.name == "AuthorView" })
        let name = try #require(screen.views.first { $0.displayName == "name" })
        #expect(name.kind == .label)
        #expect(name.font.scales)
        #expect(name.font.relativeTo == .headline)
        let plain = try #require(screen.views.first { $0.displayName == "plain" })
        #expect(!plain.font.scales)
    }
}

/// A view keeping its autoresizing mask and stretching with its superview (mastodon's
/// `HUDButton.vibrancyView`): UIKit's mask constraints make it fill the superview, so it is
/// pinned to its edges instead of being left free.
@Suite struct StretchingMaskTests {
    @Test func aViewStretchingWithItsSuperviewFillsIt() throws {
        let source = """
        final class HUDButton: UIView {
            let background = UIView()
            let vibrancy = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                background.translatesAutoresizingMaskIntoConstraints = false
                addSubview(background)
                vibrancy.frame = background.bounds
                vibrancy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                background.addSubview(vibrancy)
                NSLayoutConstraint.activate([
                    background.topAnchor.constraint(equalTo: topAnchor),
                    background.leadingAnchor.constraint(equalTo: leadingAnchor),
                    background.trailingAnchor.constraint(equalTo: trailingAnchor),
                    background.heightAnchor.constraint(equalToConstant: 30),
                    bottomAnchor.constraint(equalTo: background.bottomAnchor),
                ])
            }
        }
        """
        let screen = try #require(SwiftLayoutReader.read(sources: [(source, "HUDButton.swift")]).screens.first)
        let vibrancy = try #require(screen.views.first { $0.displayName == "vibrancy" })
        let pins = screen.constraints.filter { $0.first.item == .view(vibrancy.id) && $0.origin == .autoresizing }
        #expect(Set(pins.map(\.first.attribute)) == [.top, .left, .bottom, .right])
        #expect(pins.allSatisfy { $0.second?.item == .view(vibrancy.parent) })
    }
}

/// A view a second stack arranges leaves the first, as UIKit moves a view to its new superview
/// (DashWallet's `ExploreContentsView` swaps its labels into another stack): it is arranged
/// once, by the last stack, and the screen lays out with no error.
@Suite struct MovedArrangedViewTests {
    @Test func aViewArrangedAgainMovesToTheLastStack() throws {
        let source = """
        final class ContentsView: UIView {
            private let titleLabel = UILabel()
            private let contentStack = UIStackView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                let stackView = UIStackView()
                stackView.translatesAutoresizingMaskIntoConstraints = false
                addSubview(stackView)
                let labelsStackView = UIStackView()
                stackView.addArrangedSubview(labelsStackView)
                labelsStackView.addArrangedSubview(titleLabel)
                stackView.removeArrangedSubview(labelsStackView)
                stackView.addArrangedSubview(contentStack)
                contentStack.addArrangedSubview(titleLabel)
                NSLayoutConstraint.activate([
                    stackView.topAnchor.constraint(equalTo: topAnchor),
                    stackView.leadingAnchor.constraint(equalTo: leadingAnchor),
                    stackView.trailingAnchor.constraint(equalTo: trailingAnchor),
                    stackView.bottomAnchor.constraint(equalTo: bottomAnchor),
                ])
            }
        }
        """
        let screen = try #require(SwiftLayoutReader.read(sources: [(source, "ContentsView.swift")]).screens.first)
        let stacks = screen.views.filter { $0.stack != nil }
        let arranging = stacks.filter { $0.stack?.arranged.contains { id in screen.views.first { $0.id == id }?.displayName == "titleLabel" } == true }
        #expect(arranging.map(\.displayName) == ["contentStack"])
        let title = try #require(screen.views.first { $0.displayName == "titleLabel" })
        #expect(screen.views.first { $0.id == title.parent }?.displayName == "contentStack")
    }
}

/// A view code adds that the reader cannot evaluate (an outlet from a storyboard handed to a
/// helper, DashWallet's `setupContentView(mainContentView)`) is left out, and the layout of
/// the view it goes into rests on it: the stack and what it arranges carry the assumption,
/// other views do not.
@Suite struct UnevaluatedSubviewTests {
    @Test func theHostOfAViewLeftOutRestsOnIt() throws {
        let source = """
        class ActionViewController: UIViewController {
            @IBOutlet var contentView: UIView!
            private let stackView = UIStackView()
            private let button = UIButton()
            private let header = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                stackView.translatesAutoresizingMaskIntoConstraints = false
                stackView.axis = .vertical
                view.addSubview(stackView)
                view.addSubview(header)
                stackView.addArrangedSubview(button)
                stackView.insertArrangedSubview(contentView, at: 0)
                NSLayoutConstraint.activate([
                    stackView.topAnchor.constraint(equalTo: view.topAnchor),
                    stackView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    button.heightAnchor.constraint(equalToConstant: 46),
                    header.topAnchor.constraint(equalTo: view.topAnchor),
                    header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                ])
            }
        }
        """
        let screen = try #require(SwiftLayoutReader.read(sources: [(source, "ActionViewController.swift")]).screens.first)
        let named = { (name: String) in screen.views.first { $0.displayName == name }?.id }
        let resting = Set(screen.appFacts.assumptions.filter { $0.about == .code && $0.location?.line == 13 }.map(\.view))
        #expect(resting == Set([named("stackView"), named("button")].compactMap { $0 }), "\(screen.appFacts.assumptions)")
        #expect(named("header").map { !resting.contains($0) } == true)
        #expect(screen.warnings.contains { $0.message.contains("arranged subview added here not evaluated") && $0.location?.line == 13 })
    }

    /// A text set in one branch of a condition the reader cannot decide (an `if` with an
    /// `else`, a `switch` with other cases) is laid out from the first branch, and rests on
    /// that choice; a text set outside such a branch, or in an `if` with no other branch, does not.
    @Test func aTextFromAnUndecidedBranchIsAnAssumption() throws {
        let source = """
        final class AttachmentView: UIView {
            let describeLabel = UILabel()
            let titleLabel = UILabel()
            let noteLabel = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                for label in [describeLabel, titleLabel, noteLabel] {
                    addSubview(label)
                    label.translatesAutoresizingMaskIntoConstraints = false
                    label.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                }
                switch attachmentKind() {
                case .audio: describeLabel.text = "Describe for people who are hard of hearing"
                case .video: describeLabel.text = "Describe for people who cannot see it"
                default: describeLabel.text = "Describe"
                }
                titleLabel.text = "Attachment"
                if isPinned() {
                    noteLabel.text = "Pinned"
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "AttachmentView"))
        #expect(screen.view("describeLabel")?.text?.fallback == "Describe for people who are hard of hearing")
        #expect(screen.appFacts.assumptions.contains { $0.view == "describeLabel" && $0.about == .text && $0.location?.line == 13 }, "\(screen.appFacts.assumptions)")
        #expect(!screen.appFacts.assumptions.contains { $0.view == "titleLabel" })
        #expect(!screen.appFacts.assumptions.contains { $0.view == "noteLabel" })
    }
}
