import LayoutEngine

/// The decisions the app-code rules made about one swept screen, as reports list them.
public struct ScreenDecisions: Hashable, Sendable, Codable {
    /// The screen's name.
    public var screen: String
    /// The file it came from.
    public var file: String?
    /// Its decisions, in the order they were made.
    public var decisions: [Decision]

    /// The screens of `screens` with at least one decision, in order.
    public static func of(_ screens: [Screen]) -> [ScreenDecisions] {
        screens.filter { !$0.appFacts.decisions.isEmpty }.map { ScreenDecisions(screen: $0.name, file: $0.file, decisions: $0.appFacts.decisions) }
    }

    /// The positions in `screen.decisions` of those that touch `viewID`: about the view itself,
    /// a view it sits in, a constraint that names it, or the whole screen.
    public static func indices(touching viewID: String, in screen: Screen) -> [Int] {
        guard !screen.appFacts.decisions.isEmpty else { return [] }
        let lineage = self.lineage(of: viewID, in: screen)
        var constraints: Set<String> = []
        for constraint in screen.constraints where constraint.first.item.viewID == viewID || constraint.second?.item.viewID == viewID {
            constraints.insert(constraint.id)
        }
        return screen.appFacts.decisions.indices.filter { index in
            switch screen.appFacts.decisions[index].subject {
            case .view(let id): return lineage.contains(id)
            case .constraint(let id): return constraints.contains(id)
            case .screen: return true
            }
        }
    }

    /// The view and every view it sits in.
    public static func lineage(of viewID: String, in screen: Screen) -> Set<String> {
        var lineage: Set<String> = [viewID]
        var current = viewID
        while let parent = screen.view(current)?.parent, lineage.insert(parent).inserted { current = parent }
        return lineage
    }
}
