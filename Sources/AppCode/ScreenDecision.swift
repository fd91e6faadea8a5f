import LayoutEngine

/// A decision a rule makes for one screen of the sweep: what is recorded, and the change it makes.
public struct ScreenDecision: Sendable {
    /// The screen's position among the context's screens.
    public var screen: Int
    /// What is recorded on the screen and shown in reports.
    public var decision: Decision
    /// What it changes in the screen.
    public var change: ScreenChange?
}
