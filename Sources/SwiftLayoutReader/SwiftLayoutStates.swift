import Diagnostics
import LayoutEngine
import SwiftSyntax

/// Finds the layout states a class switches to after its set-up: methods outside the
/// initial set-up that flip `isActive`, write `.constant` or `.priority`, activate or
/// deactivate constraints, or remake SnapKit constraints. Each becomes a note naming the
/// method and the stored constraints it touches; the sweep lays out the initial state. When
/// the method runs as the screen appears or lays out (`viewDidAppear`, `layoutSubviews` …, or
/// a method one of those calls), the initial state is only passed through: a sheet whose bottom
/// constraint starts a screen below and `viewDidAppear` animates up. The views such a method's
/// constraints place rest on it, a `placement` assumption each. So do the views of constraints
/// changed when the screen's size or traits change (`viewWillTransition(to:with:)` on rotation,
/// `traitCollectionDidChange` on a new text size or size class): the sweep lays every size out
/// in the set-up's state, which the code leaves at once on such a change. A state entered
/// later, on an event, leaves the initial one on screen until then, and findings there stand,
/// except that a view may start parked off the screen for that event to bring in: its views
/// take a `moved-later` assumption, which only an offscreen finding rests on.
enum SwiftLayoutStates {
    private static let toggles: Set<String> = ["isActive", "constant", "activate", "deactivate", "remakeConstraints", "updateConstraints"]

    /// Methods UIKit calls as a screen appears or lays out.
    static let appearanceMethods: Set<String> = [
        "viewWillAppear", "viewDidAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "layoutSubviews",
        "didMoveToWindow", "didMoveToSuperview", "updateConstraints", "updateViewConstraints",
    ]

    /// Methods UIKit calls when the screen's size, traits or insets change: on rotation, a new
    /// text size or size class, which the sweep's variants are.
    static let sizeChangeMethods: Set<String> = [
        "viewWillTransition", "willTransition", "traitCollectionDidChange", "viewSafeAreaInsetsDidChange",
        "safeAreaInsetsDidChange", "viewLayoutMarginsDidChange", "layoutMarginsDidChange",
    ]

    static func report(className: String, evaluator: SwiftEvaluator, index: SwiftModuleIndex) {
        let stored = Set(evaluator.state.constraints.compactMap(\.property))
        var seen: Set<String> = []
        let chain = [className] + index.superclassChain(of: className)
        // The names the appearance and size-change methods use: a method they call runs then too.
        var calledOnAppearance: Set<String> = []
        var calledOnSizeChange: Set<String> = []
        for type in chain {
            for method in index.types[type]?.methodOrder ?? [] {
                let name = method.node.name.text
                guard appearanceMethods.contains(name) || sizeChangeMethods.contains(name), let body = method.node.body else { continue }
                for token in body.tokens(viewMode: .sourceAccurate) {
                    guard case .identifier(let text) = token.tokenKind else { continue }
                    if appearanceMethods.contains(name) { calledOnAppearance.insert(text) } else { calledOnSizeChange.insert(text) }
                }
            }
        }
        for type in chain where index.types[type]?.isClass == true {
            for method in index.types[type]?.methodOrder ?? [] {
                let name = method.node.name.text
                guard !evaluator.executedMethods.contains(name), !seen.contains(name), let body = method.node.body else { continue }
                seen.insert(name)
                var touched: [String] = []
                var toggles = false
                for token in body.tokens(viewMode: .sourceAccurate) {
                    guard case .identifier(let text) = token.tokenKind else { continue }
                    if SwiftLayoutStates.toggles.contains(text) { toggles = true }
                    if stored.contains(text), !touched.contains(text) { touched.append(text) }
                }
                guard toggles else { continue }
                let what = touched.isEmpty ? "changes constraints" : "changes " + touched.joined(separator: ", ")
                let file = index.files[method.file].path
                let site = Diagnostics.SourceLocation(file: file, line: index.line(of: method.node, file: method.file))
                evaluator.state.note("layout state '\(name)': \(what); the sweep lays out the initial state", at: site)
                let when: String
                var about = Assumption.Aspect.placement
                if appearanceMethods.contains(name) || calledOnAppearance.contains(name) {
                    when = "as the screen appears, after the set-up the sweep lays out"
                } else if sizeChangeMethods.contains(name) || calledOnSizeChange.contains(name) {
                    when = "when the screen's size or traits change (rotation, text size, size class), which the sweep's variants do; the sweep lays out the set-up's state"
                } else {
                    // Entered on an event: the set-up's state is on screen until then, except a
                    // view parked off the screen for the code to bring in.
                    when = "later, on an event; the sweep lays out where it starts, which may be off the screen on purpose until then"
                    about = .movedLater
                }
                for position in evaluator.state.constraints.indices {
                    guard let property = evaluator.state.constraints[position].property, touched.contains(property) else { continue }
                    let constraint = evaluator.state.constraints[position].spec.id
                    for view in Set(evaluator.viewsOf(constraint: position)).sorted() where view != LayoutItem.rootID {
                        let assumption = Assumption(view: view, about: about,
                                                    what: "\(className).\(property): '\(name)' changes this constraint \(when), which was not evaluated",
                                                    location: site, constraint: constraint)
                        if !evaluator.state.assumptions.contains(assumption) { evaluator.state.assumptions.append(assumption) }
                    }
                }
            }
        }
    }
}
