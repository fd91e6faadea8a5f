import LayoutEngine

/// One element of an Interface Builder file that becomes a screen: a view controller's
/// root view, a cell's content view, a table header/footer or a xib's top-level view.
struct IBScreenRoot {
    /// The view element whose subviews the screen lays out.
    var element: IBElement
    /// The screen's name (`Main.storyboard › Settings`).
    var name: String
    /// How the root sits on the device.
    var placement: IBPlacement
    /// The controller's legacy `topLayoutGuide` id, if it has one.
    var legacyTopGuide: String?
    /// The controller's legacy `bottomLayoutGuide` id, if it has one.
    var legacyBottomGuide: String?
    /// The built-in style of the cell this root is the content view of.
    var cellStyle: IBCellStyle?
    /// The cell whose content view `element` is, when it is one: constraints the cell holds
    /// (or that name the cell itself) apply to the content view, which fills the cell.
    var cell: IBElement?
    /// The bars Interface Builder simulates over a view controller's view.
    var bars: IBBars = .none
    /// The width a cell's accessory (disclosure indicator, checkmark, …) takes from its content view.
    var accessoryWidth: Double = 0
    /// The root is a cell its list does not show on IB's canvas (a row below the fold), so IB
    /// did not lay it out when it saved the file.
    var outsideCanvas = false
    /// The saved width of the `insetGrouped` table this root is a cell of, nil for a cell of
    /// any other list: UIKit insets such a table's cells by the table's layout margins, so the
    /// cell is narrower than its table and the screen.
    var insetListWidth: Double?
    /// A collection view cell's width: the item size IB saved it at (its layout's `itemSize`),
    /// which its layout gives it at run time instead of the screen's width. `selfSizing` when
    /// the layout sizes cells to their content (an estimated item size): then it is only the
    /// fallback for what the content leaves open.
    var collectionItemWidth: (width: Double, selfSizing: Bool)?
    /// The root is a xib's top-level view its app's code creates and places (a card, a button
    /// added to a stack): its host decides its width, so a width it declares is kept
    /// (`Screen.keepingDeclaredComponentWidth`). Cells, table headers and footers are as wide as their list.
    var placedByHost = false
    /// The custom class of the view controller that shows the root (a scene's controller,
    /// File's Owner of a xib), for cells and headers inside its view too; nil when none is named.
    var controllerClass: String?
    /// The ways into the storyboard scene the root belongs to (its cells' too); nil in a xib.
    var scene: StoryboardScene?
}
