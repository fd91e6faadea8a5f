import SwiftLayoutReader
import Diagnostics
import Foundation
import SwiftParser
import SwiftSyntax

/// What an app's classes do, when their screen loads, to the visibility of the views their
/// outlets reach: `nutriscoreStack.isHidden = true` in a controller's `viewDidLoad`, a cell's
/// `awakeFromNib` removing a view. Only statements that always run count — those before any
/// `guard`, `return` or branch that may leave the method, outside conditions and closures —
/// in the load-time methods and the argument-less methods of the same class they call.
public enum LoadTimeVisibility {
    /// The methods UIKit runs before a screen is first shown.
    static let loadTimeMethods = ["loadView", "viewDidLoad", "awakeFromNib", "viewWillAppear"]
    /// How deep calls to the class's own methods are followed.
    static let callDepth = 3

    /// For each class of `classes` declared (or extended) in `files`, the outlet properties
    /// its load-time code leaves hidden, with the statement that hid each. Files that cannot
    /// be read are skipped; only files that mention one of the classes are parsed.
    public static func hiddenOutlets(of classes: Set<String>, in files: [String]) -> [String: [String: Diagnostics.SourceLocation]] {
        hiddenOutlets(of: classes, in: SwiftSources(paths: files))
    }

    /// As above, over sources other readers share.
    public static func hiddenOutlets(of classes: Set<String>, in sources: SwiftSources) -> [String: [String: Diagnostics.SourceLocation]] {
        guard !classes.isEmpty else { return [:] }
        var methods: [String: [String: [(FunctionDeclSyntax, String, LineTable)]]] = [:]
        // An outlet's `didSet` runs when the nib connects it, before the load-time methods.
        var outletObservers: [String: [(CodeBlockSyntax, String, LineTable)]] = [:]
        for declaration in sources.declarations(of: classes) {
            let (name, path, lines) = (declaration.name, declaration.path, declaration.lines)
            for member in declaration.members.members {
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    methods[name, default: [:]][function.name.text, default: []].append((function, path, lines))
                } else if let variable = member.decl.as(VariableDeclSyntax.self), isOutlet(variable) {
                    for binding in variable.bindings {
                        guard case .accessors(let accessors)? = binding.accessorBlock?.accessors else { continue }
                        for accessor in accessors where accessor.accessorSpecifier.tokenKind == .keyword(.didSet) {
                            if let body = accessor.body { outletObservers[name, default: []].append((body, path, lines)) }
                        }
                    }
                }
            }
        }
        var result: [String: [String: Diagnostics.SourceLocation]] = [:]
        for className in Set(methods.keys).union(outletObservers.keys) {
            let classMethods = methods[className] ?? [:]
            var scan = Scan(methods: classMethods)
            for (body, path, lines) in outletObservers[className] ?? [] {
                scan.run(body, file: path, lines: lines, depth: 0)
            }
            for name in loadTimeMethods {
                for (function, path, lines) in classMethods[name] ?? [] {
                    scan.run(function, file: path, lines: lines, depth: 0)
                }
            }
            let hidden = scan.state.compactMapValues { $0 }
            if !hidden.isEmpty { result[className] = hidden }
        }
        return result
    }

    /// The walk through one class's load-time methods.
    private struct Scan {
        let methods: [String: [(FunctionDeclSyntax, String, LineTable)]]
        /// Property → where it was last hidden (nil: shown again, or set to something unknown).
        var state: [String: Diagnostics.SourceLocation?] = [:]

        mutating func run(_ function: FunctionDeclSyntax, file: String, lines: LineTable, depth: Int) {
            // A method that takes arguments depends on them.
            guard let body = function.body, depth == 0 || function.signature.parameterClause.parameters.isEmpty else { return }
            run(body, file: file, lines: lines, depth: depth)
        }

        mutating func run(_ body: CodeBlockSyntax, file: String, lines: LineTable, depth: Int) {
            for item in body.statements {
                switch item.item {
                case .stmt(let statement):
                    if statement.is(GuardStmtSyntax.self) || statement.is(ReturnStmtSyntax.self) || statement.is(ThrowStmtSyntax.self)
                        || LoadTimeVisibility.mayLeave(statement) { return }
                    // `if`, `switch`, loops: what they do may or may not happen.
                    forget(touched(in: statement, depth: depth))
                case .expr(let expression):
                    if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
                        // One that can leave the method makes everything after it conditional too.
                        if LoadTimeVisibility.mayLeave(expression) { return }
                        forget(touched(in: expression, depth: depth))
                        continue
                    }
                    apply(expression, file: file, lines: lines, depth: depth)
                case .decl:
                    continue
                }
            }
        }

        mutating func apply(_ expression: ExprSyntax, file: String, lines: LineTable, depth: Int) {
            if let sequence = expression.as(SequenceExprSyntax.self) {
                let parts = Array(sequence.elements)
                guard parts.count == 3, parts[1].is(AssignmentExprSyntax.self),
                      let member = LoadTimeVisibility.stripped(parts[0]).as(MemberAccessExprSyntax.self),
                      member.declName.baseName.text == "isHidden", let base = member.base,
                      let property = LoadTimeVisibility.propertyName(base) else { return }
                if let literal = parts[2].as(BooleanLiteralExprSyntax.self) {
                    let line = lines.line(at: expression.positionAfterSkippingLeadingTrivia.utf8Offset)
                    state[property] = literal.literal.tokenKind == .keyword(.true)
                        ? Diagnostics.SourceLocation(file: file, line: line) : nil
                } else {
                    state[property] = Optional<Diagnostics.SourceLocation>.none as Diagnostics.SourceLocation??
                }
                return
            }
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return }
            let called = LoadTimeVisibility.stripped(call.calledExpression)
            if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "removeFromSuperview",
               let base = member.base, let property = LoadTimeVisibility.propertyName(base) {
                let line = lines.line(at: expression.positionAfterSkippingLeadingTrivia.utf8Offset)
                state[property] = Diagnostics.SourceLocation(file: file, line: line)
                return
            }
            // `setUp()` or `self.setUp()`: the class's own method, followed when it takes nothing;
            // what a method it cannot follow may do to visibility is unknown.
            guard let name = LoadTimeVisibility.ownMethodName(called), let targets = methods[name] else {
                forget(touched(in: expression, depth: depth))
                return
            }
            guard call.arguments.isEmpty, call.trailingClosure == nil, depth < LoadTimeVisibility.callDepth,
                  targets.count == 1, let (function, path, lines) = targets.first else {
                forget(touched(in: expression, depth: depth))
                return
            }
            run(function, file: path, lines: lines, depth: depth + 1)
        }

        /// Makes the visibility of `properties` unknown.
        mutating func forget(_ properties: Set<String>) {
            for property in properties { state[property] = Optional<Diagnostics.SourceLocation>.none as Diagnostics.SourceLocation?? }
        }

        /// The properties whose visibility `node` may change: `x.isHidden = …`,
        /// `x.removeFromSuperview()`, directly or through the class's own methods it calls.
        func touched(in node: some SyntaxProtocol, depth: Int) -> Set<String> {
            let finder = VisibilityFinder(viewMode: .sourceAccurate)
            finder.walk(node)
            var properties = finder.properties
            guard depth < LoadTimeVisibility.callDepth + 2 else { return properties }
            for name in finder.calls {
                for (function, _, _) in methods[name] ?? [] {
                    if let body = function.body { properties.formUnion(touched(in: body, depth: depth + 1)) }
                }
            }
            return properties
        }
    }

    /// `setUp` for `setUp` or `self.setUp` as a called expression; nil for anything else.
    static func ownMethodName(_ called: ExprSyntax) -> String? {
        if let reference = called.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self) {
            return reference.baseName.text
        }
        if let member = called.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// True for an `@IBOutlet` property.
    static func isOutlet(_ variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains { element in
            element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet"
        }
    }

    /// `title`, `self.title`, `title?`, `title!` → `title`; nil for anything else.
    static func propertyName(_ expression: ExprSyntax) -> String? {
        let base = stripped(expression)
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self) {
            return reference.baseName.text
        }
        if let member = base.as(MemberAccessExprSyntax.self), let owner = member.base,
           stripped(owner).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The expression without `?` and `!` around it.
    static func stripped(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                return current
            }
        }
    }

    /// True when `node` holds a `return` or `throw` that is not inside a closure or a nested
    /// function: running it may leave the method.
    static func mayLeave(_ node: some SyntaxProtocol) -> Bool {
        let finder = ExitFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }
}

/// Collects the properties whose `isHidden` is set or which are removed from their superview,
/// and the names of the methods called without a receiver or on `self`.
private final class VisibilityFinder: SyntaxVisitor {
    var properties: Set<String> = []
    var calls: Set<String> = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let parts = Array(node.elements)
        if parts.count == 3, parts[1].is(AssignmentExprSyntax.self),
           let member = LoadTimeVisibility.stripped(parts[0]).as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "isHidden" || member.declName.baseName.text == "alpha",
           let base = member.base, let property = LoadTimeVisibility.propertyName(base) {
            properties.insert(property)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = LoadTimeVisibility.stripped(node.calledExpression)
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "removeFromSuperview",
           let base = member.base, let property = LoadTimeVisibility.propertyName(base) {
            properties.insert(property)
        } else if let name = LoadTimeVisibility.ownMethodName(called) {
            calls.insert(name)
        }
        return .visitChildren
    }
}

/// Finds a `return` or `throw` outside closures and nested functions.
private final class ExitFinder: SyntaxVisitor {
    var found = false
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
