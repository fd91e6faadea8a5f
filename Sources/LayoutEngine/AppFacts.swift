import Diagnostics

/// What a screen's app does with it in code, kept beside the screen's own views and
/// constraints: how the app's classes reach its views (read from the file), and what the
/// app-code rules found that code does at run time. Laying out a screen reads none of it; the
/// checks read it to know which findings rest on the app's code.
public struct AppFacts: Hashable, Sendable, Codable {
    /// The outlets through which the app's classes reach the screen's views (Interface Builder
    /// files), for reading what their load-time code does to those views.
    public var outlets: [CodeOutlet] = []
    /// The app's own class of each view that names one (Interface Builder's custom class), by
    /// view id: what the app's code for that class does to the view.
    public var viewClasses: [String: String] = [:]
    /// The tag Interface Builder gives each view that has one (not 0), by view id: code may
    /// find the view by it (`viewWithTag`) without an outlet.
    public var viewTags: [String: Int] = [:]
    /// The ways into the storyboard scene the screen belongs to; nil outside a storyboard.
    public var storyboardScene: StoryboardScene?
    /// The outlet collections through which the app's classes reach the screen's views
    /// (`@IBOutlet var keypadButtons: [UIButton]`), one entry per view the collection holds.
    public var outletCollections: [CodeOutlet] = []
    /// The outlets through which the app's classes reach the screen's constraints
    /// (`@IBOutlet var leftConstraint: NSLayoutConstraint!`): `viewID` is the constraint's id.
    public var constraintOutlets: [CodeOutlet] = []
    /// The class of the view controller that shows the screen (Interface Builder's scene or
    /// File's Owner class), when the file names one.
    public var controllerClass: String?
    /// The app's own classes of the navigation and tab bar controllers a storyboard shows the
    /// screen's controller in (its navigation controller's first).
    public var containerClasses: [String] = []
    /// Constraints whose constant the app's code changes (through an outlet): they place their
    /// views where code decides at run time, not where the file's constant says.
    public var constantsSetInCode: Set<String> = []
    /// Pairs of views the app's code shows one at a time (two labels sharing a slot, one shown
    /// per state): they never appear together, so they never overlap. Each pair in id order.
    public var alternatelyShown: Set<[String]> = []
    /// The orientations the controller's own code allows on iPhone
    /// (`supportedInterfaceOrientations`), with where it says so; nil when its code does not say.
    public var phoneOrientationsInCode: CodeOrientations?
    /// True or false when the app's code loads the screen's file on iPad only, or on iPhone
    /// only (`isPad ? "Login" : "PhoneLogin"`); nil when its code does not choose by idiom.
    public var loadedOnPadInCode: Bool?
    /// False when nothing in the screen's app loads its file (a xib whose name and classes its
    /// code never mentions): the app never shows it, so a sweep lays it out nowhere.
    public var loadedByApp = true
    /// True when the screen's app makes every view lay out left to right
    /// (`UIView.appearance().semanticContentAttribute = .forceLeftToRight`): right-to-left
    /// locales show their text in a left-to-right layout.
    public var forcesLeftToRight = false
    /// Views that code the reader could not evaluate places or sizes (a helper from a package
    /// pinning a subview, a constraint to a value it cannot compute): what their constraints
    /// leave open here says nothing about the app.
    public var placedByUnreadCode: Set<String> = []
    /// Views of `placedByUnreadCode` the app's layout pass places left to right whatever the
    /// locale (PinLayout against one horizontal side, in the direction the app never changes
    /// from PinLayout's default), with the statement that does: never mirrored in right-to-left.
    public var placedLeftToRightByCode: [String: SourceLocation] = [:]
    /// Views of `placedByUnreadCode` whose frames the app's code sets without ever asking the
    /// layout direction: they land where left-to-right code puts them in every locale, as the
    /// file's own frames and autoresizing masks (which never flip) do, so their mirroring is
    /// judged on those.
    public var placedByDirectionBlindCode: Set<String> = []
    /// Stack views whose axis the app's code chooses by Dynamic Type size.
    public var stackAxisSwitches: [StackAxisSwitch] = []
    /// What the app's code was found to do to the screen, in the order the app-code rules
    /// decided it: every change they made to the screen, with where the code says so.
    public var decisions: [Decision] = []
    /// What the layout of each view rests on that was not read from the files (a stand-in
    /// text, code that changes the view in a way not evaluated): findings about those views are
    /// not confirmed.
    public var assumptions: [Assumption] = []

    /// No outlets, nothing found: a screen no app code touches.
    public init() {}
}
