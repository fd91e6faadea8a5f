import ConstraintSolver

/// Generates the constraints a UIStackView installs for its arranged views (see
/// `docs/layout-engine.md` for the exact set). Hidden arranged views are skipped.
struct StackConstraintGenerator {
    let geometry: ItemGeometry

    /// Priority of the equal-gap / equal-centre preferences of the spacing distributions.
    static let distributionPriority = 150.0
    /// Priority of `fillProportionally`'s share for the first arranged view (one less per view after).
    static let proportionalPriority = 999.0
    /// Priority with which an empty stack shrinks to nothing.
    static let fittingPriority = 50.0
    /// Priority with which a stack not aligned `fill` hugs its arranged views on the cross
    /// axis (UIKit's "UISV-spanning-fit").
    static let spanningFitPriority = 51.0
    /// Priority with which an `equalSpacing` or `equalCentering` stack is as short as its
    /// views and minimum spacing allow along its axis (UIKit's "UISV-canvas-fit"), just below
    /// `fittingPriority`: a stack pinned on one side only does not leave its gaps free.
    static let canvasFitPriority = 49.0
    /// Priority of `cross size = 0` for each arranged view of a stack not aligned `fill`
    /// (UIKit's "UISV-ambiguity-suppression"), below every default priority.
    static let suppressionPriority = 25.0

    /// A box along one axis in direction-adjusted coordinates: right-to-left horizontal
    /// positions are negated, so "start" is always the leading (or top) edge.
    struct AxisBox {
        var start: LinearForm
        var end: LinearForm
        var center: LinearForm
        var length: LinearForm
    }

    static func box(_ rect: RectForm, _ axis: LayoutAttribute.Axis, _ direction: LayoutDirection) -> AxisBox {
        switch (axis, direction) {
        case (.vertical, _):
            AxisBox(start: rect.top, end: rect.bottom, center: rect.centerY, length: rect.height)
        case (.horizontal, .leftToRight):
            AxisBox(start: rect.left, end: rect.right, center: rect.centerX, length: rect.width)
        case (.horizontal, .rightToLeft):
            AxisBox(start: rect.left * -1 - rect.width, end: rect.left * -1, center: rect.centerX * -1, length: rect.width)
        }
    }

    /// The visible arranged views of a stack, by index, in arranged order.
    func visibleArranged(_ stackIndex: Int) -> [Int] {
        let tree = geometry.tree
        guard let stack = tree.nodes[stackIndex].stack else { return [] }
        return stack.arranged.compactMap { tree.index(of: $0) }.filter { !tree.nodes[$0].hidden && $0 != stackIndex }
    }

    /// The stack's constraints, and for `fill` the tie-break tier of each arranged view's
    /// main-axis hugging and compression resistance (earlier views win ties).
    func constraints(forStack stackIndex: Int) -> (constraints: [GeneratedConstraint], tiers: [Int: Int]) {
        let tree = geometry.tree
        guard let stack = tree.nodes[stackIndex].stack else { return ([], [:]) }
        let name = tree.nodes[stackIndex].id
        let direction = tree.directions[stackIndex]
        let views = visibleArranged(stackIndex)
        let frame = geometry.viewRect(stackIndex)
        let canvasRect = stack.layoutMarginsRelative ? geometry.marginRect(stackIndex) : frame
        let mainAxis = stack.axis
        let crossAxis: LayoutAttribute.Axis = mainAxis == .horizontal ? .vertical : .horizontal
        let canvas = StackConstraintGenerator.box(canvasRect, mainAxis, direction)
        let cross = StackConstraintGenerator.box(canvasRect, crossAxis, direction)
        let mainWord = mainAxis == .horizontal ? ("leading", "trailing") : ("top", "bottom")
        let crossWord = crossAxis == .horizontal ? ("leading", "trailing") : ("top", "bottom")

        var out: [GeneratedConstraint] = []
        func add(_ id: String, _ label: String, _ form: LinearForm, _ relation: LayoutRelation = .equal,
                 priority: Double = 1000, role: GeneratedConstraint.Role = .stack) {
            out.append(GeneratedConstraint(id: "\(name).\(id)", label: "\(name) stack \(label)", form: form, relation: relation,
                                           priority: priority, tier: 0, role: role))
        }

        guard let firstView = views.first, let lastView = views.last else {
            add("empty.width", "empty: width = 0", frame.width, priority: StackConstraintGenerator.fittingPriority, role: .stackFitting)
            add("empty.height", "empty: height = 0", frame.height, priority: StackConstraintGenerator.fittingPriority, role: .stackFitting)
            return (out, [:])
        }
        let boxes = views.map { StackConstraintGenerator.box(geometry.viewRect($0), mainAxis, direction) }
        let crossBoxes = views.map { StackConstraintGenerator.box(geometry.viewRect($0), crossAxis, direction) }
        let id = { (index: Int) in tree.nodes[index].id }

        // Main axis: the first and last views touch the canvas edges.
        add("\(mainWord.0)", "\(mainWord.0) edge: \(id(firstView)).\(mainWord.0) = \(name).\(mainWord.0)", boxes[0].start - canvas.start)
        add("\(mainWord.1)", "\(mainWord.1) edge: \(id(lastView)).\(mainWord.1) = \(name).\(mainWord.1)", canvas.end - boxes[boxes.count - 1].end)

        // Spacing between neighbours (between baselines for baseline-relative vertical stacks).
        let spacingIsMinimum = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        var gaps: [LinearForm] = []
        for position in 1..<max(views.count, 1) {
            let gap: LinearForm
            if stack.baselineRelative, mainAxis == .vertical {
                gap = geometry.baseline(views[position], first: true) - geometry.baseline(views[position - 1], first: false)
            } else {
                gap = boxes[position].start - boxes[position - 1].end
            }
            gaps.append(gap)
            let symbol = spacingIsMinimum ? ">=" : "="
            let spacing = stack.spacing(after: id(views[position - 1]))
            add("spacing.\(position)", "spacing: \(id(views[position])) after \(id(views[position - 1])) \(symbol) \(NumberText.plain(spacing))",
                gap - spacing, spacingIsMinimum ? .greaterThanOrEqual : .equal)
        }

        switch stack.distribution {
        case .fill, .fillProportionally:
            break
        case .fillEqually:
            for position in 1..<max(views.count, 1) {
                add("equal-size.\(position)", "fill equally: \(id(views[position])) same size as \(id(firstView))", boxes[position].length - boxes[0].length)
            }
        case .equalSpacing:
            for position in 1..<max(gaps.count, 1) {
                add("equal-spacing.\(position + 1)", "equal spacing: gap after \(id(views[position])) = first gap", gaps[position] - gaps[0],
                    priority: StackConstraintGenerator.distributionPriority)
            }
        case .equalCentering:
            for position in 2..<max(views.count, 2) {
                let step = boxes[position].center - boxes[position - 1].center
                let firstStep = boxes[1].center - boxes[0].center
                add("equal-centering.\(position)", "equal centering: \(id(views[position])) centre step = first step", step - firstStep,
                    priority: StackConstraintGenerator.distributionPriority)
            }
        }
        if spacingIsMinimum {
            add("canvas-fit", "fits its views (\(mainAxis == .horizontal ? "width" : "height") as small as they allow)", canvas.length,
                priority: StackConstraintGenerator.canvasFitPriority, role: .stackFitting)
        }

        // Cross axis, per alignment. Baseline alignment is defined for horizontal stacks only;
        // a vertical stack treats it as fill.
        var alignment = stack.alignment
        if mainAxis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        for (position, view) in views.enumerated() {
            let box = crossBoxes[position]
            let v = id(view)
            if alignment != .fill {
                // UIKit's "UISV-ambiguity-suppression": a view with no cross-axis size of its own is 0, not free.
                add("suppress.\(v)", "ambiguity suppression: \(v) cross size = 0", box.length,
                    priority: StackConstraintGenerator.suppressionPriority, role: .stackFitting)
            }
            switch alignment {
            case .fill:
                add("align.\(v).start", "alignment fill: \(v).\(crossWord.0) = \(name).\(crossWord.0)", box.start - cross.start)
                add("align.\(v).end", "alignment fill: \(v).\(crossWord.1) = \(name).\(crossWord.1)", cross.end - box.end)
            case .leading:
                add("align.\(v).start", "alignment \(crossWord.0): \(v).\(crossWord.0) = \(name).\(crossWord.0)", box.start - cross.start)
                add("align.\(v).end", "alignment \(crossWord.0): \(v).\(crossWord.1) <= \(name).\(crossWord.1)", cross.end - box.end, .greaterThanOrEqual)
            case .trailing:
                add("align.\(v).end", "alignment \(crossWord.1): \(v).\(crossWord.1) = \(name).\(crossWord.1)", cross.end - box.end)
                add("align.\(v).start", "alignment \(crossWord.1): \(v).\(crossWord.0) >= \(name).\(crossWord.0)", box.start - cross.start, .greaterThanOrEqual)
            case .center:
                add("align.\(v).center", "alignment center: \(v) centred in \(name)", box.center - cross.center)
                add("align.\(v).start", "alignment center: \(v).\(crossWord.0) >= \(name).\(crossWord.0)", box.start - cross.start, .greaterThanOrEqual)
            case .firstBaseline, .lastBaseline:
                let first = alignment == .firstBaseline
                let word = first ? "firstBaseline" : "lastBaseline"
                if position > 0 {
                    add("align.\(v).baseline", "alignment \(word): \(v).\(word) = \(id(firstView)).\(word)",
                        geometry.baseline(view, first: first) - geometry.baseline(firstView, first: first))
                }
                add("align.\(v).start", "alignment \(word): \(v).top >= \(name).top", box.start - cross.start, .greaterThanOrEqual)
                add("align.\(v).end", "alignment \(word): \(v).bottom <= \(name).bottom", cross.end - box.end, .greaterThanOrEqual)
            }
        }

        if alignment != .fill {
            // UIKit's "UISV-spanning-fit": a spacer spanning the arranged views, which the canvas
            // follows, is as short as it can be — the stack hugs its tallest (widest) view
            // without stretching the others.
            add("fit", "fits its views (\(crossAxis == .horizontal ? "width" : "height") as small as they allow)", cross.length,
                priority: StackConstraintGenerator.spanningFitPriority, role: .stackFitting)
        }

        var tiers: [Int: Int] = [:]
        if stack.distribution == .fill {
            for (position, view) in views.enumerated() { tiers[view] = 1 + views.count - position }
        }
        return (out, tiers)
    }

    /// `fillProportionally`, as UIKit builds it: each view is its weight's part of the stack's
    /// natural length (the weights and the spacing) times the stack's length, at 999 for the
    /// first view, 998 for the next and so on. At its natural length every share holds; a
    /// stack stretched or squeezed past it cannot hold them all, and the last view takes the
    /// difference (the stretched last view of rdar://34595752). With no weights at all, views
    /// share the room left after spacing equally; with a weight not known (`intrinsicLength`
    /// nil: a stand-in), by the weights known, at 999 each. Rebuilt per variant.
    func proportionalConstraints(forStack stackIndex: Int, intrinsicLength: (Int) -> Double?) -> [GeneratedConstraint] {
        let tree = geometry.tree
        guard let stack = tree.nodes[stackIndex].stack, stack.distribution == .fillProportionally else { return [] }
        let views = visibleArranged(stackIndex)
        guard !views.isEmpty else { return [] }
        let name = tree.nodes[stackIndex].id
        let frame = geometry.viewRect(stackIndex)
        let canvasRect = stack.layoutMarginsRelative ? geometry.marginRect(stackIndex) : frame
        let canvasLength = stack.axis == .horizontal ? canvasRect.width : canvasRect.height
        let weights = views.map { intrinsicLength($0).map { max(0, $0) } }
        let lengths = weights.map { $0 ?? 0 }
        let total = lengths.reduce(0, +)
        let spacing = views.dropLast().reduce(0) { $0 + stack.spacing(after: tree.nodes[$1].id) }
        // UIKit's form needs every weight: with one unknown (a picture never read), a wrong
        // weight beside a view's required size would scale the whole stack. Shares of the room
        // after spacing, at 999 each, keep the stack inside what the constraints give it.
        let everyWeightKnown = !weights.contains(nil)
        return views.enumerated().map { position, view in
            let share: Double
            let length: LinearForm
            let rect = geometry.viewRect(view)
            let viewLength = stack.axis == .horizontal ? rect.width : rect.height
            let priority: Double
            if everyWeightKnown, total > 0 {
                share = lengths[position] / (total + spacing)
                length = viewLength - canvasLength * share
                priority = max(1, StackConstraintGenerator.proportionalPriority - Double(position))
            } else {
                share = total > 0 ? lengths[position] / total : 1 / Double(views.count)
                length = viewLength - (canvasLength - spacing) * share
                priority = everyWeightKnown ? max(1, StackConstraintGenerator.proportionalPriority - Double(position)) : StackConstraintGenerator.proportionalPriority
            }
            let whole = everyWeightKnown && total > 0 ? "its length" : "the room after spacing"
            return GeneratedConstraint(id: "\(name).proportional.\(position)",
                                       label: "\(name) stack fill proportionally: \(tree.nodes[view].id) gets \(NumberText.plain((share * 1000).rounded() / 10))% of \(whole)",
                                       form: length, relation: .equal, priority: priority, tier: 0, role: .stack)
        }
    }
}
