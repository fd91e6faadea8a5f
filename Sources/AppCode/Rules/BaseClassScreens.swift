import Diagnostics
import Foundation
import LayoutEngine

/// Screens built in Swift whose class the app shows only through its subclasses: the app
/// declares subclasses of it, and neither the code the app reaches nor any Interface Builder
/// file names the class itself (no `ActionViewController()`, no `register(BaseCell.self, …)`,
/// no property or parameter of its type, no custom class). Its own set-up is only the part its
/// subclasses build on (DashWallet's `ActionButtonViewController` lays out a button its
/// subclasses put their content above), so it is not swept on its own: each subclass's screen
/// runs the inherited set-up with the subclass's own.
struct BaseClassScreens: AppCodeRule {
    let id = "base-class-screens"
    let summary = "A view or controller built in Swift that the app only shows through its subclasses (it declares subclasses, and no reachable code or Interface Builder file names the class itself) is not swept on its own; its subclasses' screens are."
    let examples: [AppCodeRuleExample] = [
        .triggering("// nothing names ActionViewController but its subclass's declaration", in: BaseClassScreens.payments),
        .notTriggering("present(ActionViewController(), animated: true)", in: BaseClassScreens.payments),
    ]

    /// A payment screen whose controller builds on a base class that lays out an action
    /// button in code; the screen's list controller may present the base class itself.
    static let payments = ExampleApp(.controller("PaymentsViewController", [.label("titleLabel", text: "Payments")]), sources: [
        .swift("PaymentsViewController", "UIViewController", outlets: [.label("titleLabel")], codeIn: .method("func showSend()")),
        ExampleSource("ActionViewController.swift", """
            import UIKit

            class ActionViewController: UIViewController {
                let actionButton = UIButton()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    actionButton.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(actionButton)
                    NSLayoutConstraint.activate([
                        actionButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                        actionButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                        actionButton.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -16),
                        actionButton.heightAnchor.constraint(equalToConstant: 46),
                    ])
                }
            }

            final class SendViewController: ActionViewController {}
            """),
    ], sweptCode: ["ActionViewController.swift"])

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        for (root, indices) in apps.screensByRoot(screens, where: \.isBuiltInSwift) {
            let index = apps.index(under: root)
            let based = indices.filter { !index.descendants(of: screens[$0].name).isEmpty }
            guard !based.isEmpty,
                  let uses = apps.uses(under: root) else { continue }
            let declared = index.declaredTypesAsWritten
            for screenIndex in based {
                let name = screens[screenIndex].name
                guard !uses.namesItself(name) else { continue }
                let subclasses = index.descendants(of: name)
                let named = declared.filter { subclasses.contains($0.lowercased()) }.sorted()
                let listed = named.prefix(3).joined(separator: ", ") + (named.count > 3 ? " and \(named.count - 3) more" : "")
                let message = "\(name) is shown only through its subclasses (\(listed)): no code the app runs and no Interface Builder file names the class itself, so its own screen is not swept"
                recorder.decide(screenIndex, .screen, .notLoaded, message, at: screens[screenIndex].file.map { SourceLocation(file: $0) }, change: .markNotLoaded)
            }
        }
        return recorder.decisions
    }
}
