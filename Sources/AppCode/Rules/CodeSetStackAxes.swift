import Diagnostics
import LayoutEngine
import SwiftLayoutReader

/// Interface Builder stack views whose axis the app's own class chooses by Dynamic Type size
/// (`headerStackView.axis = traitCollection.preferredContentSizeCategory > .extraExtraExtraLarge
/// ? .vertical : .horizontal`, Apple's pattern for accessibility sizes): each category is laid
/// out with the axis the code gives there (`OutletStackAxes`, `Screen.stackAxisSwitches`).
struct CodeSetStackAxes: AppCodeRule {
    let id = "code-set-stack-axes"
    let summary = "A stack view whose axis its class's code chooses by Dynamic Type size is laid out, at each size, on the axis the code gives there."
    let examples: [AppCodeRuleExample] = [
        .triggering("stack.axis = traitCollection.preferredContentSizeCategory > .extraExtraExtraLarge ? .vertical : .horizontal",
                    in: CodeSetStackAxes.header),
        .notTriggering("stack.axis = .vertical", in: CodeSetStackAxes.header),
    ]

    /// A screen whose controller may set its stack's axis when the text size changes.
    static let header = ExampleApp.swift(.controller("HeaderViewController", [.stackView("stack")]),
                                         codeIn: .method("override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)"))

    func apply(to context: AppContext) -> [ScreenDecision] {
        OutletValues.decisions(of: id, in: context, read: { OutletStackAxes.choices(in: $0.paths, sources: $0) }) { recorder, index, outlet, choice in
            guard let view = recorder.screens[index].views.first(where: { $0.id == outlet.viewID }), view.stack != nil else { return }
            recorder.decide(index, .view(outlet.viewID), .stackAxisBySize,
                            "\(outlet.className).\(outlet.property) (\(outlet.viewID)) is \(choice.above.rawValue) above \(choice.threshold.rawValue) and \(choice.atOrBelow.rawValue) up to it: its class's code chooses its axis by text size",
                            at: view.location,
                            change: .switchStackAxis(StackAxisSwitch(stack: outlet.viewID, threshold: choice.threshold, above: choice.above, atOrBelow: choice.atOrBelow)))
        }
    }
}
