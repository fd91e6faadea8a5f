import LayoutEngine

/// Facts about a screen's view tree that checks need and a layout result does not carry,
/// computed once per screen: order, ancestry, RTL opt-outs, stack membership and the
/// left/right constraints that touch each view. (Hidden and scrolling views are facts of
/// the layout: `ViewLayout.hidden`, `insideScrollContent`.)
public struct ScreenIndex: Sendable {
    /// The screen.
    public let screen: Screen
    /// View id → its node.
    public let nodes: [String: ViewNode]
    /// View id → position in the screen's declaration order.
    public let order: [String: Int]
    /// Views that opt out of RTL flipping themselves or through an ancestor.
    public let optedOut: Set<String>
    /// Arranged view id → the stack that arranges it.
    public let stackOf: [String: String]
    /// View id → constraints that tie it with `left`/`right` (which never flip).
    public let absoluteHorizontal: [String: [ConstraintSpec]]
    /// View id → its subviews, in screen order (the root's under `LayoutItem.rootID`).
    public let children: [String: [String]]
    /// Views whose horizontal position code decides at run time: tied by a constraint whose
    /// constant code sets (`Screen.constantsSetInCode`), by a horizontal position constraint to
    /// such a view, or inside one.
    public let positionedInCode: Set<String>
    /// Views that hold a view a person reads or uses (text, a control, an image) inside them.
    public let holdingContent: Set<String>
    /// Views placed by their autoresizing mask: their frame is the file's, fitted to their
    /// superview, whatever their content (UIKit never asks such a view its intrinsic size).
    public let autoresized: Set<String>
    /// By axis, view id → the views a constraint along that axis ties it to (either way round),
    /// the screen's root left out.
    public let ties: [LayoutAttribute.Axis: [String: Set<String>]]

    /// Indexes a screen.
    public init(screen: Screen) {
        self.screen = screen
        var nodes: [String: ViewNode] = [:]
        var order: [String: Int] = [:]
        for (index, node) in screen.views.enumerated() {
            nodes[node.id] = node
            order[node.id] = index
        }
        self.nodes = nodes
        self.order = order
        var children: [String: [String]] = [:]
        for node in screen.views where node.parent != node.id { children[node.parent, default: []].append(node.id) }
        self.children = children

        var optedOut = Set<String>()
        var holdingContent = Set<String>()
        for node in screen.views {
            let chain = ScreenIndex.ancestors(of: node.id, in: nodes)
            if node.semantic.optsOutOfFlipping || chain.contains(where: { nodes[$0]?.semantic.optsOutOfFlipping == true }) {
                optedOut.insert(node.id)
            }
            if node.kind.showsText || node.kind.isControl || node.kind == .imageView { holdingContent.formUnion(chain) }
        }
        self.optedOut = optedOut
        self.holdingContent = holdingContent

        var stackOf: [String: String] = [:]
        for node in screen.views {
            for arranged in node.stack?.arranged ?? [] where stackOf[arranged] == nil {
                stackOf[arranged] = node.id
            }
        }
        self.stackOf = stackOf

        self.autoresized = screen.autoresizedViews
        var absolute: [String: [ConstraintSpec]] = [:]
        for constraint in screen.constraints {
            for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? [])
            where anchor.attribute.isAbsoluteHorizontal && anchor.item.viewID != LayoutItem.rootID {
                if absolute[anchor.item.viewID]?.last != constraint {
                    absolute[anchor.item.viewID, default: []].append(constraint)
                }
            }
        }
        self.absoluteHorizontal = absolute
        var ties: [LayoutAttribute.Axis: [String: Set<String>]] = [:]
        for constraint in screen.constraints {
            guard let second = constraint.second, let axis = constraint.first.attribute.axis else { continue }
            let (a, b) = (constraint.first.item.viewID, second.item.viewID)
            guard a != b, a != LayoutItem.rootID, b != LayoutItem.rootID else { continue }
            ties[axis, default: [:]][a, default: []].insert(b)
            ties[axis, default: [:]][b, default: []].insert(a)
        }
        self.ties = ties
        self.positionedInCode = ScreenIndex.positionedInCode(screen, nodes: nodes, children: children)
    }

    /// Views code places horizontally: those a constraint whose constant code sets ties, and
    /// those tied to them by required equalities of horizontal position, with their subviews —
    /// except views such equalities anchor to the root without that constraint (a sibling the
    /// code-set constraint measures from keeps its place, and so does everything tied to it).
    private static func positionedInCode(_ screen: Screen, nodes: [String: ViewNode], children: [String: [String]]) -> Set<String> {
        guard !screen.appFacts.constantsSetInCode.isEmpty else { return [] }
        var ties: [String: [String]] = [:]
        var seeds: [String] = []
        for constraint in screen.constraints {
            guard let second = constraint.second,
                  [constraint.first.attribute, second.attribute].allSatisfy({ $0.axis == .horizontal && !$0.isSize }) else { continue }
            let pair = (constraint.first.item.viewID, second.item.viewID)
            if screen.appFacts.constantsSetInCode.contains(constraint.id) {
                seeds += [pair.0, pair.1]
            } else if constraint.relation == .equal, constraint.isRequired, pair.0 != pair.1 {
                ties[pair.0, default: []].append(pair.1)
                ties[pair.1, default: []].append(pair.0)
            }
        }
        // Views whose place does not depend on the code-set constraints.
        var anchored: Set<String> = [LayoutItem.rootID]
        var queue = [LayoutItem.rootID]
        while let id = queue.popLast() {
            for other in ties[id] ?? [] where anchored.insert(other).inserted { queue.append(other) }
        }
        var found: Set<String> = []
        queue = seeds.filter { nodes[$0] != nil && !anchored.contains($0) }
        while let id = queue.popLast() {
            guard found.insert(id).inserted else { continue }
            queue += (ties[id] ?? []).filter { !found.contains($0) && !anchored.contains($0) }
            queue += (children[id] ?? []).filter { !found.contains($0) && !anchored.contains($0) }
        }
        return found
    }

    /// The superviews of a view, nearest first, excluding the root.
    public func ancestors(of id: String) -> [String] {
        ScreenIndex.ancestors(of: id, in: nodes)
    }

    /// Every view inside `id`, breadth first (each once, however the tree is malformed).
    public func descendants(of id: String) -> [String] {
        var found: [String] = []
        var seen: Set<String> = [id]
        var next = 0
        var queue = children[id] ?? []
        while next < queue.count {
            let view = queue[next]
            next += 1
            guard seen.insert(view).inserted else { continue }
            found.append(view)
            queue += children[view] ?? []
        }
        return found
    }

    /// True when one view contains the other.
    public func areNested(_ a: String, _ b: String) -> Bool {
        ancestors(of: a).contains(b) || ancestors(of: b).contains(a)
    }

    private static func ancestors(of id: String, in nodes: [String: ViewNode]) -> [String] {
        var chain: [String] = []
        var seen = Set<String>()
        var current = nodes[id]?.parent
        while let parent = current, parent != LayoutItem.rootID, seen.insert(parent).inserted,
              chain.count < min(nodes.count, Screen.maximumViewDepth + 1) {
            chain.append(parent)
            current = nodes[parent]?.parent
        }
        return chain
    }
}
