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
        .notTriggering("phoneField.text = example", in: UnevaluatedTexts.phone),
    ]

    /// A screen whose controller may set its phone field's placeholder when it loads.
    static let phone = ExampleApp.swift(.controller("LinkPhoneViewController", [.textField("phoneField", placeholder: "Enter your mobile number")]),
                                        codeIn: .viewDidLoad, members: ["let example = PhoneNumbers.example()"])

    /// A screen whose controller may set its title label's text when it loads.
    static let welcome = ExampleApp.swift(.controller("WelcomeViewController", [.label("titleLabel", text: "Welcome")]),
                                          codeIn: .viewDidLoad, members: ["let viewModel = WelcomeViewModel()"])

    func apply(to context: AppContext) -> [ScreenDecision] {
        var recorder = DecisionRecorder(id, context)
        var placeholderNamesByRoot: [String: Set<String>] = [:]
        for (index, screen) in context.screens.enumerated() where screen.design != nil {
            let decided = Set(screen.appFacts.decisions.filter { $0.effect == .textSet || $0.effect == .textStandIn }.compactMap(\.subject.viewID))
            var seen: Set<String> = []
            for outlet in screen.appFacts.outlets + screen.appFacts.outletCollections where seen.insert(outlet.viewID).inserted && !decided.contains(outlet.viewID) {
                guard let view = screen.view(outlet.viewID), view.kind.showsText, !view.textStandsIn else { continue }
                // An empty text field shows its placeholder whenever it is empty, whatever text code
                // gives it later: only code that sets the placeholder itself makes it unknown.
                var shown = view.text
                if view.kind == .textField, (view.text?.fallback ?? "").isEmpty {
                    guard let file = screen.file, let root = context.apps.root(of: file) else { continue }
                    if placeholderNamesByRoot[root] == nil {
                        placeholderNamesByRoot[root] = Set(context.apps.code(under: root).flatMap { context.apps.textSetUses(in: $0).placeholderNames })
                    }
                    let name = outlet.property.hasPrefix("_") ? String(outlet.property.dropFirst()) : outlet.property
                    guard placeholderNamesByRoot[root]?.contains(name) == true else { continue }
                    shown = view.placeholder
                }
                guard let text = shown, text.fixedAtRunTime != true, !(text.fallback ?? "").isEmpty else { continue }
                let what = "\(outlet.className).\(outlet.property): the app's code may set its text at run time to something not evaluated; the file's text is laid out"
                recorder.decide(index, .view(outlet.viewID), .notEvaluated, what, at: view.location,
                                change: .assume(Assumption(view: outlet.viewID, about: .text, what: what, location: view.location)))
            }
        }
        return recorder.decisions
    }
}
