import Foundation

/// The fixed row heights Interface Builder files give the tables their classes reach: a
/// table with `rowHeight="54"` behind a controller's `settingsTable` outlet, or the table a
/// table view controller is. "Automatic" (`rowHeight="-1"`) is not a fixed height.
public enum IBTableRowHeights {
    /// Class → table property (`tableView` for a table view controller's own table) → the
    /// row height the file gives that table. Unreadable files give nothing.
    public static func read(data: Data, displayPath: String) -> [String: [String: Double]] {
        guard let document = try? IBTreeParser.parse(data, displayPath: displayPath) else { return [:] }
        var fixedTables: [String: Double] = [:]
        var pending = [document]
        var owners: [IBElement] = []
        while let element = pending.popLast() {
            if element.name == "tableView", let id = element.id, let height = element.double("rowHeight"), height > 0 {
                fixedTables[id] = height
            }
            if element["customClass"] != nil { owners.append(element) }
            pending.append(contentsOf: element.children)
        }
        var heights: [String: [String: Double]] = [:]
        for owner in owners {
            guard let className = owner["customClass"] else { continue }
            for outlet in owner.child("connections")?.children(named: "outlet") ?? [] {
                guard let property = outlet["property"], let destination = outlet["destination"],
                      let height = fixedTables[destination] else { continue }
                heights[className, default: [:]][property] = height
            }
            if owner.name == "tableViewController", let table = owner.child("tableView", key: "view"),
               let id = table.id, let height = fixedTables[id] {
                heights[className, default: [:]]["tableView"] = height
            }
        }
        return heights
    }
}
