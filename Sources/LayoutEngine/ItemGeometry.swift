/// Turns views, guides and attributes into linear forms over the engine's variables.
///
/// Every view has four variables in ROOT coordinates — left, top, width, height — so a
/// constraint between any two items is a linear relation, whatever their parents. A scroll
/// view's content guide has four more (its origin pinned to the scroll view's origin, as at
/// content offset zero). Guides other than the content guide are derived from their owner.
struct ItemGeometry: Sendable {
    let tree: ViewTree
    /// The root view's safe-area insets.
    let safeInsets: EdgeInsets
    /// The root view's layout margins (safe area plus the system minimum on each side).
    let rootMargins: EdgeInsets
    /// The first variable of each scroll view's content guide, by scroll view index.
    let contentGuideBase: [Int: Int]
    /// The root view's size.
    let rootSize: Size
    /// The horizontal margins of views with `systemHorizontalMargins`.
    var cellMargin = 16.0

    /// Width of the root's readable content guide, UIKit's readable width cap.
    static let readableWidth = 672.0

    func viewRect(_ index: Int) -> RectForm {
        let base = index * 4
        return RectForm(left: LinearForm(variable: base), top: LinearForm(variable: base + 1),
                        width: LinearForm(variable: base + 2), height: LinearForm(variable: base + 3))
    }

    /// The view's layout margins as insets (the root's are the system ones).
    func margins(_ index: Int) -> EdgeInsets {
        if index == 0 { return rootMargins }
        let node = tree.nodes[index]
        guard node.systemHorizontalMargins else {
            guard node.layoutMarginsAreDirectional, tree.directions[index] == .rightToLeft else { return node.layoutMargins }
            let margins = node.layoutMargins
            return EdgeInsets(top: margins.top, left: margins.right, bottom: margins.bottom, right: margins.left)
        }
        let trailing = node.trailingSystemMarginOverride ?? cellMargin
        let rightToLeft = tree.directions[index] == .rightToLeft
        return EdgeInsets(top: node.layoutMargins.top, left: rightToLeft ? trailing : cellMargin,
                          bottom: node.layoutMargins.bottom, right: rightToLeft ? cellMargin : trailing)
    }

    /// The rectangle of a view or guide; nil for a guide its owner does not have.
    func rect(of item: LayoutItem, owner: Int) -> RectForm? {
        let frame = viewRect(owner)
        switch item {
        case .view:
            return frame
        case .guide(_, let kind):
            switch kind {
            case .safeArea:
                return owner == 0 ? frame.inset(by: safeInsets) : frame.inset(by: VariantQuantity.safeInset, of: owner)
            case .margins:
                return marginRect(owner)
            case .readableContent:
                return readable(owner)
            case .content:
                guard let base = contentGuideBase[owner] else { return nil }
                return RectForm(left: LinearForm(variable: base), top: LinearForm(variable: base + 1),
                                width: LinearForm(variable: base + 2), height: LinearForm(variable: base + 3))
            case .frame:
                return tree.nodes[owner].kind == .scroll ? frame : nil
            }
        }
    }

    /// Whether a kind draws text whose baselines other views can align to.
    static func hasTextBaseline(_ kind: ViewKind) -> Bool {
        kind.showsText
    }

    /// The form of an attribute that is already direction-resolved (no leading/trailing).
    func form(_ attribute: LayoutAttribute, of item: LayoutItem, owner: Int) -> LinearForm? {
        guard let rect = rect(of: item, owner: owner) else { return nil }
        if let plain = rect.form(attribute) { return plain }
        guard case .view = item else { return nil }
        let inner = marginRect(owner)
        switch attribute {
        case .leftMargin: return inner.left
        case .rightMargin: return inner.right
        case .topMargin: return inner.top
        case .bottomMargin: return inner.bottom
        case .centerXWithinMargins: return inner.centerX
        case .centerYWithinMargins: return inner.centerY
        case .firstBaseline: return baseline(owner, first: true)
        case .lastBaseline: return baseline(owner, first: false)
        default: return nil
        }
    }

    /// A view's first or last baseline: text views place it from their vertically centred text;
    /// stacks delegate to their first (last) visible arranged view; other views use the bottom.
    func baseline(_ index: Int, first: Bool, depth: Int = 0) -> LinearForm {
        let node = tree.nodes[index]
        if let stack = node.stack, depth < 32 {
            let visible = stack.arranged.compactMap { tree.index(of: $0) }.filter { !tree.nodes[$0].hidden && $0 != index }
            if let pick = first ? visible.first : visible.last {
                return baseline(pick, first: first, depth: depth + 1)
            }
        }
        let rect = viewRect(index)
        guard ItemGeometry.hasTextBaseline(node.kind) else { return rect.bottom }
        return rect.centerY.adding(first ? .firstBaselineOffset(index) : .lastBaselineOffset(index))
    }

    /// The rectangle inside a view's layout margins: its own (or the system's) margins, and for
    /// views other than the root the adjustment each layout reads off the previous solve (the
    /// safe area and the superview's margins; `VariantQuantity.marginAdjustment`).
    func marginRect(_ index: Int) -> RectForm {
        let inner = viewRect(index).inset(by: margins(index))
        return index == 0 ? inner : inner.inset(by: VariantQuantity.marginAdjustment, of: index)
    }

    private func readable(_ owner: Int) -> RectForm {
        let inner = marginRect(owner)
        guard owner == 0 else {
            // Elsewhere the width is known only once solved: the inset is read off each solve.
            let inset = VariantQuantity.readableInset(owner)
            return RectForm(left: inner.left.adding(inset), top: inner.top,
                            width: inner.width.adding(inset, -2), height: inner.height)
        }
        let marginWidth = rootSize.width - rootMargins.left - rootMargins.right
        let extra = max(0, (marginWidth - ItemGeometry.readableWidth) / 2)
        return inner.inset(by: EdgeInsets(left: extra, right: extra))
    }
}
