import ConstraintSolver
import Diagnostics
import TextModel

/// One screen on one device, orientation and layout direction: its constraint system is
/// built once, and each `layout(category:locale:resolve:)` only moves the constants that
/// depend on text (intrinsic sizes, baselines) before re-solving — the product's speed story.
///
/// Not thread-safe: use one session per worker. Everything it is made from is `Sendable`,
/// so a session can be created inside a task.
public final class LayoutSession {
    /// The screen laid out.
    public let screen: Screen
    /// The device.
    public let device: Device
    /// The orientation.
    public let orientation: Orientation
    /// The layout direction (from the variant's locale).
    public let direction: LayoutDirection
    /// Upper bound on re-solves while wrapping text settles (UIKit's two-pass layout, bounded).
    public static let maximumWrapPasses = 4

    let measurer: any TextMeasuring
    let tree: ViewTree
    let geometry: ItemGeometry
    let solver = Solver()
    /// Solver variables by engine index (4 per view, then 4 per scroll content guide).
    var variables: [Variable] = []
    /// Every constraint given to the solver (or kept aside when it has no variables).
    var records: [ConstraintRecord] = []
    var recordBySolverID: [ConstraintID: Int] = [:]
    /// Records whose constant depends on the variant.
    var dynamicRecords: [Int] = []
    /// False until the first layout has set the variant-dependent constants.
    var hasRealConstants = false
    /// Hugging and compression-resistance records per view and axis.
    var intrinsicRecords: [Int: [LayoutAttribute.Axis: (hugging: Int, compression: Int)]] = [:]
    /// Main-axis hugging and compression records of `fill` stacks' arranged views, with their
    /// index-order tie-break tier. UIKit adds no tie-break constraint (its engine picks one of
    /// the tied optima), so ambiguity is analysed with these tiers flattened to 1.
    var fillTieTiers: [Int: Int] = [:]
    /// Stacks with `fillProportionally`, and the records currently installed for each.
    var proportionalStacks: [Int: [Int]] = [:]
    /// For each view, user constraints touching it that use left/right.
    var absoluteConstraints: [Int: [String]] = [:]
    /// The margin adjustments and safe-area insets of views other than the root that the
    /// constraints use (`VariantQuantity.marginAdjustment`, `.safeInset`): read off each solve.
    var geometryQuantities: Set<VariantQuantity> = []
    /// Each view's effective hidden state (hidden itself or below a hidden view).
    let effectivelyHidden: [Bool]
    /// Ambiguous variables per active set (see `activeSetKey()`): the optimal face, and so
    /// which variables move on it, depends only on which constraints are tight, slack or violated.
    var ambiguityCache: [[UInt8]: AmbiguityAnalysis] = [:]
    /// The binding constraints against a compression-resistance record, per active set.
    var bindingCache: [BindingKey: [Int]] = [:]
    /// Entries kept in each cache before it is emptied.
    static let cacheLimit = 512
    /// Compression losses of at most this many points are reported without their `because`
    /// (finding the binding constraints is the costly part of a report); 0 explains every loss.
    public var minimumExplainedLoss = 0.0
    /// When set, only these views' compression losses get their `because`; nil explains every view's.
    public var explainedViews: Set<String>?

    /// How many distinct active sets (solution patterns) this session has analysed for
    /// ambiguity so far; variants that share one reuse its analysis.
    public var analysedActiveSets: Int { ambiguityCache.count }

    /// Builds the constraint system. Throws every validation error UIKit would raise (location
    /// vs size, mixed axes, leading/trailing with left/right, a location set to a constant,
    /// no common ancestor) and hierarchy errors, each at its constraint's or view's location.
    public init(screen: Screen, device: Device, orientation: Orientation, direction: LayoutDirection,
                measurer: any TextMeasuring) throws {
        let screen = screen.resolved(for: device.sizeClass(orientation))
        self.screen = screen
        self.device = device
        self.orientation = orientation
        self.direction = direction
        self.measurer = measurer
        var errors: [Diagnostic] = []
        let tree = ViewTree(screen: screen, direction: direction, errors: &errors)
        // Every later step walks ancestor chains; a screen too deep to lay out stops here.
        if tree.isTooDeep { throw DiagnosticError(errors) }
        self.tree = tree
        let safe = device.safeAreaInsets(orientation)
        let minimum = device.systemMinimumMargin(orientation)
        let rootMargins = EdgeInsets(top: safe.top, left: safe.left + minimum, bottom: safe.bottom, right: safe.right + minimum)
        var contentBase: [Int: Int] = [:]
        var variableCount = tree.nodes.count * 4
        for index in tree.nodes.indices where tree.nodes[index].kind == .scroll {
            contentBase[index] = variableCount
            variableCount += 4
        }
        geometry = ItemGeometry(tree: tree, safeInsets: safe, rootMargins: rootMargins, contentGuideBase: contentBase,
                                rootSize: device.rootSize(orientation), cellMargin: device.cellMargin(orientation))
        effectivelyHidden = tree.nodes.indices.map { index in
            tree.ancestors(of: index).contains { tree.nodes[$0].hidden || tree.nodes[$0].transparent }
        }
        errors += LayoutSession.validateStacks(tree)
        errors += LayoutSession.validateNumbers(tree)

        let compiler = SpecCompiler(geometry: geometry)
        var compiled: [(Int, CompiledConstraint)] = []
        for (position, spec) in screen.constraints.enumerated() {
            switch compiler.compile(spec) {
            case .success(let constraint): compiled.append((position, constraint))
            case .failure(let diagnostic): errors.append(diagnostic)
            }
        }
        guard errors.isEmpty else { throw DiagnosticError(errors) }

        for index in 0..<variableCount {
            let name: String
            let component = ["x", "y", "width", "height"][index % 4]
            if index < tree.nodes.count * 4 {
                name = "\(tree.nodes[index / 4].id).\(component)"
            } else {
                let owner = contentBase.first { index >= $0.value && index < $0.value + 4 }?.key ?? 0
                name = "\(tree.nodes[owner].id).content.\(component)"
            }
            variables.append(solver.makeVariable(name))
        }
        // Recorded now, built at the first layout with real sizes (see `updateConstants`).
        solver.defersBuilding = true
        installStructure(contentBase)
        var tiers: [Int: Int] = [:]
        var stackConstraints: [GeneratedConstraint] = []
        let stacks = StackConstraintGenerator(geometry: geometry)
        // Innermost stacks first: each nested stack settles on short rows before an outer stack
        // chains them, so phase one never pivots through the outer chain (5,000 nested views:
        // 5.3 s → 1.3 s). Spec constraints still precede all of them.
        for index in tree.nodes.indices.reversed() where tree.nodes[index].stack != nil && tree.nodes[index].kind == .stack {
            let generated = stacks.constraints(forStack: index)
            stackConstraints += generated.constraints
            if let axis = tree.nodes[index].stack?.axis {
                for (view, tier) in generated.tiers { tiers[view * 2 + (axis == .horizontal ? 0 : 1)] = tier }
            }
            if tree.nodes[index].stack?.distribution == .fillProportionally { proportionalStacks[index] = [] }
        }
        // Intrinsic constraints (all optional) go in first: each size then becomes basic on a
        // short row before the explicit constraints chain positions through it, and no later
        // pivot has to rewrite every long row of a chain (a column of N labels stays O(N²) cells
        // to build instead of O(N³) work). Optional constraints never decide which required one
        // breaks, so the order changes nothing else.
        installIntrinsic(tiers: tiers)
        installNonNegativeSizes()
        for (position, constraint) in compiled {
            let spec = screen.constraints[position]
            install(GeneratedConstraint(id: spec.id, label: spec.sourceText ?? spec.description, form: constraint.form,
                                        relation: constraint.relation, priority: spec.priority, tier: 0, role: .spec(position)))
            if constraint.usesAbsoluteHorizontal {
                for view in Set(constraint.views) { absoluteConstraints[view, default: []].append(spec.description) }
            }
        }
        stackConstraints.forEach { install($0) }
    }

    /// Root size and position, and scroll content guides starting at their scroll view's origin.
    private func installStructure(_ contentBase: [Int: Int]) {
        let root = geometry.viewRect(0)
        let size = device.rootSize(orientation)
        install(GeneratedConstraint(id: "root.x", label: "root.left = 0 (screen)", form: root.left, relation: .equal, priority: 1000, tier: 0, role: .structural))
        install(GeneratedConstraint(id: "root.y", label: "root.top = 0 (screen)", form: root.top, relation: .equal, priority: 1000, tier: 0, role: .structural))
        install(GeneratedConstraint(id: "root.width", label: "root.width = \(NumberText.plain(size.width)) (\(device.name) \(orientation.rawValue))",
                                    form: root.width - size.width, relation: .equal, priority: 1000, tier: 0, role: .structural))
        install(GeneratedConstraint(id: "root.height", label: "root.height = \(NumberText.plain(size.height)) (\(device.name) \(orientation.rawValue))",
                                    form: root.height - size.height, relation: .equal, priority: 1000, tier: 0, role: .structural))
        for (scroll, _) in contentBase.sorted(by: { $0.key < $1.key }) {
            let id = tree.nodes[scroll].id
            guard let content = geometry.rect(of: .guide(id, .content), owner: scroll) else { continue }
            let frame = geometry.viewRect(scroll)
            install(GeneratedConstraint(id: "\(id).content.x", label: "\(id).content.left = \(id).left (content offset 0)",
                                        form: content.left - frame.left, relation: .equal, priority: 1000, tier: 0, role: .structural))
            install(GeneratedConstraint(id: "\(id).content.y", label: "\(id).content.top = \(id).top (content offset 0)",
                                        form: content.top - frame.top, relation: .equal, priority: 1000, tier: 0, role: .structural))
        }
    }

    /// Per axis with an intrinsic size: `size <= intrinsic @hugging` and `size >= intrinsic @compression`,
    /// at tier 1 so they beat explicit constraints of equal priority; in `fill` stacks the main
    /// axis gets higher tiers by arranged order. None is required (see `contentPriority`).
    private func installIntrinsic(tiers: [Int: Int]) {
        for index in tree.nodes.indices.dropFirst() {
            let node = tree.nodes[index]
            let axes = ContentSizer.intrinsicAxes(node)
            let rect = geometry.viewRect(index)
            for axis in [LayoutAttribute.Axis.horizontal, .vertical] where axis == .horizontal ? axes.horizontal : axes.vertical {
                let size = axis == .horizontal ? rect.width : rect.height
                let quantity: VariantQuantity = axis == .horizontal ? .intrinsicWidth(index) : .intrinsicHeight(index)
                let form = size.adding(quantity, -1)
                let tier = tiers[index * 2 + (axis == .horizontal ? 0 : 1)] ?? 1
                let dimension = axis == .horizontal ? "width" : "height"
                let declared = (LayoutSession.clamp(node.hugging[axis]), LayoutSession.clamp(node.compression[axis]))
                let priorities = (LayoutSession.contentPriority(declared.0, standIn: node.intrinsicSizeStandsIn),
                                  LayoutSession.contentPriority(declared.1, standIn: node.intrinsicSizeStandsIn))
                func shown(_ priority: Double) -> String {
                    priority >= 1000 ? "\(NumberText.plain(priority)), yielding to required constraints" : NumberText.plain(priority)
                }
                let standIn = node.intrinsicSizeStandsIn ? ", stand-in size" : ""
                let hugging = install(GeneratedConstraint(
                    id: "\(node.id).hugging.\(axis.rawValue)",
                    label: "\(node.id).\(dimension) <= intrinsic (content hugging @\(shown(declared.0))\(standIn))",
                    form: form, relation: .lessThanOrEqual, priority: priorities.0, tier: tier,
                    role: .hugging(index, axis)))
                let compression = install(GeneratedConstraint(
                    id: "\(node.id).compression.\(axis.rawValue)",
                    label: "\(node.id).\(dimension) >= intrinsic (compression resistance @\(shown(declared.1))\(standIn))",
                    form: form, relation: .greaterThanOrEqual, priority: priorities.1, tier: tier,
                    role: .compression(index, axis)))
                intrinsicRecords[index, default: [:]][axis] = (hugging, compression)
                if tier != 1 {
                    fillTieTiers[hugging] = tier
                    fillTieTiers[compression] = tier
                }
            }
        }
    }

    /// The priority a content size constraint is solved at. UIKit never lets hugging or
    /// compression resistance conflict, even at 1000: a view with required hugging and an explicit
    /// required width of another size takes that width, with no conflict reported
    /// (rdar://15106765). So 1000 becomes `requiredContentPriority`, just below required yet
    /// above 999 — a button resisting compression at 1000 still beats a label at 999 — and a
    /// stand-in size (a picture never read) stops at 999.
    static func contentPriority(_ declared: Double, standIn: Bool) -> Double {
        standIn ? min(declared, 999) : min(declared, requiredContentPriority)
    }

    /// Where hugging or compression resistance declared at 1000 is solved.
    static let requiredContentPriority = 999.5

    /// Just above UIKit's fitting level and our stand-in heights: sizes set by nothing else
    /// stop at zero instead of going negative to meet a fitting-level preference.
    static let nonNegativeSizePriority = 52.0

    /// `size >= 0 @52` on each axis a view has no intrinsic size on. A view with no content
    /// size (an image view whose image is set at run time, a spacer) can otherwise be pulled
    /// below zero by the weakest preferences — a component's stand-in height, UIKit's fitting
    /// size — which a real screen never shows: the author's constraints (every priority above
    /// 52) still win, so a view they squeeze is still reported as collapsed.
    private func installNonNegativeSizes() {
        for index in tree.nodes.indices.dropFirst() {
            let node = tree.nodes[index]
            // A stack holding views is never smaller than they are: its floor is theirs.
            if node.kind == .stack, !(node.stack?.arranged.isEmpty ?? true) { continue }
            let axes = ContentSizer.intrinsicAxes(node)
            let rect = geometry.viewRect(index)
            for axis in [LayoutAttribute.Axis.horizontal, .vertical] where !(axis == .horizontal ? axes.horizontal : axes.vertical) {
                let dimension = axis == .horizontal ? "width" : "height"
                install(GeneratedConstraint(
                    id: "\(node.id).nonNegative.\(dimension)", label: "\(node.id).\(dimension) >= 0 (no size below zero @52)",
                    form: axis == .horizontal ? rect.width : rect.height, relation: .greaterThanOrEqual,
                    priority: LayoutSession.nonNegativeSizePriority, tier: 0, role: .nonNegativeSize))
            }
        }
    }

    static func clamp(_ priority: Double) -> Double {
        priority.isFinite ? min(1000, max(1, priority)) : 1000
    }

    /// Numbers that would poison the solver: non-finite sizes, insets, spacing or priorities,
    /// negative line limits.
    private static func validateNumbers(_ tree: ViewTree) -> [Diagnostic] {
        var errors: [Diagnostic] = []
        for node in tree.nodes.dropFirst() {
            var numbers: [(String, Double)] = [
                ("hugging", node.hugging.horizontal), ("hugging", node.hugging.vertical),
                ("compression resistance", node.compression.horizontal), ("compression resistance", node.compression.vertical),
                ("minimumScaleFactor", node.minimumScaleFactor),
            ]
            for (name, insets) in [("layoutMargins", node.layoutMargins), ("contentInsets", node.contentInsets)] {
                numbers += [(name, insets.top), (name, insets.left), (name, insets.bottom), (name, insets.right)]
            }
            if let size = node.imageSize { numbers += [("image size", size.width), ("image size", size.height)] }
            if let size = node.intrinsicSize { numbers += [("intrinsic size", size.width ?? 0), ("intrinsic size", size.height ?? 0)] }
            if let stack = node.stack {
                numbers.append(("spacing", stack.spacing))
                numbers += (stack.customSpacing ?? [:]).values.map { ("custom spacing", $0) }
            }
            if let bad = numbers.first(where: { !$0.1.isFinite }) {
                errors.append(.error("view '\(node.id)' has a non-finite \(bad.0)", at: node.location))
            }
            if node.lines < 0 {
                errors.append(.error("view '\(node.id)' has a negative line limit \(node.lines)", at: node.location))
            }
        }
        return errors
    }

    /// Stack errors: unknown arranged views, a stack arranging itself or an ancestor, a view in two stacks.
    private static func validateStacks(_ tree: ViewTree) -> [Diagnostic] {
        var errors: [Diagnostic] = []
        var owner: [Int: String] = [:]
        for index in tree.nodes.indices {
            let node = tree.nodes[index]
            guard let stack = node.stack, node.kind == .stack else { continue }
            for id in stack.arranged {
                guard let arranged = tree.index(of: id) else {
                    errors.append(.error("stack '\(node.id)' arranges unknown view '\(id)'", at: node.location))
                    continue
                }
                if tree.ancestors(of: index).contains(arranged) {
                    errors.append(.error("stack '\(node.id)' cannot arrange '\(id)', which contains it", at: node.location))
                } else if let other = owner[arranged] {
                    errors.append(.error("view '\(id)' is arranged by both '\(other)' and '\(node.id)'", at: node.location))
                } else {
                    owner[arranged] = node.id
                }
            }
        }
        return errors
    }
}
