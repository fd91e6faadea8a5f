import Diagnostics
import Foundation
import LayoutEngine

/// Storyboard scenes the app has no way to show: no segue or relationship leads to one, it is
/// not its storyboard's initial scene, and the identifier code would instantiate it by
/// (`instantiateViewController(withIdentifier:)`) appears nowhere in the app's code nor in a
/// storyboard reference, and neither does its controller's class (code that builds the
/// identifier from the class's name names the class). A scene without an identifier in a
/// storyboard that has an initial scene is reached only by segues. Such a scene is left behind
/// by a redesign (DashWallet's `WithdrawalConfirmationController`, a class the app no longer
/// declares): its screens are not swept.
struct UnreachedScenes: AppCodeRule {
    let id = "unreached-scenes"
    let summary = "A storyboard scene no segue leads to, that is not its storyboard's first, and whose identifier and class no code or storyboard reference names, is never shown: its screens are not swept."
    let examples: [AppCodeRuleExample] = [
        .triggering("// nothing names the scene's identifier, WithdrawalConfirmation", in: UnreachedScenes.withdrawal),
        .notTriggering(#"let next = storyboard?.instantiateViewController(withIdentifier: "WithdrawalConfirmation")"#, in: UnreachedScenes.withdrawal),
        .triggering("#if !RELEASE\n" + #"let next = storyboard?.instantiateViewController(withIdentifier: "WithdrawalConfirmation")"# + "\n#endif",
                    in: UnreachedScenes.withdrawal),
    ]

    /// A scene with an identifier, beside code that may instantiate it, in an app whose list
    /// controller's code holds the example.
    static let withdrawal = ExampleApp(.controller("WithdrawalConfirmationController", [.label("titleLabel", text: "Withdrawal sent")],
                                                   identifier: "WithdrawalConfirmation"), sources: [
        .swift("WithdrawalConfirmationController", "UIViewController", outlets: [.label("titleLabel")], codeIn: nil),
        .swift("PortalViewController", "UIViewController", codeIn: .method("func withdraw()")),
    ])

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        for (root, indices) in apps.screensByRoot(screens, where: { $0.appFacts.storyboardScene?.entered == false }) {
            guard let files = apps.files(under: root, withExtensions: AppSources.extensions),
                  let uses = apps.uses(under: root) else { continue }
            let storyboards = files.filter { $0.lowercased().hasSuffix(".storyboard") }
            // A file's `initialViewController`, read once per storyboard.
            var hasInitial: [String: Bool] = [:]
            for index in indices {
                guard let scene = screens[index].appFacts.storyboardScene, let file = screens[index].file else { continue }
                if hasInitial[file] == nil {
                    hasInitial[file] = apps.data(file).map { $0.range(of: Data("initialViewController=\"".utf8)) != nil } ?? true
                }
                let named: String
                if let identifier = scene.identifier {
                    let reference = Data("referencedIdentifier=\"\(identifier)\"".utf8)
                    guard !uses.namesItself(identifier, outside: file),
                          !storyboards.contains(where: { apps.data($0)?.range(of: reference) != nil }) else { continue }
                    named = "its identifier '\(identifier)'"
                } else {
                    // Without an initial scene the storyboard's way in is unknown.
                    guard hasInitial[file] == true else { continue }
                    named = "it has no identifier"
                }
                if let controller = screens[index].appFacts.controllerClass, uses.namesItself(controller, outside: file) { continue }
                let message = "no segue leads to this scene, it is not the storyboard's first, and \(named)\(scene.identifier == nil ? "" : " appears in no code or storyboard reference"): the app never shows it, so its screens are not swept"
                recorder.decide(index, .screen, .notLoaded, message, at: SourceLocation(file: file), change: .markNotLoaded)
            }
        }
        return recorder.decisions
    }
}
