/// A short piece of app code, whether the rule acts on it, and the app it sits in: the example
/// is both the rule's documentation and a check of it (the rule decides something on the
/// app's screen exactly when `triggers` says so).
public struct AppCodeRuleExample: Sendable {
    /// Swift or Objective-C code, a few lines: what the guide shows.
    public var code: String
    /// True when the rule decides something from it.
    public var triggers: Bool
    /// The app around the code: its Interface Builder screen and its source files, one of
    /// which holds `code`.
    public var app: ExampleApp

    /// An example the rule acts on, in `app`.
    public static func triggering(_ code: String, in app: ExampleApp) -> AppCodeRuleExample {
        AppCodeRuleExample(code: code, triggers: true, app: app)
    }

    /// An example the rule leaves alone, in `app`.
    public static func notTriggering(_ code: String, in app: ExampleApp) -> AppCodeRuleExample {
        AppCodeRuleExample(code: code, triggers: false, app: app)
    }
}
