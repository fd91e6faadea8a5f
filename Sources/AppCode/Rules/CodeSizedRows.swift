import Diagnostics
import Foundation
import LayoutEngine
import SwiftLayoutReader

/// Table view cells built in Swift whose rows the app's code sizes from the cell class itself:
/// `tableView.rowHeight = ContactCell.cellHeight`, or `return ContactCell.cellHeight` in
/// `tableView(_:heightForRowAt:)`. UIKit gives the cell that height, which the code computes
/// (often from the text styles' sizes) and the sweep does not evaluate: the height the cell's
/// constraints give it stands in, and every finding that depends on the cell's size rests on
/// that.
struct CodeSizedRows: AppCodeRule {
    let id = "code-sized-rows"
    let summary = "A table cell built in Swift whose row height the app's code takes from the cell's class (rowHeight = ContactCell.cellHeight, or heightForRowAt returning it) is as tall as that code says: the height its constraints give stands in, and findings that depend on it rest on that."
    let examples: [AppCodeRuleExample] = [
        .triggering("contactsTable.rowHeight = ContactCell.cellHeight", in: CodeSizedRows.contacts),
        .notTriggering("contactsTable.rowHeight = UITableView.automaticDimension", in: CodeSizedRows.contacts),
    ]

    /// A contact cell built in Swift, beside a list controller whose `viewDidLoad` holds the example.
    static let contacts = ExampleApp(.controller("ContactsViewController", [.label("titleLabel", text: "Contacts")]), sources: [
        .swift("ContactsViewController", "UIViewController", outlets: [.label("titleLabel")],
               members: ["let contactsTable = UITableView()"], codeIn: .viewDidLoad),
        ExampleSource("ContactCell.swift", """
            import UIKit

            final class ContactCell: UITableViewCell {
                static var cellHeight: CGFloat { UIFont.preferredFont(forTextStyle: .headline).pointSize * 3 }
                let nameLabel = UILabel()

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    nameLabel.text = "Ada Lovelace"
                    nameLabel.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(nameLabel)
                    NSLayoutConstraint.activate([
                        nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                        nameLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                    ])
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """),
    ], sweptCode: ["ContactCell.swift"])

    /// The most tokens read after `rowHeight =` or `return` for the cell's class.
    static let maximumExpressionTokens = 24

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        for (root, allIndices) in apps.screensByRoot(screens, where: \.isBuiltInSwift) {
            let index = apps.index(under: root)
            let indices = allIndices.filter { index.superclassChain(of: screens[$0].name).contains("UITableViewCell") }
            guard !indices.isEmpty else { continue }
            let cellNames = Set(indices.map { screens[$0].name })
            let swift = apps.swift(under: root)
            var sites: [String: (SourceLocation, String)] = [:]
            for path in swift.paths {
                // `rowHeight` and `heightForRowAt` both hold "eight": other files are not lexed.
                guard let data = swift.data(path), ByteSearch.contains(data, Array("eight".utf8)) else { continue }
                for (name, line, how) in Self.rowHeights(naming: cellNames, in: ObjectiveCLexer(data)) where sites[name] == nil {
                    sites[name] = (SourceLocation(file: path, line: line), how)
                }
            }
            for position in indices {
                let name = screens[position].name
                guard let (site, how) = sites[name] else { continue }
                let place = "\((site.file as NSString).lastPathComponent):\(site.line.map(String.init) ?? "?")"
                let what = "the app's code sizes \(name)'s rows (\(how) at \(place)): the height its constraints give stands in for that"
                recorder.decide(position, .screen, .sizedByHost, "\(what); findings that depend on the cell's size rest on it", at: site,
                                change: .assume(Assumption(view: LayoutItem.rootID, about: .size, what: what, location: site)))
            }
        }
        return recorder.decisions
    }

    /// The cell classes among `names` that a row height is taken from in a Swift file's tokens:
    /// after `.rowHeight =`, or after `return` in a `heightForRowAt` function's body, a class
    /// named before a `.` (`ContactCell.cellHeight`). Each with its line and how it was found.
    static func rowHeights(naming names: Set<String>, in lexer: ObjectiveCLexer) -> [(String, Int, String)] {
        let tokens = lexer.tokens
        var found: [(String, Int, String)] = []
        func named(after start: Int, line: Int) -> String? {
            var index = start
            while index < tokens.count, index < start + maximumExpressionTokens, tokens[index].line == line {
                if lexer.isToken(index, ";") || lexer.isToken(index, "}") { break }
                if tokens[index].kind == .identifier, lexer.isToken(index + 1, "."), names.contains(lexer.text(index)) { return lexer.text(index) }
                index += 1
            }
            return nil
        }
        for index in tokens.indices where tokens[index].kind == .identifier {
            if lexer.isToken(index, "rowHeight"), lexer.isToken(index - 1, "."), lexer.isToken(index + 1, "=") {
                if let name = named(after: index + 2, line: tokens[index].line) {
                    found.append((name, tokens[index].line, "rowHeight = \(name)…"))
                }
            } else if lexer.isToken(index, "heightForRowAt") {
                // The function's body: the first `{` after its name, to its partner.
                var open = index + 1
                while open < tokens.count, open < index + 64, !lexer.isToken(open, "{") { open += 1 }
                guard open < tokens.count, lexer.isToken(open, "{"), lexer.partners.indices.contains(open) else { continue }
                let close = lexer.partners[open]
                guard close > open else { continue }
                for inner in (open + 1)..<close where lexer.isToken(inner, "return") {
                    if let name = named(after: inner + 1, line: tokens[inner].line) {
                        found.append((name, tokens[inner].line, "heightForRowAt returns \(name)…"))
                    }
                }
            }
        }
        return found
    }
}
