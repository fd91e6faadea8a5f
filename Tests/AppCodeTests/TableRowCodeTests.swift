import Foundation
import Testing
@testable import AppCode
import SwiftLayoutReader

/// Reading which class registers a cell nib for which table, and the row heights it gives.
@Suite struct TableRowCodeTests {
    @Test func registrationsNameTheirClassAndTable() throws {
        let files = try LoadTimeVisibilityTests.write([
            "Settings.swift": """
                final class SettingsController: UIViewController {
                    @IBOutlet var settingsTable: UITableView!
                    override func viewDidLoad() {
                        self.settingsTable.register(UINib(nibName: "SwitchCell", bundle: nil), forCellReuseIdentifier: "switch")
                        settingsTable.register(UINib(nibName: "OtherCell", bundle: nil), forCellReuseIdentifier: "other")
                    }
                }
                """,
            "PickerTable.swift": """
                final class PickerTable: UITableView {
                    func setUp() {
                        register(UINib(nibName: "SwitchCell", bundle: .main), forCellReuseIdentifier: "switch")
                        rowHeight = CGFloat(48)
                    }
                }
                """,
        ])
        let code = TableRowCode.read(nibs: ["SwitchCell"], in: files)
        let found = Set(code.registrations.map { "\($0.className).\($0.table)" })
        #expect(found == ["SettingsController.settingsTable", "PickerTable.self"])
        #expect(code.assignedRowHeights["PickerTable"]?["self"] == .some(48))
        #expect(code.registrations.first { $0.className == "SettingsController" }?.location.line == 4)
    }

    /// Returns inside a closure or nested function are not the method's; a non-literal return
    /// (or an assignment of one) says the height is computed.
    @Test func heightsAreConstantsOnlyWhenEveryReturnIsANumber() throws {
        let files = try LoadTimeVisibilityTests.write([
            "A.swift": """
                final class ListA: UIViewController {
                    @IBOutlet var table: UITableView!
                    func load() { table.register(UINib(nibName: "Row", bundle: nil), forCellReuseIdentifier: "r") }
                }
                extension ListA: UITableViewDelegate {
                    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                        let measure = { () -> CGFloat in return self.view.bounds.height }
                        if indexPath.section == 0 { return 64 }
                        return 72.5
                    }
                }
                """,
            "B.swift": """
                final class ListB: UIViewController {
                    @IBOutlet var table: UITableView!
                    func load() {
                        table.register(UINib(nibName: "Row", bundle: nil), forCellReuseIdentifier: "r")
                        table.rowHeight = UITableView.automaticDimension
                    }
                    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                        return UITableView.automaticDimension
                    }
                }
                """,
        ])
        let code = TableRowCode.read(nibs: ["Row"], in: files)
        #expect(code.heightForRow["ListA"] == .constants([64, 72.5]))
        #expect(code.heightForRow["ListB"] == .computed)
        #expect(code.assignedRowHeights["ListB"]?["table"] == .some(nil))
    }

    /// A file names a nib exactly when the nib's name is one of its quoted runs.
    @Test func quotedRunsAreTheTextsBetweenQuotes() {
        let code = #"register(UINib(nibName: "OrderCell", bundle: nil)); let a = "x" + "y"; let e = "";"#
        let runs = ByteSearch.quotedRuns(in: Data(code.utf8))
        #expect(runs.contains("OrderCell"))
        #expect(runs.contains("x") && runs.contains("y") && runs.contains(""))
        #expect(!runs.contains("Order"), "a part of a quoted text is not a run")
        #expect(ByteSearch.quotedRuns(in: Data(#""\#(String(repeating: "a", count: 300))""#.utf8)).isEmpty, "runs past the length limit are left out")
    }
}

