import LayoutEngine
import Testing

/// A view taken out of its superview (`removeFromSuperview`, or `addSubview` to another view)
/// loses every constraint to views outside it, as UIKit removes them; its own inner ones stay.
@Suite struct ViewMoveTests {
    @Test func aViewMovedToAnotherSuperviewLosesItsOldConstraints() throws {
        let source = """
        class BaseViewController: UIViewController {
            let contentView = UIView()
            let stackView = UIStackView()

            override func viewDidLoad() {
                super.viewDidLoad()
                makeUI()
            }

            func makeUI() {
                contentView.translatesAutoresizingMaskIntoConstraints = false
                stackView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(contentView)
                contentView.addSubview(stackView)
                NSLayoutConstraint.activate([
                    contentView.topAnchor.constraint(equalTo: view.topAnchor),
                    contentView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    contentView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    contentView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    stackView.topAnchor.constraint(equalTo: contentView.topAnchor),
                    stackView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    stackView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    stackView.heightAnchor.constraint(equalToConstant: 120),
                ])
            }
        }

        final class LoginViewController: BaseViewController {
            let scrollView = UIScrollView()
            let badge = UILabel()

            override func makeUI() {
                super.makeUI()
                badge.translatesAutoresizingMaskIntoConstraints = false
                stackView.addSubview(badge)
                NSLayoutConstraint.activate([
                    badge.topAnchor.constraint(equalTo: stackView.topAnchor, constant: 8),
                    badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                ])
                stackView.removeFromSuperview()
                scrollView.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(scrollView)
                scrollView.addSubview(stackView)
                NSLayoutConstraint.activate([
                    scrollView.topAnchor.constraint(equalTo: contentView.topAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    stackView.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 16),
                    stackView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 16),
                    stackView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor, constant: -16),
                ])
            }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "LoginViewController"))
        // The stack's pins to the content view went with its old superview; the new ones hold.
        let leading = screen.constraints(on: "stackView", .leading)
        #expect(leading.count == 1, "\(leading)")
        #expect(leading.first?.second?.item == .view("scrollView"), "\(leading)")
        #expect(screen.constraints(on: "stackView", .top).map(\.second?.item) == [.view("scrollView")])
        // Its own height, and the badge inside it pinned to it, stay; the badge's pin to a view
        // outside the stack goes.
        #expect(screen.constraints(on: "stackView", .height).count == 1)
        #expect(screen.constraints(on: "badge", .top).count == 1)
        #expect(screen.constraints(on: "badge", .leading).isEmpty)
        #expect(screen.views.first { $0.id == "stackView" }?.parent == "scrollView")
        // The content view, which did not move, keeps its own pins.
        #expect(screen.constraints(on: "contentView", .leading).count == 1)
    }

    /// Two views the code adds to each other, outside the screen, with a constraint to a view
    /// on it: the reader finds the detached subtree's top without climbing the cycle forever
    /// (a real app's sweep hung here), and leaves the constraint out with a message.
    @Test func viewsAddedToEachOtherDoNotHangTheReader() throws {
        let source = """
        final class LoopView: UIView {
            let first = UIView()
            let second = UIView()
            let label = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                first.addSubview(second)
                second.addSubview(first)
                addSubview(label)
                label.text = "Title"
                label.translatesAutoresizingMaskIntoConstraints = false
                first.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([first.topAnchor.constraint(equalTo: label.bottomAnchor)])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "LoopView"))
        #expect(screen.view("label") != nil)
        #expect(!screen.constraints.contains { $0.first.item == .view("first") }, "\(screen.constraints)")
    }

    /// A view class that declares a `contentView` of its own (a plain view, a section header)
    /// holds that view as a subview: `self.contentView` is not the class's own view, as a
    /// cell's UIKit content view would be, so pinning it to the edges conflicts with nothing.
    @Test func aContentViewTheClassDeclaresIsItsOwnSubview() throws {
        let source = """
        final class CommentView: UIView {
            let contentView = UIView()
            let textLabel = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                self.addSubview(self.contentView)
                self.contentView.addSubview(self.textLabel)
                textLabel.text = "Comment"
                self.contentView.translatesAutoresizingMaskIntoConstraints = false
                textLabel.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    self.contentView.topAnchor.constraint(equalTo: self.topAnchor),
                    self.contentView.leadingAnchor.constraint(equalTo: self.leadingAnchor),
                    self.contentView.trailingAnchor.constraint(equalTo: self.trailingAnchor),
                    self.contentView.bottomAnchor.constraint(equalTo: self.bottomAnchor),
                    textLabel.topAnchor.constraint(equalTo: self.contentView.topAnchor, constant: 8),
                    textLabel.leadingAnchor.constraint(equalTo: self.contentView.leadingAnchor, constant: 16),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "CommentView"))
        let content = try #require(screen.views.first { $0.id != "commentView" && $0.parent == "commentView" && $0.kind == .view }, "\(screen.views.map(\.id))")
        #expect(screen.view("textLabel")?.parent == content.id)
        #expect(!screen.constraints.contains { $0.first.item == .view("commentView") && $0.second?.item == .view("commentView") }, "\(screen.constraints)")
    }

    /// A view hidden or shown by a condition the reader cannot decide is laid out shown, and
    /// what is judged about it rests on that code; a literal `true` hides it for certain.
    @Test func visibilityFromAnUnknownConditionIsAnAssumption() throws {
        let source = """
        final class AttachmentViewController: UIViewController {
            let detectButton = UIButton(type: .system)
            let closeButton = UIButton(type: .system)
            var isImage = false

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(detectButton)
                view.addSubview(closeButton)
                detectButton.isHidden = kind() != .image
                closeButton.isHidden = true
                detectButton.translatesAutoresizingMaskIntoConstraints = false
                closeButton.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    detectButton.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                    detectButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    closeButton.topAnchor.constraint(equalTo: detectButton.bottomAnchor, constant: 8),
                    closeButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                ])
            }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "AttachmentViewController"))
        #expect(screen.view("detectButton")?.hidden == false)
        #expect(screen.appFacts.assumptions.contains { $0.view == "detectButton" && $0.about == .visibility && $0.location?.line == 10 }, "\(screen.appFacts.assumptions)")
        #expect(screen.view("closeButton")?.hidden == true)
        #expect(!screen.appFacts.assumptions.contains { $0.view == "closeButton" })
    }
}
