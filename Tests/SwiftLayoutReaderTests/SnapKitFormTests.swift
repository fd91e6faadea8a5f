import LayoutEngine
import Testing
@testable import SwiftLayoutReader

@Suite struct SnapKitFormTests {
    static let source = """
    import SnapKit

    final class AvatarView: UIView {
        let image = UIImageView()
        let name = UILabel()
        let badge = UIView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(image)
            addSubview(name)
            addSubview(badge)
            image.snp.makeConstraints { make in
                make.top.leading.equalToSuperview().inset(12)
                make.size.equalTo(CGSize(width: 40, height: 40))
            }
            name.snp.makeConstraints {
                $0.leading.equalTo(image.snp.trailing).offset(8)
                $0.centerY.equalTo(image)
                $0.trailing.lessThanOrEqualToSuperview().inset(12)
                $0.height.greaterThanOrEqualTo(20).priority(.high)
                $0.width.equalTo(self.safeAreaLayoutGuide).multipliedBy(0.5)
            }
            badge.snp.makeConstraints { make in
                make.edges.equalToSuperview()
            }
        }
    }

    final class ButtonCell: UITableViewCell {
        let label = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            contentView.addSubview(label)
            label.snp.makeConstraints { make in
                make.centerY.equalTo(contentView)
                make.left.equalTo(16)
                make.width.equalTo(120)
            }
        }
    }
    """

    @Test func makeConstraintsForms() throws {
        let screen = try #require(SwiftFixture.screen(Self.source, "AvatarView"))
        let top = try #require(screen.constraints(on: "image", .top).first)
        #expect(top.second == Anchor(.view("avatarView"), .top) && top.constant == 12)
        #expect(screen.constraints(on: "image", .leading).first?.constant == 12)
        #expect(screen.constraints(on: "image", .width).first?.constant == 40)
        #expect(screen.constraints(on: "image", .height).first?.second == nil)
        let leading = try #require(screen.constraints(on: "name", .leading).first)
        #expect(leading.second == Anchor(.view("image"), .trailing) && leading.constant == 8)
        #expect(screen.constraints(on: "name", .centerY).first?.second == Anchor(.view("image"), .centerY))
        let trailing = try #require(screen.constraints(on: "name", .trailing).first)
        #expect(trailing.relation == .lessThanOrEqual && trailing.constant == -12)
        let height = try #require(screen.constraints(on: "name", .height).first)
        #expect(height.relation == .greaterThanOrEqual && height.constant == 20 && height.priority == 750)
        let width = try #require(screen.constraints(on: "name", .width).first)
        #expect(width.second == Anchor(.guide("avatarView", .safeArea), .width) && width.multiplier == 0.5)
        #expect(screen.constraints.filter { $0.first.item == .view("badge") }.count == 4)
        #expect(top.location?.line == 14)
        #expect(screen.warningsOnly.isEmpty)
    }

    /// `updateConstraints` changes the constant of the constraint it matches (same anchors and
    /// relation), as SnapKit does: the view keeps one leading constraint, at the new constant;
    /// a constraint it matches nothing of is added.
    @Test func updateConstraintsReplacesTheConstraintItMatches() throws {
        let source = """
        import SnapKit

        final class RowCell: UITableViewCell {
            let titleLabel = UILabel()

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(titleLabel)
                titleLabel.snp.makeConstraints { make in
                    make.left.equalToSuperview().offset(15)
                    make.top.bottom.equalToSuperview()
                }
                titleLabel.snp.updateConstraints { make in
                    make.left.equalToSuperview().offset(53)
                    make.right.lessThanOrEqualToSuperview()
                }
            }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "RowCell"))
        let leading = screen.constraints(on: "titleLabel", .leading) + screen.constraints(on: "titleLabel", .left)
        #expect(leading.count == 1, "\(leading)")
        #expect(leading.first?.constant == 53)
        #expect((screen.constraints(on: "titleLabel", .trailing) + screen.constraints(on: "titleLabel", .right)).count == 1)
    }

    /// A SnapKit `Constraint` kept from a maker line (`….constraint`) is switched off by
    /// `deactivate()` and changed by `update(offset:)`, as SnapKit does: a cell that keeps one of
    /// two leading constraints active has one, and no conflict.
    @Test func aKeptConstraintIsSwitchedAndUpdated() throws {
        let source = """
        import SnapKit

        final class StatusCell: UITableViewCell {
            let statusView = UIView()
            let titleLabel = UILabel()
            var besideStatus: Constraint!
            var atEdge: Constraint!
            var topGap: Constraint!

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(statusView)
                contentView.addSubview(titleLabel)
                statusView.snp.makeConstraints {
                    $0.leading.centerY.equalTo(contentView)
                    $0.size.equalTo(12)
                }
                titleLabel.snp.makeConstraints {
                    besideStatus = $0.leading.equalTo(statusView.snp.trailing).offset(7).constraint
                    topGap = $0.top.equalTo(contentView).offset(4).constraint
                }
                besideStatus.deactivate()
                titleLabel.snp.makeConstraints {
                    atEdge = $0.leading.equalTo(contentView).constraint
                }
                topGap.update(offset: 10)
            }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "StatusCell"))
        let leading = screen.constraints(on: "titleLabel", .leading)
        #expect(leading.count == 1, "\(leading)")
        #expect(leading.first?.second?.item != .view("statusView") && leading.first?.constant == 0, "\(leading)")
        #expect(screen.constraints(on: "titleLabel", .top).first?.constant == 10)
        #expect(screen.warningsOnly.isEmpty, "\(screen.warningsOnly)")
    }

    /// A multiplier the reader cannot evaluate (a computed property choosing by device) is
    /// replaced by 1, and the views it sizes rest on that: their findings are not confirmed.
    @Test func aStandInMultiplierIsAnAssumptionOfItsViews() throws {
        let source = """
        import SnapKit

        final class BarView: UIView {
            let back = UIButton()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(back)
                back.snp.makeConstraints { make in
                    make.leading.top.equalToSuperview()
                    make.width.equalTo(self).multipliedBy(Theme.widthFactor)
                }
            }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "BarView"))
        let assumed = screen.appFacts.assumptions.filter { $0.view == "back" }
        #expect(assumed.contains { $0.what.contains("SnapKit multiplier not evaluated; 1 stands in") && $0.location?.line == 11 }, "\(screen.appFacts.assumptions) \(screen.warnings)")
        #expect(!screen.appFacts.assumptions.contains { $0.view == "barView" })
    }

    /// SnapKit relates a plain number to the superview's same anchor, but for a size.
    @Test func aNumberIsAnOffsetFromTheSuperviewButForASize() throws {
        let screen = try #require(SwiftFixture.screen(Self.source, "ButtonCell"))
        let left = try #require(screen.constraints(on: "label", .left).first)
        #expect(left.second == Anchor(.view("contentView"), .left) && left.constant == 16, "\(left)")
        let width = try #require(screen.constraints(on: "label", .width).first)
        #expect(width.second == nil && width.constant == 120)
    }
}
