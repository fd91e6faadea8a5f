import LayoutEngine
import SwiftSyntax
import TextModel

extension SwiftEvaluator {
    /// Evaluates an expression.
    func eval(_ expression: ExprSyntax) -> SwiftValue {
        state.budget -= 1
        guard state.budget > 0 else {
            state.exceed("the set-up takes more than \(state.steps) evaluation steps; the screen is not read", at: location(expression))
            return .unknown
        }
        guard state.expressionDepth < SwiftScreenState.maximumExpressionDepth else {
            state.exceed(SwiftScreenState.tooDeep, at: location(expression))
            return .unknown
        }
        state.expressionDepth += 1
        defer { state.expressionDepth -= 1 }
        return evalOnce(expression)
    }

    private func evalOnce(_ expression: ExprSyntax) -> SwiftValue {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return Double(literal.literal.text.filter { $0 != "_" }).map(SwiftValue.number) ?? .unknown
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            return Double(literal.literal.text.filter { $0 != "_" }).map(SwiftValue.number) ?? .unknown
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return .bool(literal.literal.tokenKind == .keyword(.true))
        }
        if let literal = expression.as(StringLiteralExprSyntax.self) { return string(literal) }
        if expression.is(NilLiteralExprSyntax.self) { return .member("nil") }
        if let array = expression.as(ArrayExprSyntax.self) {
            return .array(array.elements.map { eval($0.expression) })
        }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content else { return .dictionary([:]) }
            var entries: [String: SwiftValue] = [:]
            for element in elements {
                guard case .text(let key) = eval(element.key), let name = key.fallback, key.key == nil else { return .unknown }
                entries[name] = eval(element.value)
            }
            return .dictionary(entries)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return lookup(reference.baseName.text, at: reference) ?? .unknown
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return implicitMember(member.declName.baseName.text, at: member) }
            if base.is(SuperExprSyntax.self) { return self.member(of: frame.selfValue, member.declName.baseName.text, at: member) }
            return self.member(of: eval(base), member.declName.baseName.text, at: member)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { return evalCall(call) }
        if let sequence = expression.as(SequenceExprSyntax.self) { return evalSequence(Array(sequence.elements)) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let value = eval(prefix.expression)
            switch prefix.operator.text {
            case "-": return value.number.map { .number(-$0) } ?? .unknown
            case "!": if case .bool(let flag) = value { return .bool(!flag) }
            default: break
            }
            return .unknown
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return eval(only.expression)
        }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return eval(optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return eval(forced.expression) }
        if let attempt = expression.as(TryExprSyntax.self) { return eval(attempt.expression) }
        if let awaited = expression.as(AwaitExprSyntax.self) { return eval(awaited.expression) }
        if let cast = expression.as(AsExprSyntax.self) { return eval(cast.expression) }
        if let closure = expression.as(ClosureExprSyntax.self) { return .closure(closure, file: frame.file) }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            if case .bool(let flag) = eval(ternary.condition) { return eval(flag ? ternary.thenExpression : ternary.elseExpression) }
            return .unknown
        }
        if let conditional = expression.as(IfExprSyntax.self) {
            return exec(CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .stmt(StmtSyntax(ExpressionStmtSyntax(expression: conditional))))])) ?? .unknown
        }
        if let typeExpression = expression.as(TypeExprSyntax.self) {
            return .type(SwiftModuleIndex.simpleTypeName(typeExpression.type))
        }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return eval(generic.expression) }
        if expression.is(SuperExprSyntax.self) { return frame.selfValue }
        return .unknown
    }

    /// A string literal: its text when it has no interpolations, otherwise the literal parts
    /// joined around the interpolated values that are known (`.unknown` when none are).
    func string(_ literal: StringLiteralExprSyntax) -> SwiftValue {
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let part):
                text += SwiftEvaluator.unescape(part.content.text)
            case .expressionSegment(let interpolation):
                guard let first = interpolation.expressions.first else { continue }
                switch eval(first.expression) {
                case .text(let source): text += source.fallback ?? source.key ?? ""
                case .number(let value): text += value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
                default: return .unknown
                }
            }
            if text.utf8.count > SwiftScreenState.maximumTextLength { return tooLong(literal) }
        }
        return .text(.literal(text))
    }

    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        return text.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\t", with: "\t")
            .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }

    /// Resolves a bare name: locals, then the class's properties, then members of `self`, then types.
    func lookup(_ name: String, at site: some SyntaxProtocol) -> SwiftValue? {
        for position in stride(from: frames.count - 1, through: 0, by: -1) {
            if let value = frames[position].locals[name] { return value }
            // Closures see their enclosing function's locals; inlined functions do not.
            if !frames[position].isClosure { break }
        }
        if name == "self" { return frame.selfValue }
        if name == "Self", let className { return .type(className) }
        if frame.classContext, let value = property(name, at: site) { return value }
        if frame.classContext, let className, let value = staticValue(className + "." + name, at: site) { return value }
        if case .type(let owner) = frame.selfValue, let value = staticValue(owner + "." + name, at: site) { return value }
        if let first = name.first, first.isUppercase { return .type(typePath(name)) }
        if case .unknown = frame.selfValue { return nil }
        let value = member(of: frame.selfValue, name, at: site)
        if case .unknown = value { return nil }
        return value
    }

    /// The full path of the type a bare capitalised name means where the code runs: a type
    /// nested in the running code's type, an enclosing type or a superclass (`Metrics` in
    /// `NoticeView`'s code is `NoticeView.Metrics`, declared in its body or an extension),
    /// else the name as written.
    func typePath(_ name: String) -> String {
        guard let candidates = index.declaredPaths[name], candidates != [name] else { return name }
        var scopes: [String] = []
        if case .type(let path) = frame.selfValue { scopes.append(path) }
        if let owner = frame.owner { scopes.append(owner) }
        if let className { scopes += [className] + index.superclassChain(of: className) }
        for scope in scopes {
            // A simple name stands for each type declared so (a class nested in an enum).
            let fullPaths = scope.contains(".") ? [scope] : index.declaredPaths[scope] ?? [scope]
            for full in fullPaths {
                var parts = full.split(separator: ".").map(String.init)
                while !parts.isEmpty {
                    let candidate = (parts + [name]).joined(separator: ".")
                    if candidates.contains(candidate) { return candidate }
                    parts.removeLast()
                }
            }
        }
        return name
    }

    /// `base.name`.
    func member(of base: SwiftValue, _ name: String, at site: some SyntaxProtocol) -> SwiftValue {
        // `traitCollection.displayScale`, `UIScreen.main.scale` (hairlines: 1 / scale): every
        // current iPhone but the SE draws at 3x; the stand-in is documented.
        if name == "displayScale" || name == "scale" && base.memberName == "main" { return .number(SwiftEvaluator.displayScale) }
        if case .controller(let id) = base {
            return name == "view" ? .view(id) : .unknown
        }
        switch base {
        case .type(let path):
            if let value = staticValue(path + "." + name, at: site) { return value }
            if path == "UIFontMetrics", name == "default" { return .fontMetrics(.body) }
            if name == "self" { return base }
            if let first = name.first, first.isUppercase { return .type(path + "." + name) }
            if let text = SwiftUIKitNames.systemConstant(path, name) { return text }
            if let kind = SwiftUIKitNames.viewKind(path), !["zero", "self"].contains(name), name.first?.isLowercase == true {
                // `UIView.separatorLine`: a factory from outside the scanned files.
                return standInView(for: path + "." + name, kind: kind == .view ? nil : kind, at: site)
            }
            return .member(name)
        case .view(let id):
            if let attribute = SwiftUIKitNames.anchorAttribute(name) { return .anchor(Anchor(.view(id), attribute)) }
            if let guide = SwiftUIKitNames.guide(name) {
                if guide == .content || guide == .frame, id != LayoutItem.rootID, let kind = state.views[id]?.kind, kind != .scroll {
                    // A scroll view subclass from outside the scanned files shows itself by its guides.
                    guard state.views[id]?.approximated == true || kind == .textView else {
                        warn("'\(name)' of a view that is not a scroll view; constraints to it are left out", site)
                        return .dropped
                    }
                    if kind != .textView { state.views[id]?.kind = .scroll; state.views[id]?.stack = nil }
                    else { return .dropped }
                }
                return .guide(.guide(id, guide))
            }
            switch name {
            case "keyboardLayoutGuide": return .keyboard(id)
            case "traitCollection": return .member(name)
            case "snp": return .snap(id)
            case "view" where id == selfID && role == .viewController: return .view(LayoutItem.rootID)
            case "contentView" where id == selfID && role == .cell && !declaresOwn(name, on: id): return .view(selfID)
            // Content views (effect views, cells, headers) are approximated by their owner,
            // unless the view's class declares a property of that name itself (a header's own
            // `contentView`, a plain view's `titleLabel`).
            case "titleLabel" where !declaresOwn(name, on: id), "contentView" where !declaresOwn(name, on: id): return .view(id)
            case "superview": return state.views[id].map { .view($0.parent) } ?? .unknown
            case "translatesAutoresizingMaskIntoConstraints": return .bool(!state.manual.contains(id))
            case "isHidden": return .bool(state.views[id]?.hidden ?? false)
            case "arrangedSubviews": return .array(state.views[id]?.stack?.arranged.map { .view($0) } ?? [])
            case "subviews": return .array(state.order.filter { state.views[$0]?.parent == id && state.added.contains($0) }.map { .view($0) })
            case "font": return state.views[id].map { .font($0.font) } ?? .unknown
            case "spacing": return state.views[id]?.stack.map { .number($0.spacing) } ?? .unknown
            case "axis": return state.views[id]?.stack.map { .member($0.axis.rawValue) } ?? .unknown
            case "configuration": return state.buttonConfigurations[id].map(SwiftValue.buttonConfiguration) ?? .unknown
            case "layoutMargins", "directionalLayoutMargins": return state.views[id].map { .insets($0.layoutMargins) } ?? .unknown
            default: break
            }
            if id == selfID, let value = property(name, at: site) { return value }
            if let evaluator = state.inlined[id], evaluator !== self, let value = evaluator.property(name, at: site) { return value }
            if let value = extensionProperty(name, on: base) { return value }
            if state.views[id]?.approximated == true, let kind = SwiftUIKitNames.kindBySuffix(SwiftEvaluator.upperFirst(name)) {
                // `metaText.textView` of a class outside the scanned files: a stand-in subview, the same on every use.
                let key = id + "." + name
                if let known = state.memberViews[key] { return .view(known) }
                let saved = pendingName
                pendingName = (state.views[id]?.displayName ?? id) + "." + name
                let value = standInView(for: key, kind: kind, at: site)
                pendingName = saved
                if case .view(let created) = value { state.memberViews[key] = created }
                return value
            }
            return .unknown
        case .keyboard(let id):
            // With the keyboard hidden the guide is a zero-height strip on the safe area's bottom edge.
            guard let attribute = SwiftUIKitNames.anchorAttribute(name) else { return .unknown }
            let safeArea = LayoutItem.guide(id, .safeArea)
            switch attribute {
            case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: return .anchor(Anchor(safeArea, .bottom))
            case .height:
                warn("keyboardLayoutGuide.heightAnchor is 0 with the keyboard hidden; constraints to it are left out", site)
                return .dropped
            default: return .anchor(Anchor(safeArea, attribute))
            }
        case .guide(let item):
            if let attribute = SwiftUIKitNames.anchorAttribute(name) { return .anchor(Anchor(item, attribute)) }
            if name == "owningView" { return .view(item.viewID) }
            return .unknown
        case .constraint(let position):
            guard state.constraints.indices.contains(position) else { return .unknown }
            switch name {
            case "isActive": return .bool(state.constraints[position].active)
            case "constant": return .number(state.constraints[position].spec.constant)
            case "priority": return .number(state.constraints[position].spec.priority)
            case "multiplier": return .number(state.constraints[position].spec.multiplier)
            default: return .unknown
            }
        case .font(let font):
            if name == "pointSize", case .system(let size) = font.source { return .number(size) }
            return .unknown
        case .snap(let id):
            if let attribute = SwiftUIKitNames.snapAttributes(name)?.first, SwiftUIKitNames.snapAttributes(name)?.count == 1 {
                return .snapTarget(.view(id), attribute)
            }
            return .unknown
        case .snapMaker(let id, let attributes):
            if let more = SwiftUIKitNames.snapAttributes(name) { return .snapMaker(id, attributes + more) }
            return .unknown
        case .snapMade(let made, _) where name == "constraint":
            // SnapKit's `Constraint`: the layout constraints one maker line made, kept to turn
            // on and off (`.deactivate()`) or to change (`.update(offset:)`).
            return made.count == 1 ? .constraint(made[0]) : .array(made.map { .constraint($0) })
        case .snapTarget(let item, nil):
            if let attribute = SwiftUIKitNames.snapAttributes(name)?.first { return .snapTarget(item, attribute) }
            return .unknown
        case .array(let elements):
            switch name {
            case "first": return elements.first ?? .unknown
            case "last": return elements.last ?? .unknown
            case "count": return .number(Double(elements.count))
            default: return .unknown
            }
        case .member("zero"):
            return .number(0)
        case .member(let constant) where name == "rawValue":
            // `UILayoutPriority.defaultHigh.rawValue - 1`.
            return SwiftUIKitNames.priority(constant).map(SwiftValue.number) ?? .unknown
        case .number where name == "rawValue":
            return base
        case .dropped:
            return .dropped
        case .insets(let insets):
            switch name {
            case "top": return .number(insets.top)
            case "bottom": return .number(insets.bottom)
            case "left", "leading": return .number(insets.left)
            case "right", "trailing": return .number(insets.right)
            default: return .unknown
            }
        case .size(let width, let height):
            return name == "width" ? .number(width) : name == "height" ? .number(height) : .unknown
        case .text(let source):
            if options.localizedHelpers.contains(name), let key = source.fallback, source.key == nil { return .text(.key(key)) }
            return .unknown
        default:
            return .unknown
        }
    }

    /// `.name` with no type: an enum case or UIKit constant, or a static that an extension in the
    /// scanned files adds to a number or geometry type (`constant: .padding`).
    func implicitMember(_ name: String, at site: some SyntaxProtocol) -> SwiftValue {
        // `.zero` means zero whatever the type (a priority, insets, a size).
        guard name != "zero" else { return .member(name) }
        for owner in ["CGFloat", "Double", "Float", "Int", "UILayoutPriority", "UIEdgeInsets", "NSDirectionalEdgeInsets", "UIFont", "String"] {
            // Inside the app's `UIFont.headline` getter, `.preferredFont(forTextStyle: .headline)`
            // names the text style, not the property being read.
            guard !isEvaluatingStatic(owner + "." + name) else { continue }
            if let value = staticValue(owner + "." + name, at: site) { return value }
        }
        return .member(name)
    }

    static func upperFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    // MARK: Operators

    /// Evaluates an unfolded operator sequence (`a = b`, `x - 1`, `c ? a : b`, `a as B`).
    func evalSequence(_ elements: [ExprSyntax]) -> SwiftValue {
        // Assignments and ternaries recurse once per operator of a flat sequence: the same
        // depth limit holds as for nested expressions.
        guard let first = elements.first else { return .unknown }
        // A spent budget was reported where it ran out.
        guard state.budget > 0 else { return .unknown }
        guard state.expressionDepth < SwiftScreenState.maximumExpressionDepth else {
            state.exceed(SwiftScreenState.tooDeep, at: location(first))
            return .unknown
        }
        state.expressionDepth += 1
        defer { state.expressionDepth -= 1 }
        return evalSequenceOnce(elements)
    }

    private func evalSequenceOnce(_ elements: [ExprSyntax]) -> SwiftValue {
        if let position = elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }), position > 0 {
            let right = evalSequence(Array(elements[(position + 1)...]))
            assign(Array(elements[..<position]), right, at: elements[position])
            return .unknown
        }
        if let position = elements.firstIndex(where: { ($0.as(BinaryOperatorExprSyntax.self)?.operator.text).map { ["+=", "-=", "*=", "/="].contains($0) } ?? false }),
           position > 0, let operatorText = elements[position].as(BinaryOperatorExprSyntax.self)?.operator.text {
            let current = evalSequence(Array(elements[..<position]))
            let change = evalSequence(Array(elements[(position + 1)...]))
            let combined = SwiftEvaluator.arithmetic(String(operatorText.dropLast()), current, change)
            if case .unknown = combined, SwiftEvaluator.textLength(of: [current, change]) > SwiftScreenState.maximumTextLength {
                _ = tooLong(elements[position])
            }
            assign(Array(elements[..<position]), combined, at: elements[position])
            return .unknown
        }
        if let position = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
           let ternary = elements[position].as(UnresolvedTernaryExprSyntax.self) {
            let condition = evalSequence(Array(elements[..<position]))
            if case .bool(let flag) = condition {
                return flag ? eval(ternary.thenExpression) : evalSequence(Array(elements[(position + 1)...]))
            }
            return .unknown
        }
        // Drop casts (`x as UILabel`): the value is unchanged for layout.
        var operands: [SwiftValue] = []
        var operators: [String] = []
        var position = 0
        while position < elements.count {
            let element = elements[position]
            if element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self) {
                if element.is(UnresolvedIsExprSyntax.self), !operands.isEmpty { operands[operands.count - 1] = .unknown }
                position += 2
                continue
            }
            if let binary = element.as(BinaryOperatorExprSyntax.self) {
                operators.append(binary.operator.text)
            } else {
                operands.append(eval(element))
            }
            position += 1
        }
        guard operands.count == operators.count + 1 else { return .unknown }
        let result = SwiftEvaluator.fold(operands, operators)
        if case .unknown = result, SwiftEvaluator.textLength(of: operands) > SwiftScreenState.maximumTextLength {
            return tooLong(elements[0])
        }
        return result
    }

    /// The UTF-8 length of the literal texts among `values`.
    static func textLength(of values: [SwiftValue]) -> Int {
        values.reduce(0) { total, value in
            guard case .text(let source) = value, source.key == nil else { return total }
            return total + (source.fallback?.utf8.count ?? 0)
        }
    }

    private static func precedence(_ operatorText: String) -> Int {
        switch operatorText {
        case "*", "/", "%": 5
        case "+", "-": 4
        case "??": 3
        case "==", "!=", "<", ">", "<=", ">=": 2
        case "&&": 1
        default: 0
        }
    }

    /// Folds operands and operators by precedence (left-associative; `??` happens to be safe here).
    /// One pass with a stack of pending operators (linear in the sequence's length).
    static func fold(_ operands: [SwiftValue], _ operators: [String]) -> SwiftValue {
        guard let first = operands.first, operands.count == operators.count + 1 else { return .unknown }
        var values = [first]
        var pending: [String] = []
        func reduce() {
            guard let operatorText = pending.popLast(), let right = values.popLast(), let left = values.popLast() else { return }
            values.append(binary(operatorText, left, right))
        }
        for (position, operatorText) in operators.enumerated() {
            while let top = pending.last, precedence(top) >= precedence(operatorText) { reduce() }
            pending.append(operatorText)
            values.append(operands[position + 1])
        }
        while !pending.isEmpty { reduce() }
        return values.first ?? .unknown
    }

    static func binary(_ operatorText: String, _ left: SwiftValue, _ right: SwiftValue) -> SwiftValue {
        switch operatorText {
        case "??":
            if case .unknown = left { return right }
            return left
        case "&&":
            if case .bool(let a) = left, case .bool(let b) = right { return .bool(a && b) }
            return .unknown
        case "||":
            if case .bool(let a) = left, case .bool(let b) = right { return .bool(a || b) }
            return .unknown
        case "==", "!=", "<", ">", "<=", ">=":
            if case .member(let first) = left, case .member(let second) = right,
               let a = ContentSizeCategory(rawValue: first), let b = ContentSizeCategory(rawValue: second) {
                // Content-size categories compare by size, as UIContentSizeCategory does.
                return compare(operatorText, a, b)
            }
            if operatorText == "==" || operatorText == "!=", case .member(let first) = left, case .member(let second) = right,
               LayoutAttribute.Axis(rawValue: first) != nil, LayoutAttribute.Axis(rawValue: second) != nil {
                // A stack's axis, as the set-up left it (`axis == .vertical` in a stack helper).
                return .bool((first == second) == (operatorText == "=="))
            }
            guard let a = left.number, let b = right.number else { return .unknown }
            return compare(operatorText, a, b)
        default:
            return arithmetic(operatorText, left, right)
        }
    }

    /// `a <operatorText> b` for a comparison operator.
    static func compare<Value: Comparable>(_ operatorText: String, _ a: Value, _ b: Value) -> SwiftValue {
        switch operatorText {
        case "==": .bool(a == b)
        case "!=": .bool(a != b)
        case "<": .bool(a < b)
        case ">": .bool(a > b)
        case "<=": .bool(a <= b)
        default: .bool(a >= b)
        }
    }

    /// A text too long to evaluate, with a warning at `site`: a stand-in takes its place.
    func tooLong(_ site: some SyntaxProtocol) -> SwiftValue {
        warn("a text longer than \(SwiftScreenState.maximumTextLength) characters is not evaluated; a one-line stand-in takes its place", site)
        return .unknown
    }

    static func arithmetic(_ operatorText: String, _ left: SwiftValue, _ right: SwiftValue) -> SwiftValue {
        if operatorText == "+", case .array(let a) = left, case .array(let b) = right {
            // Doubling an array in a loop must not outgrow memory: past the view limit it is not evaluated.
            return a.count + b.count > SwiftScreenState.maximumViews ? .unknown : .array(a + b)
        }
        if operatorText == "+", case .text(let a) = left, case .text(let b) = right, a.key == nil, b.key == nil {
            let (first, second) = (a.fallback ?? "", b.fallback ?? "")
            if first.utf8.count + second.utf8.count > SwiftScreenState.maximumTextLength { return .unknown }
            return .text(.literal(first + second))
        }
        guard let a = left.number, let b = right.number else { return .unknown }
        switch operatorText {
        case "+": return .number(a + b)
        case "-": return .number(a - b)
        case "*": return .number(a * b)
        case "/": return b == 0 ? .unknown : .number(a / b)
        default: return .unknown
        }
    }

    /// Whether the class of view `id` (this class for `selfID`, or an inlined view's class)
    /// declares a property `name` of its own.
    func declaresOwn(_ name: String, on id: String) -> Bool {
        let owner = id == selfID ? self : state.inlined[id]
        guard let className = owner?.className else { return false }
        return index.property(name, in: className) != nil
    }
}
