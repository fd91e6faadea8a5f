import Diagnostics
import LayoutEngine

/// Texts the app's code may set at run time to something the reader does not know: a view an
/// outlet reaches whose text (or, for an empty text field, placeholder) some code may set
/// (`UnsetTexts` found a setter for its name) and
/// that no rule resolved to a known string (`CodeSetTexts`). The sweep lays out the file's text
/// (translated where the file is), which may not be what the app shows: findings about the view
/// rest on that.
struct UnevaluatedTexts: AppCodeRule {
    let id = "unevaluated-texts"
    let summary = "A text (or an empty text field's placeholder) an outlet reaches that the app's code may set to something not evaluated (a model value, a formatted string) is laid out as the file has it, and findings about it are not confirmed."
    let examples: [AppCodeRuleExample] = [
        .triggering("titleLabel.text = viewModel.title", in: UnevaluatedTexts.welcome),
        .notTriggering(#"titleLabel.text = NSLocalizedString("Welcome", comment: "")"#, in: UnevaluatedTexts.welcome),
        .triggering(#"phoneField.attributedPlaceholder = NSAttributedString(string: "\(example) (optional)")"#, in: UnevaluatedTexts.phone),
    ]

    /// A screen whose controller may set its phone field's placeholder when it loads.
    static let phone = ExampleApp.swift(.controller("LinkPhoneViewController", [.textField("phoneField", placeholder: "Enter your mobile number")]),
                                        codeIn: .viewDidLoad, members: ["let example = PhoneNumbers.example()"])

    /// A screen whose controller may set its title label's text when it loads.
    static let welcome = ExampleApp.swift(.controller("WelcomeViewController", [.label("titleLabel", text: "Welcome")]),
                                          codeIn: .viewDidLoad, members: ["let viewModel = WelcomeViewModel()"])

    func apply(to context: AppContext) -> [ScreenDecision] {
        var recorder = DecisionRecorder(id, context)
        for (index, screen) in context.screens.enumerated() where screen.design != nil {
            let decided = Set(screen.appFacts.decisions.filter { $0.effect == .textSet || $0.effect == .textStandIn }.compactMap(\.subject.viewID))
            var seen: Set<String> = []
            for outlet in screen.appFacts.outlets + screen.appFacts.outletCollections where seen.insert(outlet.viewID).inserted && !decided.contains(outlet.viewID) {
                guard let view = screen.view(outlet.viewID), view.kind.showsText, !view.textStandsIn else { continue }
                // A text field with no text shows its placeholder, which code may set the same way.
                let shown = view.kind == .textField && (view.text?.fallback ?? "").isEmpty ? view.placeholder : view.text
                guard let text = shown, text.fixedAtRunTime != true, !(text.fallback ?? "").isEmpty else { continue }
                let what = "\(outlet.className).\(outlet.property): the app's code may set its text at run time to something not evaluated; the file's text is laid out"
                recorder.decide(index, .view(outlet.viewID), .notEvaluated, what, at: view.location,
                                change: .assume(Assumption(view: outlet.viewID, about: .text, what: what, location: view.location)))
            }
        }
        return recorder.decisions
    }
}
