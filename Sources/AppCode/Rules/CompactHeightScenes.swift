import Diagnostics
import LayoutEngine
import SwiftLayoutReader
import SwiftSyntax

/// Storyboard scenes the app's Swift code instantiates only when the vertical size class turns
/// compact: every `instantiateViewController(withIdentifier:)` naming the scene sits in a
/// `case .compact:` of a switch on `verticalSizeClass`, or in the body of an `if` testing
/// `verticalSizeClass == .compact` (as `willTransition(to:with:)` or `traitCollectionDidChange`
/// do), or in a method called only from there. On iPhone the height is compact in landscape
/// only (a chart or a player shown when the phone is turned), so the scene is swept in landscape.
struct CompactHeightScenes: AppCodeRule {
    let id = "compact-height-scenes"
    let summary = "A storyboard scene the app's code instantiates only when the vertical size class turns compact (a case .compact of a switch on verticalSizeClass, or an if testing it, or a method called only there) shows on iPhone in landscape only: it is swept in landscape."
    let examples: [AppCodeRuleExample] = [
        .triggering("""
            override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
                super.willTransition(to: newCollection, with: coordinator)
                switch newCollection.verticalSizeClass {
                case .compact: showChart()
                default: hideChart()
                }
            }

            func showChart() {
                let chart = storyboard?.instantiateViewController(withIdentifier: "LandscapeChart")
                chart.map { present($0, animated: true) }
            }

            func hideChart() { dismiss(animated: true) }
            """, in: CompactHeightScenes.glucose),
        .notTriggering(#"func showChart() { storyboard.map { present($0.instantiateViewController(withIdentifier: "LandscapeChart"), animated: true) } }"#,
                       in: CompactHeightScenes.glucose),
    ]

    /// A chart scene, beside a home screen whose code may open it.
    static let glucose = ExampleApp(.controller("LandscapeChartViewController", [.label("titleLabel", text: "Last 24 hours")], identifier: "LandscapeChart"),
                                    sources: [
                                        .swift("LandscapeChartViewController", "UIViewController", outlets: [.label("titleLabel")], codeIn: nil),
                                        .swift("HomeViewController", "UIViewController", codeIn: .member),
                                    ])

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        for (root, indices) in apps.screensByRoot(screens, where: { $0.appFacts.storyboardScene?.identifier != nil && $0.design != nil }) {
            let sources = apps.swift(under: root)
            for index in indices {
                guard let identifier = screens[index].appFacts.storyboardScene?.identifier else { continue }
                let literal = "\"" + identifier + "\""
                var sites: [(node: Syntax, path: String, tree: SourceFileSyntax, lines: LineTable)] = []
                for path in sources.paths(containing: literal) {
                    guard let (tree, lines) = sources.tree(path) else { continue }
                    for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .stringSegment(identifier) {
                        guard let string = token.parent?.parent?.parent?.as(StringLiteralExprSyntax.self), string.segments.count == 1 else { continue }
                        sites.append((Syntax(string), path, tree, lines))
                    }
                }
                guard let first = sites.first,
                      sites.allSatisfy({ Self.runsOnlyInCompactHeight($0.node, in: $0.tree) }) else { continue }
                let location = SourceLocation(file: first.path, line: first.lines.line(at: first.node.positionAfterSkippingLeadingTrivia.utf8Offset))
                let controller = screens[index].appFacts.controllerClass ?? identifier
                let landscape = CodeOrientations(orientations: [.landscape], className: controller, location: location)
                recorder.decide(index, .screen, .orientationsLimited,
                                "the app's code instantiates '\(identifier)' only when the vertical size class turns compact, which on iPhone is landscape: the screen is swept on iPhone in landscape only",
                                at: location, change: .limitOrientations(landscape))
            }
        }
        return recorder.decisions
    }

    /// Whether `node` runs only in a compact height: inside such a branch itself, or in a method
    /// of its file whose every call (there is at least one) is inside one.
    static func runsOnlyInCompactHeight(_ node: Syntax, in tree: SourceFileSyntax) -> Bool {
        if insideCompactBranch(node) { return true }
        guard let function = node.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }) else { return false }
        let name = function.name.text
        var calls: [Syntax] = []
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            let callee = reference.parent?.as(MemberAccessExprSyntax.self).map(Syntax.init) ?? Syntax(reference)
            guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else { continue }
            calls.append(Syntax(call))
        }
        return !calls.isEmpty && calls.allSatisfy(insideCompactBranch)
    }

    /// Whether `node` sits in a `case .compact:` of a switch on a vertical size class, or in the
    /// body of an `if` testing `verticalSizeClass == .compact`, within its function.
    static func insideCompactBranch(_ node: Syntax) -> Bool {
        var current = node
        while let parent = current.parent, !parent.is(FunctionDeclSyntax.self) {
            if let item = parent.as(SwitchCaseSyntax.self),
               let switchExpression = item.ancestorOrSelf(mapping: { $0.as(SwitchExprSyntax.self) }),
               switchExpression.subject.trimmedDescription.hasSuffix("verticalSizeClass") {
                guard case .case(let label) = item.label else { return false }
                return label.caseItems.allSatisfy { $0.pattern.trimmedDescription == ".compact" }
            }
            if let conditional = parent.as(IfExprSyntax.self), current.id == conditional.body.id {
                let condition = conditional.conditions.trimmedDescription.replacingOccurrences(of: " ", with: "")
                if condition.contains("verticalSizeClass==.compact") || condition.contains(".compact==") && condition.contains("verticalSizeClass") {
                    return true
                }
            }
            current = parent
        }
        return false
    }
}
