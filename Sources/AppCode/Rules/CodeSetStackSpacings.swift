import Diagnostics
import Diagnostics
import LayoutEngine
import SwiftLayoutReader

/// Interface Builder stack views whose spacing the app's own class sets in Swift code
/// (`stackView.spacing = Constants.stackViewSpacing`): laid out with that spacing
/// (`OutletStackSpacings`).
struct CodeSetStackSpacings: AppCodeRule {
    let id = "code-set-stack-spacings"
    let summary = "A stack view whose spacing its class's code always sets to one number is laid out with that spacing."
    let examples: [AppCodeRuleExample] = [
        .triggering("stackView.spacing = Constants.stackViewSpacing", in: CodeSetStackSpacings.form),
        .notTriggering("stackView.spacing = isCompact ? 4 : 8", in: CodeSetStackSpacings.form),
    ]

    /// A screen whose controller may space its stack (8 pt in the file) when it loads.
    static let form = ExampleApp.swift(.controller("FormViewController", [.stackView("stackView")]), codeIn: .viewDidLoad,
                                       members: ["var isCompact = false"], after: "enum Constants {\n    static let stackViewSpacing: CGFloat = 16\n}")

    func apply(to context: AppContext) -> [ScreenDecision] {
        OutletValues.decisions(of: id, in: context, read: { OutletStackSpacings.spacings(in: $0.paths, sources: $0) }) { recorder, index, outlet, spacing in
            guard let view = recorder.screens[index].views.first(where: { $0.id == outlet.viewID }), let stack = view.stack,
                  spacing.isFinite, spacing >= 0, stack.spacing != spacing else { return }
            recorder.decide(index, .view(outlet.viewID), .stackSpacingSet,
                            "\(outlet.className).\(outlet.property) (\(outlet.viewID)) is spaced \(Format.number(spacing)) pt, as its class's code sets, not the file's \(Format.number(stack.spacing))",
                            at: view.location, change: .setStackSpacing(view: outlet.viewID, spacing: spacing))
        }
    }
}
