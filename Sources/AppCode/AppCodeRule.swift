import LayoutEngine

/// One rule about what an app's own code does to its screens at run time (a view it hides, a
/// text it sets, a frame it places). A rule reads the app through the context and returns its
/// decisions; it changes nothing itself, so every change is recorded and shown.
public protocol AppCodeRule: Sendable {
    /// The stable id reports and `explain` name it by (`load-time-hiding`).
    var id: String { get }
    /// One line: what the rule recognises and what the sweep then does.
    var summary: String { get }
    /// Code it recognises, and code it deliberately leaves alone, each in an app it runs on:
    /// at least one of each kind.
    var examples: [AppCodeRuleExample] { get }
    /// The rule's decisions for the context's screens, as they stand after the rules before it.
    func apply(to context: AppContext) -> [ScreenDecision]
}
