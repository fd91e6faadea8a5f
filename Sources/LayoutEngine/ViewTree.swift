import Diagnostics

/// The screen's view hierarchy, validated and indexed: index 0 is the root view, every
/// other view follows in declaration order. Knows parents, depths, each view's effective
/// layout direction and whether it lies inside a scroll view's content.
struct ViewTree: Sendable {
    /// The views; index 0 is a synthetic plain view for the root.
    private(set) var nodes: [ViewNode]
    /// Parent index per view (nil for the root and for views whose parent chain is broken).
    private(set) var parents: [Int?]
    /// Whether each view hangs from the root through valid parents.
    private(set) var attached: [Bool]
    /// Each view's resolved direction: its semantic attribute, else its parent's.
    private(set) var directions: [LayoutDirection]
    /// True for views below a scroll view (they scroll, so they may leave the screen).
    private(set) var insideScrollContent: [Bool]
    private var indexByID: [String: Int]

    /// True when some view is nested deeper than `Screen.maximumViewDepth` (an error is recorded).
    private(set) var isTooDeep = false

    static var maximumDepth: Int { Screen.maximumViewDepth }

    /// Builds the tree, collecting every hierarchy error (duplicate ids, unknown parents, cycles).
    init(screen: Screen, direction: LayoutDirection, errors: inout [Diagnostic]) {
        var root = ViewNode(id: LayoutItem.rootID, kind: .view)
        root.parent = ""
        nodes = [root]
        indexByID = [LayoutItem.rootID: 0]
        for view in screen.views {
            if indexByID[view.id] != nil {
                let what = view.id == LayoutItem.rootID ? "the id 'root' is reserved for the screen's view" : "duplicate view id '\(view.id)'"
                errors.append(.error(what, at: view.location))
                continue
            }
            indexByID[view.id] = nodes.count
            nodes.append(view)
        }
        parents = Array(repeating: nil, count: nodes.count)
        for index in 1..<max(nodes.count, 1) {
            let node = nodes[index]
            if let parent = indexByID[node.parent], parent != index {
                parents[index] = parent
            } else {
                errors.append(.error("view '\(node.id)' has unknown parent '\(node.parent)'", at: node.location))
            }
        }
        attached = Array(repeating: false, count: nodes.count)
        attached[0] = true
        for index in 1..<max(nodes.count, 1) {
            var seen: Set<Int> = [index]
            var current = parents[index]
            while let step = current, step != 0 {
                if !seen.insert(step).inserted { break }
                current = parents[step]
            }
            attached[index] = current == 0
            if current != 0, parents[index] != nil {
                errors.append(.error("view '\(nodes[index].id)' is not inside the root view (its parents form a cycle)", at: nodes[index].location))
            }
        }
        for index in 1..<max(nodes.count, 1) where attached[index] {
            var depth = 1
            var current = parents[index]
            while let step = current, step != 0, depth <= ViewTree.maximumDepth {
                depth += 1
                current = parents[step]
            }
            if depth > ViewTree.maximumDepth {
                errors.append(.error("view '\(nodes[index].id)' is nested more than \(ViewTree.maximumDepth) views deep (the limit)",
                                     at: nodes[index].location))
                isTooDeep = true
                break
            }
        }
        directions = Array(repeating: direction, count: nodes.count)
        insideScrollContent = Array(repeating: false, count: nodes.count)
        for index in 1..<max(nodes.count, 1) where attached[index] && !isTooDeep {
            directions[index] = resolveDirection(index, base: direction)
            insideScrollContent[index] = ancestors(of: index).dropFirst().contains { nodes[$0].kind == .scroll }
        }
    }

    /// The index of a view id, or nil.
    func index(of id: String) -> Int? { indexByID[id] }

    /// The view itself followed by its ancestors up to the root.
    func ancestors(of index: Int) -> [Int] {
        var chain = [index]
        var seen: Set<Int> = [index]
        var current = parents[index]
        while let step = current, seen.insert(step).inserted {
            chain.append(step)
            current = parents[step]
        }
        return chain
    }

    /// The nearest common ancestor of two attached views (a view counts as its own ancestor).
    func nearestCommonAncestor(_ a: Int, _ b: Int) -> Int? {
        let aChain = ancestors(of: a)
        let bSet = Set(ancestors(of: b))
        return aChain.first { bSet.contains($0) }
    }

    private func resolveDirection(_ index: Int, base: LayoutDirection) -> LayoutDirection {
        // UIKit resolves each view's effective direction from its own semantic content
        // attribute; like a stack view's arrangement, a view's subtree follows an opt-out.
        for step in ancestors(of: index) {
            switch nodes[step].semantic {
            case .forceLeftToRight, .playback, .spatial: return .leftToRight
            case .forceRightToLeft: return .rightToLeft
            case .unspecified: continue
            }
        }
        return base
    }
}
