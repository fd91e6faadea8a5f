import SwiftLayoutReader
import SwiftSyntax
import TextModel

/// Fonts an app names through a property of its own design system (Element's
/// `label.font = theme.fonts.calloutSB`): a computed property whose getter names one text style
/// (`self.font(forTextStyle: .callout)`), directly or through another such property of the same
/// type (`calloutSB { self.callout.uiFont.vc_semiBold … .weight(.semibold) }`), with the weight it
/// names (`.weight(.semibold)`, `weight: .bold`). Every getter of that name in the app must
/// name the same style; stored properties (set from those getters) and protocol requirements say
/// nothing either way.
final class FontProperties {
    private let sources: SwiftSources
    private let paths: Set<String>
    private var known: [String: FontSpec?] = [:]

    /// Reads the getters of `paths`' files from `sources` when a name is first asked for.
    init(sources: SwiftSources, paths: Set<String>) {
        self.sources = sources
        self.paths = paths
    }

    /// The font every getter of a property called `name` names; nil when none does, or they disagree.
    func font(named name: String) -> FontSpec? {
        resolve(name, depth: 0)
    }

    private func resolve(_ name: String, depth: Int) -> FontSpec? {
        if let cached = known[name] { return cached }
        guard depth < 4 else { return nil }
        known[name] = .some(nil)  // a getter naming itself resolves to nothing
        var found: Set<FontSpec> = []
        var unnamed = false
        for path in Set(sources.paths(containing: "var \(name)")).intersection(paths).sorted() {
            guard let (tree, _) = sources.tree(path) else { continue }
            let finder = GetterFinder(name: name)
            finder.walk(tree)
            for getter in finder.getters {
                if let spec = font(of: getter, depth: depth) { found.insert(spec) } else { unnamed = true }
            }
        }
        let result = found.count == 1 && !unnamed ? found.first : nil
        known[name] = .some(result)
        return result
    }

    /// The font one getter names: its text style argument, or another property it reads from
    /// `self`, and its weight argument.
    private func font(of getter: Syntax, depth: Int) -> FontSpec? {
        let reader = StyleReader(viewMode: .sourceAccurate)
        reader.walk(getter)
        var styles = Set(reader.styles)
        if styles.isEmpty {
            for other in Set(reader.selfMembers) {
                if let spec = resolve(other, depth: depth + 1), case .textStyle(let style) = spec.source { styles.insert(style) }
            }
        }
        guard styles.count == 1, let style = styles.first, Set(reader.weights).count <= 1 else { return nil }
        return .style(style, weight: reader.weights.first)
    }
}

/// The accessor bodies of the computed properties called `name` in one file.
private final class GetterFinder: SyntaxVisitor {
    let name: String
    var getters: [Syntax] = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let accessors = node.accessorBlock else { return .visitChildren }
        // A protocol's requirement (`var calloutSB: FontType { get }`) has no body to read.
        if case .accessors(let list) = accessors.accessors, list.allSatisfy({ $0.body == nil }) { return .skipChildren }
        getters.append(Syntax(accessors))
        return .skipChildren
    }
}

/// The text styles (`forTextStyle: .callout`, `textStyle: .body`), weights (`.weight(.semibold)`,
/// `weight: .bold`) and `self.` members one getter names.
private final class StyleReader: SyntaxVisitor {
    var styles: [TextStyle] = []
    var weights: [FontWeight] = []
    var selfMembers: [String] = []

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        let value = node.expression.as(MemberAccessExprSyntax.self).map(\.declName.baseName.text)
        switch node.label?.text {
        case "forTextStyle", "textStyle": if let style = value.flatMap(TextStyle.init(parsing:)) { styles.append(style) }
        case "weight": if let weight = value.flatMap(FontWeight.init(rawValue:)) { weights.append(weight) }
        default: break
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "weight", node.arguments.count == 1,
           let value = node.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
           let weight = FontWeight(rawValue: value) {
            weights.append(weight)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { selfMembers.append(node.declName.baseName.text) }
        return .visitChildren
    }
}
