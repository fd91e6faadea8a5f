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
    /// What the app's code does with the screen: how it reaches the views (outlets, classes) and
    /// what the app-code rules found it does at run time, with their decisions and assumptions.
    public var appFacts = AppFacts()
    /// How the screen differs in some size classes (Interface Builder's variations); a layout
    /// session lays out `resolved(for:)` its device's size class.
    public var sizeClassVariations: [SizeClassVariation] = []
    /// Constraints installed only in the size classes a variation names (Interface Builder's
    /// default variation excludes them).
    public var uninstalledByDefault: Set<String> = []
    /// The height a component view is given when its own constraints leave it open and the
    /// number is a stand-in, not the view's (a plain view or a table cell built in code, whose
    /// host or table decides its height): where the layout gives the component exactly this
    /// height, its top and bottom edges are not the view's, and nothing is reported for running
    /// past them. Nil for Interface Builder components (the designer's saved height).
    public var componentStandInHeight: Double?
    /// The views a table cell's built-in style places (`textLabel`, `detailTextLabel`,
    /// `imageView`): UIKit lays them out inside the content view in its own code, truncating a
    /// one-line title rather than pushing it out, so they never run off the screen.
    public var cellStyleViews: Set<String> = []
    /// True when the screen is a table view cell laid out alone (its content view is
    /// `componentView`): the table it is shown in decides its height, which the app's code may fix.
    public var isTableCell = false
    /// True for a component the app's code creates and places (a xib view that is not a
    /// screen, a cell or a header; a custom view class): its width is its host's, which the
    /// sweep stands in for with the screen's (`componentView`'s `<id>.pinned.trailing`).
    public var hostPlacesComponent = false

    /// The screen as laid out at `category`: its stacks on the axes `appFacts.stackAxisSwitches` give there.
    public func atCategory(_ category: ContentSizeCategory) -> Screen {
        guard !appFacts.stackAxisSwitches.isEmpty else { return self }
        var screen = self
        for change in appFacts.stackAxisSwitches {
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

    /// The views their autoresizing mask places (no constraints in the file): their frame is
    /// the file's, fitted to their superview, whatever their content.
    public var autoresizedViews: Set<String> {
        Set(constraints.filter { $0.origin == .autoresizing }.map(\.first.item.viewID))
    }
}
