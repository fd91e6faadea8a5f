import Diagnostics
import LayoutEngine
import SwiftSyntax

/// Evaluates one scanned class and turns what it built into a `Screen`: a view controller's
/// `view` is the screen's root; a view or cell is a component pinned to the top of the safe
/// area at full width, whose height comes from its constraints (44 pt when they leave it open).
struct SwiftScreenAssembler {
    let index: SwiftModuleIndex
    let options: SwiftReaderOptions
    /// Evaluation steps each class's set-up may take (`SwiftScreenState.steps(perScreenOf:)`).
    var stepsPerScreen = SwiftScreenState.maximumStepsPerScreen

    /// The fitting height of a component whose constraints leave its height open (UITableView's default row).
    static let fallbackHeight = 44.0
    /// Just below UIKit's fitting-size level, as for Interface Builder components.
    static let fittingPriority = 49.0
    /// The largest constant or multiplier laid out; no screen needs more, and larger ones
    /// (`1e20`) only lose precision in the solver.
    static let largestNumber = 1_000_000.0

    /// What evaluating one class gave.
    enum Outcome: Sendable {
        /// The class's screen.
        case screen(Screen)
        /// Its set-up ran past a budget: the error says which and where.
        case refused(Diagnostic)
        /// Its code makes no constraints.
        case none
    }

    /// The screen of `className`, an error when its set-up ran past a budget, or nothing
    /// when its code makes no constraints.
    func outcome(for className: String, role: SwiftClassRole) -> Outcome {
        guard let info = index.types[className] else { return .none }
        if let views = index.viewsMadeByInstance[className], views > SwiftScreenState.maximumViews {
            // Known before evaluating: the instance's stored properties alone make too many views.
            return .refused(.error(SwiftScreenState.tooManyViews, at: Diagnostics.SourceLocation(file: index.files[info.file].path, line: info.line)))
        }
        let state = SwiftScreenState(budget: stepsPerScreen)
        guard let screen = screen(for: className, role: role, info: info, state: state) else {
            return state.exceeded.map(Outcome.refused) ?? .none
        }
        return state.exceeded.map(Outcome.refused) ?? .screen(screen)
    }

    private func screen(for className: String, role: SwiftClassRole, info: SwiftModuleIndex.TypeInfo, state: SwiftScreenState) -> Screen? {
        let file = index.files[info.file].path
        let selfID: String
        switch role {
        case .viewController:
            selfID = LayoutItem.rootID
        case .cell, .view:
            selfID = role == .cell ? "contentView" : SwiftEvaluator.lowerFirst(className)
            state.reserve(selfID)
        }
        let evaluator = SwiftEvaluator(index: index, state: state, options: options, className: className, role: role,
                                       selfID: selfID, idPrefix: "", file: info.file)
        if role != .viewController {
            var node = ViewNode(id: selfID, kind: role == .cell ? .view : evaluator.baseKind(of: className))
            node.displayName = role == .cell ? "\(className).contentView" : className
            if role == .cell, index.superclassChain(of: className).contains("UITableViewCell") {
                // A table cell's content view has UIKit's cell margins, as in Interface Builder files.
                node.layoutMargins = ViewNode.tableCellContentMargins
                node.systemHorizontalMargins = true
            }
            node.location = Diagnostics.SourceLocation(file: file, line: info.line)
            state.views[selfID] = node
            state.order.append(selfID)
            state.added.insert(selfID)
            state.manual.insert(selfID)
        }
        evaluator.runSetup()
        guard state.exceeded == nil, state.constraints.contains(where: \.active) else { return nil }
        SwiftLayoutStates.report(className: className, evaluator: evaluator, index: index)

        let hierarchy = SwiftScreenAssembler.hierarchy(state)
        let present = Set(hierarchy.map(\.id))
        var constraints: [ConstraintSpec] = []
        var constrainedFirst: Set<String> = []
        for record in state.constraints where record.active {
            let items = [record.spec.first.item.viewID] + (record.spec.second.map { [$0.item.viewID] } ?? [])
            if let missing = items.first(where: { $0 != LayoutItem.rootID && !present.contains($0) }) {
                // One message per view left outside the hierarchy (at its outermost detached ancestor).
                func detachedTop(_ id: String) -> String {
                    var top = id
                    // Code can add two views to each other (a parent cycle UIKit would refuse):
                    // the climb stops where it comes back.
                    var seen: Set<String> = [id]
                    while let parent = state.views[top]?.parent, state.added.contains(top), !present.contains(parent), parent != LayoutItem.rootID,
                          seen.insert(parent).inserted {
                        top = parent
                    }
                    return top
                }
                let top = detachedTop(missing)
                let name = state.views[top]?.displayName ?? top
                let location = state.views[top]?.location ?? record.spec.location
                if items.allSatisfy({ $0 != LayoutItem.rootID && !present.contains($0) && detachedTop($0) == top }) {
                    // Constraints inside a subtree the set-up never adds: UIKit lays none of it
                    // out either until code elsewhere adds it, so nothing of the initial layout is lost.
                    state.note("'\(name)' is not added to the view hierarchy by the set-up; it and its own constraints are not laid out"
                               + " (code that adds it later makes another layout state)", at: location)
                } else {
                    state.warn("'\(name)' is constrained but the set-up never adds it to the view hierarchy; its constraints are left out",
                               at: location)
                }
                continue
            }
            if let problem = SwiftScreenAssembler.unlayable(record.spec) {
                // Code UIKit would run: what is wrong is how it was read, not the app.
                state.warn("constraint read as \(problem); left out", at: record.spec.location)
                state.placedByUnreadCode.insert(record.spec.first.item.viewID)
                continue
            }
            constraints.append(record.spec)
            constrainedFirst.insert(record.spec.first.item.viewID)
        }
        for node in hierarchy where !state.manual.contains(node.id) && !constrainedFirst.contains(node.id)
            && state.stretchesWithSuperview.contains(node.id) && !node.parent.isEmpty && node.parent != node.id {
            // A view keeping its autoresizing mask, stretching with its superview (`frame = bounds`,
            // `[.flexibleWidth, .flexibleHeight]`): UIKit's mask constraints make it fill the superview.
            for attribute in [LayoutAttribute.top, .left, .bottom, .right] {
                constraints.append(ConstraintSpec(id: "\(node.id).autoresizing.\(attribute.rawValue)", first: Anchor(.view(node.id), attribute),
                                                  second: Anchor(.view(node.parent), attribute), origin: .autoresizing, location: node.location))
            }
        }
        for node in hierarchy where constrainedFirst.contains(node.id) && !state.manual.contains(node.id) {
            state.warn("'\(node.displayName)' keeps translatesAutoresizingMaskIntoConstraints = true (UIKit would pin its frame); its constraints are laid out as if it were false",
                       at: node.location)
        }
        var warnedStandIns: Set<String> = []
        for node in hierarchy {
            guard let type = state.standIns[node.id], warnedStandIns.insert(type).inserted else { continue }
            state.warn("'\(type)' is not in the scanned files; '\(node.displayName)' is laid out as a plain view with no intrinsic size", at: node.location)
        }
        if role != .viewController {
            let location = Diagnostics.SourceLocation(file: file, line: info.line)
            for attribute in [LayoutAttribute.top, .leading, .trailing] {
                constraints.append(ConstraintSpec(id: "\(selfID).pinned.\(attribute.rawValue)", first: Anchor(.view(selfID), attribute),
                                                  second: Anchor(.guide(LayoutItem.rootID, .safeArea), attribute), origin: .code, location: location))
            }
            constraints.append(ConstraintSpec(id: "\(selfID).fittingHeight", first: Anchor(.view(selfID), .height),
                                              constant: SwiftScreenAssembler.fallbackHeight, priority: SwiftScreenAssembler.fittingPriority,
                                              origin: .code, location: location))
        }
        var screen = Screen(name: className, file: file, views: hierarchy, constraints: constraints, warnings: state.warnings)
        if role != .viewController { screen.componentView = selfID }
        if role == .cell, index.superclassChain(of: className).contains("UICollectionViewCell") {
            screen.appFacts.assumptions.append(.collectionCellSize(of: selfID, at: Diagnostics.SourceLocation(file: file, line: info.line)))
        } else if role == .cell {
            // A table cell whose content leaves its height open is as tall as its table makes
            // it (`rowHeight`, `heightForRowAt`): the fallback only stands in for that height.
            screen.componentStandInHeight = SwiftScreenAssembler.fallbackHeight
        }
        screen.appFacts.placedByUnreadCode = state.placedByUnreadCode.intersection(hierarchy.map(\.id))
        let ids = Set(hierarchy.map(\.id))
        screen.appFacts.assumptions += state.assumptions.filter { ids.contains($0.view) }
        if role == .view {
            // A plain view's host places it: a width it declares is kept, and its height is the host's.
            screen = screen.keepingDeclaredComponentWidth()
            screen.componentStandInHeight = SwiftScreenAssembler.fallbackHeight
        }
        return screen
    }

    /// Views reachable from the root through the parents the code set, parents first.
    static func hierarchy(_ state: SwiftScreenState) -> [ViewNode] {
        var children: [String: [String]] = [:]
        for id in state.order where state.added.contains(id) {
            guard let node = state.views[id] else { continue }
            children[node.parent, default: []].append(id)
        }
        var result: [ViewNode] = []
        var seen: Set<String> = [LayoutItem.rootID]
        var stack: [String] = (children[LayoutItem.rootID] ?? []).reversed()
        while let id = stack.popLast() {
            guard !seen.contains(id), let node = state.views[id] else { continue }
            seen.insert(id)
            result.append(node)
            stack += (children[id] ?? []).reversed()
        }
        // Stacks list only arranged views that made it into the screen.
        for position in result.indices where result[position].stack != nil {
            result[position].stack?.arranged.removeAll { !seen.contains($0) }
        }
        // A label the set-up never gives a text is filled from data at run time: an empty one
        // would collapse its row and push its neighbours about, which the app never shows.
        for position in result.indices where result[position].kind == .label && result[position].text == nil {
            result[position].text = ViewNode.runTimeTextStandInSource
            result[position].textStandsIn = true
        }
        return result
    }

    /// Why a constraint read from code cannot be laid out (a location set to a constant, a
    /// location paired with a size, two axes, leading/trailing mixed with left/right, a number
    /// that is not finite or past ±`largestNumber`, a priority outside 1…1000); nil when it can.
    static func unlayable(_ spec: ConstraintSpec) -> String? {
        guard spec.multiplier.isFinite, spec.constant.isFinite else { return "a number that is not finite" }
        guard abs(spec.multiplier) <= largestNumber, abs(spec.constant) <= largestNumber else {
            return "a number past ±\(Int(largestNumber))"
        }
        guard spec.priority > 0, spec.priority <= 1000 else { return "a priority outside 1…1000" }
        let first = spec.first.attribute
        guard let second = spec.second?.attribute else {
            return first.isSize ? nil : "setting the location \(spec.first) to a constant"
        }
        if first.isSize != second.isSize { return "pairing a location with a size" }
        if !first.isSize, first.axis != second.axis { return "pairing a horizontal anchor with a vertical one" }
        if (first.isDirectional && second.isAbsoluteHorizontal) || (first.isAbsoluteHorizontal && second.isDirectional) {
            return "mixing leading/trailing with left/right"
        }
        return nil
    }
}
