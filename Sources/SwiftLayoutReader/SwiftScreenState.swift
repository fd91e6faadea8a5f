import Diagnostics
import LayoutEngine

/// What the evaluation of one screen has built so far: views, constraints (active or not),
/// warnings and notes. Shared by the evaluators of a class and of the custom views it inlines.
final class SwiftScreenState {
    /// A constraint the code created, and whether it is active in the initial state.
    struct ConstraintRecord {
        var spec: ConstraintSpec
        var active: Bool
        /// The property it was stored in (`heightConstraint`), if any.
        var property: String?
    }

    /// Views by id, and their creation order.
    var views: [String: ViewNode] = [:]
    var order: [String] = []
    /// Views whose superview the code set (`addSubview`, `addArrangedSubview`).
    var added: Set<String> = []
    /// Views whose `translatesAutoresizingMaskIntoConstraints` is false.
    var manual: Set<String> = []
    /// Views whose autoresizing mask stretches both their width and their height.
    var stretchesWithSuperview: Set<String> = []
    /// Activity indicators whose `hidesWhenStopped` the code turned off: stopped, they still show.
    var indicatorsShownWhenStopped: Set<String> = []
    var constraints: [ConstraintRecord] = []
    var warnings: [Diagnostic] = []
    private var warned: Set<String> = []
    private var usedIDs: Set<String> = [LayoutItem.rootID]
    /// The last counter handed out per base name, so that a new id is found in constant time.
    private var lastCounter: [String: Int] = [:]
    /// Views standing in for classes or factories outside the scanned files, by id: what they stand for.
    var standIns: [String: String] = [:]
    /// Views a layout call or constraint the reader could not evaluate places or sizes.
    var placedByUnreadCode: Set<String> = []
    /// What the views' layout rests on that the reader could not evaluate (a multiplier, a
    /// constant or an offset a stand-in replaced): findings about them are not confirmed.
    var assumptions: [Assumption] = []
    /// Where the branches being run were chosen without evaluating their condition (an `if`
    /// with an `else`, a `switch` with other cases): texts set inside them rest on that choice.
    var undecidedBranches: [Diagnostics.SourceLocation] = []

    /// Records that the layout of `assumption.view` rests on `assumption`, once.
    func assume(_ assumption: Assumption) {
        if !assumptions.contains(assumption) { assumptions.append(assumption) }
    }
    /// The `UIButton.Configuration` code gave each button, by id.
    var buttonConfigurations: [String: ButtonConfigurationValue] = [:]
    /// Stand-in subviews of stand-in views, by `id.property`.
    var memberViews: [String: String] = [:]
    /// Evaluators of inlined custom views, by the view id they evaluate as `self`.
    var inlined: [String: SwiftEvaluator] = [:]
    /// Inlined-function depth and the remaining evaluation budget (steps), against runaway input.
    var depth = 0
    var budget: Int
    /// The steps the set-up was given.
    let steps: Int
    /// Why the screen is not read, once a budget ran out (steps or views): evaluation stops there.
    private(set) var exceeded: Diagnostic?
    /// Expressions being evaluated inside one another, across inlined calls.
    var expressionDepth = 0

    /// Evaluation steps (statements and expressions) one screen's set-up may take when the
    /// files hold few screens (Mastodon's largest cell takes 12,000).
    static let maximumStepsPerScreen = 200_000
    /// Evaluation steps one screen's set-up may take however many screens the files hold.
    static let minimumStepsPerScreen = 30_000
    /// Evaluation steps all the screens of one read may take together, shared out equally.
    static let stepsPerRead = 30_000_000
    /// Views one screen's set-up may make, inlined custom views included (Mastodon's largest: 279).
    static let maximumViews = 2_000
    /// The error of a screen whose expressions nest deeper than `maximumExpressionDepth`.
    static let tooDeep = "expressions nest more than \(maximumExpressionDepth) deep through inlined calls; the screen is not read"
    /// The error of a screen whose set-up makes more than `maximumViews` views.
    static let tooManyViews = "the set-up makes more than \(maximumViews) views (custom views holding custom views); the screen is not read"

    /// The steps each of `screens` screens may take: an equal share of `stepsPerRead`,
    /// within `minimumStepsPerScreen … maximumStepsPerScreen`. The share depends only on the
    /// input, so the same files always give the same screens.
    static func steps(perScreenOf screens: Int) -> Int {
        min(maximumStepsPerScreen, max(minimumStepsPerScreen, stepsPerRead / max(1, screens)))
    }

    /// A state whose set-up may take `budget` evaluation steps.
    init(budget: Int = SwiftScreenState.maximumStepsPerScreen) {
        self.budget = budget
        steps = budget
    }
    /// Expressions evaluated inside one another at once, inlined calls included.
    static let maximumExpressionDepth = 3_000
    /// The longest text a value may hold; longer texts (doubled in a loop) are not evaluated.
    static let maximumTextLength = 100_000

    /// Stops evaluation of the screen: it is reported as an error and left out.
    func exceed(_ message: String, at location: SourceLocation?) {
        guard exceeded == nil else { return }
        exceeded = .error(message, at: location)
        budget = 0
    }
    /// Source positions of the functions being evaluated (recursion guard).
    var active: Set<String> = []

    /// A new unique view id based on `base`.
    func newID(_ base: String) -> String {
        let clean = base.isEmpty ? "view" : base
        var id = clean, counter = lastCounter[clean] ?? 1
        while usedIDs.contains(id) {
            counter += 1
            id = "\(clean)\(counter)"
        }
        lastCounter[clean] = counter
        usedIDs.insert(id)
        return id
    }

    /// Reserves an id that must not be handed out (the component's own view).
    func reserve(_ id: String) { usedIDs.insert(id) }

    /// Records a warning once per message and location.
    func warn(_ message: String, at location: SourceLocation?) {
        let key = "\(location?.description ?? "")|\(message)"
        guard !warned.contains(key) else { return }
        warned.insert(key)
        warnings.append(.warning(message, at: location))
    }

    /// Records a note (layout states and other information that is not a loss).
    func note(_ message: String, at location: SourceLocation?) {
        let key = "note|\(location?.description ?? "")|\(message)"
        guard !warned.contains(key) else { return }
        warned.insert(key)
        warnings.append(Diagnostic(.note, message, at: location))
    }

    /// Makes `child` a subview of `parent` (moving it if it had another parent).
    func add(_ child: String, to parent: String) {
        guard child != parent, views[child] != nil, child != LayoutItem.rootID else { return }
        if let previous = views[child]?.parent, previous != parent {
            // UIKit moves the view: it leaves its old superview first (see `detach`).
            detach(child)
        }
        views[child]?.parent = parent
        added.insert(child)
    }

    /// Takes a view out of its superview, as `removeFromSuperview` does: a stack view no longer
    /// arranges it, and every constraint between the view (or a view inside it) and a view
    /// outside it is removed. Constraints within its own subtree stay.
    func detach(_ id: String) {
        guard id != LayoutItem.rootID else { return }
        if let previous = views[id]?.parent { views[previous]?.stack?.arranged.removeAll { $0 == id } }
        for stack in order where views[stack]?.stack != nil {
            views[stack]?.stack?.arranged.removeAll { $0 == id }
        }
        let subtree = self.subtree(of: id)
        for position in constraints.indices where constraints[position].active {
            let spec = constraints[position].spec
            guard let second = spec.second else { continue }
            if subtree.contains(spec.first.item.viewID) != subtree.contains(second.item.viewID) {
                constraints[position].active = false
            }
        }
        added.remove(id)
    }

    /// The view and every view inside it.
    private func subtree(of id: String) -> Set<String> {
        var inside: [String: Bool] = [id: true]
        func isInside(_ view: String) -> Bool {
            if let known = inside[view] { return known }
            var chain: [String] = []
            var current: String? = view
            var answer = false
            while let next = current, chain.count <= views.count {
                if let known = inside[next] { answer = known; break }
                chain.append(next)
                current = views[next]?.parent
            }
            for visited in chain { inside[visited] = answer }
            return answer
        }
        return Set(views.keys.filter(isInside)).union([id])
    }
}
