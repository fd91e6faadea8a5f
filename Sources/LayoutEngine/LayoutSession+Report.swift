import ConstraintSolver
import TextModel

extension LayoutSession {
    /// Reads the solved system into a `LayoutResult`; with `analyze` false, frames and measurements only.
    func report(_ contents: [ViewContent], category: ContentSizeCategory, locale: String, converged: Bool, iterations: Int,
                analyze: Bool = true) -> LayoutResult {
        let size = device.rootSize(orientation)
        let safe = device.safeAreaInsets(orientation)
        guard analyze else {
            return LayoutResult(rootSize: size,
                                safeArea: Rect(x: safe.left, y: safe.top, width: size.width - safe.left - safe.right,
                                               height: size.height - safe.top - safe.bottom),
                                scale: device.scale, direction: direction, category: category, locale: locale,
                                views: tree.nodes.indices.map { viewLayout($0, contents[$0], ambiguousAxes: []) },
                                converged: converged, iterations: iterations)
        }
        let key = activeSetKey()
        let analysis: AmbiguityAnalysis
        if let cached = ambiguityCache[key] {
            analysis = cached
        } else {
            analysis = ambiguityWithoutStackTieBreak()
            if ambiguityCache.count >= LayoutSession.cacheLimit { ambiguityCache.removeAll() }
            ambiguityCache[key] = analysis
        }
        let ambiguousVariables = analysis.variables
        // A view's frame in its superview: its size, and its offset from the superview's origin.
        let ambiguousAxes = tree.nodes.indices.map { index -> [LayoutAttribute.Axis] in
            var axes: [LayoutAttribute.Axis] = []
            let base = index * 4
            if ambiguousVariables.contains(variables[base + 2]) || analysis.movingOffsets.contains(AmbiguityAnalysis.offsetKey(index, .horizontal)) {
                axes.append(.horizontal)
            }
            if ambiguousVariables.contains(variables[base + 3]) || analysis.movingOffsets.contains(AmbiguityAnalysis.offsetKey(index, .vertical)) {
                axes.append(.vertical)
            }
            return axes
        }
        let views = tree.nodes.indices.map { index in
            viewLayout(index, contents[index], ambiguousAxes: effectivelyHidden[index] ? [] : ambiguousAxes[index])
        }
        var result = LayoutResult(rootSize: size,
                                  safeArea: Rect(x: safe.left, y: safe.top, width: size.width - safe.left - safe.right,
                                                 height: size.height - safe.top - safe.bottom),
                                  scale: device.scale, direction: direction, category: category, locale: locale, views: views,
                                  converged: converged, iterations: iterations)
        result.compressionLosses = compressionLosses(contents, activeSet: key)
        let unsatisfied = solver.unsatisfied(tolerance: 1e-6).compactMap { recordBySolverID[$0] }.filter {
            if case .spec = records[$0].constraint.role { return true }
            return false
        }.sorted()
        result.unsatisfied = unsatisfied.map(reference)
        let conflicts = solver.conflicts.map { set in set.compactMap { recordBySolverID[$0] } }
        result.conflicts = conflicts.map { $0.map(reference) }
        var broken = solver.broken.compactMap { recordBySolverID[$0] }
        for id in solver.broken {
            guard let record = recordBySolverID[id] else { continue }
            result.brokenMisses[records[record].constraint.id] = solver.violation(of: id)
        }
        // A required constraint with no variables left (e.g. `a.width = a.width + 10`) is false on its own.
        broken += records.indices.filter { records[$0].active && records[$0].solverID == nil && records[$0].constraint.priority >= 1000
                                           && !holdsWithoutVariables(records[$0]) }
        result.broken = broken.map(reference)
        result.ambiguous = ambiguityReports(contents, ambiguousAxes: ambiguousAxes, ambiguousVariables: ambiguousVariables)
        return result
    }

    /// How a result names the constraint of a record: a user constraint with its view,
    /// priority and place in the file; a view's content hugging or compression resistance with
    /// that view; another generated one by its id and description.
    private func reference(_ record: Int) -> ConstraintRef {
        let constraint = records[record].constraint
        switch constraint.role {
        case .hugging(let view, _), .compression(let view, _):
            // A view's own content size: it names the view, though no file wrote it.
            return ConstraintRef(id: constraint.id, label: constraint.label, view: tree.nodes[view].id, priority: constraint.priority)
        default:
            break
        }
        guard case .spec(let index) = constraint.role, screen.constraints.indices.contains(index) else {
            return ConstraintRef(id: constraint.id, label: constraint.label, priority: constraint.priority)
        }
        let spec = screen.constraints[index]
        return ConstraintRef(id: constraint.id, label: constraint.label, view: spec.first.item.viewID, priority: spec.priority,
                             location: spec.location)
    }

    private func viewLayout(_ index: Int, _ content: ViewContent, ambiguousAxes: [LayoutAttribute.Axis]) -> ViewLayout {
        let node = tree.nodes[index]
        let base = index * 4
        let left = value(base), top = value(base + 1)
        let right = left + value(base + 2), bottom = top + value(base + 3)
        var frame = Rect(x: snap(left), y: snap(top), width: snap(right) - snap(left), height: snap(bottom) - snap(top))
        if node.kind == .switch {
            // Constraints place the alignment rectangle; the frame reaches past it on the trailing side.
            let outset = ControlMetrics.switchTrailingOutset
            frame.width += outset
            if tree.directions[index] == .rightToLeft { frame.x -= outset }
        }
        var layout = ViewLayout(id: node.id, kind: node.kind, parent: index == 0 ? "" : node.parent, frame: frame,
                                intrinsic: content.intrinsic, text: content.text, measurement: content.measured,
                                hidden: effectivelyHidden[index], insideScrollContent: tree.insideScrollContent[index],
                                effectiveDirection: tree.directions[index], semantic: node.semantic,
                                absoluteHorizontalConstraints: absoluteConstraints[index] ?? [], ambiguousAxes: ambiguousAxes)
        if frame.width < 0 || frame.height < 0 {
            layout.collapsed = true
            layout.shortfall = Size(width: max(0, -frame.width), height: max(0, -frame.height))
            layout.frame.width = max(0, frame.width)
            layout.frame.height = max(0, frame.height)
        }
        if content.text != nil, node.kind != .segmentedControl {
            layout.linesAllowed = node.kind == .label || node.kind == .textView ? node.lines : 1
            layout.linesNeeded = content.measured?.linesNeeded
            layout.truncated = content.measured?.truncated ?? false
            switch node.alignment {
            case .natural:
                layout.effectiveAlignment = (content.measured ?? content.natural)?.isRightToLeft == true ? .right : .left
            case .left, .right:
                layout.effectiveAlignment = node.alignment
                layout.absoluteHorizontalConstraints.append("\(node.id).textAlignment = \(node.alignment.rawValue)")
            case .center, .justified:
                layout.effectiveAlignment = node.alignment
            }
        }
        return layout
    }

    /// Views whose compression resistance lost, with the binding constraints that beat it. A
    /// wrapping text's width is not a loss (it wraps instead); its height is.
    private func compressionLosses(_ contents: [ViewContent], activeSet: [UInt8]) -> [CompressionLoss] {
        var losses: [CompressionLoss] = []
        for index in tree.nodes.indices.dropFirst() where !effectivelyHidden[index] {
            guard let axes = intrinsicRecords[index] else { continue }
            for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
                guard let pair = axes[axis], let id = records[pair.compression].solverID else { continue }
                if axis == .horizontal, contents[index].wraps { continue }
                let intrinsic = (axis == .horizontal ? contents[index].intrinsic?.width : contents[index].intrinsic?.height) ?? 0
                let size = value(index * 4 + (axis == .horizontal ? 2 : 3))
                let lost = intrinsic - size
                guard lost > 1e-3 else { continue }
                let bindingKey = BindingKey(activeSet: activeSet, record: pair.compression)
                let winners: [Int]
                if lost <= minimumExplainedLoss || explainedViews.map({ !$0.contains(tree.nodes[index].id) }) == true {
                    winners = []
                } else if let cached = bindingCache[bindingKey] {
                    winners = cached
                } else {
                    winners = solver.bindingConstraints(against: id).compactMap { recordBySolverID[$0] }.filter { $0 != pair.compression }
                    if bindingCache.count >= LayoutSession.cacheLimit { bindingCache.removeAll() }
                    bindingCache[bindingKey] = winners
                }
                losses.append(CompressionLoss(view: tree.nodes[index].id, axis: axis, lost: (lost * 1e6).rounded() / 1e6,
                                              priority: records[pair.compression].constraint.priority,
                                              because: winners.map(reference)))
            }
        }
        return losses
    }

    /// Ambiguous views; ambiguous views on one axis whose hugging (or compression resistance)
    /// priorities are equal are reported together as one tie.
    private func ambiguityReports(_ contents: [ViewContent], ambiguousAxes: [[LayoutAttribute.Axis]],
                                  ambiguousVariables: Set<Variable>) -> [AmbiguityReport] {
        var reports: [AmbiguityReport] = []
        var tied: [Int: Set<LayoutAttribute.Axis>] = [:]
        for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
            let candidates = tree.nodes.indices.dropFirst().filter {
                !effectivelyHidden[$0] && ambiguousAxes[$0].contains(axis) && intrinsicRecords[$0]?[axis] != nil
            }
            var used: Set<Int> = []
            // A tie starts from a view that actually gave way (squeezed below, or stretched past,
            // its intrinsic size) and takes every other ambiguous view that could have given way
            // instead: the same compression (hugging) priority and not moved the other way.
            let states = candidates.map { (view: $0, stretch: stretch($0, axis, contents)) }
            for compressed in [true, false] {
                for seed in states where !used.contains(seed.view) && (compressed ? seed.stretch < -1e-6 : seed.stretch > 1e-6) {
                    guard let seedKey = tieKey(seed.view, axis, compressed: compressed) else { continue }
                    let group = states.filter { other in
                        other.view == seed.view || (!used.contains(other.view)
                            && (compressed ? other.stretch <= 1e-6 : other.stretch >= -1e-6)
                            && tieKey(other.view, axis, compressed: compressed).map { $0 == seedKey } ?? false)
                    }.map(\.view)
                    guard group.count > 1 else { continue }
                    used.formUnion(group)
                    for view in group { tied[view, default: []].insert(axis) }
                    reports.append(AmbiguityReport(views: group.map { tree.nodes[$0].id }, axis: axis,
                                                   cause: compressed ? .compressionTie : .huggingTie, tiedPriority: seedKey.priority))
                }
            }
        }
        for index in tree.nodes.indices where !effectivelyHidden[index] {
            let axes = ambiguousAxes[index].filter { !(tied[index]?.contains($0) ?? false) }
            guard !axes.isEmpty else { continue }
            reports.append(AmbiguityReport(views: [tree.nodes[index].id], axis: axes.count == 1 ? axes[0] : nil, cause: .underconstrained))
        }
        for (scroll, base) in geometry.contentGuideBase.sorted(by: { $0.key < $1.key }) where !effectivelyHidden[scroll] {
            if (base..<base + 4).contains(where: { ambiguousVariables.contains(variables[$0]) }) {
                reports.append(AmbiguityReport(views: ["\(tree.nodes[scroll].id).content"], axis: nil, cause: .underconstrained))
            }
        }
        return reports
    }

    /// How far a view's size on an axis is past its intrinsic size (negative: squeezed).
    private func stretch(_ index: Int, _ axis: LayoutAttribute.Axis, _ contents: [ViewContent]) -> Double {
        let intrinsic = (axis == .horizontal ? contents[index].intrinsic?.width : contents[index].intrinsic?.height) ?? 0
        return value(index * 4 + (axis == .horizontal ? 2 : 3)) - intrinsic
    }

    /// The priority (and analysed tier) of a view's compression resistance or hugging on an axis.
    private func tieKey(_ index: Int, _ axis: LayoutAttribute.Axis, compressed: Bool) -> TieKey? {
        guard let pair = intrinsicRecords[index]?[axis] else { return nil }
        let record = compressed ? pair.compression : pair.hugging
        return TieKey(priority: records[record].constraint.priority, tier: analysedTier(record))
    }

    /// The solver's ambiguous variables with the `fill` stacks' index-order tie-break removed:
    /// UIKit's stack view installs no such constraint, so two arranged views with equal hugging
    /// (or compression resistance) are a tie Interface Builder reports ("Content Priority
    /// Ambiguity") even though the frames follow the arranged order. The tiers are restored after.
    private func ambiguityWithoutStackTieBreak() -> AmbiguityAnalysis {
        // The tiers only choose among optima when some of these constraints are violated; when
        // all hold, the optimal faces with and without them are the same.
        let tied = fillTieTiers.keys.sorted()
        let violated = tied.contains { index in
            guard records[index].active, let id = records[index].solverID else { return false }
            return solver.violation(of: id) > 1e-7 * max(1, abs(records[index].constant))
        }
        guard violated else { return analyseAmbiguity() }
        // With a broken constraint every removal rebuilds the tableau: the changes are made in
        // one go instead, one rebuild each way.
        let batch = !solver.broken.isEmpty
        if batch { solver.defersBuilding = true }
        for index in tied { reinstall(index, tier: 1) }
        if batch { solver.defersBuilding = false }
        let result = analyseAmbiguity()
        if batch { solver.defersBuilding = true }
        for index in tied { reinstall(index, tier: fillTieTiers[index] ?? 1) }
        if batch { solver.defersBuilding = false }
        solver.solve()
        return result
    }

    /// The ambiguous variables, and which views' offsets from their superviews move: an offset
    /// moves when one of the two origins does and the other does not, and — when both do —
    /// when the solver says their difference does.
    private func analyseAmbiguity() -> AmbiguityAnalysis {
        let moving = solver.ambiguousVariables()
        var moves = Set<Int>()
        var asked: [(key: Int, terms: [(Variable, Double)])] = []
        for index in tree.nodes.indices.dropFirst() {
            let parent = tree.parents[index] ?? 0
            for (axis, offset) in [(LayoutAttribute.Axis.horizontal, 0), (.vertical, 1)] {
                let own = variables[index * 4 + offset], outer = variables[parent * 4 + offset]
                switch (moving.contains(own), moving.contains(outer)) {
                case (false, false): continue
                case (true, false), (false, true): moves.insert(AmbiguityAnalysis.offsetKey(index, axis))
                case (true, true): asked.append((AmbiguityAnalysis.offsetKey(index, axis), [(own, 1), (outer, -1)]))
                }
            }
        }
        if !asked.isEmpty {
            for (question, answer) in zip(asked, solver.ambiguousExpressions(asked.map(\.terms))) where answer {
                moves.insert(question.key)
            }
        }
        return AmbiguityAnalysis(variables: moving, movingOffsets: moves)
    }

    /// The tier a record has in the ambiguity analysis (fill tie-break tiers flattened).
    private func analysedTier(_ index: Int) -> Int {
        fillTieTiers[index] != nil ? 1 : records[index].constraint.tier
    }

    /// Each constraint's state at the solution — tight, slack, violated above or below, or not
    /// installed. Ambiguity and binding sets are functions of this pattern, so they are cached by it.
    func activeSetKey() -> [UInt8] {
        let values = variables.map { solver.value(of: $0) }
        return records.map { record in
            guard record.active, record.solverID != nil else { return 9 }
            var value = record.constant
            var scale = abs(record.constant)
            for (variable, coefficient) in record.constraint.form.terms where coefficient != 0 {
                value += coefficient * values[variable]
                scale = max(scale, abs(coefficient * values[variable]))
            }
            let tolerance = 1e-7 * max(1, scale)
            if abs(value) <= tolerance { return 0 }
            switch record.constraint.relation {
            case .equal: return value > 0 ? 1 : 2
            case .greaterThanOrEqual: return value > 0 ? 3 : 2
            case .lessThanOrEqual: return value < 0 ? 3 : 1
            }
        }
    }
}

/// A priority level two tied intrinsic constraints share.
private struct TieKey: Equatable {
    let priority: Double
    let tier: Int
}
