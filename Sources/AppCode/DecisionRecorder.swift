import Diagnostics
import LayoutEngine

/// How a rule builds its decisions: each is made at once on the recorder's own copy of the
/// screens, so the rest of the rule sees it, and kept for the context to make and record.
struct DecisionRecorder {
    /// The rule's id.
    let rule: String
    /// The screens with the rule's decisions so far made.
    private(set) var screens: [Screen]
    /// The decisions so far.
    private(set) var decisions: [ScreenDecision] = []

    /// A recorder for `rule` over the context's screens.
    init(_ rule: String, _ context: AppContext) {
        self.rule = rule
        self.screens = context.screens
    }

    /// Records a decision about screen `index` and makes its change.
    mutating func decide(_ index: Int, _ subject: DecisionSubject, _ effect: DecisionEffect, _ message: String,
                         at location: SourceLocation?, change: ScreenChange?) {
        change?.apply(to: &screens[index])
        let decision = Decision(rule: rule, subject: subject, effect: effect, message: message, location: location)
        decisions.append(ScreenDecision(screen: index, decision: decision, change: change))
    }
}
