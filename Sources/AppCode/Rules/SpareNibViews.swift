import Diagnostics
import Foundation
import LayoutEngine

/// Spare top-level views of a view controller's xib: File's Owner's `view` outlet names one
/// top-level view, and another, a plain view (no custom class), is reached by no outlet, neither
/// it nor any view inside it. Loading the nib makes such a view and lets it go, since nothing
/// holds it, so the app never shows it (a design left beside the real one), unless code loads the
/// nib by its name itself and picks views out of its top-level objects: its screens are not swept.
struct SpareNibViews: AppCodeRule {
    let id = "spare-nib-views"
    let summary = "A plain top-level view of a view controller's xib that no outlet reaches (neither it nor a view inside it), beside the view File's Owner holds, is never shown: unless code loads the nib by name, it is not swept."
    let examples: [AppCodeRuleExample] = [
        .triggering("// the controller's init(nibName: nil, bundle: nil) loads SplashViewController.xib", in: SpareNibViews.splash),
        .notTriggering(#"let views = Bundle.main.loadNibNamed("SplashViewController", owner: nil)"#, in: SpareNibViews.splash),
    ]

    /// A splash controller's xib holding its own view and a spare sign-up panel beside it.
    static let splash = ExampleApp(.xibController("SplashViewController", [.label("titleLabel", text: "Welcome")],
                                                  spare: [.button(title: "Sign up")]), sources: [
        .swift("SplashViewController", "UIViewController", outlets: [.label("titleLabel")], codeIn: .method("func openSplash()")),
    ])

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        var byFile: [String: [Int]] = [:]
        for index in screens.indices {
            guard let file = screens[index].file, file.lowercased().hasSuffix(".xib") else { continue }
            byFile[file, default: []].append(index)
        }
        for (file, indices) in byFile.sorted(by: { $0.key < $1.key }) where indices.count > 1 {
            // The screen whose root File's Owner holds as its `view`, of the owner's class.
            guard let held = indices.first(where: { screens[$0].appFacts.controllerClass != nil }),
                  let owner = screens[held].appFacts.controllerClass, let root = apps.root(of: file) else { continue }
            let nibName = "\"" + UnloadedNibs.baseName(of: file) + "\""
            let loadedByName = apps.code(under: root).contains { $0.data.range(of: Data(nibName.utf8)) != nil }
            guard !loadedByName else { continue }
            for index in indices where index != held {
                let screen = screens[index]
                let top = screen.componentView ?? LayoutItem.rootID
                guard screen.appFacts.controllerClass == nil, screen.appFacts.outlets.isEmpty, screen.appFacts.outletCollections.isEmpty,
                      screen.appFacts.viewClasses[top] == nil else { continue }
                let message = "a top-level view beside the one \(owner) holds as its view, that no outlet reaches: loading the nib lets it go, so the app never shows it and its screen is not swept"
                recorder.decide(index, .screen, .notLoaded, message, at: SourceLocation(file: file, line: screen.view(top)?.location?.line),
                                change: .markNotLoaded)
            }
        }
        return recorder.decisions
    }
}
