import SwiftLayoutReader
import Foundation
import SwiftSyntax

/// The app's functions that take a view and leave its text alone: Element's
/// `theme.applyStyle(onButton: saveButton)`, whose every declaration only sets the button's
/// colours. Handing an outlet to one of them does not make the outlet's text unknown.
///
/// An argument is neutral when the app declares at least one function of that name with a
/// parameter of that label whose type is a view (`UIButton`, `UILabel`, `RoundedButton`…), and
/// every such declaration with a body uses the parameter only through members that set no
/// text (`tintColor`, `setTitleColor`, `layer`, `titleLabel?.font`), compares it, unwraps it
/// into another name (`guard let view = view`, followed in turn) or keys a dictionary with it
/// (`heights[view] = …`). One that sets a text on it, hands it on, stores it or returns it
/// makes the argument not neutral, and
/// so does a function that may be a collection's (`append`, `insert`): the call may be the
/// SDK's.
public struct TextNeutralHelpers: Sendable {
    /// A function's argument: the function's name and the argument's label (`_` for none).
    public struct Argument: Hashable, Sendable {
        /// The function's base name (`applyStyle`).
        public var function: String
        /// The argument's label (`onButton`), `_` when it has none.
        public var label: String

        /// Creates an argument.
        public init(function: String, label: String) {
            self.function = function
            self.label = label
        }
    }

    /// The neutral arguments.
    public private(set) var arguments: Set<Argument> = []

    /// Names that may be the SDK's collection methods, never taken as the app's helpers.
    static let collectionMethods: Set<String> = [
        "append", "insert", "add", "push", "remove", "set", "update", "store", "contains", "firstIndex", "index", "replace",
    ]

    /// No helpers.
    public init() {}

    /// The neutral ones of `candidates`, from their functions' declarations in `sources`.
    /// Only files whose bytes declare such a function with that label first
    /// (`func applyStyle(onButton `, `func decorate(_ `) are parsed: a declaration written
    /// otherwise is not found, and its argument is not neutral.
    public init(candidates: Set<Argument>, sources: SwiftSources) {
        let wanted = candidates.filter { !Self.collectionMethods.contains($0.function) && $0.function.first?.isLowercase == true }
        guard !wanted.isEmpty else { return }
        var verdicts: [Argument: Bool] = [:]
        for path in sources.paths {
            guard let data = sources.data(path), !wanted.isDisjoint(with: Self.declaredArguments(in: data)),
                  let (tree, _) = sources.tree(path) else { continue }
            let finder = HelperDeclarationFinder(names: Set(wanted.map(\.function)))
            finder.walk(tree)
            for (argument, neutral) in finder.verdicts { verdicts[argument] = (verdicts[argument] ?? true) && neutral }
        }
        arguments = Set(verdicts.filter { $0.value && wanted.contains($0.key) }.keys)
    }

    /// The first arguments of the functions a file's bytes may declare: each `func name(label `
    /// or `func name(label:` written on one line, read without parsing.
    static func declaredArguments(in data: Data) -> Set<Argument> {
        let marker = Array("func ".utf8)
        var found: Set<Argument> = []
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            func identifier(from start: Int) -> Int {
                var end = start
                while end < bytes.count, ByteSearch.isIdentifierByte(bytes[end]) { end += 1 }
                return end
            }
            var index = 0
            while index + marker.count < bytes.count {
                guard bytes[index] == marker[0], (1..<marker.count).allSatisfy({ bytes[index + $0] == marker[$0] }) else {
                    index += 1
                    continue
                }
                let nameStart = index + marker.count, nameEnd = identifier(from: nameStart)
                index = nameStart
                guard nameEnd > nameStart, nameEnd < bytes.count, bytes[nameEnd] == UInt8(ascii: "(") else { continue }
                let labelEnd = identifier(from: nameEnd + 1)
                guard labelEnd > nameEnd + 1, labelEnd < bytes.count,
                      bytes[labelEnd] == UInt8(ascii: " ") || bytes[labelEnd] == UInt8(ascii: ":") else { continue }
                let text = { (range: Range<Int>) in String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
                found.insert(Argument(function: text(nameStart..<nameEnd), label: text((nameEnd + 1)..<labelEnd)))
            }
        }
        return found
    }

    /// Whether handing a view to `function` as its `label` argument leaves the view's text.
    public func contains(function: String, label: String) -> Bool {
        arguments.contains(Argument(function: function, label: label))
    }

    /// The function and label of the call argument `use` is (`theme.applyStyle(onButton: use)`);
    /// nil when it is not a call's argument, or the call's name is not plain.
    static func argument(_ use: Syntax) -> Argument? {
        guard let labeled = use.parent?.as(LabeledExprSyntax.self), labeled.expression.id == use.id,
              let call = labeled.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        let name: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        return Argument(function: name, label: labeled.label?.text ?? "_")
    }
}

/// The declarations with bodies of some functions in one file: per argument, whether that
/// declaration leaves a view handed to it with its text.
private final class HelperDeclarationFinder: SyntaxVisitor {
    let names: Set<String>
    var verdicts: [TextNeutralHelpers.Argument: Bool] = [:]

    /// Members through which a parameter's text may be set.
    static let textMembers = OutletTextAssignments.otherTextSetters.union(["text", "setTitle", "placeholder", "attributedPlaceholder"])

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard names.contains(node.name.text), let body = node.body else { return .visitChildren }
        for parameter in node.signature.parameterClause.parameters where Self.isView(parameter.type) {
            let label = parameter.firstName.tokenKind == .wildcard ? "_" : parameter.firstName.text
            let local = (parameter.secondName ?? parameter.firstName).text
            let argument = TextNeutralHelpers.Argument(function: node.name.text, label: label)
            let uses = ParameterUses(name: local)
            uses.walk(body)
            verdicts[argument] = (verdicts[argument] ?? true) && !uses.mayChangeText
        }
        return .visitChildren
    }

    /// A view type: UIKit's views and controls, and classes named like them (`RoundedButton`).
    static func isView(_ type: TypeSyntax) -> Bool {
        var name = type.trimmedDescription
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        return ["Button", "Label", "Field", "TextView", "View", "Control"].contains { name.hasSuffix($0) }
    }
}

/// The uses of one parameter in a function's body: whether any may change its text.
private final class ParameterUses: SyntaxVisitor {
    /// The parameter's name and the names it is unwrapped into (`guard let view = view`).
    var names: Set<String>
    var mayChangeText = false

    init(name: String) {
        self.names = [name]
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard names.contains(node.baseName.text), !mayChangeText else { return .visitChildren }
        // `other.name` is another object's member, not the parameter.
        if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.declName.id == node.id { return .visitChildren }
        var use = Syntax(node)
        while let parent = use.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { use = parent }
        // `if let view = view`, `guard let shown = view`: the same view under a name followed too.
        if let clause = use.parent?.as(InitializerClauseSyntax.self), clause.value.id == use.id,
           let binding = clause.parent?.as(OptionalBindingConditionSyntax.self),
           let bound = binding.pattern.as(IdentifierPatternSyntax.self) {
            names.insert(bound.identifier.text)
            return .visitChildren
        }
        // `heights[view] = …`: a key of a dictionary is hashed and compared, never shown.
        if let argument = use.parent?.as(LabeledExprSyntax.self), argument.expression.id == use.id,
           argument.parent?.parent?.is(SubscriptCallExprSyntax.self) == true {
            return .visitChildren
        }
        if let member = use.parent?.as(MemberAccessExprSyntax.self), member.base?.id == use.id {
            let memberName = member.declName.baseName.text
            if HelperDeclarationFinder.textMembers.contains(memberName),
               !(memberName == "titleLabel" && OutletTextAssignments.leadsToOtherThanText(member)) {
                mayChangeText = true
            }
            return .visitChildren
        }
        if !OutletTextAssignments.isCompared(use) { mayChangeText = true }
        return .visitChildren
    }
}
