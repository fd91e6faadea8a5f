import Diagnostics

/// Something a finding about a view rests on that was not read from the files: a stand-in for a
/// text the app's code sets, code that changes the view at run time in a way not evaluated.
/// A finding that rests on none is confirmed; one that rests on any says what to look at.
public struct Assumption: Hashable, Sendable, Codable {
    /// What an assumption is about, so a check can tell whether it bears on its findings (a
    /// made-up text does not change whether a view mirrors, for instance).
    public enum Aspect: String, Hashable, Sendable, Codable {
        /// The text shown.
        case text
        /// What code does to the view (visibility, frame, font, constraints).
        case code
        /// Where code places the view through a constraint's constant: the mirroring check
        /// judges such constraints on its own, so it does not rest on this.
        case placement
        /// A size the host gives (a collection view cell's).
        case size
        /// The font: one the sweep does not have (an app's bundled font) is measured with a stand-in.
        case font
        /// What the author meant (a decorative view placed by its physical edge).
        case intent
        /// How the view lays out its own text: its font, line count, line breaking or insets,
        /// which code sets. Like the text itself, it changes the view's content size only.
        case textStyle = "text-style"
        /// Where the view starts, which code changes later (on an event: a page turned, a panel
        /// opened). A view parked off the screen until then is hidden on purpose, so only a
        /// finding that it runs off the screen rests on this.
        case movedLater = "moved-later"
        /// Whether the view shows at all, which code decides by a condition not evaluated: it
        /// is laid out shown. What is found about the view alone holds whenever it shows; an
        /// overlap with it, and what is found about views around it, rest on this.
        case visibility
    }

    /// The view it is about.
    public var view: String
    /// What it is about.
    public var about: Aspect
    /// What was assumed, for people (`its text is set by code at run time …`).
    public var what: String
    /// The code or file line to look at.
    public var location: SourceLocation?
    /// The constraint it is about, when it is about one (whose constant, or whether it is
    /// active, code decides): a finding bears on it only where that constraint takes part.
    public var constraint: String?
    /// True when the code it stands for changes how the view looks or where its frame is
    /// (visibility, alpha, frame, text), not which constraints hold: under Auto Layout, outside a
    /// stack view, it cannot undo a conflict among required constraints. Not written to reports.
    public var keepsConstraints = false

    /// A collection view cell's size is its collection view layout's (`itemSize`,
    /// `sizeForItemAt`, a compositional layout), which the files do not hold: the size the sweep
    /// gives the cell (`componentView`) stands in for it.
    public static func collectionCellSize(of component: String, at location: SourceLocation?) -> Assumption {
        Assumption(view: component, about: .size, what: "it is in a collection view cell, whose size the collection view's layout gives at run time; the sweep's size for the cell stands in",
                   location: location)
    }

    private enum CodingKeys: String, CodingKey {
        case view, about, what, location, file, line, constraint
    }

    /// Reads an assumption as `encode(to:)` writes it.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        view = try container.decode(String.self, forKey: .view)
        about = try container.decode(Aspect.self, forKey: .about)
        what = try container.decode(String.self, forKey: .what)
        location = try container.decodeIfPresent(SourceLocation.self, forKey: .location)
        constraint = try container.decodeIfPresent(String.self, forKey: .constraint)
    }

    /// Writes the assumption with its location both as one object and as top-level `file` and
    /// `line`, which the report's readers look for first.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(view, forKey: .view)
        try container.encode(about, forKey: .about)
        try container.encode(what, forKey: .what)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encodeIfPresent(location?.file, forKey: .file)
        try container.encodeIfPresent(location?.line, forKey: .line)
        try container.encodeIfPresent(constraint, forKey: .constraint)
    }

    /// Creates an assumption.
    public init(view: String, about: Aspect, what: String, location: SourceLocation?, constraint: String? = nil,
                keepsConstraints: Bool = false) {
        self.view = view
        self.about = about
        self.what = what
        self.location = location
        self.constraint = constraint
        self.keepsConstraints = keepsConstraints
    }
}
