import ConstraintSolver
import Diagnostics

/// A constraint as the user wrote it: `first (= ≥ ≤) multiplier × second + constant @priority`.
/// Leading/trailing are still unresolved: the layout engine maps them per variant.
public struct ConstraintSpec: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Where a constraint came from, for reports.
    public enum Origin: String, Hashable, Sendable, Codable {
        /// A constraint line in a `.layout.yaml` spec.
        case spec
        /// Generated from a Visual Format Language string.
        case visualFormat
        /// An Interface Builder `<constraint>`.
        case interfaceBuilder
        /// Made from an autoresizing mask (`translatesAutoresizingMaskIntoConstraints`).
        case autoresizing
        /// Built in Swift through the anchors API.
        case code
    }

    /// A stable id (the IB object id, or `Screen:line` for specs); unique within a screen.
    public var id: String
    /// The constrained anchor.
    public var first: Anchor
    /// The relation.
    public var relation: LayoutRelation
    /// The anchor related to, or nil for a constant-only constraint (`width = 40`).
    public var second: Anchor?
    /// Multiplier applied to `second`.
    public var multiplier: Double
    /// Constant added.
    public var constant: Double
    /// 1…1000; 1000 is required.
    public var priority: Double
    /// Where the constraint came from.
    public var origin: Origin
    /// The file and line that declared it.
    public var location: SourceLocation?
    /// The user's own spelling, when it differs from `description` (e.g. the VFL string).
    public var sourceText: String?

    /// Creates a constraint spec.
    public init(id: String, first: Anchor, relation: LayoutRelation = .equal, second: Anchor? = nil,
                multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
                origin: Origin = .spec, location: SourceLocation? = nil, sourceText: String? = nil) {
        self.id = id
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.origin = origin
        self.location = location
        self.sourceText = sourceText
    }

    /// True at priority 1000.
    public var isRequired: Bool { priority >= 1000 }

    /// The constraint in the spec's short form: `title.trailing = card.trailing - 16 @750`.
    public var description: String {
        var text = "\(first) \(relation.symbol) "
        if let second {
            if multiplier != 1 { text += "\(NumberText.plain(multiplier)) * " }
            text += second.description
            if constant > 0 { text += " + \(NumberText.plain(constant))" }
            if constant < 0 { text += " - \(NumberText.plain(-constant))" }
        } else {
            text += NumberText.plain(constant)
        }
        if !isRequired { text += " @\(NumberText.plain(priority))" }
        return text
    }
}
