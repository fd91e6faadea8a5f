import Diagnostics
import TextModel

/// A screen to lay out: its views (the root view is implicit) and its constraints,
/// as read from a spec or an Interface Builder file, before any variant is chosen.
public struct Screen: Hashable, Sendable, Codable {
    /// Name shown in reports (`Login`, `Main.storyboard › Settings`).
    public var name: String
    /// The file it came from.
    public var file: String?
    /// The views in declaration order, parents before children; excludes the root.
    public var views: [ViewNode]
    /// The constraints in declaration order (UIKit breaks the latest-added first).
    public var constraints: [ConstraintSpec]
    /// Warnings the reader produced (approximations, ignored content).
    public var warnings: [Diagnostic]
    /// Views Interface Builder itself marked `ambiguous="YES"` (for agreement checks).
    public var declaredAmbiguous: Set<String>
    /// The canvas and frames a design tool saved for the screen (Interface Builder files), if any.
    public var design: DesignSnapshot?
    /// An id that stays the same when the screen's name changes (Interface Builder names a
    /// scene or a static cell by titles and label texts): `Main.storyboard#abc-12-xyz`.
    /// Baselines store it instead of the name when there is one.
    public var stableID: String?
    /// The devices and orientations the screen's app supports; nil when nothing says (every
    /// variant is swept).
    public var runContext: RunContext?
    /// When the screen is a component (a table or collection cell, a xib's view, a view class
    /// read from Swift), the view that component is. It sits in a scrolling list, laid out here
    /// at the top of the screen: its own top and bottom, not the screen's, bound its content.
    public var componentView: String?
    /// The outlets through which the app's classes reach the screen's views (Interface Builder
    /// files), for reading what their load-time code does to those views.
    public var outlets: [CodeOutlet] = []
    /// The app's own class of each view that names one (Interface Builder's custom class), by
    /// view id: what the app's code for that class does to the view.
    public var viewClasses: [String: String] = [:]
    /// The outlet collections through which the app's classes reach the screen's views
    /// (`@IBOutlet var keypadButtons: [UIButton]`), one entry per view the collection holds.
    public var outletCollections: [CodeOutlet] = []
    /// The outlets through which the app's classes reach the screen's constraints
    /// (`@IBOutlet var leftConstraint: NSLayoutConstraint!`): `viewID` is the constraint's id.
    public var constraintOutlets: [CodeOutlet] = []
    /// Constraints whose constant the app's code changes (through an outlet): they place their
    /// views where code decides at run time, not where the file's constant says.
    public var constantsSetInCode: Set<String> = []
    /// How the screen differs in some size classes (Interface Builder's variations); a layout
    /// session lays out `resolved(for:)` its device's size class.
    public var sizeClassVariations: [SizeClassVariation] = []
    /// Constraints installed only in the size classes a variation names (Interface Builder's
    /// default variation excludes them).
    public var uninstalledByDefault: Set<String> = []
    /// Pairs of views the app's code shows one at a time (two labels sharing a slot, one shown
    /// per state): they never appear together, so they never overlap. Each pair in id order.
    public var alternatelyShown: Set<[String]> = []
    /// The height a component view is given when its own constraints leave it open and the
    /// number is a stand-in, not the view's (a plain view built in code, whose host decides its
    /// height): where the layout gives the component exactly this height, its top and bottom
    /// edges are not the view's, and nothing is reported for running past them. Nil for cells
    /// (UIKit's default row) and Interface Builder components (the designer's saved height).
    public var componentStandInHeight: Double?
    /// True when the screen is a table view cell laid out alone (its content view is
    /// `componentView`): the table it is shown in decides its height, which the app's code may fix.
    public var isTableCell = false
    /// The class of the view controller that shows the screen (Interface Builder's scene or
    /// File's Owner class), when the file names one.
    public var controllerClass: String?
    /// The orientations the controller's own code allows on iPhone
    /// (`supportedInterfaceOrientations`), with where it says so; nil when its code does not say.
    public var phoneOrientationsInCode: CodeOrientations?
    /// False when nothing in the screen's app loads its file (a xib whose name and classes its
    /// code never mentions): the app never shows it, so a sweep lays it out nowhere.
    public var loadedByApp = true
    /// True when the screen's app makes every view lay out left to right
    /// (`UIView.appearance().semanticContentAttribute = .forceLeftToRight`): right-to-left
    /// locales show their text in a left-to-right layout.
    public var forcesLeftToRight = false
    /// True for a component the app's code creates and places (a xib view that is not a
    /// screen, a cell or a header; a custom view class): its width is its host's, which the
    /// sweep stands in for with the screen's (`componentView`'s `<id>.pinned.trailing`).
    public var hostPlacesComponent = false
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

    /// The screen as laid out at `category`: its stacks on the axes `stackAxisSwitches` give there.
    public func atCategory(_ category: ContentSizeCategory) -> Screen {
        guard !stackAxisSwitches.isEmpty else { return self }
        var screen = self
        for change in stackAxisSwitches {
            guard let index = screen.views.firstIndex(where: { $0.id == change.stack }), screen.views[index].stack != nil else { continue }
            screen.views[index].stack?.axis = change.axis(at: category)
        }
        return screen
    }

    /// The deepest view nesting laid out (the root's subviews are depth 1). Real screens
    /// stay far below it; a deeper screen is refused with an error rather than walked.
    public static let maximumViewDepth = 200

    /// Creates a screen.
    public init(name: String, file: String? = nil, views: [ViewNode] = [], constraints: [ConstraintSpec] = [],
                warnings: [Diagnostic] = [], declaredAmbiguous: Set<String> = [], design: DesignSnapshot? = nil) {
        self.name = name
        self.file = file
        self.views = views
        self.constraints = constraints
        self.warnings = warnings
        self.declaredAmbiguous = declaredAmbiguous
        self.design = design
    }

    /// The view with an id, or nil (also nil for `"root"`).
    public func view(_ id: String) -> ViewNode? {
        views.first { $0.id == id }
    }
}
