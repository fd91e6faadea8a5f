import Diagnostics

/// One thing the app's own code was found to do to a screen at run time, recorded by the
/// app-code rule that found it: which rule, to what, with what effect, and where the code says so.
/// Every change the rules make to a screen is one of these, so a report can show what a
/// finding rests on and `explain` can say why a view was laid out as it was.
public struct Decision: Hashable, Sendable, Codable {
    /// The id of the rule that decided (`load-time-hiding`).
    public var rule: String
    /// The view, constraint or whole screen the decision is about.
    public var subject: DecisionSubject
    /// What the decision does to the layout.
    public var effect: DecisionEffect
    /// A sentence for people: what the code does and how the sweep follows it.
    public var message: String
    /// The code (or file) that shows it, when known.
    public var location: SourceLocation?

    /// Creates a decision.
    public init(rule: String, subject: DecisionSubject, effect: DecisionEffect, message: String, location: SourceLocation?) {
        self.rule = rule
        self.subject = subject
        self.effect = effect
        self.message = message
        self.location = location
    }

    /// The decision as a note, as logs print it: `file:line: note: message [rule]`.
    public var note: Diagnostic {
        Diagnostic(.note, message, at: location)
    }
}
