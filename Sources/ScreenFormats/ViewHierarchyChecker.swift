import LayoutEngine

/// Whole-screen checks on the views of a spec: parents exist and form no cycle, stacks
/// arrange only their own children (an arranged view without `parent:` moves into its
/// stack, as `addArrangedSubview` does), and the result lists parents before children.
enum ViewHierarchyChecker {
    static func check(_ entries: [ViewSpecReader.Entry], collector: inout DiagnosticCollector) -> [ViewNode] {
        var entries = entries
        var index: [String: Int] = [:]
        for (position, entry) in entries.enumerated() { index[entry.node.id] = position }
        var arrangedIn: [String: String] = [:]
        for stackPosition in entries.indices {
            guard let stack = entries[stackPosition].node.stack else { continue }
            let stackID = entries[stackPosition].node.id
            let line = entries[stackPosition].arrangedLine ?? entries[stackPosition].node.location?.line
            var kept: [String] = []
            for member in stack.arranged {
                guard let memberPosition = index[member] else {
                    collector.error("the stack '\(stackID)' arranges the unknown view '\(member)'", line: line)
                    continue
                }
                if member == stackID {
                    collector.error("the stack '\(stackID)' cannot arrange itself", line: line)
                    continue
                }
                if let other = arrangedIn[member] {
                    collector.error("'\(member)' is already arranged in the stack '\(other)'", line: line)
                    continue
                }
                arrangedIn[member] = stackID
                let memberEntry = entries[memberPosition]
                if !memberEntry.explicitParent || memberEntry.node.parent == entries[stackPosition].node.parent {
                    entries[memberPosition].node.parent = stackID
                } else if memberEntry.node.parent != stackID {
                    collector.error("the arranged view '\(member)' is not a child of the stack '\(stackID)' (its parent is '\(memberEntry.node.parent)')",
                                    line: memberEntry.parentLine ?? line)
                    continue
                }
                kept.append(member)
            }
            entries[stackPosition].node.stack?.arranged = kept
        }
        // Views whose chain of parents is known to reach the root without a cycle.
        var reachesRoot: Set<String> = [LayoutItem.rootID]
        var valid: [ViewNode] = []
        for entry in entries {
            let node = entry.node
            if node.parent != LayoutItem.rootID, index[node.parent] == nil {
                collector.error("unknown parent '\(node.parent)' of the view '\(node.id)'", line: entry.parentLine ?? node.location?.line)
                continue
            }
            var chain: [String] = [node.id]
            var onChain: Set<String> = [node.id]
            var current = node.parent
            var cyclic = false
            while !reachesRoot.contains(current), let position = index[current] {
                if onChain.contains(current) { cyclic = true; break }
                chain.append(current)
                onChain.insert(current)
                current = entries[position].node.parent
            }
            if cyclic {
                collector.error("parent cycle: \((chain + [current]).joined(separator: " → "))", line: entry.parentLine ?? node.location?.line)
                continue
            }
            if reachesRoot.contains(current) { reachesRoot.formUnion(chain) }
            valid.append(node)
        }
        // Parents before children, declaration order otherwise.
        var placed: Set<String> = [LayoutItem.rootID]
        var ordered: [ViewNode] = []
        var remaining = valid
        while !remaining.isEmpty {
            let before = remaining.count
            remaining.removeAll { node in
                guard placed.contains(node.parent) else { return false }
                placed.insert(node.id)
                ordered.append(node)
                return true
            }
            if remaining.count == before { break }
        }
        return ordered
    }
}
