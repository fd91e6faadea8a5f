extension LayoutSession {
    /// The values of `geometryQuantities` for the frames of the last solve: each view's
    /// safe-area insets (the part of it outside the root's safe area), how far its layout
    /// margins lie beyond its own — UIKit's `insetsLayoutMarginsFromSafeArea` (the safe-area
    /// inset is added) and `preservesSuperviewLayoutMargins` (the superview's margin, where it
    /// reaches into the view, wins when larger) — and how far its readable content guide lies
    /// inside its margins (wider than UIKit's readable width, it is centred at that width).
    ///
    /// Safe-area insets are taken only for views of a whole screen outside scroll views: where
    /// a component (a cell, a xib view) or scrolling content sits on the device is not known
    /// here, and UIKit gives a table's rows no vertical safe-area insets.
    func geometryAdjustments() -> [VariantQuantity: Double] {
        var margins: [Int: EdgeInsets] = [:]
        var safe: [Int: EdgeInsets] = [:]
        var values: [VariantQuantity: Double] = [:]
        for quantity in geometryQuantities {
            switch quantity {
            case .safeInset(let view, let edge):
                values[quantity] = edge.of(safeInsets(of: view, memo: &safe))
            case .marginAdjustment(let view, let edge):
                let effective = effectiveMargins(view, memo: &margins, safe: &safe)
                values[quantity] = edge.of(effective) - edge.of(geometry.margins(view))
            case .readableInset(let view):
                let effective = effectiveMargins(view, memo: &margins, safe: &safe)
                let marginWidth = solvedFrame(view).width - effective.left - effective.right
                values[quantity] = max(0, (marginWidth - ItemGeometry.readableWidth) / 2)
            default:
                continue
            }
        }
        return values
    }

    /// A view's frame in root coordinates, from the current solution.
    private func solvedFrame(_ index: Int) -> Rect {
        let base = index * 4
        return Rect(x: value(base), y: value(base + 1), width: value(base + 2), height: value(base + 3))
    }

    /// The part of a view outside the root's safe area, per side (zero for the root, for
    /// components and for scrolling content).
    private func safeInsets(of index: Int, memo: inout [Int: EdgeInsets]) -> EdgeInsets {
        if let known = memo[index] { return known }
        let insets = uncachedSafeInsets(of: index)
        memo[index] = insets
        return insets
    }

    private func uncachedSafeInsets(of index: Int) -> EdgeInsets {
        guard index != 0, screen.componentView == nil, !tree.insideScrollContent[index] else { return .zero }
        let frame = solvedFrame(index)
        let root = device.rootSize(orientation)
        let safe = geometry.safeInsets
        func overlap(_ amount: Double, _ length: Double) -> Double { min(max(amount, 0), max(length, 0)) }
        return EdgeInsets(top: overlap(safe.top - frame.y, frame.height),
                          left: overlap(safe.left - frame.x, frame.width),
                          bottom: overlap(frame.y + frame.height - (root.height - safe.bottom), frame.height),
                          right: overlap(frame.x + frame.width - (root.width - safe.right), frame.width))
    }

    /// A view's layout margins as UIKit applies them (the root's are the system's, safe area included).
    private func effectiveMargins(_ index: Int, memo: inout [Int: EdgeInsets], safe: inout [Int: EdgeInsets], depth: Int = 0) -> EdgeInsets {
        if index == 0 { return geometry.margins(0) }
        if let known = memo[index] { return known }
        let node = tree.nodes[index]
        var margins = geometry.margins(index)
        if node.insetsLayoutMarginsFromSafeArea {
            let inset = safeInsets(of: index, memo: &safe)
            margins = EdgeInsets(top: margins.top + inset.top, left: margins.left + inset.left,
                                 bottom: margins.bottom + inset.bottom, right: margins.right + inset.right)
        }
        if node.preservesSuperviewLayoutMargins, let parent = tree.parents[index], depth < 64 {
            let outer = effectiveMargins(parent, memo: &memo, safe: &safe, depth: depth + 1)
            let frame = solvedFrame(index), container = solvedFrame(parent)
            margins.left = max(margins.left, outer.left - (frame.x - container.x))
            margins.top = max(margins.top, outer.top - (frame.y - container.y))
            margins.right = max(margins.right, outer.right - (container.x + container.width - frame.x - frame.width))
            margins.bottom = max(margins.bottom, outer.bottom - (container.y + container.height - frame.y - frame.height))
        }
        memo[index] = margins
        return margins
    }
}
