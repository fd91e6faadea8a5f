import SwiftLayoutReader
import Diagnostics
import SwiftSyntax

/// Views an app's classes place themselves in their layout pass: `layoutSubviews`,
/// `viewWillLayoutSubviews` or `viewDidLayoutSubviews` (and the argument-less methods of the
/// same class they call) setting a property's `frame`, `center` or `bounds`, or handing it to
/// a frame-layout library (PinLayout's `view.pin…`, FlexLayout's `view.flex…`). UIKit runs
/// that code after Auto Layout, so where such a view ends up is the code's, whatever its
/// constraints or autoresizing mask say.
public enum LayoutPassFrames {
    /// The methods UIKit runs in every layout pass, after the constraints are solved.
    public static let layoutMethods = ["layoutSubviews", "viewWillLayoutSubviews", "viewDidLayoutSubviews"]
    /// Properties whose assignment moves or sizes a view.
    static let geometryProperties: Set<String> = ["frame", "center", "bounds"]
    /// Members through which a frame-layout library places a view.
    static let layoutLibraryMembers: Set<String> = ["pin", "flex"]
    /// How deep calls to the class's own methods are followed.
    public static let callDepth = 3

    /// How a layout pass places one property.
    public struct Placement: Sendable, Equatable {
        /// The first statement that places it.
        public var location: Diagnostics.SourceLocation
        /// The first statement that places it with PinLayout by one horizontal edge only
        /// (`view.pin.start(16).width(40)`, `label.pin.after(of: icon)`), so that where it lands
        /// depends on PinLayout's layout direction; nil when none does.
        public var oneSidedPin: Diagnostics.SourceLocation?
        /// True when a statement places it with PinLayout by one horizontal edge only.
        public var pinnedToOneSide: Bool { oneSidedPin != nil }
        /// True when a statement sets its `frame`, `center` or `bounds` (not a layout library).
        public var byFrame: Bool

        /// Creates a placement.
        public init(location: Diagnostics.SourceLocation, oneSidedPin: Diagnostics.SourceLocation? = nil, byFrame: Bool = false) {
            self.location = location
            self.oneSidedPin = oneSidedPin
            self.byFrame = byFrame
        }
    }

    /// What one class's own code places (a superclass's code is its own entry: callers look one
    /// up through `AppIndex.superclassChain(of:)`).
    public struct ClassPlacements: Sendable, Equatable {
        /// The properties its layout pass places, each with how.
        public var inLayoutPass: [String: Placement] = [:]
        /// The properties any of its methods places (for views no constraint places: code that
        /// sets their frame anywhere moves them from where their autoresizing mask holds them).
        public var inAnyMethod: [String: Placement] = [:]
    }

    /// For each class of `classes` declared (or extended) in `sources` whose code places a
    /// property, what its layout pass and its methods place. Each method is read once.
    public static func placements(of classes: Set<String>, in sources: SwiftSources) -> [String: ClassPlacements] {
        guard !classes.isEmpty else { return [:] }
        var scans: [String: [String: [MethodScan]]] = [:]
        for declaration in sources.declarations(of: classes) {
            for member in declaration.members.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body else { continue }
                let finder = PlacementFinder(viewMode: .sourceAccurate)
                finder.walk(body)
                let placed = finder.placed.map { property, offset, oneSide, byFrame in
                    (property, Diagnostics.SourceLocation(file: declaration.path, line: declaration.lines.line(at: offset)), oneSide, byFrame)
                }
                scans[declaration.name, default: [:]][function.name.text, default: []].append(
                    MethodScan(placed: placed, calls: finder.calledMethods,
                               takesArguments: !function.signature.parameterClause.parameters.isEmpty))
            }
        }
        var result: [String: ClassPlacements] = [:]
        for (className, methods) in scans {
            var found = ClassPlacements()
            var visited: Set<String> = []
            func walk(_ name: String, depth: Int) {
                guard depth <= callDepth, visited.insert(name).inserted else { return }
                // A method that takes arguments places what its callers hand it.
                for scan in methods[name] ?? [] where depth == 0 || !scan.takesArguments {
                    scan.add(to: &found.inLayoutPass)
                    for callee in scan.calls { walk(callee, depth: depth + 1) }
                }
            }
            for name in layoutMethods { walk(name, depth: 0) }
            for name in methods.keys.sorted() {
                for scan in methods[name] ?? [] { scan.add(to: &found.inAnyMethod) }
            }
            if !found.inAnyMethod.isEmpty { result[className] = found }
        }
        return result
    }

    /// What one method's body places, and the class's own methods it calls.
    struct MethodScan {
        /// Each placing expression: the property, where, whether PinLayout pins it to one
        /// horizontal side, and whether it sets a frame.
        var placed: [(String, Diagnostics.SourceLocation, Bool, Bool)]
        /// Names of argument-less calls on `self` (or bare).
        var calls: [String]
        /// True when the method takes arguments.
        var takesArguments: Bool

        /// Adds what the method places to `placements`, keeping the first statement of each.
        func add(to placements: inout [String: Placement]) {
            for (property, location, oneSide, byFrame) in placed {
                if placements[property] == nil { placements[property] = Placement(location: location) }
                if oneSide, placements[property]?.oneSidedPin == nil { placements[property]?.oneSidedPin = location }
                if byFrame { placements[property]?.byFrame = true }
            }
        }
    }

    /// Finds, in one method body, the properties it places and the class's own methods it calls.
    private final class PlacementFinder: SyntaxVisitor {
        /// Each placing expression: the property, its offset, whether PinLayout pins it to one
        /// horizontal side, and whether it sets a frame.
        var placed: [(String, Int, Bool, Bool)] = []
        /// Names of argument-less calls on `self` (or bare), to follow.
        var calledMethods: [String] = []

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            guard let base = node.base, let property = LoadTimeVisibility.propertyName(base) else { return .visitChildren }
            let member = node.declName.baseName.text
            if LayoutPassFrames.layoutLibraryMembers.contains(member)
                || (LayoutPassFrames.geometryProperties.contains(member) && LayoutPassFrames.isAssigned(ExprSyntax(node))) {
                let oneSide = member == "pin" && LayoutPassFrames.pinsToOneSide(LayoutPassFrames.chainCalls(after: node))
                let byFrame = LayoutPassFrames.geometryProperties.contains(member)
                placed.append((property, node.positionAfterSkippingLeadingTrivia.utf8Offset, oneSide, byFrame))
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.arguments.isEmpty, node.trailingClosure == nil {
                let callee = LoadTimeVisibility.stripped(node.calledExpression)
                if let reference = callee.as(DeclReferenceExprSyntax.self) {
                    calledMethods.append(reference.baseName.text)
                } else if let member = callee.as(MemberAccessExprSyntax.self), let owner = member.base,
                          LoadTimeVisibility.stripped(owner).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    calledMethods.append(member.declName.baseName.text)
                }
            }
            return .visitChildren
        }

        // Closures run later, or not at all (an animation block still places, but rarely alone).
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }

    /// The calls chained after `view.pin` (`.top(10).start(16).width(40)`), each as its name
    /// and its arguments' text, in order.
    static func chainCalls(after pin: MemberAccessExprSyntax) -> [(name: String, arguments: String)] {
        var calls: [(String, String)] = []
        var current = Syntax(pin)
        while let parent = current.parent {
            if let call = parent.as(FunctionCallExprSyntax.self), Syntax(call.calledExpression) == current {
                if let last = calls.popLast() { calls.append((last.0, call.arguments.trimmedDescription)) }
            } else if let member = parent.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == current {
                calls.append((member.declName.baseName.text, ""))
            } else if !(parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)) {
                break
            }
            current = parent
        }
        return calls
    }

    /// Words by which code asks the layout direction (UIKit's, or an app's helper around it).
    public static let directionWords = ["effectiveUserInterfaceLayoutDirection", "userInterfaceLayoutDirection",
                                        "semanticContentAttribute", "isDirectionRTL", "isRTL", "RightToLeft", "rightToLeft"]

    /// The classes of `classes` whose code (their declarations and extensions in `sources`)
    /// asks the layout direction: frames their code sets may follow it.
    public static func askingLayoutDirection(_ classes: Set<String>, in sources: SwiftSources) -> Set<String> {
        Set(sources.declarations(of: classes).filter { declaration in
            let text = declaration.members.description
            return directionWords.contains { text.contains($0) }
        }.map(\.name))
    }

    /// PinLayout's methods that hold a view's left edge (its leading edge in PinLayout's
    /// default direction). `right(of: view)` places it beside another view, holding this edge.
    static let leftEdgePinMethods: Set<String> = ["left", "start", "after", "topLeft", "topStart", "bottomLeft", "bottomStart", "centerLeft", "centerStart"]
    /// PinLayout's methods that hold a view's right edge; `left(of: view)` holds this one too.
    static let rightEdgePinMethods: Set<String> = ["right", "end", "before", "topRight", "topEnd", "bottomRight", "bottomEnd", "centerRight", "centerEnd"]

    /// True when a PinLayout chain holds only one of the view's horizontal edges: its place
    /// then depends on PinLayout's layout direction. One that holds both (`start(10).end(11)`,
    /// `horizontally(16)`, `all()`) spans the same width either way, and its text follows the
    /// locale; `hCenter` centres it.
    static func pinsToOneSide(_ calls: [(name: String, arguments: String)]) -> Bool {
        var left = false, right = false
        for call in calls {
            let beside = call.arguments.hasPrefix("of:")
            if call.name == "horizontally" || call.name == "all" || call.name == "hCenter" { return false }
            if leftEdgePinMethods.contains(call.name) { if beside && call.name == "left" { right = true } else { left = true } }
            if rightEdgePinMethods.contains(call.name) { if beside && call.name == "right" { left = true } else { right = true } }
        }
        return left != right
    }

    /// True when `expression` (a member access such as `label.frame` or `label.frame.origin`'s
    /// start) is, or begins, the left-hand side of an assignment: `label.frame = …`,
    /// `label.frame.origin.x += …`.
    static func isAssigned(_ expression: ExprSyntax) -> Bool {
        var current = Syntax(expression)
        // Climb through `.origin.x`, `?` and `!` to the whole left-hand side.
        while let parent = current.parent,
              parent.is(MemberAccessExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) != current { break }
            current = parent
        }
        guard let list = current.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) else { return false }
        let parts = Array(sequence.elements)
        guard let position = parts.firstIndex(where: { Syntax($0) == current }), position + 1 < parts.count else { return false }
        let next = parts[position + 1]
        if next.is(AssignmentExprSyntax.self) { return true }
        if let operation = next.as(BinaryOperatorExprSyntax.self) {
            return ["+=", "-=", "*=", "/="].contains(operation.operator.text)
        }
        return false
    }
}
