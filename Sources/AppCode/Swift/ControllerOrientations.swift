import SwiftLayoutReader
import Diagnostics
import Foundation
import LayoutEngine
import SwiftParser
import SwiftSyntax

/// The orientations view controller classes allow in their own code: an override of
/// `supportedInterfaceOrientations` that returns a fixed mask (`.portrait`, `[.portrait]`,
/// `.allButUpsideDown`) on iPhone, declared by the class or inherited from a superclass of the
/// app's. A getter may choose by device idiom (`if UIDevice.isPad { return super… }` then
/// `return .portrait`, or a ternary): the iPhone's mask counts. A getter that decides at run
/// time otherwise (another condition, another controller's answer) says nothing.
public enum ControllerOrientations {
    /// The property UIKit asks.
    static let propertyName = "supportedInterfaceOrientations"

    /// For each class of `classes` whose code (or a superclass's, among `files`) returns a
    /// fixed mask, the orientations it allows and where. Files that cannot be read are skipped;
    /// only files that mention the property or declare one of the classes are parsed.
    public static func orientations(of classes: Set<String>, in files: [String]) -> [String: CodeOrientations] {
        orientations(of: classes, in: SwiftSources(paths: files))
    }

    /// As above, over sources other readers share.
    public static func orientations(of classes: Set<String>, in sources: SwiftSources) -> [String: CodeOrientations] {
        guard !classes.isEmpty else { return [:] }
        var superclasses: [String: String] = [:]
        // nil: the class overrides the property with a getter that decides at run time.
        var declared: [String: CodeOrientations?] = [:]
        let mentioning = Set(sources.paths(containing: propertyName))
        for path in sources.paths where mentioning.contains(path) || !classes.isDisjoint(with: sources.names(declaredIn: path)) {
            for declaration in sources.declarations(in: path) {
                let name = declaration.name
                if declaration.isClass, let first = declaration.inherited.first { superclasses[name] = first }
                guard mentioning.contains(path) else { continue }
                for member in declaration.members.members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self),
                          let binding = variable.bindings.first,
                          binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == propertyName else { continue }
                    let mask = returnedMask(binding)
                    let line = declaration.lines.line(at: binding.positionAfterSkippingLeadingTrivia.utf8Offset)
                    declared[name] = mask.map {
                        CodeOrientations(orientations: $0, className: name, location: SourceLocation(file: path, line: line))
                    }
                }
            }
        }
        var result: [String: CodeOrientations] = [:]
        for className in classes {
            // The nearest class up the chain that overrides the property decides.
            var current: String? = className
            var seen: Set<String> = []
            while let name = current, seen.insert(name).inserted {
                if let found = declared[name] {
                    if let found { result[className] = found }
                    break
                }
                current = superclasses[name]
            }
        }
        return result
    }

    /// The orientations of a getter that returns one fixed mask; nil for anything else.
    static func returnedMask(_ binding: PatternBindingSyntax) -> Set<Orientation>? {
        guard let accessors = binding.accessorBlock?.accessors else { return nil }
        let statements: CodeBlockItemListSyntax
        switch accessors {
        case .getter(let items):
            statements = items
        case .accessors(let list):
            guard list.count == 1, let getter = list.first, getter.accessorSpecifier.tokenKind == .keyword(.get),
                  let body = getter.body else { return nil }
            statements = body.statements
        }
        let items = Array(statements)
        // Comments aside, one statement: the mask, or `return` the mask (a ternary on the
        // device idiom: the iPhone's branch).
        if items.count == 1 {
            return returned(items[0]).flatMap(phoneMask(of:))
        }
        // `if <idiom check> { return a }` then `return b`: the iPhone's branch.
        guard items.count == 2, let condition = items[0].item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? items[0].item.as(IfExprSyntax.self),
              condition.elseBody == nil, condition.conditions.count == 1,
              case .expression(let test) = condition.conditions.first?.condition,
              let isPad = idiomTest(test), condition.body.statements.count == 1,
              let inside = condition.body.statements.first.flatMap(returned), let after = returned(items[1]) else { return nil }
        return orientations(ofMask: isPad ? after : inside)
    }

    /// The expression a statement returns (or is, as a getter's single expression).
    private static func returned(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let value): value
        case .stmt(let statement): statement.as(ReturnStmtSyntax.self)?.expression
        case .decl: nil
        }
    }

    /// A mask, or `<idiom check> ? a : b` choosing one for the iPhone.
    private static func phoneMask(of expression: ExprSyntax) -> Set<Orientation>? {
        if let ternary = expression.as(TernaryExprSyntax.self), let isPad = idiomTest(ternary.condition) {
            return orientations(ofMask: isPad ? ternary.elseExpression : ternary.thenExpression)
        }
        // The parser leaves operators unfolded: `a == .pad ? x : y` is a sequence.
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let parts = Array(sequence.elements)
            guard let mark = parts.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), mark + 2 == parts.count,
                  let ternary = parts[mark].as(UnresolvedTernaryExprSyntax.self),
                  let isPad = idiomTest(Array(parts[..<mark])) else { return nil }
            return orientations(ofMask: isPad ? parts[mark + 1] : ternary.thenExpression)
        }
        return orientations(ofMask: expression)
    }

    /// Whether a condition is true on iPad (true) or on iPhone (false): a comparison of
    /// `userInterfaceIdiom` with `.pad` or `.phone` (`==` or `!=`), or a flag the app names
    /// for it (`UIDevice.isPad`, `isPad`, `isIPhone`), possibly negated; nil for anything else.
    static func idiomTest(_ condition: ExprSyntax) -> Bool? {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return idiomTest(prefix.expression).map { !$0 }
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return idiomTest(only.expression)
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            return idiomTest(Array(sequence.elements))
        }
        let name: String
        if let member = condition.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else if let reference = condition.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else {
            return nil
        }
        switch name.lowercased() {
        case "ispad", "isipad": return true
        case "isphone", "isiphone": return false
        default: return nil
        }
    }

    /// The same for a condition's unfolded parts: one expression, or a comparison.
    private static func idiomTest(_ parts: [ExprSyntax]) -> Bool? {
        if parts.count == 1 { return idiomTest(parts[0]) }
        guard parts.count == 3, let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=",
              parts[0].trimmedDescription.hasSuffix("userInterfaceIdiom"),
              let idiom = parts[2].as(MemberAccessExprSyntax.self)?.declName.baseName.text, idiom == "pad" || idiom == "phone" else { return nil }
        return (idiom == "pad") == (op == "==")
    }

    /// `.portrait`, `UIInterfaceOrientationMask.landscape`, `[.portrait, .landscapeLeft]`.
    static func orientations(ofMask expression: ExprSyntax) -> Set<Orientation>? {
        if let array = expression.as(ArrayExprSyntax.self) {
            var union: Set<Orientation> = []
            for element in array.elements {
                guard let part = orientations(ofMask: element.expression) else { return nil }
                union.formUnion(part)
            }
            return union.isEmpty ? nil : union
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base, base.trimmedDescription != "UIInterfaceOrientationMask" { return nil }
        switch member.declName.baseName.text {
        case "portrait", "portraitUpsideDown": return [.portrait]
        case "landscape", "landscapeLeft", "landscapeRight": return [.landscape]
        case "all", "allButUpsideDown": return [.portrait, .landscape]
        default: return nil
        }
    }

    /// The controller classes an app's scene or application delegate makes its window's root
    /// (`window.rootViewController = MainTabBarController()`), in file order. What the root
    /// allows holds for every screen shown inside it; only a controller presented full screen
    /// answers for itself.
    public static func windowRootClasses(in files: [String]) -> [String] {
        windowRootClasses(in: SwiftSources(paths: files))
    }

    /// As above, over sources other readers share.
    public static func windowRootClasses(in sources: SwiftSources) -> [String] {
        var found: [String] = []
        for path in sources.paths(containing: "rootViewController") {
            for declaration in sources.declarations(in: path)
            where declaration.inherited.contains(where: { appDelegateProtocols.contains($0) }) {
                let finder = RootAssignmentFinder(viewMode: .sourceAccurate)
                finder.walk(declaration.members)
                for name in finder.classes where !found.contains(name) { found.append(name) }
            }
        }
        return found
    }

    /// The protocols of the objects that set up an app's windows.
    static let appDelegateProtocols: Set<String> = ["UIWindowSceneDelegate", "UIApplicationDelegate"]
}

/// `window.rootViewController = MainTabBarController()` (or `window?.`, `self.window?.`): the
/// class named by the initializer call.
private final class RootAssignmentFinder: SyntaxVisitor {
    var classes: [String] = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let parts = Array(node.elements)
        guard parts.count == 3, parts[1].is(AssignmentExprSyntax.self),
              let member = LoadTimeVisibility.stripped(parts[0]).as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "rootViewController", let base = member.base,
              LoadTimeVisibility.propertyName(base) == "window",
              let call = parts[2].as(FunctionCallExprSyntax.self),
              let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              type.first?.isUppercase == true else { return .visitChildren }
        if !classes.contains(type) { classes.append(type) }
        return .visitChildren
    }
}
