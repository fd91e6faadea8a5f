import LayoutEngine
import Testing
@testable import SwiftLayoutReader

@Suite struct AnchorFormTests {
    static let source = """
    import UIKit

    final class LoginViewController: UIViewController {
        let titleLabel = UILabel()
        let button = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            titleLabel.translatesAutoresizingMaskIntoConstraints = false
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(titleLabel)
            view.addSubview(button)
            NSLayoutConstraint.activate([
                titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: view.readableContentGuide.trailingAnchor, constant: -16),
                button.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 2),
                button.widthAnchor.constraint(equalTo: titleLabel.widthAnchor, multiplier: 0.5, constant: 4),
                button.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            ])
            let center = button.centerXAnchor.constraint(equalTo: view.centerXAnchor)
            center.priority = .defaultHigh - 1
            center.isActive = true
            let bottom = button.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor)
            bottom.priority = UILayoutPriority(rawValue: 999)
            bottom.isActive = true
            let unused = button.leftAnchor.constraint(equalTo: view.leftAnchor)
            _ = unused
        }
    }
    """

    @Test func anchorsBecomeConstraintsWithTheirLines() throws {
        let screen = try #require(SwiftFixture.screen(Self.source, "LoginViewController"))
        #expect(screen.views.map(\.id) == ["titleLabel", "button"])
        #expect(screen.views.allSatisfy { $0.parent == "root" })
        let top = try #require(screen.constraints(on: "titleLabel", .top).first)
        #expect(top.second == Anchor(.guide("root", .safeArea), .top))
        #expect(top.constant == 20)
        #expect(top.location?.line == 14)
        #expect(top.location?.file == "Fixture.swift")
        #expect(screen.constraints(on: "titleLabel", .leading).first?.second == Anchor(.guide("root", .margins), .leading))
        let trailing = try #require(screen.constraints(on: "titleLabel", .trailing).first)
        #expect(trailing.relation == .lessThanOrEqual)
        #expect(trailing.constant == -16)
        #expect(trailing.second == Anchor(.guide("root", .readableContent), .trailing))
        let spacing = try #require(screen.constraints(on: "button", .top).first)
        #expect(spacing.constant == 16)
        #expect(spacing.second == Anchor(.view("titleLabel"), .bottom))
        let width = try #require(screen.constraints(on: "button", .width).first)
        #expect(width.multiplier == 0.5 && width.constant == 4)
        let height = try #require(screen.constraints(on: "button", .height).first)
        #expect(height.second == nil && height.relation == .greaterThanOrEqual && height.constant == 44)
    }

    @Test func prioritiesAndActivationFollowTheCode() throws {
        let screen = try #require(SwiftFixture.screen(Self.source, "LoginViewController"))
        #expect(screen.constraints(on: "button", .centerX).first?.priority == 749)
        #expect(screen.constraints(on: "button", .bottom).first?.priority == 999)
        // Made but never activated: not part of the layout.
        #expect(screen.constraints(on: "button", .left).isEmpty)
        #expect(screen.constraints.count == 8)
        #expect(screen.warningsOnly.isEmpty)
    }

    /// WooCommerce's web view screen: edge constraints lowered below `defaultHigh` through the
    /// constant's raw value, in a closure over the array, give way to the safe area.
    @Test func prioritiesFromRawValuesSetInALoop() throws {
        let source = """
        final class WebViewController: UIViewController {
            let stack = UIStackView()
            override func viewDidLoad() {
                super.viewDidLoad()
                stack.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(stack)
                let edges = [
                    view.topAnchor.constraint(equalTo: stack.topAnchor),
                    view.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
                ]
                edges.forEach({ $0.priority = UILayoutPriority(rawValue: UILayoutPriority.defaultHigh.rawValue - 1) })
                NSLayoutConstraint.activate(edges)
                let low = stack.heightAnchor.constraint(equalToConstant: 10)
                low.priority = UILayoutPriority(UILayoutPriority.required.rawValue / 4)
                low.isActive = true
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
            }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "WebViewController"))
        let edges = screen.constraints.filter { $0.first.item == .root && $0.second?.item == .view("stack") }
        #expect(edges.map(\.first.attribute) == [.top, .leading])
        #expect(edges.allSatisfy { $0.priority == 749 })
        #expect(screen.constraints(on: "stack", .top).first?.priority == 1000)
        #expect(screen.constraints(on: "stack", .height).first?.priority == 250)
    }

    @Test func itemAttributeConstraintsAndAddConstraint() throws {
        let source = """
        class Card: UIView {
            private let icon = UIImageView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                icon.translatesAutoresizingMaskIntoConstraints = false
                addSubview(icon)
                addConstraint(NSLayoutConstraint(item: icon, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 24))
                NSLayoutConstraint(item: icon, attribute: .centerY, relatedBy: .greaterThanOrEqual, toItem: self, attribute: .centerY, multiplier: 1, constant: 2).isActive = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "Card"))
        #expect(screen.views.map(\.id) == ["card", "icon"])
        let width = try #require(screen.constraints(on: "icon", .width).first)
        #expect(width.second == nil && width.constant == 24)
        let center = try #require(screen.constraints(on: "icon", .centerY).first)
        #expect(center.relation == .greaterThanOrEqual && center.second == Anchor(.view("card"), .centerY) && center.constant == 2)
        #expect(center.location?.line == 8)
        // The picture is never read: a 0 × 0 size stands in for it, marked as a stand-in.
        let icon = try #require(screen.views.first { $0.id == "icon" })
        #expect(icon.intrinsicSize == IntrinsicSize(width: 0, height: 0) && icon.intrinsicSizeStandsIn)
    }

    @Test func keyboardGuideIsTheSafeAreaBottomWithTheKeyboardHidden() throws {
        let source = """
        final class ChatViewController: UIViewController {
            let input = UITextField()
            override func viewDidLoad() {
                super.viewDidLoad()
                input.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(input)
                input.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8).isActive = true
                input.leadingAnchor.constraint(equalTo: view.keyboardLayoutGuide.leadingAnchor).isActive = true
            }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "ChatViewController"))
        let bottom = try #require(screen.constraints(on: "input", .bottom).first)
        #expect(bottom.second == Anchor(.guide("root", .safeArea), .bottom) && bottom.constant == -8)
        #expect(screen.constraints(on: "input", .leading).first?.second == Anchor(.guide("root", .safeArea), .leading))
    }
}
