import Testing
@testable import SwiftLayoutReader

/// UIKit calls `awakeFromNib` only on what a nib made: a cell code creates runs its own
/// initialiser and never `awakeFromNib`, so set-up called from both is read once, not twice
/// (twice made phantom copies of its views that "overlapped").
@Suite struct NibOnlySetUpTests {
    static func cell(coderInit: String) -> String {
        """
        final class FieldCell: UITableViewCell {
            let field = UITextField()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                setUp()
            }
            required init?(coder: NSCoder) {
                \(coderInit)
            }
            override func awakeFromNib() {
                super.awakeFromNib()
                setUp()
            }
            private func setUp() {
                contentView.addSubview(field)
                field.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    field.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                    field.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                ])
            }
        }
        """
    }

    @Test func aCellCodeCreatesDoesNotRunAwakeFromNib() throws {
        for coderInit in ["fatalError(\"init(coder:) has not been implemented\")", "super.init(coder: coder)"] {
            let result = SwiftLayoutReader.read(sources: [(Self.cell(coderInit: coderInit), "FieldCell.swift")])
            let screen = try #require(result.screens.first { $0.name == "FieldCell" }, "\(result.screens.map(\.name))")
            let fields = screen.views.filter { $0.id.hasPrefix("field") }
            #expect(fields.count == 1, "\(coderInit): \(screen.views.map(\.id))")
            #expect(screen.constraints(on: "field", .top).count == 1, "\(coderInit): \(screen.constraints.map(\.id))")
        }
    }
}
