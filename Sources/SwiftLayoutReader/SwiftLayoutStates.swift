import Diagnostics
import LayoutEngine
import SwiftSyntax

/// Finds the layout states a class switches to after its set-up: methods outside the
/// initial set-up that flip `isActive`, write `.constant` or `.priority`, activate or
/// deactivate constraints, or remake SnapKit constraints. Each becomes a note naming the
/// method and the stored constraints it touches; the sweep lays out the initial state.
enum SwiftLayoutStates {
    private static let toggles: Set<String> = ["isActive", "constant", "activate", "deactivate", "remakeConstraints", "updateConstraints"]

    static func report(className: String, evaluator: SwiftEvaluator, index: SwiftModuleIndex) {
        let stored = Set(evaluator.state.constraints.compactMap(\.property))
        var seen: Set<String> = []
        for type in [className] + index.superclassChain(of: className) where index.types[type]?.isClass == true {
            for method in index.types[type]?.methodOrder ?? [] {
                let name = method.node.name.text
                guard !evaluator.executedMethods.contains(name), !seen.contains(name), let body = method.node.body else { continue }
                seen.insert(name)
                var touched: [String] = []
                var toggles = false
                for token in body.tokens(viewMode: .sourceAccurate) {
                    guard case .identifier(let text) = token.tokenKind else { continue }
                    if SwiftLayoutStates.toggles.contains(text) { toggles = true }
                    if stored.contains(text), !touched.contains(text) { touched.append(text) }
                }
                guard toggles else { continue }
                let what = touched.isEmpty ? "changes constraints" : "changes " + touched.joined(separator: ", ")
                let file = index.files[method.file].path
                evaluator.state.note("layout state '\(name)': \(what); the sweep lays out the initial state",
                                     at: Diagnostics.SourceLocation(file: file, line: index.line(of: method.node, file: method.file)))
            }
        }
    }
}
