import Foundation
import Testing
@testable import AppCode

/// A row height taken from a cell's class, assigned to `rowHeight` or returned from
/// `heightForRowAt`, names that class; other heights, other classes and other functions' returns
/// name none.
@Suite struct CodeSizedRowsTests {
    static func found(_ code: String) -> [String] {
        CodeSizedRows.rowHeights(naming: ["ContactCell", "FileCell"], in: ObjectiveCLexer(Data(code.utf8))).map { "\($0.0)@\($0.1)" }
    }

    @Test func rowHeightsFromTheCellsClassNameIt() {
        let code = """
            final class ListController: UITableViewController {
                override func viewDidLoad() {
                    tableView.rowHeight = ContactCell.cellHeight
                    tableView.estimatedRowHeight = FileCell.cellHeight
                }
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                    if indexPath.section == 0 { return UITableView.automaticDimension }
                    return FileCell.cellHeight * 0.7
                }
                func other() -> CGFloat {
                    return ContactCell.cellHeight
                }
            }
            """
        #expect(Self.found(code) == ["ContactCell@3", "FileCell@8"])
    }

    @Test func otherHeightsNameNoCell() {
        #expect(Self.found("tableView.rowHeight = UITableView.automaticDimension").isEmpty)
        #expect(Self.found("tableView.rowHeight = 44 // ContactCell.cellHeight").isEmpty)
        #expect(Self.found("let rowHeight = ContactCell.cellHeight").isEmpty)
    }
}
