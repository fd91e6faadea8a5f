/// A property through which an app's class reaches one of a screen's views: an Interface
/// Builder outlet (`@IBOutlet weak var title: UILabel!` of `ProfileViewController`). Code
/// that runs when the screen loads can change the view through it.
public struct CodeOutlet: Hashable, Sendable, Codable {
    /// The class that owns the property (a controller, a cell or a view class).
    public var className: String
    /// The property's name.
    public var property: String
    /// The view it leads to.
    public var viewID: String

    /// Creates an outlet.
    public init(className: String, property: String, viewID: String) {
        self.className = className
        self.property = property
        self.viewID = viewID
    }
}
