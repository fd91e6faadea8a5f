import Diagnostics
import Findings
import LayoutEngine

/// Everything `explain` says about one view in one variant.
struct ViewExplanation: Encodable {
    /// One check's verdict, as JSON writes it.
    struct Verdict: Encodable {
        var kind: String
        /// `reported`, `not-judged` or `judged`.
        var verdict: String
        var reason: String?
        var findings: [String]?
        /// For a reported finding: false when, in this variant, it rests on an assumption.
        var confirmed: Bool?
    }

    /// A constraint that names the view.
    struct ConstraintLine: Encodable {
        var id: String
        var constraint: String
        var location: SourceLocation?
    }

    var screen: String
    var view: String
    var name: String
    var kind: String
    var location: SourceLocation?
    var variant: String
    var frame: Rect?
    var decisions: [Decision]
    var assumptions: [Assumption]
    var constraints: [ConstraintLine]
    var lostTo: [String]
    var checks: [Verdict]

    init(viewID: String, screen: Screen, context: CheckContext, findings: [Finding]) {
        let node = screen.view(viewID)
        self.screen = screen.name
        view = viewID
        name = node?.displayName ?? viewID
        kind = node.map { "\($0.kind)" } ?? "view"
        location = node?.location
        variant = context.variant.description
        frame = context.laidOut(viewID)?.frame
        decisions = ScreenDecisions.indices(touching: viewID, in: screen).map { screen.appFacts.decisions[$0] }
        let lineage = ScreenDecisions.lineage(of: viewID, in: screen)
        assumptions = screen.appFacts.assumptions.filter { lineage.contains($0.view) }
        constraints = screen.constraints
            .filter { $0.first.item.viewID == viewID || $0.second?.item.viewID == viewID }
            .map { ConstraintLine(id: $0.id, constraint: $0.description, location: $0.location) }
        lostTo = (context.losses[viewID] ?? []).map { loss in
            "\(loss.axis) compression resistance lost \(Format.points(loss.lost)) to " + loss.because.map(\.label).joined(separator: "; ")
        }
        checks = CheckVerdict.verdicts(on: viewID, in: context, findings: findings).map { verdict in
            if !verdict.findings.isEmpty {
                return Verdict(kind: verdict.kind.rawValue, verdict: "reported", reason: nil, findings: verdict.findings.map(\.message),
                               confirmed: verdict.findings.contains { $0.assumptions.isEmpty })
            }
            if let reason = verdict.notJudged {
                return Verdict(kind: verdict.kind.rawValue, verdict: "not-judged", reason: reason, findings: nil)
            }
            return Verdict(kind: verdict.kind.rawValue, verdict: "judged", reason: nil, findings: nil)
        }
    }

    /// The view of `screen` whose id is `query`, else the first whose name is.
    static func find(_ query: String, in screen: Screen) -> String? {
        if screen.view(query) != nil { return query }
        return screen.views.first { $0.displayName == query }?.id
    }

    /// `rule  effect  subject  message  (file:line)`.
    static func line(_ decision: Decision) -> String {
        let place = decision.location.map { "  (\($0))" } ?? ""
        return "[\(decision.rule)] \(decision.effect.rawValue), \(decision.subject.description): \(decision.message)\(place)"
    }

    /// The explanation for people.
    var text: String {
        var lines = ["\(screen) — \(kind) \(view)\(name != view ? " “\(name)”" : "")\(location.map { " at \($0)" } ?? "")"]
        if let frame {
            lines.append("laid out in \(variant): x \(Format.number(frame.x)), y \(Format.number(frame.y)), \(Format.number(frame.width)) × \(Format.number(frame.height)) pt")
        } else {
            lines.append("not laid out in \(variant)")
        }
        lines.append("")
        lines.append("decisions about the app's code (\(decisions.count)):")
        if decisions.isEmpty { lines.append("  none: nothing in the app's code was found to touch it") }
        for decision in decisions { lines.append("  " + Self.line(decision)) }
        if !assumptions.isEmpty {
            lines.append("")
            lines.append("assumptions findings about it rest on (\(assumptions.count)):")
            for assumption in assumptions { lines.append("  \(assumption.view): \(assumption.what)\(assumption.location.map { "  (\($0))" } ?? "")") }
        }
        lines.append("")
        lines.append("constraints that name it (\(constraints.count)):")
        for constraint in constraints { lines.append("  \(constraint.constraint)\(constraint.location.map { "  (\($0))" } ?? "")") }
        for loss in lostTo { lines.append("  " + loss) }
        lines.append("")
        lines.append("checks:")
        let width = checks.map(\.kind.count).max() ?? 0
        for check in checks {
            let padded = check.kind.padding(toLength: width, withPad: " ", startingAt: 0)
            switch check.verdict {
            case "reported":
                let tier = check.confirmed == false ? "reported, needs a look: " : "reported: "
                lines.append("  \(padded)  \(tier)" + (check.findings ?? []).joined(separator: "; "))
            case "not-judged": lines.append("  \(padded)  not judged: \(check.reason ?? "")")
            default: lines.append("  \(padded)  judged: nothing found in this variant")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
