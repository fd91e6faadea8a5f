import Diagnostics
import Foundation
import LayoutEngine
import SwiftParser
import SwiftSyntax

/// The localized strings an app's Swift code sets as the text of Interface Builder outlets:
/// `loginButton.setTitle(NSLocalizedString("Log In", comment: ""), for: .normal)`,
/// `titleLabel.text = "title".localized`, or a constant of the same file
/// (`signUpButton.setTitle(Strings.signUp, for: .normal)` with `static let signUp =
/// NSLocalizedString("Sign Up", comment: "")`). For each property name, the one translation key
/// every such assignment in the app sets: the view can then be laid out with that string's
/// translations instead of a lengthened stand-in. A property some assignment sets to anything
/// else (a second key, an interpolation, a model's value), whose attributed text, configuration
/// or title label code touches, or that code hands on (an argument, a list element, an
/// assignment's value), has no entry: its run-time text stays unknown.
public enum OutletTextAssignments {
    /// A key code sets on a property, and the first place it does.
    public struct Assignment: Sendable, Equatable {
        /// The translation key, with its table and default value as the code names them.
        public var source: TextSource
        /// The first assignment, in path order.
        public var location: Diagnostics.SourceLocation
    }

    /// For each of `properties` every text assignment in `paths` agrees on, the key it sets.
    /// Files that cannot be read are skipped.
    public static func keys(of properties: Set<String>, in paths: [String], sources: SwiftSources,
                            options: SwiftReaderOptions = SwiftReaderOptions()) -> [String: Assignment] {
        guard !properties.isEmpty else { return [:] }
        var found: [String: Assignment] = [:]
        var unknown: Set<String> = []
        let shared = sharedConstants(in: sources)
        for path in paths.sorted() {
            guard let data = sources.data(path) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            let tree = Parser.parse(source: text)
            let lines = LineTable(text)
            let constants = ConstantFinder.constants(in: tree).merging(shared) { own, _ in own }
            let finder = AssignmentFinder(properties: properties, helpers: options.localizedHelpers, constants: constants)
            finder.walk(tree)
            unknown.formUnion(finder.unknown)
            for (property, assignments) in finder.assignments {
                for (source, offset) in assignments {
                    if let earlier = found[property] {
                        if earlier.source != source { unknown.insert(property) }
                    } else {
                        found[property] = Assignment(source: source, location: Diagnostics.SourceLocation(file: path, line: lines.line(at: offset)))
                    }
                }
            }
        }
        return found.filter { !unknown.contains($0.key) }
    }

    /// The app's string constants other files name with their type: `UserText.save` for
    /// `static let save = NSLocalizedString(…)` in `enum UserText`, SwiftGen's
    /// `L10n.Settings.title` (`static var title: String { return L10n.tr("Localizable", "settings.title") }`).
    /// Only files that localize strings are read.
    static func sharedConstants(in sources: SwiftSources) -> [String: ExprSyntax] {
        var constants: [String: ExprSyntax] = [:]
        var ambiguous: Set<String> = []
        let markers = ["NSLocalizedString", ".tr(", "String(localized"]
        let paths = Set(markers.flatMap { sources.paths(containing: $0) })
        for path in paths.sorted() {
            guard let data = sources.data(path) else { continue }
            let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
            for (name, value) in ConstantFinder.constants(in: tree) where name.contains(".") {
                if constants[name] != nil { ambiguous.insert(name) }
                constants[name] = value
            }
        }
        return constants.filter { !ambiguous.contains($0.key) }
    }

    /// The last name of `title`, `self.title`, `cell.titleLabel`, `titleLabel?`.
    static func lastName(_ expression: ExprSyntax) -> String? {
        let base = LoadTimeVisibility.stripped(expression)
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = base.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// The key a string expression names: `NSLocalizedString("k", tableName: "t", comment: …)`,
    /// `String(localized: "k")`, `"k".localized` (or another helper of `helpers`), a constant
    /// of `constants`, in parentheses or not; nil for anything else.
    static func key(of expression: ExprSyntax, helpers: Set<String>, constants: [String: ExprSyntax], depth: Int = 0) -> TextSource? {
        guard depth < 4 else { return nil }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return key(of: only.expression, helpers: helpers, constants: constants, depth: depth + 1)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let arguments = Array(call.arguments)
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                if name == "NSLocalizedString", let first = arguments.first, first.label == nil, let text = literal(first.expression) {
                    var source = TextSource.key(text)
                    if let table = arguments.first(where: { $0.label?.text == "tableName" }) {
                        guard let name = literal(table.expression) else { return nil }
                        source.table = name
                    }
                    if let value = arguments.first(where: { $0.label?.text == "value" }) {
                        guard let text = literal(value.expression) else { return nil }
                        source.fallback = text
                    }
                    return source
                }
                if name == "String", arguments.count == 1, arguments[0].label?.text == "localized", let text = literal(arguments[0].expression) {
                    return .key(text)
                }
            }
            // SwiftGen's `L10n.tr("Localizable", "settings.title")`: table, then key.
            let calledName = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            if calledName == "tr", arguments.count >= 2, arguments[0].label == nil, arguments[1].label == nil,
               let table = literal(arguments[0].expression), let text = literal(arguments[1].expression) {
                var source = TextSource.key(text)
                source.table = table
                return source
            }
            // `"k".localized()`
            if arguments.isEmpty, call.trailingClosure == nil, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               helpers.contains(member.declName.baseName.text), let base = member.base, let text = literal(base) {
                return .key(text)
            }
            return nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if helpers.contains(member.declName.baseName.text), let base = member.base, let text = literal(base) { return .key(text) }
            // `Strings.title`, `L10n.Settings.title`: a constant named with its type.
            guard let base = member.base, base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self),
                  let value = constants[base.trimmedDescription + "." + member.declName.baseName.text] else { return nil }
            return key(of: value, helpers: helpers, constants: constants, depth: depth + 1)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let value = constants[reference.baseName.text] {
            return key(of: value, helpers: helpers, constants: constants, depth: depth + 1)
        }
        return nil
    }

    /// The text of a plain string literal (no interpolation); nil for anything else.
    static func literal(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        return segment.content.text
    }
}

/// Constants of one file: `let`s with a value and computed properties returning one
/// expression, as `Type.name` (and `Outer.Type.name`) inside a type and `name` anywhere (a name
/// two declarations share is dropped).
private final class ConstantFinder: SyntaxVisitor {
    var constants: [String: ExprSyntax] = [:]
    var ambiguous: Set<String> = []
    var types: [String] = []

    static func constants(in tree: SourceFileSyntax) -> [String: ExprSyntax] {
        let finder = ConstantFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.constants.filter { !finder.ambiguous.contains($0.key) }
    }

    private func enter(_ name: String) -> SyntaxVisitorContinueKind { types.append(name); return .visitChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.extendedType.trimmedDescription) }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = node.bindingSpecifier.tokenKind == .keyword(.let) ? binding.initializer?.value : Self.getterValue(binding) else { continue }
            var names = [name]
            // `Settings.title` and, nested, `L10n.Settings.title`.
            for start in types.indices { names.append((types[start...] + [name]).joined(separator: ".")) }
            for key in names {
                if constants[key] != nil { ambiguous.insert(key) }
                constants[key] = value
            }
        }
        return .skipChildren
    }

    /// The value a computed property's getter returns when it is one expression or one `return`.
    static func getterValue(_ binding: PatternBindingSyntax) -> ExprSyntax? {
        guard case .getter(let items)? = binding.accessorBlock?.accessors, items.count == 1, let only = items.first else { return nil }
        switch only.item {
        case .expr(let value): return value
        case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }
}

/// The text assignments to some property names in one file, and the names code uses otherwise.
private final class AssignmentFinder: SyntaxVisitor {
    let properties: Set<String>
    let helpers: Set<String>
    let constants: [String: ExprSyntax]
    /// Per property, the keys set (nil: something else) and where.
    var assignments: [String: [(TextSource, Int)]] = [:]
    var unknown: Set<String> = []
    /// Members whose use leaves the text unknown.
    static let otherSetters: Set<String> = [
        "attributedText", "setAttributedTitle", "titleLabel", "placeholder", "attributedPlaceholder", "configuration",
        "rx", "reactive", "setValue", "insertSegment", "setTitleForSegmentAtIndex",
    ]

    init(properties: Set<String>, helpers: Set<String>, constants: [String: ExprSyntax]) {
        self.properties = properties
        self.helpers = helpers
        self.constants = constants
        super.init(viewMode: .sourceAccurate)
    }

    private func record(_ property: String, _ value: ExprSyntax, at node: some SyntaxProtocol) {
        if let source = OutletTextAssignments.key(of: value, helpers: helpers, constants: constants) {
            assignments[property, default: []].append((source, node.positionAfterSkippingLeadingTrivia.utf8Offset))
        } else {
            unknown.insert(property)
        }
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let parts = Array(node.elements)
        guard parts.count == 3, parts[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        // `title.text = …`
        if let member = LoadTimeVisibility.stripped(parts[0]).as(MemberAccessExprSyntax.self), member.declName.baseName.text == "text",
           let base = member.base, let name = OutletTextAssignments.lastName(base), properties.contains(name) {
            record(name, parts[2], at: node)
        }
        // `let label = titleLabel`: handed on.
        if let name = OutletTextAssignments.lastName(parts[2]), properties.contains(name) { unknown.insert(name) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "setTitle",
           let base = member.base, let name = OutletTextAssignments.lastName(base), properties.contains(name),
           let first = node.arguments.first, first.label == nil {
            record(name, first.expression, at: node)
        }
        // An outlet passed to a function may have its text set there under another name.
        for argument in node.arguments {
            if let name = OutletTextAssignments.lastName(argument.expression), properties.contains(name) { unknown.insert(name) }
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if Self.otherSetters.contains(node.declName.baseName.text), let base = node.base,
           let name = OutletTextAssignments.lastName(base), properties.contains(name) {
            unknown.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: ArrayElementSyntax) -> SyntaxVisitorContinueKind {
        if let name = OutletTextAssignments.lastName(node.expression), properties.contains(name) { unknown.insert(name) }
        return .visitChildren
    }
}
