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

    /// The anchor for `attribute` of this item; nil when a legacy guide is used with an
    /// attribute the importer does not map.
    func anchor(_ attribute: LayoutAttribute) -> Anchor? {
        switch self {
        case .item(let item):
            return Anchor(item, attribute)
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

    /// The id of the view this item belongs to.
    var viewID: String {
        switch self {
        case .item(let item): item.viewID
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
