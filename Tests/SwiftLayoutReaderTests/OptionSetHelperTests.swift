import LayoutEngine
import Testing
@testable import SwiftLayoutReader

/// Layout helpers that take an edge or axis set and test it (`edges.contains(.top)`) make only
/// the constraints the set asks for.
@Suite struct OptionSetHelperTests {
    /// An app's own pinning and centring helpers, as layout extensions commonly write them.
    static let helpers = """
    extension UIView {
        @discardableResult
        func pin(to view: UIView, edges: Edge.Set = .all, padding: CGFloat = 0) -> Self {
            translatesAutoresizingMaskIntoConstraints = false
            if edges.contains(.top) { topAnchor.constraint(equalTo: view.topAnchor, constant: padding).isActive = true }
            if edges.contains(.bottom) { bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -padding).isActive = true }
            if edges.contains(.leading) { leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: padding).isActive = true }
            if edges.contains(.trailing) { trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -padding).isActive = true }
            return self
        }

        @discardableResult
        func center(in view: UIView, axis: Axis.Set = [.horizontal, .vertical]) -> Self {
            translatesAutoresizingMaskIntoConstraints = false
            if axis.contains(.vertical) { centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true }
            if axis.contains(.horizontal) { centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true }
            return self
        }
    }
    """

    @Test func anEdgeSetPinsOnlyTheEdgesItHolds() throws {
        let source = Self.helpers + """

        final class BannerView: UIView {
            let title = UILabel()
            let badge = UILabel()
            let body = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(title)
                addSubview(badge)
                addSubview(body)
                title.pin(to: self, edges: [.horizontal, .top], padding: 12)
                badge.pin(to: self, edges: .leading)
                body.pin(to: self)
                body.topAnchor.constraint(equalTo: title.bottomAnchor).isActive = false
            }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "BannerView"))
        #expect(screen.constraints(on: "title", .top).map(\.constant) == [12])
        #expect(screen.constraints(on: "title", .leading).map(\.constant) == [12])
        #expect(screen.constraints(on: "title", .trailing).map(\.constant) == [-12])
        #expect(screen.constraints(on: "title", .bottom).isEmpty)
        #expect(screen.constraints(on: "badge", .leading).count == 1)
        #expect(screen.constraints(on: "badge", .top).isEmpty && screen.constraints(on: "badge", .trailing).isEmpty)
        // The default, `.all`, holds every edge.
        for attribute in [LayoutAttribute.top, .bottom, .leading, .trailing] {
            #expect(screen.constraints(on: "body", attribute).count == 1)
        }
    }

    @Test func anAxisSetCentresOnlyAlongTheAxesItHolds() throws {
        let source = Self.helpers + """

        final class ToolbarView: UIView {
            let back = UIButton()
            let title = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(back)
                addSubview(title)
                back.translatesAutoresizingMaskIntoConstraints = false
                back.topAnchor.constraint(equalTo: topAnchor, constant: 24).isActive = true
                back.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                title.center(in: self, axis: .horizontal)
                title.centerYAnchor.constraint(equalTo: back.centerYAnchor).isActive = true
                back.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true
            }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "ToolbarView"))
        #expect(screen.constraints(on: "title", .centerX).count == 1)
        // Only the title's own line to the back button centres it vertically.
        #expect(screen.constraints(on: "title", .centerY).map(\.second) == [Anchor(.view("back"), .centerY)])
    }

    @Test func membershipFollowsEachSetsNaming() {
        func member(_ name: String) -> SwiftValue { .member(name) }
        #expect(OptionSetMembership.contains(.array([member("horizontal"), member("top")]), member("leading")) == true)
        #expect(OptionSetMembership.contains(.array([member("horizontal"), member("top")]), member("bottom")) == false)
        #expect(OptionSetMembership.contains(.array([member("leading"), member("trailing")]), member("horizontal")) == true)
        #expect(OptionSetMembership.contains(member("all"), member("right")) == true)
        #expect(OptionSetMembership.contains(member("vertical"), member("horizontal")) == false)
        #expect(OptionSetMembership.contains(member("allCorners"), member("topLeft")) == true)
        // Not an edge, axis or corner set: left to the rest of the evaluator.
        #expect(OptionSetMembership.contains(.array([member("home")]), member("home")) == nil)
        #expect(OptionSetMembership.contains(.unknown, member("top")) == nil)
    }
}
