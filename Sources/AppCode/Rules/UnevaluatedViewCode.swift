import Diagnostics
import Foundation
import LayoutEngine

/// Views whose visibility, position, size or content the app's code changes at run time in a
/// way no rule evaluated: an outlet whose name code assigns `isHidden`, `alpha`, `frame`,
/// `font`, `numberOfLines` … (or removes from its superview), or a constraint outlet code
/// activates or deactivates. What the file says of such a view may not be what the app shows:
/// findings about it rest on that, and name the line to look at.
struct UnevaluatedViewCode: AppCodeRule {
    let id = "unevaluated-view-code"
    let summary = "A view whose visibility, frame, font or line count the app's code changes in a way no rule evaluated (or a constraint on it that code activates or deactivates) keeps the file's layout, and findings about it are not confirmed; a frame code sets on a view constraints place is put back by Auto Layout's next pass."
    let examples: [AppCodeRuleExample] = [
        .triggering("errorLabel.isHidden = !viewModel.hasError", in: UnevaluatedViewCode.checkout),
        .triggering("heightConstraint.isActive = expanded", in: UnevaluatedViewCode.checkout),
        .triggering("errorLabel.sizeToFit()", in: UnevaluatedViewCode.checkout),
        .notTriggering("errorLabel.layer.cornerRadius = 4", in: UnevaluatedViewCode.checkout),
    ]

    /// A screen whose controller may change its error label and a view's height constraint when it updates.
    static let checkout = ExampleApp.swift(.controller("CheckoutViewController", [.label("errorLabel", text: "Payment failed"), .constraint("heightConstraint")]),
                                           codeIn: .method("func update()"), members: ["let viewModel = CheckoutViewModel()", "var expanded = false"])

    /// Members whose assignment changes what the layout shows, with the decision that evaluates it.
    static let members: [String: DecisionEffect?] = [
        "isHidden": .hidden, "hidden": .hidden, "alpha": .hidden,
        "frame": .placedByCode, "center": .placedByCode, "bounds": .placedByCode, "transform": nil,
        "font": .fontSet, "numberOfLines": .linesSet, "isActive": nil, "active": nil,
    ]
    /// Members that change only how a view lays out its own text (its content size).
    static let textStyleMembers: Set<String> = ["font", "numberOfLines"]
    /// Members that change only whether a view shows: whenever it does, what is found about it
    /// alone holds (an overlap with it, and views around it in a stack, rest on them).
    static let visibilityMembers: Set<String> = ["isHidden", "hidden", "alpha"]
    /// Members and methods that set a view's frame, which a view placed by constraints gets back
    /// from them at the next layout pass.
    static let frameMembers: Set<String> = ["frame", "center", "bounds", "sizeToFit"]
    /// Methods whose call changes the hierarchy, or a frame to fit what the view shows.
    static let calls: Set<String> = ["removeFromSuperview", "sizeToFit"]

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        let hasOutlets: (Screen) -> Bool = { $0.design != nil && (!$0.appFacts.outlets.isEmpty || !$0.appFacts.constraintOutlets.isEmpty) }
        for (root, indices) in apps.screensByRoot(screens, where: hasOutlets) {
            let receivers = PropertyReceivers(index: apps.index(under: root))
            var usesByName: [String: [(member: String, location: SourceLocation)]] = [:]
            for file in apps.code(under: root) {
                let uses = MemberUses(file.data, isSwift: file.isSwift, assigned: Set(Self.members.keys), called: Self.calls)
                for use in uses.uses {
                    usesByName[use.name, default: []].append((use.member, SourceLocation(file: file.path, line: use.line)))
                }
            }
            guard !usesByName.isEmpty else { continue }
            for index in indices {
                let screen = screens[index]
                var evaluated: [String: Set<DecisionEffect>] = [:]
                for decision in screen.appFacts.decisions {
                    if let view = decision.subject.viewID { evaluated[view, default: []].insert(decision.effect) }
                }
                let autoresized = screen.autoresizedViews
                var seen: Set<String> = []
                for outlet in screen.appFacts.outlets + screen.appFacts.outletCollections where seen.insert("\(outlet.viewID) \(outlet.property)").inserted {
                    guard screen.view(outlet.viewID) != nil, let named = usesByName[outlet.property] else { continue }
                    let uses = named.filter { receivers.mayReach(outlet.className, property: outlet.property, usedIn: $0.location.file) }
                    let effects = evaluated[outlet.viewID] ?? []
                    // The first use per member no decision accounts for.
                    var members: Set<String> = []
                    for use in uses where members.insert(use.member).inserted {
                        if let effect = Self.members[use.member] ?? nil, effects.contains(effect) { continue }
                        if use.member == "alpha", effects.contains(.shownOneAtATime) { continue }
                        if (use.member == "isHidden" || use.member == "hidden"), effects.contains(.shownOneAtATime) { continue }
                        if Self.frameMembers.contains(use.member), !autoresized.contains(outlet.viewID) {
                            // Constraints place it (a layout pass that places it is `layout-pass-placement`'s).
                            let what = "\(outlet.className).\(outlet.property): the app's code sets its \(use.member == "sizeToFit" ? "size to fit its content" : use.member), which Auto Layout's next pass replaces with where its constraints put it"
                            recorder.decide(index, .view(outlet.viewID), .undoneByAutoLayout, what, at: use.location, change: nil)
                            continue
                        }
                        let what = switch use.member {
                        case "removeFromSuperview": "\(outlet.className).\(outlet.property): the app's code removes it from its superview at run time, which was not evaluated"
                        case "sizeToFit": "\(outlet.className).\(outlet.property): the app's code sizes it to fit its content at run time, which was not evaluated"
                        default: "\(outlet.className).\(outlet.property): the app's code sets its \(use.member) at run time, which was not evaluated"
                        }
                        let about: Assumption.Aspect = Self.textStyleMembers.contains(use.member) ? .textStyle
                            : Self.visibilityMembers.contains(use.member) ? .visibility : .code
                        recorder.decide(index, .view(outlet.viewID), .notEvaluated, what, at: use.location,
                                        change: .assume(Assumption(view: outlet.viewID, about: about, what: what, location: use.location,
                                                                   keepsConstraints: use.member != "removeFromSuperview")))
                    }
                }
                for outlet in screen.appFacts.constraintOutlets {
                    guard let use = usesByName[outlet.property]?.first(where: {
                              ($0.member == "isActive" || $0.member == "active") && receivers.mayReach(outlet.className, property: outlet.property, usedIn: $0.location.file)
                          }),
                          let constraint = screen.constraints.first(where: { $0.id == outlet.viewID }) else { continue }
                    let views = Set([constraint.first.item.viewID] + (constraint.second.map { [$0.item.viewID] } ?? []))
                        .subtracting([LayoutItem.rootID]).sorted()
                    for view in views where screen.view(view) != nil {
                        let what = "\(outlet.className).\(outlet.property): the app's code activates or deactivates this constraint on it at run time, which was not evaluated"
                        recorder.decide(index, .view(view), .notEvaluated, what, at: use.location,
                                        change: .assume(Assumption(view: view, about: .code, what: what, location: use.location, constraint: constraint.id)))
                    }
                }
            }
        }
        return recorder.decisions
    }
}
