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
}
