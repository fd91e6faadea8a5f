import LayoutEngine

/// Which table and collection cells of a screen lie outside their list's visible area on
/// Interface Builder's canvas. A table or collection view creates and lays out only the cells
/// it shows, and IB draws a list with the real class, so a row below the fold is not laid out
/// when IB saves the file: its frames and `ambiguous` flags stay those of an earlier layout
/// (Go Map!!'s `Custom Field` rows 5–12 keep the subview frames of a 44 pt row in their 52 pt
/// cells; iNaturalist's identical `media` and `photos` rows, one visible and one below it,
/// were saved with 16 and 20 pt margins and only the hidden one flagged ambiguous).
struct IBListVisibility {
    /// The tags of lists that lay out only the cells they show.
    static let listTags: Set<String> = ["tableView", "collectionView"]

    /// The source lines of the cells whose list does not show them, for a screen root view
    /// drawn on a canvas of `canvasSize` with `safeArea` insets. The list's visible area is its
    /// frame less the part under the safe-area insets (the content inset UIKit adds there).
    static func hiddenCellLines(in root: IBElement, canvasSize: Size, safeArea: EdgeInsets) -> Set<Int> {
        var hidden: Set<Int> = []
        let rootFrame = IBGeometry.frame(of: root)
        visit(root, origin: (x: -rootFrame.x, y: -rootFrame.y), canvasSize: canvasSize, safeArea: safeArea, hidden: &hidden)
        return hidden
    }

    private static func visit(_ element: IBElement, origin: (x: Double, y: Double), canvasSize: Size,
                              safeArea: EdgeInsets, hidden: inout Set<Int>) {
        let frame = IBGeometry.frame(of: element)
        let minX = origin.x + frame.x, minY = origin.y + frame.y
        if listTags.contains(element.name), frame.width > 0, frame.height > 0 {
            let coveredTop = min(frame.height, max(0, safeArea.top - minY))
            // Rows under the home indicator are still in the list's bounds and laid out; only
            // the part past the canvas is not.
            let coveredBottom = min(frame.height, max(0, minY + frame.height - canvasSize.height))
            let visibleHeight = frame.height - coveredTop - coveredBottom
            let visibleWidth = frame.width
            for cell in cells(of: element) {
                let cellFrame = IBGeometry.frame(of: cell)
                if cellFrame.y >= visibleHeight || cellFrame.x >= visibleWidth { hidden.insert(cell.line) }
            }
        }
        for child in element.child("subviews")?.children ?? [] {
            visit(child, origin: (x: minX, y: minY), canvasSize: canvasSize, safeArea: safeArea, hidden: &hidden)
        }
    }

    /// The cells a list holds itself (not those of lists inside its cells).
    private static func cells(of list: IBElement) -> [IBElement] {
        var found: [IBElement] = []
        func collect(_ element: IBElement) {
            for child in element.children {
                if IBScreenFinder.cellTags.contains(child.name) {
                    found.append(child)
                } else if !listTags.contains(child.name), child.name != "subviews" {
                    collect(child)
                }
            }
        }
        collect(list)
        return found
    }
}
