import Diagnostics
import SwiftParser
import SwiftSyntax

/// Every declaration of the scanned Swift files that evaluation may need: types (classes,
/// structs, enums and their extensions, merged by name), free functions, static members by
/// their full dotted path (`L10n.Common.Controls.title`), and methods and computed properties
/// that extensions add to UIKit types (`UIView.pinToEdges()`).
final class SwiftModuleIndex: @unchecked Sendable {  // Only `init` writes; evaluation reads it from several threads.
    /// One file's text before parsing.
    private struct SourceText: Sendable {
        let text: String
        let path: String
    }

    /// One parsed file.
    struct File: Sendable {
        let path: String
        let tree: SourceFileSyntax
        let lines: LineTable
    }

    /// A declaration and the index of the file that holds it.
    struct Located<Node> {
        let node: Node
        let file: Int
        /// The type whose body or extension declares it (nil for free functions).
        var owner: String? = nil
    }

    /// A type declared in the scanned files, with the members of all its extensions.
    final class TypeInfo {
        let name: String
        var isClass = false
        var inherited: [String] = []
        /// Protocols adopted in extensions (`extension Cell: AdaptiveMargins {}`).
        var extensionConformances: [String] = []
        var file = 0
        var line = 1
        /// Bytes of source in its body and extensions: a rough cost of evaluating it.
        var sourceBytes = 0
        /// An enum's case names.
        var cases: Set<String> = []
        /// Declared in the scanned files (not only extended there: `extension MetaLabel` of a
        /// class from a package).
        var declared = false
        var properties: [String: Located<PatternBindingSyntax>] = [:]
        var propertyOrder: [String] = []
        var staticProperties: Set<String> = []
        var methods: [String: [Located<FunctionDeclSyntax>]] = [:]
        var methodOrder: [Located<FunctionDeclSyntax>] = []
        var initializers: [Located<InitializerDeclSyntax>] = []

        init(name: String) { self.name = name }
    }

    private(set) var files: [File] = []
    /// Files left unread because they nest past the parser's limits (`SwiftSourceParser`).
    private(set) var refusals: [Diagnostic] = []
    /// Where each SwiftUI view (a struct adopting `View` with a `body`) is declared: not read yet.
    private(set) var swiftUIViews: [Diagnostics.SourceLocation] = []
    private(set) var types: [String: TypeInfo] = [:]
    private(set) var typeOrder: [String] = []
    private(set) var freeFunctions: [String: [Located<FunctionDeclSyntax>]] = [:]
    /// Static stored or computed members by full path: initialiser or getter expression.
    private(set) var statics: [String: Located<PatternBindingSyntax>] = [:]
    /// Static functions by full path (`L10n.Scene.title` when it takes arguments).
    private(set) var staticFunctions: [String: [Located<FunctionDeclSyntax>]] = [:]
    /// The full dotted paths of the classes, structs and enums declared under each simple name
    /// (`Metrics` → `NoticeView.Metrics`, `TopBannerView.Metrics`).
    private(set) var declaredPaths: [String: [String]] = [:]

    /// Parses and indexes `sources` (text and display path each).
    init(sources: [(text: String, path: String)]) {
        // Files parse independently, on every core; indexing then runs in file order.
        let parsed = ParallelMap.map(sources.map { SourceText(text: $0.text, path: $0.path) }, cost: { $0.text.utf8.count }) { source in
            switch SwiftSourceParser.parse(source.text) {
            case .success(let (tree, lines)):
                return (File(path: source.path, tree: tree, lines: lines), nil as Diagnostic?)
            case .failure(let refusal):
                // Not read: it takes part as an empty file.
                return (File(path: source.path, tree: Parser.parse(source: ""), lines: LineTable("")), refusal.diagnostic(path: source.path))
            }
        }
        files = parsed.map(\.0)
        refusals = parsed.compactMap(\.1)
        for (fileIndex, file) in files.enumerated() {
            for item in file.tree.statements {
                switch item.item {
                case .decl(let decl): index(decl, path: [], file: fileIndex)
                default: break
                }
            }
        }
        for name in typeOrder {
            var chain = SwiftModuleIndex.chain(of: name, in: types)
            if let repeated = chain.last, repeated == name || chain.dropLast().contains(repeated) {
                // Swift rejects a class that inherits from itself; reading it as a plain view
                // keeps the screens that hold one (and the loop out of every chain walk).
                chain = Array(chain.dropLast()) + ["UIView"]
                if repeated == name, let info = types[name] {
                    let cycle = ([name] + chain.dropLast()).joined(separator: " → ") + " → " + name
                    refusals.append(.error("class '\(name)' inherits from itself (\(cycle)); it is read as a plain UIView",
                                           at: SourceLocation(file: files[info.file].path, line: info.line)))
                }
            }
            superclassChains[name] = chain
        }
        var visiting: Set<String> = []
        for name in typeOrder { _ = viewsMade(byInstanceOf: name, visiting: &visiting, depth: 0) }
    }

    /// The views an instance of each scanned view class certainly makes, by class: itself and,
    /// through its own and its superclasses' stored property initialisers (`let a = Panel()`,
    /// not `lazy` or `static`), the views of each instance they create. Evaluating a set-up
    /// makes at least these, so one past `SwiftScreenState.maximumViews` is refused unread.
    private(set) var viewsMadeByInstance: [String: Int] = [:]

    /// How deep `viewsMade(byInstanceOf:)` follows classes holding classes before it counts no more.
    private static let viewCountDepth = 1_000

    private func viewsMade(byInstanceOf name: String, visiting: inout Set<String>, depth: Int) -> Int {
        if let known = viewsMadeByInstance[name] { return known }
        guard types[name]?.isClass == true, depth < Self.viewCountDepth, visiting.insert(name).inserted else { return 0 }
        defer { visiting.remove(name) }
        let lineage = [name] + (superclassChains[name] ?? [])
        guard lineage.contains(where: { SwiftUIKitNames.viewKind($0) != nil || SwiftUIKitNames.role(ofBase: $0) != nil })
                || lineage.last.flatMap(SwiftUIKitNames.kindBySuffix) != nil,
              !lineage.contains(where: { SwiftUIKitNames.role(ofBase: $0) == .viewController }) else { return 0 }
        var count = 1
        for owner in lineage {
            guard let info = types[owner] else { continue }
            for property in info.propertyOrder where !info.staticProperties.contains(property) {
                guard let binding = info.properties[property]?.node,
                      let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
                      !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }),
                      let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { continue }
                var callee = call.calledExpression.trimmedDescription
                if callee.hasSuffix(".init") { callee.removeLast(".init".count) }
                if types[callee] != nil {
                    count += viewsMade(byInstanceOf: callee, visiting: &visiting, depth: depth + 1)
                } else if SwiftUIKitNames.viewKind(callee) != nil {
                    count += 1
                }
                // Past the limit the exact number no longer matters.
                if count > SwiftScreenState.maximumViews { break }
            }
        }
        viewsMadeByInstance[name] = count
        return count
    }

    /// The 1-based line of `node` in file `file`.
    func line(of node: some SyntaxProtocol, file: Int) -> Int {
        files[file].lines.line(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// The type info, creating it for a new name.
    private func type(_ name: String) -> TypeInfo {
        if let known = types[name] { return known }
        let info = TypeInfo(name: name)
        types[name] = info
        typeOrder.append(name)
        return info
    }

    private func index(_ decl: DeclSyntax, path: [String], file: Int) {
        if let node = decl.as(ClassDeclSyntax.self) {
            let info = type(node.name.text)
            declaredPaths[node.name.text, default: []].append((path + [node.name.text]).joined(separator: "."))
            info.isClass = true
            info.declared = true
            info.inherited = node.inheritanceClause?.inheritedTypes.map { inherited in
                let simple = SwiftModuleIndex.simpleTypeName(inherited.type)
                // `class SquareAnnotation: PSPDFKit.SquareAnnotation` subclasses another
                // module's class of the same name, not itself.
                return simple == node.name.text && inherited.type.is(MemberTypeSyntax.self) ? inherited.type.trimmedDescription : simple
            } ?? []
            info.file = file
            info.line = line(of: node, file: file)
            members(node.memberBlock, of: info, path: path + [node.name.text], file: file)
        } else if let node = decl.as(StructDeclSyntax.self) {
            let info = type(node.name.text)
            declaredPaths[node.name.text, default: []].append((path + [node.name.text]).joined(separator: "."))
            info.declared = true
            members(node.memberBlock, of: info, path: path + [node.name.text], file: file)
            let adopted = node.inheritanceClause?.inheritedTypes.map { SwiftModuleIndex.simpleTypeName($0.type) } ?? []
            if adopted.contains("View"), info.properties["body"] != nil {
                swiftUIViews.append(Diagnostics.SourceLocation(file: files[file].path, line: line(of: node, file: file)))
            }
        } else if let node = decl.as(EnumDeclSyntax.self) {
            let info = type(node.name.text)
            declaredPaths[node.name.text, default: []].append((path + [node.name.text]).joined(separator: "."))
            info.declared = true
            members(node.memberBlock, of: info, path: path + [node.name.text], file: file)
        } else if let node = decl.as(ExtensionDeclSyntax.self) {
            let name = node.extendedType.trimmedDescription
            let simple = SwiftModuleIndex.simpleTypeName(node.extendedType)
            let info = type(simple)
            info.extensionConformances += node.inheritanceClause?.inheritedTypes.map { SwiftModuleIndex.simpleTypeName($0.type) } ?? []
            members(node.memberBlock, of: info, path: name.split(separator: ".").map(String.init), file: file)
        } else if let node = decl.as(FunctionDeclSyntax.self), path.isEmpty {
            freeFunctions[node.name.text, default: []].append(Located(node: node, file: file))
        } else if let node = decl.as(IfConfigDeclSyntax.self) {
            // `#if` blocks: the first clause stands for the build (documented).
            if case .decls(let list)? = node.clauses.first?.elements {
                for member in list { index(member.decl, path: path, file: file) }
            }
        }
    }

    private func members(_ block: MemberBlockSyntax, of info: TypeInfo, path: [String], file: Int) {
        info.sourceBytes += block.totalLength.utf8Length
        for member in block.members {
            let decl = member.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    let located = Located(node: binding, file: file, owner: info.name)
                    if isStatic {
                        statics[(path + [name]).joined(separator: ".")] = located
                        info.staticProperties.insert(name)
                    }
                    if info.properties[name] == nil { info.propertyOrder.append(name) }
                    info.properties[name] = located
                }
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                let located = Located(node: function, file: file, owner: info.name)
                info.methods[function.name.text, default: []].append(located)
                info.methodOrder.append(located)
                if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) {
                    staticFunctions[(path + [function.name.text]).joined(separator: "."), default: []].append(located)
                }
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                info.initializers.append(Located(node: initializer, file: file, owner: info.name))
            } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
                for element in enumCase.elements { info.cases.insert(element.name.text) }
            } else if decl.is(ClassDeclSyntax.self) || decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ExtensionDeclSyntax.self) {
                index(decl, path: path, file: file)
            } else if let node = decl.as(IfConfigDeclSyntax.self), case .decls(let list)? = node.clauses.first?.elements {
                let wrapped = MemberBlockSyntax(members: list)
                members(wrapped, of: info, path: path, file: file)
            }
        }
    }

    /// `UIKit.UIView` → `UIView`, `Foo<Bar>` → `Foo`, `UILabel!` → `UILabel`.
    static func simpleTypeName(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let optional = type.as(OptionalTypeSyntax.self) { return simpleTypeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return simpleTypeName(unwrapped.wrappedType) }
        return type.trimmedDescription
    }

    /// The chain of superclass names of a class, nearest first, through scanned classes.
    func superclassChain(of name: String) -> [String] {
        if let known = superclassChains[name] { return known }
        return SwiftModuleIndex.chain(of: name, in: types)
    }

    /// The source size of a class and its scanned superclasses (what evaluating it reads first).
    func sourceSize(of name: String) -> Int {
        ([name] + superclassChain(of: name)).reduce(0) { $0 + (types[$1]?.sourceBytes ?? 0) }
    }

    /// Every scanned type's superclass chain, filled once the files are indexed.
    private var superclassChains: [String: [String]] = [:]

    private static func chain(of name: String, in types: [String: TypeInfo]) -> [String] {
        var chain: [String] = []
        var current = name
        var seen: Set<String> = [name]
        while let info = types[current], let parent = info.inherited.first {
            chain.append(parent)
            guard !seen.contains(parent) else { break }
            seen.insert(parent)
            current = parent
        }
        return chain
    }

    /// The type, its scanned superclasses, then every protocol they adopt (for protocol extensions).
    func lookupChain(of type: String) -> [String] {
        let classes = [type] + superclassChain(of: type)
        var chain = classes
        for name in classes {
            let adoptedList = (types[name]?.inherited.dropFirst().map { $0 } ?? []) + (types[name]?.extensionConformances ?? [])
            for adopted in adoptedList where !chain.contains(adopted) { chain.append(adopted) }
        }
        return chain
    }

    /// The method named `name` of `type`, its scanned superclasses or protocol extensions, matching `labels` when given.
    func method(_ name: String, in type: String, labels: [String?]? = nil) -> Located<FunctionDeclSyntax>? {
        for candidate in lookupChain(of: type) {
            guard let list = types[candidate]?.methods[name] else { continue }
            if let labels, let match = list.first(where: { SwiftModuleIndex.labels(of: $0.node.signature) == labels }) { return match }
            if let first = list.first(where: { $0.node.body != nil }) { return first }
        }
        return nil
    }

    /// A method `name` of an enum that has the case `caseName` (the receiver `.inline` of
    /// `style.layout(statusView:)`), labels matching when given; the first such enum in file order.
    func enumMethod(_ name: String, forCase caseName: String, labels: [String?]) -> Located<FunctionDeclSyntax>? {
        for type in typeOrder where types[type]?.cases.contains(caseName) == true {
            guard let list = types[type]?.methods[name] else { continue }
            if let match = list.first(where: { SwiftModuleIndex.labels(of: $0.node.signature) == labels && $0.node.body != nil }) {
                return match
            }
        }
        return nil
    }

    /// The property declaration of `name` in `type` or its scanned superclasses.
    func property(_ name: String, in type: String) -> (Located<PatternBindingSyntax>, owner: String)? {
        for candidate in [type] + superclassChain(of: type) {
            if let found = types[candidate]?.properties[name], types[candidate]?.staticProperties.contains(name) == false {
                return (found, candidate)
            }
        }
        return nil
    }

    /// Argument labels of a function signature (`nil` for `_`).
    static func labels(of signature: FunctionSignatureSyntax) -> [String?] {
        signature.parameterClause.parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
    }
}
