import Diagnostics
import Diagnostics
import Foundation
import LayoutEngine
import ScreenFormats
import SwiftLayoutReader

/// Table view cell xibs shown in rows whose height the app fixes. A cell registered
/// (`settingsTable.register(UINib(nibName: "DisclosureCell", …), …)`) for a table whose row
/// height the registering class's code or Interface Builder file fixes — `settingsTable.rowHeight
/// = 54`, a `heightForRowAt` returning one number, the table's `rowHeight="54"` in IB — is laid
/// out at that height, as UIKit shows it, instead of sizing itself to its content: its content
/// has that room and no more. Every registration of the nib must fix a height (the smallest
/// counts); any that does not say, or computes it, leaves the cell sizing itself.
struct FixedRowHeights: AppCodeRule {
    let id = "fixed-row-heights"
    let summary = "A table cell xib registered only for tables whose row height the app fixes (rowHeight, a constant heightForRowAt, IB's rowHeight) is laid out at that height."
    let examples: [AppCodeRuleExample] = [
        .triggering("settingsTable.register(UINib(nibName: \"DisclosureCell\", bundle: nil), forCellReuseIdentifier: \"cell\"); settingsTable.rowHeight = 54",
                    in: FixedRowHeights.settings(codeIn: .viewDidLoad)),
        .notTriggering("settingsTable.rowHeight = UITableView.automaticDimension", in: FixedRowHeights.settings(
            codeIn: .method("override func viewWillAppear(_ animated: Bool)"), members: [FixedRowHeights.registration])),
    ]

    /// The settings controller's `viewDidLoad`, registering the cell for `settingsTable`.
    static let registration = """
        override func viewDidLoad() {
            super.viewDidLoad()
            settingsTable.register(UINib(nibName: "DisclosureCell", bundle: nil), forCellReuseIdentifier: "cell")
        }
        """

    /// A cell xib, and a settings controller (code only) whose `settingsTable` shows it, with
    /// `members` and the example's code at `placement`.
    static func settings(codeIn placement: ExampleSource.Placement, members: [String] = []) -> ExampleApp {
        ExampleApp(.tableCell("DisclosureCell", [.label("titleLabel", text: "Notifications")]), sources: [
            .swift("DisclosureCell", "UITableViewCell", outlets: [.label("titleLabel")], codeIn: nil),
            .swift("SettingsViewController", "UIViewController", members: ["@IBOutlet weak var settingsTable: UITableView!"] + members, codeIn: placement),
        ])
    }

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        let isCellXib: (Screen) -> Bool = { $0.isTableCell && ($0.file?.lowercased().hasSuffix(".xib") ?? false) }
        for (root, indices) in apps.screensByRoot(screens, where: isCellXib) {
            let nibs = Set(indices.compactMap { screens[$0].file.map(UnloadedNibs.baseName(of:)) })
            let code = TableRowCode.read(nibs: nibs, in: apps.swift(under: root))
            guard !code.registrations.isEmpty else { continue }
            let interfaceHeights = Self.interfaceRowHeights(in: apps.files(under: root, withExtensions: ["xib", "storyboard"]) ?? [],
                                                       of: Set(code.registrations.map(\.className)), apps: apps)
            for index in indices {
                guard let file = screens[index].file else { continue }
                let registrations = code.registrations.filter { $0.nib == UnloadedNibs.baseName(of: file) }
                guard let (height, source) = Self.fixedHeight(of: registrations, code: code, interface: interfaceHeights),
                      let content = screens[index].componentView,
                      recorder.screens[index].constraints.contains(where: { $0.id == "\(content).fittingHeight" }) else { continue }
                recorder.decide(index, .view(content), .rowHeightFixed,
                                "the app shows this cell in rows \(Format.number(height)) pt tall (\(source.reason)): laid out at that height",
                                at: source.location, change: .fixRowHeight(constraint: "\(content).fittingHeight", height: height))
            }
        }
        return recorder.decisions
    }

    /// Where a fixed height was found.
    struct Source {
        var reason: String
        var location: SourceLocation
    }

    /// The smallest height every registration fixes, or nil when one does not fix it.
    static func fixedHeight(of registrations: [TableRowCode.Registration], code: TableRowCode,
                            interface: [String: [String: (Double, String)]]) -> (Double, Source)? {
        var found: [(Double, Source)] = []
        for registration in registrations {
            let owner = registration.className
            switch code.heightForRow[owner] {
            case .computed?:
                return nil
            case .constants(let heights)?:
                guard let height = heights.first, heights.allSatisfy({ $0 == height }), height > 0 else { return nil }
                found.append((height, Source(reason: "\(owner)'s tableView(_:heightForRowAt:) returns \(Format.number(height))",
                                             location: registration.location)))
            case nil:
                if let assigned = code.assignedRowHeights[owner]?[registration.table] {
                    guard let height = assigned, height > 0 else { return nil }
                    found.append((height, Source(reason: "\(owner) sets \(registration.table).rowHeight = \(Format.number(height))",
                                                 location: registration.location)))
                } else if let (height, file) = interface[owner]?[registration.table] {
                    found.append((height, Source(reason: "\(owner).\(registration.table) has row height \(Format.number(height)) in \(URL(fileURLWithPath: file).lastPathComponent)",
                                                 location: registration.location)))
                } else {
                    return nil
                }
            }
        }
        return found.min { $0.0 < $1.0 }
    }

    /// Class → table property → (fixed row height, IB file) over the app's IB `files`, for `classes`.
    static func interfaceRowHeights(in files: [String], of classes: Set<String>, apps: AppSources) -> [String: [String: (Double, String)]] {
        var heights: [String: [String: (Double, String)]] = [:]
        for file in files {
            guard let data = apps.data(file),
                  !classes.isDisjoint(with: UnloadedNibs.customClasses(in: data)) else { continue }
            for (owner, tables) in IBTableRowHeights.read(data: data, displayPath: file) where classes.contains(owner) {
                for (property, height) in tables { heights[owner, default: [:]][property] = (height, file) }
            }
        }
        return heights
    }
}
