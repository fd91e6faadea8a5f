import LayoutEngine

/// How the root element of an IB screen sits on the swept device.
enum IBPlacement: Hashable, Sendable {
    /// It is the screen: a view controller's view (or a screen-sized xib view) takes the
    /// device's size, whatever its canvas size in IB.
    case screen
    /// It is a part of a screen — a cell's content view, a table header, a small xib view: it
    /// spans the device's safe-area width at the top of the safe area, and is as tall as its
    /// constraints make it, falling back to its IB height when they leave the height free
    /// (just below UIKit's fitting level, so a stack hugging its views at 50 decides first).
    /// `margins` overrides its
    /// layout margins (a table cell's content view has 11 pt above and below, 16 pt aside).
    case component(margins: EdgeInsets?)

    /// The priority of the fallback height: just below `UILayoutPriority.fittingSizeLevel` (50).
    /// At 50 it would tie with the constraints UIKit itself adds at the fitting level (a stack
    /// view's fit-to-content, `systemLayoutSizeFitting`'s target), making the height ambiguous
    /// where UIKit's self-sizing is not: the IB canvas height only decides what nothing else does.
    static let fittingPriority = 49.0
    /// A table view cell content view's layout margins on iPhone (iOS 11 and later).
    static let tableCellMargins = ViewNode.tableCellContentMargins
    /// The margins Xcode 8 and earlier (iOS 10 SDK) drew a table cell's content view with:
    /// UIView's default 8 pt on every side, as the corpus's Xcode 6–8 cells were saved.
    static let legacyTableCellMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
}
