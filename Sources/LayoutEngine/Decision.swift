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

extension Decision {
    private enum CodingKeys: String, CodingKey {
        case rule, subject, effect, message, location
    }

    private enum SubjectKeys: String, CodingKey {
        case view, constraint, screen
    }

    /// `{"rule", "subject": {"view": id} | {"constraint": id} | {"screen": true}, "effect", "message", "location"}`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        var subjectContainer = container.nestedContainer(keyedBy: SubjectKeys.self, forKey: .subject)
        switch subject {
        case .view(let id): try subjectContainer.encode(id, forKey: .view)
        case .constraint(let id): try subjectContainer.encode(id, forKey: .constraint)
        case .screen: try subjectContainer.encode(true, forKey: .screen)
        }
        try container.encode(effect, forKey: .effect)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(location, forKey: .location)
    }

    /// Reads the form `encode(to:)` writes.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rule = try container.decode(String.self, forKey: .rule)
        let subjectContainer = try container.nestedContainer(keyedBy: SubjectKeys.self, forKey: .subject)
        if let id = try subjectContainer.decodeIfPresent(String.self, forKey: .view) {
            subject = .view(id)
        } else if let id = try subjectContainer.decodeIfPresent(String.self, forKey: .constraint) {
            subject = .constraint(id)
        } else {
            subject = .screen
        }
        effect = try container.decode(DecisionEffect.self, forKey: .effect)
        message = try container.decode(String.self, forKey: .message)
        location = try container.decodeIfPresent(SourceLocation.self, forKey: .location)
    }
}
