import LayoutEngine
import Testing
@testable import SwiftLayoutReader

/// Forms real apps use to reach their layout code: methods of a style enum, initialisers with
/// arguments, classes only extended in the scanned files, hairlines from the display scale, and
/// subtrees built but never added.
@Suite struct InlinedCallFormTests {
    @Test func aStyleEnumsMethodLaysOutTheViewItIsGiven() throws {
        let source = """
        final class StatusView: UIView {
            let name = UILabel()
            let body = UILabel()

            enum Style {
                case inline
                case plain

                func layout(statusView: StatusView) {
                    switch self {
                    case .inline: inline(statusView: statusView)
                    case .plain: break
                    }
                }

                func inline(statusView: StatusView) {
                    statusView.addSubview(statusView.name)
                    statusView.addSubview(statusView.body)
                    statusView.name.translatesAutoresizingMaskIntoConstraints = false
                    statusView.body.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        statusView.name.topAnchor.constraint(equalTo: statusView.topAnchor, constant: 12),
                        statusView.body.topAnchor.constraint(equalTo: statusView.name.bottomAnchor, constant: 4),
                    ])
                }
            }

            override init(frame: CGRect) {
                super.init(frame: frame)
                setup(style: .inline)
            }

            func setup(style: Style) {
                style.layout(statusView: self)
            }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "StatusView"))
        #expect(screen.warningsOnly.isEmpty)
        #expect(screen.constraints(on: "name", .top).map(\.constant) == [12])
        #expect(screen.constraints(on: "body", .top).first?.second == Anchor(.view("name"), .bottom))
        #expect(screen.constraints(on: "body", .top).first?.location?.line == 23)
    }

    @Test func initialiserArgumentsReachTheInlinedViewsSetUp() throws {
        let source = """
        final class Row: UIView {
            let label = UILabel()
            init(text: String, inset: CGFloat = 8) {
                super.init(frame: .zero)
                label.text = text
                label.translatesAutoresizingMaskIntoConstraints = false
                addSubview(label)
                label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset).isActive = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        final class Holder: UIView {
            let first = Row(text: "Hello")
            let second = Row(text: "World", inset: 20)
            override init(frame: CGRect) {
                super.init(frame: frame)
                [first, second].forEach { row in
                    row.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(row)
                }
                second.topAnchor.constraint(equalTo: first.bottomAnchor).isActive = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "Holder"))
        #expect(screen.warningsOnly.isEmpty)
        let labels = screen.views.filter { $0.parent == "first" || $0.parent == "second" }
        #expect(Set(labels.compactMap { $0.text?.fallback }) == ["Hello", "World"])
        let insets = screen.constraints.filter { $0.first.attribute == .leading && $0.second?.attribute == .leading }
            .map { ($0.second?.item, $0.constant) }
        #expect(insets.contains { $0.0 == .view("first") && $0.1 == 8 })
        #expect(insets.contains { $0.0 == .view("second") && $0.1 == 20 })
    }

    @Test func aClassOnlyExtendedHereStandsInByItsName() throws {
        let source = """
        extension MetaLabel {
            func configure(_ text: String) { }
        }

        final class CardView: UIView {
            let title = MetaLabel(style: .title)
            override init(frame: CGRect) {
                super.init(frame: frame)
                title.translatesAutoresizingMaskIntoConstraints = false
                addSubview(title)
                title.topAnchor.constraint(equalTo: topAnchor, constant: 10).isActive = true
            }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "CardView"))
        #expect(screen.warningsOnly.isEmpty)
        let title = try #require(screen.view("title"))
        #expect(title.kind == .label)
        #expect(title.approximated)
        #expect(screen.constraints(on: "title", .top).map(\.constant) == [10])
    }

    @Test func hairlinesUseTheDocumentedDisplayScale() throws {
        let source = """
        final class SeparatorView: UIView {
            let line = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                line.translatesAutoresizingMaskIntoConstraints = false
                addSubview(line)
                NSLayoutConstraint.activate([
                    line.heightAnchor.constraint(equalToConstant: 1.0 / traitCollection.displayScale),
                    line.widthAnchor.constraint(equalToConstant: 2 / UIScreen.main.scale),
                ])
            }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "SeparatorView"))
        #expect(screen.warningsOnly.isEmpty)
        #expect(screen.constraints(on: "line", .height).map(\.constant) == [1.0 / 3])
        #expect(screen.constraints(on: "line", .width).map(\.constant) == [2.0 / 3])
    }

    @Test func aSubtreeBuiltButNeverAddedIsANoteNotAWarning() throws {
        let source = """
        final class BannerView: UIView {
            let visible = UILabel()
            let overlay = UIView()
            let overlayLabel = UILabel()
            let stray = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                [visible, overlay, overlayLabel, stray].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
                addSubview(visible)
                overlay.addSubview(overlayLabel)
                NSLayoutConstraint.activate([
                    visible.topAnchor.constraint(equalTo: topAnchor),
                    overlayLabel.topAnchor.constraint(equalTo: overlay.topAnchor, constant: 4),
                    stray.topAnchor.constraint(equalTo: visible.bottomAnchor),
                ])
            }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "BannerView"))
        // The overlay's own constraints stay inside it: UIKit would not lay it out either.
        #expect(screen.notes.contains { $0.hasPrefix("Fixture.swift:3:") && $0.contains("'overlay' is not added to the view hierarchy") })
        #expect(!screen.warningsOnly.contains { $0.contains("'overlay'") })
        // A constraint from a never-added view to a laid-out one is lost layout: a warning.
        #expect(screen.warningsOnly.contains { $0.hasPrefix("Fixture.swift:5:") && $0.contains("'stray' is constrained but the set-up never adds it") })
        #expect(screen.constraints(on: "visible", .top).count == 1)
        #expect(screen.constraints(on: "overlayLabel", .top).isEmpty)
    }

    /// A child view controller made in the set-up (directly or in a lazy closure behind a
    /// guard): its `view` is a plain view of this screen, placed by the parent's constraints.
    @Test func aChildViewControllersViewIsPlacedByTheParent() throws {
        let source = """
        final class ChildViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad() }
        }
        final class ParentViewController: UIViewController {
            let header = UILabel()
            private(set) lazy var child: ChildViewController? = {
                guard let context = viewModel?.context else { return nil }
                let controller = ChildViewController()
                controller.context = context
                return controller
            }()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(header)
                header.translatesAutoresizingMaskIntoConstraints = false
                header.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                guard let child else { return }
                addChild(child)
                child.view.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(child.view)
                child.didMove(toParent: self)
                NSLayoutConstraint.activate([
                    child.view.topAnchor.constraint(equalTo: header.bottomAnchor),
                    child.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                ])
            }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "ParentViewController"))
        #expect(screen.warningsOnly.isEmpty, "\(screen.warningsOnly)")
        let childView = try #require(screen.views.first { $0.id != "header" })
        #expect(childView.kind == .view)
        #expect(childView.parent == LayoutItem.rootID)
        #expect(screen.constraints(on: childView.id, .top).first?.second == Anchor(.view("header"), .bottom))
    }

    /// An app's own initialiser of a UIKit view, added by an extension, runs on the new view:
    /// the stack it makes is vertical and arranges the views it is given.
    @Test func anExtensionsInitialiserOfAUIKitViewRunsAsWritten() throws {
        let source = """
        extension UIStackView {
            convenience init(axis: NSLayoutConstraint.Axis = .horizontal, spacing: CGFloat? = nil, _ subviews: [UIView]) {
                self.init(arrangedSubviews: subviews)
                self.axis = axis
                if let spacing { self.spacing = spacing }
            }
        }

        final class PayViewController: UIViewController {
            private let title = UILabel()
            private let price = UILabel()
            private lazy var stack = UIStackView(axis: .vertical, spacing: 6, [title, price])
            private let row = UIStackView(arrangedSubviews: [])

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(stack)
                view.addSubview(row)
                stack.translatesAutoresizingMaskIntoConstraints = false
                row.translatesAutoresizingMaskIntoConstraints = false
                stack.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                row.topAnchor.constraint(equalTo: stack.bottomAnchor).isActive = true
            }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "PayViewController"))
        let stack = try #require(screen.view("stack")?.stack)
        #expect(stack.axis == .vertical)
        #expect(stack.spacing == 6)
        #expect(stack.arranged == ["title", "price"])
        // UIKit's own initialiser is still UIKit's: a horizontal stack.
        #expect(screen.view("row")?.stack?.axis == .horizontal)
        #expect(screen.view("stack")?.approximated == false)
    }

    /// A helper's optional parameter left out is nil, so `if let insets` skips its branch; a
    /// stack's axis, as the set-up left it, decides `axis == .vertical` in the helper.
    @Test func aLeftOutOptionalAndAStacksAxisDecideAHelpersBranches() throws {
        let source = """
        extension UIStackView {
            func addRow(_ view: UIView, size: CGFloat? = nil, insets: UIEdgeInsets? = nil) {
                if let size, axis == .vertical {
                    view.heightAnchor.constraint(equalToConstant: size).isActive = true
                } else if let size, axis == .horizontal {
                    view.widthAnchor.constraint(equalToConstant: size).isActive = true
                }
                addArrangedSubview(view)
                if let insets = insets {
                    view.topAnchor.constraint(equalTo: topAnchor, constant: insets.top).isActive = true
                }
            }
        }

        final class ToolbarView: UIView {
            let stack = UIStackView()
            let help = UIButton()
            let add = UIButton()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(stack)
                stack.translatesAutoresizingMaskIntoConstraints = false
                stack.topAnchor.constraint(equalTo: topAnchor).isActive = true
                stack.addRow(help, size: 44)
                stack.addRow(add)
            }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "ToolbarView"))
        #expect(screen.constraints(on: "help", .width).map(\.constant) == [44])
        #expect(screen.constraints(on: "help", .height).isEmpty)
        #expect(screen.constraints(on: "help", .top).isEmpty && screen.constraints(on: "add", .top).isEmpty)
        #expect(screen.view("stack")?.stack?.arranged == ["help", "add"])
    }
}
