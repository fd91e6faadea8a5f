/// Whether an option set written with member names (`[.horizontal, .top]`, `.all`) holds an
/// option, for the edge, axis and corner sets layout helpers take: SwiftUI's `Edge.Set` and
/// `Axis.Set`, UIKit's `UIRectEdge`, `NSDirectionalRectEdge` and `UIRectCorner`. A helper such as
/// `pin(to:edges:)` tests `edges.contains(.top)` before making each constraint, so reading the
/// test as undecided would make every edge's constraint.
enum OptionSetMembership {
    /// Whether `set` (one member or an array of members) contains `option`; nil when either is
    /// not written with member names the sets above use.
    static func contains(_ set: SwiftValue, _ option: SwiftValue) -> Bool? {
        let members: [SwiftValue]
        if case .array(let elements) = set { members = elements } else { members = [set] }
        var held: Set<String> = []
        for member in members {
            guard let name = member.memberName, let options = options(of: name) else { return nil }
            held.formUnion(options)
        }
        guard let name = option.memberName, options(of: name) != nil else { return nil }
        return holds(name, in: held)
    }

    /// Whether options `held` include `name`: a composite when each of its parts is held, in
    /// either naming (`.horizontal` as itself, as `.leading` and `.trailing`, or as `.left` and `.right`).
    private static func holds(_ name: String, in held: Set<String>) -> Bool {
        switch name {
        case "horizontal": held.contains(name) || held.isSuperset(of: ["leading", "trailing"]) || held.isSuperset(of: ["left", "right"])
        case "vertical": held.contains(name) || held.isSuperset(of: ["top", "bottom"])
        case "all": holds("horizontal", in: held) && holds("vertical", in: held)
        case "allCorners": held.isSuperset(of: ["topLeft", "topRight", "bottomLeft", "bottomRight"])
        default: held.contains(name)
        }
    }

    /// The single options a member name stands for (a composite such as `.all` for all of its
    /// parts), nil for a name none of the sets use. `.horizontal` and `.vertical` are single
    /// options of `Axis.Set` and composites of `Edge.Set`: both readings are kept, so an axis set
    /// holding `.horizontal` holds it, and an edge set holding it holds `.leading` and `.trailing`.
    private static func options(of name: String) -> Set<String>? {
        switch name {
        case "top", "bottom", "leading", "trailing", "left", "right",
             "topLeft", "topRight", "bottomLeft", "bottomRight": return [name]
        case "horizontal": return horizontal
        case "vertical": return vertical
        case "all": return horizontal.union(vertical)
        case "allCorners": return ["topLeft", "topRight", "bottomLeft", "bottomRight"]
        default: return nil
        }
    }

    private static let horizontal: Set<String> = ["horizontal", "leading", "trailing", "left", "right"]
    private static let vertical: Set<String> = ["vertical", "top", "bottom"]
}
