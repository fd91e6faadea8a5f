import Diagnostics

/// The orientations a view controller's code allows (`supportedInterfaceOrientations`
/// returning a fixed mask), and the line that says so. On iPhone, UIKit never rotates such a
/// controller's screen into another orientation.
public struct CodeOrientations: Hashable, Sendable, Codable {
    /// The allowed orientations (never empty).
    public var orientations: Set<Orientation>
    /// The class that declares them (the controller's own class or a superclass).
    public var className: String
    /// Where the mask is returned.
    public var location: SourceLocation

    /// Creates the record.
    public init(orientations: Set<Orientation>, className: String, location: SourceLocation) {
        self.orientations = orientations
        self.className = className
        self.location = location
    }
}
