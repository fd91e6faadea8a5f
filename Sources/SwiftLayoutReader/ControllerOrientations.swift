import Diagnostics
import Foundation
import LayoutEngine
import SwiftParser
import SwiftSyntax

/// The orientations view controller classes allow in their own code: an override of
/// `supportedInterfaceOrientations` that returns a fixed mask (`.portrait`, `[.portrait]`,
/// `.allButUpsideDown`), declared by the class or inherited from a superclass of the app's.
/// A getter that decides at run time (a condition, another controller's answer) says nothing.
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
        // Comments aside, one statement: the mask, or `return` the mask.
        guard statements.count == 1, let only = statements.first else { return nil }
        let expression: ExprSyntax?
        switch only.item {
        case .expr(let value): expression = value
        case .stmt(let statement): expression = statement.as(ReturnStmtSyntax.self)?.expression
        case .decl: expression = nil
        }
        return expression.flatMap(orientations(ofMask:))
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
