/// How a storyboard scene can be shown, as its storyboard says: the identifier code may
/// instantiate it by, and whether the storyboard itself leads to it (its first scene, or the
/// destination of a segue or relationship). A scene with neither an identifier code names nor
/// a way in from the storyboard is never shown.
public struct StoryboardScene: Hashable, Sendable, Codable {
    /// The scene controller's `storyboardIdentifier`, nil when it has none.
    public var identifier: String?
    /// True when the scene is the storyboard's initial view controller or a segue or
    /// relationship of another scene leads to it.
    public var entered: Bool
    /// The scene controller's object id in its storyboard.
    public var controllerID: String?
    /// True when the scene is its storyboard's initial view controller.
    public var isInitial = false
    /// The ids of the scene controllers in the same storyboard whose segues or relationships
    /// lead to this scene.
    public var enteredFrom: [String] = []
    /// The scenes of other storyboards this scene's segues lead to, through storyboard references.
    public var leadsTo: [StoryboardReference] = []

    /// A scene with `identifier`, entered from its storyboard or not.
    public init(identifier: String?, entered: Bool) {
        self.identifier = identifier
        self.entered = entered
    }
}
