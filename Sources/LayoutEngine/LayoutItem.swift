/// Something a constraint can point at: a view (the screen's root view is `"root"`) or
/// one of a view's layout guides.
public enum LayoutItem: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A view by id; `"root"` is the screen's view controller view.
    case view(String)
    /// A layout guide owned by a view.
    case guide(String, LayoutGuideKind)

    /// The id of the root view every screen has.
    public static let rootID = "root"

    /// The screen's root view.
    public static let root = LayoutItem.view(rootID)

    /// The view that is (or owns) this item.
    public var viewID: String {
        switch self {
        case .view(let id), .guide(let id, _): id
        }
    }

    /// `title`, `root.safeArea`, `scroll.content`.
    public var description: String {
        switch self {
        case .view(let id): id
        case .guide(let id, let kind): "\(id).\(kind.rawValue)"
        }
    }
}
