import LayoutEngine

/// What an Interface Builder object id names inside one screen, for resolving
/// `firstItem`/`secondItem` of constraints.
enum IBItem: Hashable, Sendable {
    /// A view (or a layout guide of one) of the screen.
    case item(LayoutItem)
    /// The legacy `topLayoutGuide` of the view controller.
    case legacyTopGuide
    /// The legacy `bottomLayoutGuide` of the view controller.
    case legacyBottomGuide
    /// A table cell whose accessory takes `accessoryWidth` at its trailing end: its content view
    /// stands in for it, but the cell's trailing edge and width reach past the content view's.
    case cell(content: String, accessoryWidth: Double)

    /// The anchor for `attribute` of this item; nil when a legacy guide is used with an
    /// attribute the importer does not map.
    func anchor(_ attribute: LayoutAttribute) -> Anchor? {
        switch self {
        case .item(let item):
            return Anchor(item, attribute)
        case .cell(let content, _):
            return Anchor(.view(content), attribute)
        case .legacyTopGuide:
            // topLayoutGuide.bottom is the safe area's top; its top is the view's top.
            switch attribute {
            case .bottom: return Anchor(.guide(LayoutItem.rootID, .safeArea), .top)
            case .top: return Anchor(.root, .top)
            default: return nil
            }
        case .legacyBottomGuide:
            switch attribute {
            case .top: return Anchor(.guide(LayoutItem.rootID, .safeArea), .bottom)
            case .bottom: return Anchor(.root, .bottom)
            default: return nil
            }
        }
    }

    /// How far this item's `attribute` lies past the anchor `anchor(_:)` gives for it.
    func offset(_ attribute: LayoutAttribute) -> Double {
        guard case .cell(_, let accessoryWidth) = self, [.trailing, .width].contains(attribute) else { return 0 }
        return accessoryWidth
    }

    /// The id of the view this item belongs to.
    var viewID: String {
        switch self {
        case .item(let item): item.viewID
        case .cell(let content, _): content
        case .legacyTopGuide, .legacyBottomGuide: LayoutItem.rootID
        }
    }

    /// True for layout guides (safe area, legacy guides, scroll guides).
    var isGuide: Bool {
        switch self {
        case .item(.view): false
        default: true
        }
    }
}
