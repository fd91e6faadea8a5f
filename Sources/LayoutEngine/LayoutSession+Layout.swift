import ConstraintSolver
import TextModel

extension LayoutSession {
    /// Lays the screen out for one content-size category and locale: measures every text,
    /// moves the intrinsic and baseline constants, solves, then gives each wrapping text its
    /// width, re-measures its height and solves again until nothing changes (at most
    /// `maximumWrapPasses` more times; `converged` is false when that was not enough).
    /// `resolve` turns a view's text source into the string shown in this locale.
    /// With `analyze` false only frames and measurements are filled in: no ambiguity,
    /// compression-loss, conflict or unsatisfied-constraint analysis (for layouts whose
    /// frames are all that is needed, such as the left-to-right twin of an RTL variant).
    public func layout(category: ContentSizeCategory, locale: String, analyze: Bool = true,
                       resolve: (TextSource) -> String) -> LayoutResult {
        withoutActuallyEscaping(resolve) { resolve in
            let sizer = ContentSizer(measurer: measurer, category: category, locale: locale, scale: device.scale, resolve: resolve)
            var contents = tree.nodes.indices.map { index in
                index == 0 ? ViewContent(wraps: false) : sizer.content(for: tree.nodes[index])
            }
            var adjustments: [VariantQuantity: Double] = [:]
            apply(contents, sizer: sizer, adjustments: adjustments)
            solver.solve()
            var iterations = 1
            var converged = true
            let wrapping = contents.indices.filter { contents[$0].wraps }
            if !wrapping.isEmpty || !geometryQuantities.isEmpty {
                converged = false
                for pass in 0...LayoutSession.maximumWrapPasses {
                    var changed = false
                    if !geometryQuantities.isEmpty {
                        // Margins that depend on where views ended up (safe area, superview's margins).
                        let fresh = geometryAdjustments()
                        if fresh.contains(where: { abs($0.value - (adjustments[$0.key] ?? 0)) > 1e-6 }) {
                            changed = true
                            adjustments = fresh
                        }
                    }
                    for index in wrapping {
                        let width = snappedWidth(index)
                        if let measuredWidth = contents[index].measuredWidth, abs(measuredWidth - width) < 1e-6 { continue }
                        let before = contents[index].intrinsic
                        contents[index] = sizer.remeasure(tree.nodes[index], contents[index], width: width)
                        if let before, let after = contents[index].intrinsic,
                           abs((before.height ?? 0) - (after.height ?? 0)) > 1e-6 || abs((before.width ?? 0) - (after.width ?? 0)) > 1e-6 {
                            changed = true
                        }
                    }
                    if !changed {
                        converged = true
                        break
                    }
                    if pass == LayoutSession.maximumWrapPasses { break }
                    apply(contents, sizer: sizer, adjustments: adjustments)
                    solver.solve()
                    iterations += 1
                }
            }
            for index in contents.indices where contents[index].text != nil && !contents[index].wraps {
                contents[index] = sizer.remeasure(tree.nodes[index], contents[index], width: snappedWidth(index))
            }
            return report(contents, category: category, locale: locale, converged: converged, iterations: iterations, analyze: analyze)
        }
    }

    /// Moves the constants (and re-installs `fillProportionally` shares when they changed).
    private func apply(_ contents: [ViewContent], sizer: ContentSizer, adjustments: [VariantQuantity: Double]) {
        var baselines: [Int: (first: Double, last: Double)] = [:]
        updateConstants { quantity in
            switch quantity {
            case .marginAdjustment, .safeInset, .readableInset: return adjustments[quantity] ?? 0
            case .intrinsicWidth(let index): return contents[index].intrinsic?.width ?? 0
            case .intrinsicHeight(let index): return contents[index].intrinsic?.height ?? 0
            case .firstBaselineOffset(let index), .lastBaselineOffset(let index):
                let offsets = baselines[index] ?? sizer.baselineOffsets(tree.nodes[index], contents[index])
                baselines[index] = offsets
                if case .firstBaselineOffset = quantity { return offsets.first }
                return offsets.last
            }
        }
        guard !proportionalStacks.isEmpty else { return }
        let generator = StackConstraintGenerator(geometry: geometry)
        for (stack, installed) in proportionalStacks.sorted(by: { $0.key < $1.key }) {
            let axis = tree.nodes[stack].stack?.axis ?? .horizontal
            // A nested stack has no intrinsic size of its own: its share follows the length its
            // arranged views need (their intrinsic lengths, with its spacing along its own axis).
            // Nil when the weight is not known: a stand-in size (a picture never read), or a view
            // with neither an intrinsic size nor a frame its file loaded it at.
            func natural(_ view: Int, depth: Int) -> Double? {
                let standsIn = tree.nodes[view].intrinsicSizeStandsIn
                if !standsIn, let intrinsic = contents[view].intrinsic, let length = axis == .horizontal ? intrinsic.width : intrinsic.height {
                    return length
                }
                // A view with no intrinsic size weighs what it measures before any layout: the
                // frame its file gave it when it was loaded (UIKit reads the view's current size).
                if tree.nodes[view].stack == nil, let loaded = screen.design?.frames[tree.nodes[view].id] {
                    return axis == .horizontal ? loaded.width : loaded.height
                }
                if standsIn { return nil }
                guard depth < 16, let nested = tree.nodes[view].stack else { return nil }
                let arranged = generator.visibleArranged(view)
                let lengths = arranged.compactMap { natural($0, depth: depth + 1) }
                guard !lengths.isEmpty else { return nil }
                guard nested.axis == axis else { return lengths.max() }
                let spacing = arranged.dropLast().reduce(0) { $0 + nested.spacing(after: tree.nodes[$1].id) }
                return lengths.reduce(0, +) + spacing
            }
            let fresh = generator.proportionalConstraints(forStack: stack) { view in natural(view, depth: 0) }
            let same = installed.count == fresh.count && zip(installed, fresh).allSatisfy { old, new in
                LayoutSession.sameForm(records[old].constraint.form, new.form)
            }
            if same { continue }
            installed.forEach { uninstall($0) }
            proportionalStacks[stack] = fresh.map { install($0) }
        }
    }

    private static func sameForm(_ a: LinearForm, _ b: LinearForm) -> Bool {
        a.constant == b.constant && a.nonZeroTerms == b.nonZeroTerms
    }
}
