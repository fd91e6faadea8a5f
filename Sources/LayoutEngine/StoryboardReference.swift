/// A storyboard reference a segue leads through: the storyboard, by name, and the scene's
/// identifier in it (nil: its initial scene).
public struct StoryboardReference: Hashable, Sendable, Codable {
    /// The referenced storyboard's name, without extension.
    public var storyboardName: String
    /// The referenced scene's storyboard identifier; nil for the storyboard's initial scene.
    public var identifier: String?

    /// A reference to `identifier` (nil: the initial scene) in `storyboardName`.
    public init(storyboardName: String, identifier: String?) {
        self.storyboardName = storyboardName
        self.identifier = identifier
    }
}
