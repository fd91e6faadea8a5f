import Foundation
import Testing

/// Swift screens laid out end to end through `layout-stress layout FILE.swift`.
@Suite struct SwiftScreenLayoutTests {
    /// A settings row: an SF Symbol icon and a title after it. The reader never sees the
    /// picture, but UIKit sizes the image view to it; the row must not come out ambiguous for
    /// want of a picture (mastodon: 64 such false `ambiguous` findings).
    static let row = """
        import UIKit

        final class SettingsRow: UITableViewCell {
            let icon = UIImageView(image: UIImage(systemName: "gear"))
            let title = UILabel()

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                title.text = "Settings"
                [icon, title].forEach {
                    $0.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview($0)
                }
                NSLayoutConstraint.activate([
                    icon.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    icon.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                    title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
                    title.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
                    title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                    contentView.bottomAnchor.constraint(equalTo: title.bottomAnchor, constant: 12),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func anImageViewWhosePictureIsNotReadLeavesNothingAmbiguous() throws {
        let folder = try ImportCommandTests.folder(with: ["SettingsRow.swift": Self.row])
        let (status, output, errors) = try ImportCommandTests.run(
            ["layout", "SettingsRow.swift", "--device", "iPhone 15", "--category", "large", "--locale", "en", "--format", "json"], in: folder)
        #expect(status == 0, "\(errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let findings = object["findings"] as? [[String: Any]] ?? []
        #expect(!findings.contains { $0["kind"] as? String == "ambiguous" }, "\(findings)")
        let views = object["views"] as? [[String: Any]] ?? []
        let title = try #require(views.first { $0["id"] as? String == "title" })
        let frame = try #require(title["frame"] as? [String: Double])
        // The icon's picture is not known: it takes no room, and the title starts 8 pt after it.
        #expect(frame["x"] == 24, "\(frame)")
    }

    /// A view built in code that leaves its own height to its host (DuckDuckGo's error view, a
    /// table's background; its title bar, which its controller pins 68 pt tall) is laid out at a
    /// stand-in height: its content running past that height's edges is not reported. A cell
    /// doing the same gets UIKit's default row, whose edges are real; and a view declaring its
    /// own width (a 40 × 40 flash button) keeps it instead of conflicting with the screen's.
    static func component(_ superclass: String, extra: String = "") -> String {
        """
        import UIKit

        final class ErrorPanel: \(superclass) {
            let title = UILabel()
            let detail = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                title.text = "Something went wrong"
                detail.text = "Try again later"
                let stack = UIStackView(arrangedSubviews: [title, detail])
                stack.axis = .vertical
                stack.spacing = 24
                stack.translatesAutoresizingMaskIntoConstraints = false
                addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.centerXAnchor.constraint(equalTo: centerXAnchor),
                    stack.centerYAnchor.constraint(equalTo: centerYAnchor),\(extra)
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }

    static func findings(_ source: String) throws -> [[String: Any]] {
        let folder = try ImportCommandTests.folder(with: ["ErrorPanel.swift": source])
        let (status, output, errors) = try ImportCommandTests.run(
            ["layout", "ErrorPanel.swift", "--device", "iPhone 15", "--category", "large", "--locale", "en", "--format", "json"], in: folder)
        #expect(status == 0, "\(errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        return object["findings"] as? [[String: Any]] ?? []
    }

    @Test func aHostedViewsStandInHeightHasNoEdges() throws {
        let view = try Self.findings(Self.component("UIView"))
        #expect(!view.contains { $0["kind"] as? String == "offscreen" }, "\(view)")
        let cell = try Self.findings(Self.component("UICollectionViewCell"))
        #expect(cell.contains { $0["kind"] as? String == "offscreen" }, "\(cell)")
    }

    @Test func aHostedViewKeepsTheWidthItDeclares() throws {
        let declared = try Self.findings(Self.component("UIView", extra: "\n            widthAnchor.constraint(equalToConstant: 40),"))
        #expect(!declared.contains { $0["kind"] as? String == "unsatisfiable" }, "\(declared)")
    }

    /// SwiftUI is not read yet, and the sweep says so once, at the first view, instead of
    /// leaving those screens out without a word.
    @Test func swiftUIViewsAreNamedAsNotSwept() throws {
        let swiftUI = """
            import SwiftUI
            struct HomeView: View {
                var body: some View { Text("Hello") }
            }
            struct Badge: View {
                var body: some View { Text("New").lineLimit(1) }
            }
            struct Model: Codable { var body: String }
            """
        let folder = try ImportCommandTests.folder(with: ["Home.swift": swiftUI, "SettingsRow.swift": Self.row])
        let outcome = try SweepCommandTests.run(["sweep", folder.path, "--devices", "iPhone 15", "--orientations", "portrait",
                                                 "--categories", "large", "--locales", "en"])
        #expect(outcome.status <= 1, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("Home.swift:2: note: 2 SwiftUI views in 1 file not swept: SwiftUI layout is not read yet"), "\(outcome.stderr)")
        #expect(outcome.stdout.contains("SettingsRow"), "the UIKit screen beside them is swept")
    }
}

/// A table cell built in code whose content only centres itself vertically leaves its height to
/// its table (`heightForRowAt`, DashWallet's location-off cell as tall as the table): the 44 pt
/// stand-in height is no edge its content can run past. A cell whose own constraints fix its
/// height (30 pt) is judged.
@Suite struct SwiftCellStandInHeightTests {
    static func cell(fixingHeight: Bool) -> String {
        """
        import UIKit

        final class LocationOffCell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                let stackView = UIStackView()
                stackView.translatesAutoresizingMaskIntoConstraints = false
                stackView.axis = .vertical
                stackView.spacing = 10
                contentView.addSubview(stackView)
                let label = UILabel()
                label.numberOfLines = 0
                label.text = "Grant location permission so we can show you places near you."
                stackView.addArrangedSubview(label)
                let button = UIButton(type: .custom)
                button.setTitle("Manage Permission", for: .normal)
                stackView.addArrangedSubview(button)
                NSLayoutConstraint.activate([
                    stackView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 25),
                    stackView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -25),
                    stackView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),\(fixingHeight ? "\n                contentView.heightAnchor.constraint(equalToConstant: 30)," : "")
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }

    static func offscreenEdges(fixingHeight: Bool) throws -> [String] {
        let path = try SweepCommandTests.temporaryFile("LocationOffCell.swift", cell(fixingHeight: fixingHeight))
        let outcome = try SweepCommandTests.run(["sweep", path, "--devices", "iPhone 15", "--orientations", "portrait", "--categories", "large",
                                                 "--locales", "en", "--format", "json"])
        let report = try #require(JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any], "\(outcome.stderr)")
        let findings = report["findings"] as? [[String: Any]] ?? []
        return findings.filter { $0["kind"] as? String == "offscreen" }.compactMap { ($0["worst"] as? [String: Any])?["edge"] as? String }
    }

    @Test func aCellWhoseContentLeavesItsHeightOpenIsNotJudgedAtItsStandInEdges() throws {
        #expect(try Self.offscreenEdges(fixingHeight: false).isEmpty)
        let fixed = try Self.offscreenEdges(fixingHeight: true)
        #expect(fixed.contains("top") && fixed.contains("bottom"), "\(fixed)")
    }
}
