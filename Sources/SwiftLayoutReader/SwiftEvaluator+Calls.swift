import LayoutEngine
import SwiftSyntax
import TextModel

/// Evaluated call arguments, with their labels.
typealias SwiftArguments = [(label: String?, value: SwiftValue)]

extension SwiftArguments {
    /// The value labelled `label` (nil: the first unlabelled one).
    func value(_ label: String?) -> SwiftValue? {
        first { $0.label == label }?.value
    }
}

extension SwiftEvaluator {
    /// Evaluates a call expression.
    func evalCall(_ call: FunctionCallExprSyntax) -> SwiftValue {
        let callee = call.calledExpression
        if let closure = callee.as(ClosureExprSyntax.self) {
            // `{ $0.axis = .vertical; return $0 }(UIStackView())`: the argument, made first,
            // takes the name the result is bound to.
            let arguments = call.arguments.map { eval($0.expression) }
            return callClosure(closure, file: frame.file, arguments: arguments)
        }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
           let base = member.base, let function = call.arguments.first?.expression ?? call.trailingClosure.map(ExprSyntax.init),
           !function.is(ClosureExprSyntax.self) {
            // `views.forEach(stack.addArrangedSubview)`: a function reference applied to each element.
            guard case .array(let elements) = eval(base) else { return unevaluated(call) }
            for element in elements { apply(function, to: element, at: call) }
            return .unknown
        }
        let saved = pendingName
        pendingName = nil
        var arguments: SwiftArguments = call.arguments.map { ($0.label?.text, eval($0.expression)) }
        if let trailing = call.trailingClosure { arguments.append((nil, .closure(trailing, file: frame.file))) }
        for extra in call.additionalTrailingClosures { arguments.append((extra.label.text, .closure(extra.closure, file: frame.file))) }
        pendingName = saved
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return callName(reference.baseName.text, arguments, call)
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let baseExpression = member.base else { return implicitCall(name, arguments, call) }
            if baseExpression.is(SuperExprSyntax.self) { return superCall(name, arguments, call) }
            if name == "sink", SwiftEvaluator.sendsTheCurrentContentSizeCategory(baseExpression),
               case .closure(let closure, let file)? = arguments.value("receiveValue") ?? arguments.last?.value {
                // The content-size-category publisher sends the current category as soon as it is
                // subscribed to, so its sink runs in the set-up: with the default category, the
                // one the set-up is evaluated at; what it does at other sizes is another layout state.
                state.note("a sink on the content-size category runs at set-up with the default category (.large); "
                           + "what it does at other sizes is another layout state", at: location(call))
                _ = callClosure(closure, file: file, arguments: [.member(ContentSizeCategory.large.rawValue)])
                return .unknown
            }
            let base = eval(baseExpression)
            if name == "append", case .array(let elements) = base {
                if let element = arguments.first?.value {
                    if case .array(let more) = element, arguments.first?.label == "contentsOf" {
                        assign([baseExpression], .array(elements + more), at: ExprSyntax(call))
                    } else {
                        assign([baseExpression], .array(elements + [element]), at: ExprSyntax(call))
                    }
                }
                return .unknown
            }
            return method(name, on: base, arguments, call)
        }
        if callee.is(OptionalChainingExprSyntax.self) || callee.is(ForceUnwrapExprSyntax.self) {
            if case .closure(let closure, let file) = eval(callee) { return callClosure(closure, file: file, arguments: arguments.map(\.value)) }
        }
        return .unknown
    }

    /// Applies a function reference (`addSubview`, `stack.addArrangedSubview`) to one value.
    private func apply(_ function: ExprSyntax, to element: SwiftValue, at call: FunctionCallExprSyntax) {
        if let member = function.as(MemberAccessExprSyntax.self), let base = member.base {
            _ = method(member.declName.baseName.text, on: eval(base), [(nil, element)], call)
        } else if let reference = function.as(DeclReferenceExprSyntax.self) {
            _ = callName(reference.baseName.text, [(nil, element)], call)
        }
    }

    /// A call whose result is unknown; a warning when it looks like it builds layout, and then
    /// the views it is called on or handed (`involving`) are placed by code not read.
    func unevaluated(_ call: FunctionCallExprSyntax, involving values: [SwiftValue] = []) -> SwiftValue {
        let name: String
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { name = member.declName.baseName.text }
        else { name = call.calledExpression.trimmedDescription }
        let lower = name.lowercased()
        if ["constraint", "anchor", "subview", "pin", "edges", "autolayout", "layout"].contains(where: { SwiftEvaluator.contains(lower, $0) }) &&
            !["layoutifneeded", "setneedslayout", "layoutsubviews", "setneedsupdateconstraints", "updateconstraintsifneeded",
              "removeconstraints", "removeconstraint"].contains(lower) {
            warn("call to '\(name)' is not in the scanned files; the layout it builds is left out", call)
            markPlacedByUnreadCode(values)
        }
        return .unknown
    }

    /// Records the views among `values` (arrays too) as placed by code the reader could not read.
    func markPlacedByUnreadCode(_ values: [SwiftValue]) {
        for value in values {
            switch value {
            // Not the screen itself: everything lies inside it.
            case .view(let id) where id != LayoutItem.rootID && id != selfID: state.placedByUnreadCode.insert(id)
            case .controller(let id): state.placedByUnreadCode.insert(id)
            case .array(let elements): markPlacedByUnreadCode(elements)
            default: break
            }
        }
    }

    /// `name(…)` with no receiver.
    private func callName(_ name: String, _ arguments: SwiftArguments, _ call: FunctionCallExprSyntax) -> SwiftValue {
        if let local = lookupLocal(name), case .closure(let closure, let file) = local {
            return callClosure(closure, file: file, arguments: arguments.map(\.value))
        }
        if let local = lookupLocal(name), case .localFunction(let function, let file) = local {
            return callLocalFunction(function, file: file, arguments: arguments.map(\.value))
        }
        switch name {
        case "NSLocalizedString":
            guard case .text(let key)? = arguments.first?.value, let keyText = key.fallback else { return .unknown }
            var source = TextSource.key(keyText)
            if case .text(let value)? = arguments.value("value") { source.fallback = value.fallback }
            if case .text(let table)? = arguments.value("tableName") { source.table = table.fallback }
            return .text(source)
        case "max", "min":
            let numbers = arguments.compactMap(\.value.number)
            guard numbers.count == arguments.count, !numbers.isEmpty else { return .unknown }
            return .number(name == "max" ? numbers.max() ?? 0 : numbers.min() ?? 0)
        case "fatalError", "print", "assert", "assertionFailure", "precondition", "debugPrint":
            return .unknown
        default:
            break
        }
        if let first = name.first, first.isUppercase { return construct(name, arguments, call) }
        if frame.classContext, let className, let found = index.method(name, in: className, labels: arguments.map(\.label)) ?? index.method(name, in: className) {
            executedMethods.insert(name)
            return self.call(found, arguments: arguments, self: frame.selfValue, classContext: true, at: call)
        }
        if case .type(let owner) = frame.selfValue, let functions = index.staticFunctions[owner + "." + name] {
            let labels = arguments.map(\.label)
            if let found = functions.first(where: { SwiftModuleIndex.labels(of: $0.node.signature) == labels }) {
                return self.call(found, arguments: arguments, self: frame.selfValue, classContext: false, at: call)
            }
            // No function of the type's own takes these labels: the call is the type's static
            // call as from outside (inside an extension's `activate(_:withPriority:)`,
            // `activate(list)` is UIKit's own, not the extension again).
            return staticCall(owner, name, arguments, call)
        }
        switch frame.selfValue {
        case .view, .constraint, .anchor, .guide:
            let result = method(name, on: frame.selfValue, arguments, call, quiet: true)
            if case .unknown = result {} else { return result }
            if handledViewMethods.contains(name) { return result }
        default:
            break
        }
        if case .member(let caseName) = frame.selfValue,
           let found = index.enumMethod(name, forCase: caseName, labels: arguments.map(\.label)) {
            // Inside an enum's method: another method of the same enum on the same value.
            return self.call(found, arguments: arguments, self: frame.selfValue, classContext: false, at: call)
        }
        if let functions = index.freeFunctions[name], let found = functions.first(where: { SwiftModuleIndex.labels(of: $0.node.signature) == arguments.map(\.label) }) ?? functions.first {
            return self.call(found, arguments: arguments, self: .unknown, classContext: false, at: call)
        }
        return unevaluated(call, involving: [frame.selfValue] + arguments.map(\.value))
    }

    private var handledViewMethods: Set<String> {
        ["addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "setContentHuggingPriority",
         "setContentCompressionResistancePriority", "addConstraint", "addConstraints", "setTitle", "removeFromSuperview",
         "removeArrangedSubview", "setCustomSpacing", "bringSubviewToFront", "sendSubviewToBack", "addLayoutGuide",
         "addSubviews", "addArrangedSubviews"]
    }

    func lookupLocal(_ name: String) -> SwiftValue? {
        for position in stride(from: frames.count - 1, through: 0, by: -1) {
            if let value = frames[position].locals[name] { return value }
            if !frames[position].isClosure { break }
        }
        return nil
    }

    /// Runs a nested function: like a closure, it sees the enclosing function's locals.
    private func callLocalFunction(_ function: FunctionDeclSyntax, file: Int, arguments: [SwiftValue]) -> SwiftValue {
        guard let body = function.body, state.depth < options.maxInlineDepth else { return .unknown }
        let key = "\(file):\(function.position.utf8Offset)"
        guard !state.active.contains(key) else { return .unknown }
        var locals: [String: SwiftValue] = [:]
        for (position, parameter) in function.signature.parameterClause.parameters.enumerated() {
            locals[(parameter.secondName ?? parameter.firstName).text] = position < arguments.count ? arguments[position] : .unknown
        }
        state.active.insert(key)
        state.depth += 1
        frames.append(Frame(locals: locals, file: file, selfValue: frame.selfValue, classContext: frame.classContext, owner: frame.owner, isClosure: true))
        let result = execBody(body.statements) ?? .unknown
        frames.removeLast()
        state.depth -= 1
        state.active.remove(key)
        return result
    }

    /// `.name(…)`: font factories, `.init(…)` of insets and priorities.
    private func implicitCall(_ name: String, _ arguments: SwiftArguments, _ call: FunctionCallExprSyntax) -> SwiftValue {
        if let font = fontFactory(name, arguments) { return font }
        if arguments.isEmpty, ButtonConfigurationValue.styles.contains(name) { return .buttonConfiguration(ButtonConfigurationValue()) }
        if name == "init" {
            if let raw = arguments.value("rawValue")?.number { return .number(raw) }
            if let insets = SwiftEvaluator.insets(arguments) { return .insets(insets) }
            if let width = arguments.value("width")?.number, let height = arguments.value("height")?.number { return .size(width, height) }
            // `.init(999)` where a number is expected (a priority, a CGFloat).
            if arguments.count == 1, arguments[0].label == nil, let number = arguments[0].value.number { return .number(number) }
        }
        return .unknown
    }

    /// UIFont's factory methods.
    func fontFactory(_ name: String, _ arguments: SwiftArguments) -> SwiftValue? {
        switch name {
        case "preferredFont":
            // `.headline` may have been read as the app's `UIFont.headline`, the preferred font of that style.
            let argument = arguments.value("forTextStyle")
            let named = argument?.memberName.flatMap(TextStyle.init(parsing:))
            guard let style = named ?? argument?.textStyleOfFont else { return .unknown }
            return .font(FontSpec(source: .textStyle(style), scales: true))
        case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedDigitSystemFont", "monospacedSystemFont":
            guard let size = arguments.value("ofSize")?.number else { return .unknown }
            var weight = arguments.value("weight")?.memberName.flatMap(SwiftUIKitNames.weight) ?? .regular
            if name == "boldSystemFont" { weight = .bold }
            return .font(.system(size: size, weight: weight))
        default:
            return nil
        }
    }

    static func insets(_ arguments: SwiftArguments) -> EdgeInsets? {
        guard let top = arguments.value("top")?.number, let bottom = arguments.value("bottom")?.number,
              let left = (arguments.value("left") ?? arguments.value("leading"))?.number,
              let right = (arguments.value("right") ?? arguments.value("trailing"))?.number else { return nil }
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// `super.name(…)`: the scanned superclass's method, run on this instance.
    private func superCall(_ name: String, _ arguments: SwiftArguments, _ call: FunctionCallExprSyntax) -> SwiftValue {
        guard let owner = frame.owner ?? className, let parent = index.superclassChain(of: owner).first,
              index.types[parent]?.isClass == true else { return .unknown }
        if name == "init" {
            let list = index.types[parent]?.initializers.filter { $0.node.body != nil } ?? []
            let labels = arguments.map(\.label)
            if let match = list.first(where: { $0.node.signature.parameterClause.parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text } == labels }) ?? list.first(where: { !SwiftEvaluator.isCoderInit($0.node) }) {
                runInitializer(match, arguments: arguments)
            }
            return .unknown
        }
        if let found = index.method(name, in: parent) {
            return self.call(found, arguments: arguments, self: frame.selfValue, classContext: true, at: call)
        }
        return .unknown
    }

    /// True when `publisher` is a publisher of the content-size category that sends the current
    /// category on subscription: one named after the category (an app's `UIContentSizeCategory.publisher`
    /// or a trait publisher), but not a bare notification publisher, which waits for a change.
    static func sendsTheCurrentContentSizeCategory(_ publisher: ExprSyntax) -> Bool {
        let text = publisher.trimmedDescription
        guard text.contains("ContentSizeCategory") else { return false }
        return !text.contains("NotificationCenter") || text.contains("prepend")
    }

    /// `Type(…)`: views, constraints, priorities, fonts, numbers, localised strings, geometry.
    func construct(_ type: String, _ arguments: SwiftArguments, _ call: FunctionCallExprSyntax) -> SwiftValue {
        if let kind = SwiftUIKitNames.viewKind(type) {
            // The app's own initialiser of a UIKit view (`UIStackView(axis: .vertical, [])` from
            // an extension setting the axis): run on the new view as written.
            if index.types[type]?.declared != true, extensionInitializerAccepts(type, arguments) {
                return makeCustomView(type, kind: kind, arguments: arguments, at: call)
            }
            let id = makeView(kind, className: type, at: call)
            if kind == .stack, case .array(let elements)? = arguments.value("arrangedSubviews") {
                for case .view(let child) in elements { arrange(child, in: id, at: nil) }
            }
            if kind == .label, case .text(let text)? = arguments.value("text") { state.views[id]?.text = text }
            if kind == .button, case .buttonConfiguration(let configuration)? = arguments.value("configuration") {
                setButtonConfiguration(configuration, of: id)
            }
            // A new indicator is stopped and hides when stopped: it shows once code starts it.
            if kind == .activityIndicator { state.views[id]?.hidden = true }
            return .view(id)
        }
        switch type {
        case "NSLayoutConstraint": return itemConstraint(arguments, call)
        case "UILayoutPriority", "CGFloat", "Double", "Float", "Int":
            return (arguments.value("rawValue") ?? arguments.first?.value)?.number.map(SwiftValue.number) ?? .unknown
        case "String":
            if case .text(let key)? = arguments.value("localized"), let keyText = key.fallback {
                var source = TextSource.key(keyText)
                if case .text(let table)? = arguments.value("table") { source.table = table.fallback }
                if case .text(let value)? = arguments.value("defaultValue") { source.fallback = value.fallback }
                return .text(source)
            }
            if case .text(let text)? = arguments.first?.value, arguments.first?.label == nil { return .text(text) }
            return .unknown
        case "UIFont":
            if case .text(let name)? = arguments.value("name"), let family = name.fallback, let size = arguments.value("size")?.number {
                return .font(FontSpec(source: .custom(family: family, size: size)))
            }
            return .unknown
        case "UIFontMetrics":
            if let style = arguments.value("forTextStyle")?.memberName.flatMap(TextStyle.init(parsing:)) { return .fontMetrics(style) }
            return .unknown
        case "UIEdgeInsets", "NSDirectionalEdgeInsets":
            return SwiftEvaluator.insets(arguments).map(SwiftValue.insets) ?? .unknown
        case "CGSize":
            if let width = arguments.value("width")?.number, let height = arguments.value("height")?.number { return .size(width, height) }
            return .unknown
        default:
            break
        }
        if isControllerClass(type) {
            // A child view controller: its root view joins this screen as a plain view.
            return .controller(makeView(.view, className: type, at: call))
        }
        if index.types[type]?.isClass == true, isViewClass(type) { return makeCustomView(type, arguments: arguments, at: call) }
        // A type only extended here (a package's class) is still outside the scanned files.
        if index.types[type]?.declared == true || SwiftUIKitNames.isNotAView(type) { return .unknown }
        if let kind = SwiftUIKitNames.kindBySuffix(type), extensionInitializerAccepts(type, arguments) {
            // A package's view built through an initialiser the app's own extension adds
            // (`MetaLabel(style: .statusName)` setting a scaled font): run it on the stand-in.
            guard case .view(let id) = makeCustomView(type, kind: kind, arguments: arguments, at: call) else { return .unknown }
            state.views[id]?.approximated = true
            return .view(id)
        }
        return standInView(for: type, kind: SwiftUIKitNames.kindBySuffix(type), at: call)
    }

    /// True when an extension in the scanned files gives `type` an initialiser these arguments fit.
    func extensionInitializerAccepts(_ type: String, _ arguments: SwiftArguments) -> Bool {
        (index.types[type]?.initializers ?? []).contains { located in
            located.node.body != nil && SwiftEvaluator.accepts(located.node.signature.parameterClause.parameters, arguments.map(\.label))
        }
    }

    /// A view standing in for an instance of a class outside the scanned files. Kinds
    /// guessed from the name (`MetaLabel` → label) lay out as that kind; others as a plain
    /// view with no intrinsic size, with a warning when it ends up in the screen.
    func standInView(for type: String, kind: ViewKind?, at site: some SyntaxProtocol) -> SwiftValue {
        let id = makeView(kind ?? .view, className: type.split(separator: ".").last.map(String.init) ?? type, at: site)
        // A `UIView.factory` returns a UIView: a plain view is what it is, not an approximation.
        if type.hasPrefix("UIView.") { return .view(id) }
        state.views[id]?.approximated = true
        if kind == nil { state.standIns[id] = type }
        return .view(id)
    }

    /// True for a view controller class: UIKit's, a scanned class descending from one, or a
    /// class outside the scanned files named like one (`…ViewController`).
    func isControllerClass(_ type: String) -> Bool {
        let chain = [type] + index.superclassChain(of: type)
        if chain.contains(where: { SwiftUIKitNames.role(ofBase: $0) == .viewController }) { return true }
        return index.types[type]?.declared != true && type.hasSuffix("ViewController")
    }

    /// True when a scanned class descends from a UIKit view class.
    func isViewClass(_ type: String) -> Bool {
        let chain = [type] + index.superclassChain(of: type)
        if chain.contains(where: { SwiftUIKitNames.role(ofBase: $0) == .viewController }) { return false }
        return chain.contains { SwiftUIKitNames.viewKind($0) != nil || SwiftUIKitNames.role(ofBase: $0) != nil }
            || chain.last.flatMap(SwiftUIKitNames.kindBySuffix) != nil
    }

    /// Adds `child` to stack `stack`'s arranged views (at `position`, or last).
    func arrange(_ child: String, in stack: String, at position: Int?) {
        state.add(child, to: stack)
        state.manual.insert(child)
        guard state.views[stack]?.stack != nil else { return }
        state.views[stack]?.stack?.arranged.removeAll { $0 == child }
        let count = state.views[stack]?.stack?.arranged.count ?? 0
        let at = min(max(0, position ?? count), count)
        state.views[stack]?.stack?.arranged.insert(child, at: at)
    }
}

extension SwiftEvaluator {
    /// Whether `text` contains `part`, byte for byte (identifiers: no Unicode folding needed,
    /// and much cheaper than a general string search).
    static func contains(_ text: String, _ part: String) -> Bool {
        let haystack = Array(text.utf8), needle = Array(part.utf8)
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<start + needle.count].elementsEqual(needle) { return true }
        }
        return false
    }
}
