import SwiftLayoutReader
import Diagnostics
import Foundation
import LayoutEngine
import SwiftSyntax

/// The localized strings an app's Swift code sets as the text of Interface Builder outlets:
/// `loginButton.setTitle(NSLocalizedString("Log In", comment: ""), for: .normal)`,
/// `titleLabel.text = "title".localized`, a constant of the same file
/// (`signUpButton.setTitle(Strings.signUp, for: .normal)` with `static let signUp =
/// NSLocalizedString("Sign Up", comment: "")`) or a type's constant in another file
/// (`UserText.save`, SwiftGen's `L10n.Settings.title`). For each outlet (class and property),
/// the translation keys the assignments that may reach it set — one, or a few a view shows in
/// turn (Edit and Done) as `TextSource.alternatives`: the view can then be laid out with those
/// strings' translations instead of a lengthened stand-in.
///
/// An assignment inside the outlet's class (or an extension of it) through `self` or a bare
/// name reaches that class's outlet only; one through another object (`cell.titleLabel.text =`)
/// may reach every class's outlet of that name. An outlet some such assignment sets to anything
/// but a key (an expression, a model's value), with more than `maximumKeys` keys, whose attributed text, configuration or
/// title label's text code touches (its font or line count leave the title), or that code uses other than through a member (an argument, a
/// list or tuple element, `let label = titleLabel`, `if let`, `return`; not an app helper
/// that leaves its text, `TextNeutralHelpers`) has no entry.
public enum OutletTextAssignments {
    /// A key code sets on an outlet, and the first place it does.
    public struct Assignment: Sendable, Equatable {
        /// The translation key, with its table and default value as the code names them.
        public var source: TextSource
        /// The first assignment, in path order.
        public var location: Diagnostics.SourceLocation

        /// Creates an assignment.
        public init(source: TextSource, location: Diagnostics.SourceLocation) {
            self.source = source
            self.location = location
        }
    }

    /// An outlet: its class and property.
    public struct Outlet: Hashable, Sendable {
        /// The class that owns the property.
        public var className: String
        /// The property's name.
        public var property: String

        /// Creates an outlet.
        public init(className: String, property: String) {
            self.className = className
            self.property = property
        }
    }

    /// Members whose use on an outlet may set its text in a way not read here.
    public static let otherTextSetters: Set<String> = [
        "attributedText", "setAttributedTitle", "titleLabel", "title",
        "configuration", "setText", "setAttributedText", "setPlaceholder", "rx", "reactive", "setValue",
        "insertSegment", "setTitleForSegmentAtIndex",
    ]

    /// The members of a button's title label through which code sets the title (`titleLabel?.text`);
    /// the others (`titleLabel?.font`, `numberOfLines`, `adjustsFontSizeToFitWidth`) leave it.
    public static let titleLabelTextMembers: Set<String> = ["text", "attributedText", "setText", "setAttributedText"]

    /// Members that set a text field's placeholder: `placeholder = key`, `attributedPlaceholder =
    /// NSAttributedString(string: key, …)`. What they set is keyed apart from the outlet's text,
    /// by `placeholder(of:)`.
    public static let placeholderSetters: Set<String> = ["placeholder", "attributedPlaceholder"]

    /// The pseudo-outlet standing for `outlet`'s placeholder (`field#placeholder`).
    public static func placeholder(of outlet: Outlet) -> Outlet {
        Outlet(className: outlet.className, property: outlet.property + placeholderSuffix)
    }

    /// What `placeholder(of:)` appends to a property's name.
    public static let placeholderSuffix = "#placeholder"

    /// The property a pseudo-outlet stands for: `field` for `field#placeholder`, else itself.
    public static func baseProperty(_ property: String) -> String {
        property.hasSuffix(placeholderSuffix) ? String(property.dropLast(placeholderSuffix.count)) : property
    }

    /// For each of `outlets` every text assignment in `paths` that may reach it agrees on, the
    /// key it sets. Files that cannot be read are skipped; `sources` parses each file once.
    ///
    /// `other` adds what code in other languages sets (Objective-C's, read by the caller): its
    /// keys count as assignments that reach the outlets, its unknown outlets as unknown.
    /// `stringKeys`, when given, supplies the app's shared constants already read.
    public static func keys(of outlets: Set<Outlet>, in paths: [String], sources: SwiftSources,
                            options: SwiftReaderOptions = SwiftReaderOptions(),
                            other: Found = Found(), stringKeys: SwiftStringKeys? = nil,
                            neutral: TextNeutralHelpers = TextNeutralHelpers()) -> [Outlet: Assignment] {
        let properties = Set(outlets.map { baseProperty($0.property) })
        guard !properties.isEmpty else { return [:] }
        // Per (class or "*" for any, property): the keys set, in path order.
        var assignments: [Outlet: [Assignment]] = other.assignments
        var unknown: Set<Outlet> = other.unknown
        var escaped: Set<Outlet> = other.escaped
        // Per any-class outlet, the files that leave it unknown or escaped: a private outlet is
        // out of reach of the others.
        var unknownAnywhere: [Outlet: Set<String>] = [:]
        var escapedAnywhere: [Outlet: Set<String>] = [:]
        for outlet in other.unknown where outlet.className == anyClass { unknownAnywhere[outlet, default: []].insert("") }
        for outlet in other.escaped where outlet.className == anyClass { escapedAnywhere[outlet, default: []].insert("") }
        // The app's shared constants, read once for this and the caller's other readers.
        let shared = stringKeys?.shared ?? SharedConstants(sources: sources)
        for path in paths.sorted() {
            guard let (tree, lines) = sources.tree(path) else { continue }
            let finder = AssignmentFinder(properties: properties, helpers: options.localizedHelpers,
                                          constants: ConstantFinder.constants(in: tree), shared: shared, neutral: neutral)
            finder.walk(tree)
            unknown.formUnion(finder.unknown)
            escaped.formUnion(finder.escaped)
            for outlet in finder.unknown where outlet.className == anyClass { unknownAnywhere[outlet, default: []].insert(path) }
            for outlet in finder.escaped where outlet.className == anyClass { escapedAnywhere[outlet, default: []].insert(path) }
            for (outlet, found) in finder.assignments {
                for (source, offset) in found {
                    assignments[outlet, default: []].append(
                        Assignment(source: source, location: Diagnostics.SourceLocation(file: path, line: lines.line(at: offset))))
                }
            }
        }
        var result: [Outlet: Assignment] = [:]
        let privateFiles = PrivateOutlets(sources: sources)
        for outlet in outlets {
            let any = Outlet(className: anyClass, property: outlet.property)
            // Code elsewhere reaches the outlet through another object unless the class keeps it
            // private: then only its own file can.
            let reaches: (String) -> Bool
            if let files = privateFiles.files(declaring: outlet) {
                reaches = { files.contains($0) }
            } else {
                reaches = { _ in true }
            }
            guard !unknown.contains(outlet), !(unknownAnywhere[any] ?? []).contains(where: reaches) else { continue }
            // A placeholder is unknown too where its field is reached through reflection or
            // bindings (`setValue`, `rx`). A field handed to a helper (`theme.applyStyle(onTextField:
            // field)`, `textField == field`) keeps the placeholder its own code assigns.
            if outlet.property.hasSuffix(placeholderSuffix) {
                let base = baseProperty(outlet.property)
                guard !escaped.contains(Outlet(className: outlet.className, property: base)),
                      !(escapedAnywhere[Outlet(className: anyClass, property: base)] ?? []).contains(where: reaches) else { continue }
            }
            let own = assignments[outlet] ?? [], elsewhere = (assignments[any] ?? []).filter { reaches($0.location.file) }
            let reaching = own + elsewhere
            guard var first = reaching.first else { continue }
            var others: [TextSource] = []
            for assignment in reaching where assignment.source != first.source && !others.contains(assignment.source) {
                others.append(assignment.source)
            }
            // Alternatives come from one side: the class's own code, or other objects' (which may
            // be setting another class's outlet of the same name). Both, disagreeing: unknown.
            if !own.isEmpty, !elsewhere.isEmpty, !others.isEmpty { continue }
            // A title that cycles through many strings is shown here by none of them.
            guard others.count + 1 <= maximumKeys else { continue }
            if !others.isEmpty { first.source.alternatives = others }
            result[outlet] = first
        }
        return result
    }

    /// The class name of an `Outlet` standing for "any class with this property": what an
    /// assignment through another object (`cell.titleLabel.text = …`) may reach.
    public static let anyClass = "*"

    /// Text assignments found by a reader of another language, to add to the Swift code's.
    public struct Found: Sendable {
        /// The keys set on outlets (class `anyClass` for any class's), in path order.
        public var assignments: [Outlet: [Assignment]]
        /// Outlets set to something other than one key.
        public var unknown: Set<Outlet>
        /// Outlets reached through reflection or bindings: their placeholders are unknown too.
        public var escaped: Set<Outlet>

        /// Creates a collection of findings, empty by default.
        public init(assignments: [Outlet: [Assignment]] = [:], unknown: Set<Outlet> = [], escaped: Set<Outlet> = []) {
            self.assignments = assignments
            self.unknown = unknown
            self.escaped = escaped
        }
    }

    /// The most keys one outlet's assignments may name for it to be laid out with them.
    public static let maximumKeys = 3

    /// The key a string expression names: `NSLocalizedString("k", tableName: "t", comment: …)`,
    /// `String(localized: "k", table: "t", …)`, `"k".localized` (or another helper of
    /// `helpers`), SwiftGen's `tr("Table", "k")`, a constant `lookup` finds, in parentheses or
    /// not; nil for anything else.
    static func key(of expression: ExprSyntax, helpers: Set<String>, lookup: (String) -> ExprSyntax?, depth: Int = 0) -> TextSource? {
        guard depth < 4 else { return nil }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return key(of: only.expression, helpers: helpers, lookup: lookup, depth: depth + 1)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return key(ofCall: call, helpers: helpers)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if helpers.contains(member.declName.baseName.text), let base = member.base, let text = literal(base) { return .key(text) }
            // `Strings.title`, `L10n.Settings.title`: a constant named with its type.
            guard let base = member.base, base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self),
                  let value = lookup(base.trimmedDescription + "." + member.declName.baseName.text) else { return nil }
            return key(of: value, helpers: helpers, lookup: lookup, depth: depth + 1)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let value = lookup(reference.baseName.text) {
            return key(of: value, helpers: helpers, lookup: lookup, depth: depth + 1)
        }
        return nil
    }

    private static func key(ofCall call: FunctionCallExprSyntax, helpers: Set<String>) -> TextSource? {
        let arguments = Array(call.arguments)
        func labeled(_ label: String) -> LabeledExprSyntax? { arguments.first { $0.label?.text == label } }
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        switch name {
        case "NSLocalizedString":
            guard let first = arguments.first, first.label == nil, let text = literal(first.expression) else { return nil }
            // Foundation's default table.
            var source = TextSource(key: text, table: "Localizable")
            if let table = labeled("tableName") {
                guard let name = literal(table.expression) else { return nil }
                source.table = name
            }
            if let value = labeled("value") {
                guard let text = literal(value.expression) else { return nil }
                source.fallback = text
            }
            return source
        case "String" where arguments.first?.label?.text == "localized":
            guard let first = arguments.first, let text = literal(first.expression) else { return nil }
            var source = TextSource(key: text, table: "Localizable")
            if let table = labeled("table") {
                guard let name = literal(table.expression) else { return nil }
                source.table = name
            }
            return source
        case "tr" where arguments.count >= 2 && arguments[0].label == nil && arguments[1].label == nil:
            // SwiftGen's `L10n.tr("Localizable", "settings.title")`: table, then key.
            guard let table = literal(arguments[0].expression), let text = literal(arguments[1].expression) else { return nil }
            return TextSource(key: text, table: table)
        default:
            // `"k".localized()`
            guard arguments.isEmpty, call.trailingClosure == nil, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  helpers.contains(member.declName.baseName.text), let base = member.base, let text = literal(base) else { return nil }
            return .key(text)
        }
    }

    /// The text of a plain string literal (no interpolation); nil for anything else.
    static func literal(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        return segment.content.text
    }
}

/// The translation keys of an app's Swift string constants that other languages' code names
/// (Objective-C's `[VectorL10n decline]`): a type's constant whose value is one key, as
/// `OutletTextAssignments` reads it.
public final class SwiftStringKeys {
    fileprivate let shared: SharedConstants
    private let helpers: Set<String>

    /// Reads constants from `sources` on first use.
    public init(sources: SwiftSources, options: SwiftReaderOptions = SwiftReaderOptions()) {
        shared = SharedConstants(sources: sources)
        helpers = options.localizedHelpers
    }

    /// The key of the constant `Type.member`; nil when the app has no such constant or its
    /// value is not one key.
    public func key(type: String, member: String) -> TextSource? {
        guard let value = shared[type + "." + member] else { return nil }
        return OutletTextAssignments.key(of: value, helpers: helpers, lookup: { [shared] name in shared[name] })
    }
}

/// The app's string constants other files name with their type (`UserText.save`), read from
/// the files that localize strings the first time a name is not found in the file at hand.
private final class SharedConstants {
    let sources: SwiftSources
    private var constants: [String: ExprSyntax]?

    init(sources: SwiftSources) {
        self.sources = sources
    }

    subscript(name: String) -> ExprSyntax? {
        if constants == nil { constants = load() }
        return constants?[name]
    }

    private func load() -> [String: ExprSyntax] {
        var found: [String: ExprSyntax] = [:]
        var ambiguous: Set<String> = []
        let paths = Set(["NSLocalizedString", ".tr(", "String(localized"].flatMap { sources.paths(containing: $0) })
        for path in paths.sorted() {
            guard let (tree, _) = sources.tree(path) else { continue }
            for (name, value) in ConstantFinder.constants(in: tree) where name.contains(".") {
                if found[name] != nil { ambiguous.insert(name) }
                found[name] = value
            }
        }
        return found.filter { !ambiguous.contains($0.key) }
    }
}

/// The text assignments to some property names in one file, by the class they reach, and the
/// outlets code uses otherwise.
private final class AssignmentFinder: TypeScopeVisitor {
    /// The class name standing for "any class with this property".
    static let anyClass = OutletTextAssignments.anyClass

    let properties: Set<String>
    let helpers: Set<String>
    let constants: [String: ExprSyntax]
    let shared: SharedConstants
    var assignments: [OutletTextAssignments.Outlet: [(TextSource, Int)]] = [:]
    var unknown: Set<OutletTextAssignments.Outlet> = []
    /// Outlets reached through reflection or bindings: any of their texts may change.
    var escaped: Set<OutletTextAssignments.Outlet> = []

    /// The app's functions that leave a view handed to them with its text.
    let neutral: TextNeutralHelpers

    init(properties: Set<String>, helpers: Set<String>, constants: [String: ExprSyntax], shared: SharedConstants,
         neutral: TextNeutralHelpers) {
        self.properties = properties
        self.helpers = helpers
        self.constants = constants
        self.shared = shared
        self.neutral = neutral
        super.init(viewMode: .sourceAccurate)
    }

    /// The outlet an expression names: its own class's through `self` or a bare name (any
    /// class's outside a type), any class's through another object. Nil when it names none.
    private func outlet(_ expression: ExprSyntax) -> OutletTextAssignments.Outlet? {
        let base = LoadTimeVisibility.stripped(expression)
        let own = types.last ?? Self.anyClass
        if let reference = base.as(DeclReferenceExprSyntax.self), properties.contains(reference.baseName.text) {
            return OutletTextAssignments.Outlet(className: own, property: reference.baseName.text)
        }
        guard let member = base.as(MemberAccessExprSyntax.self), properties.contains(member.declName.baseName.text) else { return nil }
        // `Localization.cancelButton`, `OrderForm.Localization.cancelButton`: a type's static
        // member (types are capitalised), not an outlet; `.cancelButton` with no base: an enum
        // case or a static member.
        guard let owner = member.base, !Self.namesType(owner) else { return nil }
        let throughSelf = member.base.map { LoadTimeVisibility.stripped($0).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) } ?? false
        return OutletTextAssignments.Outlet(className: throughSelf ? own : Self.anyClass, property: member.declName.baseName.text)
    }

    /// Whether `expression` leaves no text: `nil` or `""`.
    static func clearsText(_ expression: ExprSyntax) -> Bool {
        if expression.is(NilLiteralExprSyntax.self) { return true }
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return false }
        return literal.segments.allSatisfy { segment in
            segment.as(StringSegmentSyntax.self)?.content.text.isEmpty == true
        }
    }

    /// Whether `expression` is a type's name (`Localization`, `OrderForm.Localization`):
    /// capitalised names joined by dots.
    static func namesType(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text.first?.isUppercase == true }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return member.declName.baseName.text.first?.isUppercase == true && namesType(base)
    }

    private func lookup(_ name: String) -> ExprSyntax? {
        if let own = types.last, let value = constants[own + "." + name] { return value }
        return constants[name] ?? shared[name]
    }

    private func record(_ outlet: OutletTextAssignments.Outlet, _ value: ExprSyntax, at node: some SyntaxProtocol) {
        if AssignmentFinder.clearsText(value) {
            // `setTitle(nil, for: .normal)`, `label.text = ""`: no text, a known one.
            assignments[outlet, default: []].append((.literal(""), node.positionAfterSkippingLeadingTrivia.utf8Offset))
        } else if let source = OutletTextAssignments.key(of: value, helpers: helpers, lookup: lookup) {
            assignments[outlet, default: []].append((source, node.positionAfterSkippingLeadingTrivia.utf8Offset))
        } else {
            unknown.insert(outlet)
        }
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let parts = Array(node.elements)
        guard parts.count >= 3, let member = LoadTimeVisibility.stripped(parts[0]).as(MemberAccessExprSyntax.self),
              let base = member.base, let outlet = outlet(base) else { return .visitChildren }
        let name = member.declName.baseName.text
        let target: OutletTextAssignments.Outlet
        var value = parts.count == 3 ? parts[2] : nil
        switch name {
        case "text":
            target = outlet
        case "placeholder":
            target = OutletTextAssignments.placeholder(of: outlet)
        case "attributedText":
            // `label.attributedText = NSAttributedString(string: key, attributes: [.foregroundColor: …])`.
            guard parts[1].is(AssignmentExprSyntax.self), let plain = value.flatMap(AssignmentFinder.plainString) else { return .visitChildren }
            target = outlet
            value = plain
        case "attributedPlaceholder":
            target = OutletTextAssignments.placeholder(of: outlet)
            // `NSAttributedString(string: key, attributes: …)`: the key is the string.
            value = value.flatMap(AssignmentFinder.attributedString)
            if value == nil, parts[1].is(AssignmentExprSyntax.self) {
                unknown.insert(target)
                return .visitChildren
            }
        default:
            return .visitChildren
        }
        if parts[1].is(AssignmentExprSyntax.self) {
            // `title.text = key`; with an operator after it (`a ?? b`, a ternary) the text is not one key.
            if let value { record(target, value, at: node) } else { unknown.insert(target) }
        } else if let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op.hasSuffix("="),
                  !["==", "!=", "<=", ">=", "===", "!=="].contains(op) {
            unknown.insert(target)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "setTitle",
           let base = member.base, let target = outlet(base) {
            if let first = node.arguments.first, first.label == nil { record(target, first.expression, at: node) } else { unknown.insert(target) }
        }
        // `setAttributedTitle(NSAttributedString(string: key, attributes: [.foregroundColor: …]), for: .normal)`.
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "setAttributedTitle",
           let base = member.base, let target = outlet(base), let string = AssignmentFinder.plainStringOfAttributedArgument(node) {
            record(target, string, at: node)
        }
        return .visitChildren
    }

    /// The string of the attributed string a call's first, unlabelled argument is, when the
    /// string's attributes leave its size alone (`plainString(of:)`).
    static func plainStringOfAttributedArgument(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let first = call.arguments.first, first.label == nil else { return nil }
        return plainString(of: first.expression)
    }

    /// The attributes that change how a text looks but not how much room it takes.
    static let sizeNeutralAttributes: Set<String> = [
        "foregroundColor", "backgroundColor", "underlineStyle", "underlineColor", "strikethroughStyle", "strikethroughColor", "link",
    ]

    /// The string of `NSAttributedString(string: s)` or `NSAttributedString(string: s, attributes:
    /// [...])` whose attribute keys are all `sizeNeutralAttributes`: shown in the view's own
    /// font, it takes the room `s` does. Nil for anything else (a font, kerning or paragraph
    /// style among the attributes, attributes held elsewhere).
    static func plainString(of expression: ExprSyntax) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let string = attributedString(expression) else { return nil }
        let rest = call.arguments.dropFirst()
        guard rest.count <= 1 else { return nil }
        if let attributes = rest.first {
            guard attributes.label?.text == "attributes" else { return nil }
            if let dictionary = attributes.expression.as(DictionaryExprSyntax.self) {
                if case .elements(let elements) = dictionary.content {
                    for element in elements {
                        let key = element.key.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                        guard let key, sizeNeutralAttributes.contains(key) else { return nil }
                    }
                }
            } else {
                return nil
            }
        }
        return string
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        if OutletTextAssignments.otherTextSetters.contains(name), !(name == "titleLabel" && AssignmentFinder.leadsToOtherThanText(node)),
           !AssignmentFinder.setsPlainAttributedString(node), let base = node.base, let target = outlet(base) {
            unknown.insert(target)
            if AssignmentFinder.reflective.contains(name) { escaped.insert(target) }
        } else if OutletTextAssignments.placeholderSetters.contains(name), !AssignmentFinder.isAssigned(node),
                  let base = node.base, let target = outlet(base) {
            // Read, handed on or changed in place (`field.attributedPlaceholder?.…`): not one key.
            unknown.insert(OutletTextAssignments.placeholder(of: target))
        }
        return .visitChildren
    }

    /// True when `member` is `setAttributedTitle` called with, or `attributedText` assigned, an
    /// attributed string whose attributes leave its size alone (read as its string).
    static func setsPlainAttributedString(_ member: MemberAccessExprSyntax) -> Bool {
        switch member.declName.baseName.text {
        case "setAttributedTitle":
            guard let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id else { return false }
            return plainStringOfAttributedArgument(call) != nil
        case "attributedText":
            guard isAssigned(member), let list = member.parent?.as(ExprListSyntax.self) else { return false }
            let parts = Array(list)
            return parts.count == 3 && plainString(of: parts[2]) != nil
        default:
            return false
        }
    }

    /// True when `titleLabel` is only the receiver of a member that is not its text
    /// (`button.titleLabel?.font = …`): the title stays as set.
    static func leadsToOtherThanText(_ titleLabel: MemberAccessExprSyntax) -> Bool {
        var node = Syntax(titleLabel)
        while let parent = node.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { node = parent }
        guard let outer = node.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == node.id else { return false }
        return !OutletTextAssignments.titleLabelTextMembers.contains(outer.declName.baseName.text)
    }

    /// Members through which any text of an outlet may change.
    static let reflective: Set<String> = ["setValue", "rx", "reactive", "setPlaceholder"]

    /// True when `member` is the left side of a plain `=`.
    static func isAssigned(_ member: MemberAccessExprSyntax) -> Bool {
        var node = Syntax(member)
        while let parent = node.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { node = parent }
        guard let list = node.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) else { return false }
        let parts = Array(sequence.elements)
        return parts.count >= 2 && parts[0].id == node.id && parts[1].is(AssignmentExprSyntax.self)
    }

    /// True when `use` is a side of `==`, `!=`, `===` or `!==` (`sender == cancelButton`): a
    /// comparison reads the view, it does not hand it on.
    static func isCompared(_ use: Syntax) -> Bool {
        guard let list = use.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true else { return false }
        let parts = Array(list)
        guard let position = parts.firstIndex(where: { $0.id == use.id }) else { return false }
        let comparisons: Set<String> = ["==", "!=", "===", "!=="]
        for neighbour in [position - 1, position + 1] where parts.indices.contains(neighbour) {
            if let op = parts[neighbour].as(BinaryOperatorExprSyntax.self)?.operator.text, comparisons.contains(op) { return true }
        }
        return false
    }

    /// The `string:` of `NSAttributedString(string: s, …)` (or `NSMutableAttributedString`).
    static func attributedString(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              type == "NSAttributedString" || type == "NSMutableAttributedString",
              let first = call.arguments.first, first.label?.text == "string" else { return nil }
        return first.expression
    }

    /// An outlet used other than as the receiver of a member (an argument, an element, a value
    /// bound or returned) may have its text set elsewhere under another name.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard properties.contains(node.baseName.text) else { return .visitChildren }
        var use = Syntax(node)
        if let parent = use.parent?.as(MemberAccessExprSyntax.self), parent.declName.id == node.id { use = Syntax(parent) }
        while let parent = use.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { use = parent }
        if let parent = use.parent?.as(MemberAccessExprSyntax.self), parent.base?.id == use.id { return .visitChildren }
        if AssignmentFinder.isCompared(use) { return .visitChildren }
        if let argument = TextNeutralHelpers.argument(use), neutral.arguments.contains(argument) { return .visitChildren }
        guard let expression = use.as(ExprSyntax.self), let target = outlet(expression) else { return .visitChildren }
        unknown.insert(target)
        return .visitChildren
    }
}

extension OutletTextAssignments {
    /// True when `use` is a side of a comparison (`sender == cancelButton`).
    static func isCompared(_ use: Syntax) -> Bool { AssignmentFinder.isCompared(use) }

    /// True when a `titleLabel` member is only the receiver of a member that is not its text.
    static func leadsToOtherThanText(_ titleLabel: MemberAccessExprSyntax) -> Bool { AssignmentFinder.leadsToOtherThanText(titleLabel) }
}
