import LayoutEngine
import SwiftSyntax
import TextModel

extension SwiftEvaluator {
    /// `base.name(…)`.
    func method(_ name: String, on base: SwiftValue, _ arguments: SwiftArguments, _ call: FunctionCallExprSyntax,
                quiet: Bool = false) -> SwiftValue {
        if name == "tr", arguments.count >= 2, case .text(let table) = arguments[0].value, case .text(let key) = arguments[1].value,
           table.key == nil, let keyText = key.fallback {
            // SwiftGen's `L10n.tr("Localizable", "Scene.Title", fallback: "Title")`.
            var source = TextSource(key: keyText, table: table.fallback)
            if case .text(let fallback)? = arguments.value("fallback") { source.fallback = fallback.fallback }
            return .text(source)
        }
        if name == "contains", arguments.count == 1, let held = OptionSetMembership.contains(base, arguments[0].value) {
            return .bool(held)
        }
        switch base {
        case .dropped:
            return .dropped
        case .member(let caseName):
            // A method of an enum value (`style.layout(statusView: self)` with `style` = `.inline`).
            if let found = index.enumMethod(name, forCase: caseName, labels: arguments.map(\.label)) {
                executedMethods.insert(name)
                return self.call(found, arguments: arguments, self: base, classContext: false, at: call)
            }
        case .type(let path):
            return staticCall(path, name, arguments, call)
        case .view(let id):
            return viewMethod(id, name, arguments, call, quiet: quiet)
        case .anchor(let anchor):
            if name == "constraint" { return anchorConstraint(anchor, arguments, call) }
        case .constraint(let position):
            if let found = extensionMethod(name, on: base, arguments) {
                return self.call(found, arguments: arguments, self: base, classContext: false, at: call)
            }
            if ["withPriority", "priority", "prioritized", "with", "setPriority"].contains(name), let number = arguments.first?.value.number {
                state.constraints[position].spec.priority = SwiftEvaluator.clampPriority(number)
                return base
            }
            if let changed = snapConstraintChange(name, arguments, on: [position]) { return changed ? base : .unknown }
        case .array(let elements):
            let positions = elements.compactMap { element -> Int? in
                if case .constraint(let position) = element { return position }
                return nil
            }
            if !positions.isEmpty, positions.count == elements.count,
               let changed = snapConstraintChange(name, arguments, on: positions) { return changed ? base : .unknown }
            switch name {
            case "forEach":
                guard case .closure(let closure, let file)? = arguments.first?.value else { break }
                for element in elements { _ = callClosure(closure, file: file, arguments: [element]) }
                return .unknown
            case "map", "compactMap", "flatMap":
                guard case .closure(let closure, let file)? = arguments.first?.value else { break }
                let mapped = elements.map { callClosure(closure, file: file, arguments: [$0]) }
                if name == "flatMap" { return .array(mapped.flatMap { if case .array(let inner) = $0 { inner } else { [$0] } }) }
                return .array(mapped)
            case "reversed": return .array(elements.reversed())
            default: break
            }
        case .fontMetrics(let style):
            if name == "scaledFont", case .font(var font)? = arguments.value("for") {
                font.scales = true
                font.relativeTo = style
                font.maxSize = arguments.value("maximumPointSize")?.number
                return .font(font)
            }
            if name == "scaledValue", let number = arguments.value("for")?.number { return .number(number) }
        case .font(let font):
            if name == "withSize", let size = arguments.first?.value.number {
                var copy = font
                switch font.source {
                case .textStyle: copy = FontSpec.system(size: size)
                case .system: copy.source = .system(size: size)
                case .custom(let family, _): copy.source = .custom(family: family, size: size)
                }
                return .font(copy)
            }
        case .text(let source):
            if options.localizedHelpers.contains(name), source.key == nil, let key = source.fallback { return .text(.key(key)) }
            if name == "uppercased", source.key == nil, let text = source.fallback { return .text(.literal(text.uppercased())) }
            // A translated string with its case changed: the translation stands in, case unchanged.
            if ["uppercased", "lowercased", "capitalized", "localizedUppercase", "trimmingCharacters"].contains(name) { return base }
        case .snap(let id):
            if ["makeConstraints", "remakeConstraints", "updateConstraints"].contains(name),
               case .closure(let closure, let file)? = arguments.last?.value {
                state.manual.insert(id)
                if name == "remakeConstraints" {
                    for position in state.constraints.indices where state.constraints[position].spec.first.item == .view(id)
                        && state.constraints[position].spec.sourceText == "snp" {
                        state.constraints[position].active = false
                    }
                }
                let before = state.constraints.count
                _ = callClosure(closure, file: file, arguments: [.snapMaker(id, [])])
                // SnapKit's update changes the constant of the constraint it matches (same
                // anchors and relation) rather than adding one beside it.
                if name == "updateConstraints" {
                    for new in before..<state.constraints.count {
                        let made = state.constraints[new].spec
                        guard let old = (0..<before).last(where: { position in
                            let spec = state.constraints[position].spec
                            return state.constraints[position].active && spec.sourceText == "snp" && spec.first == made.first
                                && spec.second == made.second && spec.relation == made.relation && spec.multiplier == made.multiplier
                        }) else { continue }
                        state.constraints[old].active = false
                    }
                }
                return .unknown
            }
        case .snapMaker(let id, let attributes):
            return snapRelation(id, attributes, name, arguments, call)
        case .snapMade(let made, let attributes):
            return snapModifier(made, attributes, name, arguments, call)
        case .closure(let closure, let file):
            if name == "callAsFunction" { return callClosure(closure, file: file, arguments: arguments.map(\.value)) }
        default:
            break
        }
        if let found = extensionMethod(name, on: base, arguments) {
            return self.call(found, arguments: arguments, self: base, classContext: false, at: call)
        }
        return quiet ? .unknown : unevaluated(call, involving: [base] + arguments.map(\.value))
    }

    /// SnapKit's `Constraint` methods on the layout constraints at `positions`: `activate()`,
    /// `deactivate()`, `update(offset:)` and `update(priority:)`. True when one was applied,
    /// false when its value was not evaluated (said so), nil for another method.
    func snapConstraintChange(_ name: String, _ arguments: SwiftArguments, on positions: [Int]) -> Bool? {
        let positions = positions.filter { state.constraints.indices.contains($0) }
        switch name {
        case "activate", "deactivate":
            guard arguments.isEmpty else { return nil }
            for position in positions { state.constraints[position].active = name == "activate" }
            return true
        case "update":
            guard let argument = arguments.first, arguments.count == 1 else { return nil }
            switch argument.label {
            case "offset":
                guard let number = argument.value.number else { return false }
                for position in positions { state.constraints[position].spec.constant = number }
            case "priority":
                guard let number = argument.value.number else { return false }
                for position in positions { state.constraints[position].spec.priority = SwiftEvaluator.clampPriority(number) }
            default:
                return nil
            }
            return true
        default:
            return nil
        }
    }

    /// A method an extension in the scanned files adds to the value's UIKit type.
    func extensionMethod(_ name: String, on base: SwiftValue, _ arguments: SwiftArguments) -> SwiftModuleIndex.Located<FunctionDeclSyntax>? {
        let labels = arguments.map(\.label)
        for type in extensionTypes(of: base) {
            guard let list = index.types[type]?.methods[name] else { continue }
            if let match = list.first(where: { SwiftModuleIndex.labels(of: $0.node.signature) == labels && $0.node.body != nil }) { return match }
            if let first = list.first(where: { $0.node.body != nil }) { return first }
        }
        return nil
    }

    /// A call of a static function or initialiser of the type at `path`.
    func staticCall(_ path: String, _ name: String, _ arguments: SwiftArguments, _ call: FunctionCallExprSyntax) -> SwiftValue {
        if path == "NSLayoutConstraint", name == "constraints", case .text(let format)? = arguments.value("withVisualFormat") {
            return visualFormatConstraints(format, arguments, call)
        }
        // UIKit's `activate(_:)` takes one list; a call with more arguments is the app's own
        // extension (`activate(_:withPriority:)`), evaluated below like any static function.
        if path == "NSLayoutConstraint", name == "activate" || name == "deactivate", arguments.count == 1 {
            activate(arguments.first?.value ?? .unknown, name == "activate", at: call,
                     elements: call.arguments.first?.expression.as(ArrayExprSyntax.self).map { Array($0.elements.map(\.expression)) })
            return .unknown
        }
        if path == "UIFont" || path.hasSuffix(".UIFont"), let font = fontFactory(name, arguments) { return font }
        if path.hasSuffix("Configuration"), ButtonConfigurationValue.styles.contains(name) { return .buttonConfiguration(ButtonConfigurationValue()) }
        if name == "init" { return construct(path, arguments, call) }
        if let found = index.staticFunctions[path + "." + name] {
            let labels = arguments.map(\.label)
            let match = found.first { SwiftModuleIndex.labels(of: $0.node.signature) == labels } ?? found[0]
            return self.call(match, arguments: arguments, self: .type(path), classContext: false, at: call)
        }
        if let found = index.method(name, in: path) {
            return self.call(found, arguments: arguments, self: .type(path), classContext: false, at: call)
        }
        if let font = fontFactory(name, arguments), path.contains("Font") { return font }
        return unevaluated(call)
    }

    /// Sets `isActive` on every constraint in `value` (an array, nested arrays, or one).
    func activate(_ value: SwiftValue, _ flag: Bool, at call: FunctionCallExprSyntax, elements syntax: [ExprSyntax]? = nil) {
        switch value {
        case .constraint(let position): state.constraints[position].active = flag
        case .dropped: break
        case .array(let elements):
            for (position, element) in elements.enumerated() {
                // A call in the list that could not be evaluated has already said so where it is.
                if case .unknown = element, let syntax, position < syntax.count, SwiftEvaluator.isCall(syntax[position]) { continue }
                activate(element, flag, at: call)
            }
        default:
            warn("constraints passed to \(flag ? "activate" : "deactivate") not evaluated; they are left out", call)
        }
    }

    /// True for `a.b(…)` and `a.b(…).c(…)` expressions.
    static func isCall(_ expression: ExprSyntax) -> Bool {
        expression.is(FunctionCallExprSyntax.self)
    }

    private func viewMethod(_ id: String, _ name: String, _ arguments: SwiftArguments, _ call: FunctionCallExprSyntax, quiet: Bool) -> SwiftValue {
        switch name {
        case "init":
            // `self.init(arrangedSubviews:)` inside the app's own initialiser of a stack view.
            if case .array(let elements)? = arguments.value("arrangedSubviews"), state.views[id]?.stack != nil {
                for case .view(let child) in elements { arrange(child, in: id, at: nil) }
            }
            return .unknown
        case "addSubview", "insertSubview", "bringSubviewToFront", "sendSubviewToBack":
            guard case .view(let child)? = arguments.first?.value else {
                // What the parent holds decides its layout (a content view sizes its host): the
                // parent's findings rest on the view left out.
                if name == "addSubview" || name == "insertSubview" {
                    standIn("subview added here not evaluated; it and its constraints are left out", call, views: [id])
                }
                return .unknown
            }
            if name == "addSubview" || name == "insertSubview" { state.add(child, to: id) }
            return .unknown
        case "addArrangedSubview", "insertArrangedSubview":
            guard case .view(let child)? = arguments.first?.value else {
                // The stack shares its length among what it arranges: it and each view it
                // arranges rest on the view left out.
                standIn("arranged subview added here not evaluated; it is left out", call, views: [id] + (state.views[id]?.stack?.arranged ?? []))
                return .unknown
            }
            arrange(child, in: id, at: arguments.value("at")?.number.flatMap { Int(exactly: $0.rounded(.towardZero)) })
            return .unknown
        case "removeArrangedSubview":
            if case .view(let child)? = arguments.first?.value { state.views[id]?.stack?.arranged.removeAll { $0 == child } }
            return .unknown
        case "removeFromSuperview":
            state.detach(id)
            return .unknown
        case "setContentHuggingPriority", "setContentCompressionResistancePriority":
            guard let priority = arguments.first?.value.number, let axis = arguments.value("for")?.memberName.flatMap(LayoutAttribute.Axis.init(rawValue:)) else {
                warn("\(name) arguments not evaluated; UIKit's default priority stands in", call)
                return .unknown
            }
            if name == "setContentHuggingPriority" { state.views[id]?.hugging[axis] = SwiftEvaluator.clampPriority(priority) }
            else { state.views[id]?.compression[axis] = SwiftEvaluator.clampPriority(priority) }
            return .unknown
        case "addConstraint", "addConstraints":
            activate(arguments.first?.value ?? .unknown, true, at: call)
            return .unknown
        case "removeConstraint", "removeConstraints":
            if case .constraint(let position)? = arguments.first?.value { state.constraints[position].active = false }
            if case .array(let list)? = arguments.first?.value {
                for case .constraint(let position) in list { state.constraints[position].active = false }
            }
            return .unknown
        case "setBackgroundImage" where state.views[id]?.kind == .button:
            // A configuration draws its own background; a legacy button is at least its image's size.
            if state.buttonConfigurations[id] == nil, arguments.value("for")?.memberName == "normal" || arguments.value("for") == nil {
                state.views[id]?.backgroundImageOfUnknownSize = true
            }
            return .unknown
        case "setTitle", "setAttributedTitle":
            if arguments.value("for")?.memberName == "normal" || arguments.value("for") == nil {
                setTitle(arguments.first?.value ?? .unknown, of: id, at: call)
            }
            return .unknown
        case "setCustomSpacing":
            guard let spacing = arguments.first?.value.number, case .view(let after)? = arguments.value("after") else {
                warn("custom stack spacing not evaluated; the stack's spacing stands in", call)
                return .unknown
            }
            var custom = state.views[id]?.stack?.customSpacing ?? [:]
            custom[after] = spacing
            state.views[id]?.stack?.customSpacing = custom
            return .unknown
        case "startAnimating" where state.views[id]?.kind == .activityIndicator:
            state.views[id]?.hidden = false
            return .unknown
        case "stopAnimating" where state.views[id]?.kind == .activityIndicator:
            state.views[id]?.hidden = !state.indicatorsShownWhenStopped.contains(id)
            return .unknown
        case "setNeedsLayout", "layoutIfNeeded", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "sizeToFit":
            return .unknown
        case "addLayoutGuide":
            warn("custom layout guides are not modelled; constraints to them are left out", call)
            return .unknown
        default:
            break
        }
        // A method of the evaluated class (or of an inlined custom view), run as that instance.
        if id == selfID, let className, let found = index.method(name, in: className, labels: arguments.map(\.label)) ?? index.method(name, in: className) {
            executedMethods.insert(name)
            return self.call(found, arguments: arguments, self: .view(id), classContext: true, at: call)
        }
        if let evaluator = state.inlined[id], evaluator !== self, let className = evaluator.className,
           let found = index.method(name, in: className, labels: arguments.map(\.label)) ?? index.method(name, in: className) {
            return evaluator.call(found, arguments: arguments, self: .view(id), classContext: true, at: call)
        }
        if let found = extensionMethod(name, on: .view(id), arguments) {
            return self.call(found, arguments: arguments, self: .view(id), classContext: false, at: call)
        }
        if name == "addArrangedSubviews" || name == "addSubviews" {
            // A convenience many apps take from a package under these names: each view of an
            // array (or of the argument list), in order.
            var views: [String] = []
            for argument in arguments {
                if case .array(let elements) = argument.value { for case .view(let child) in elements { views.append(child) } }
                if case .view(let child) = argument.value { views.append(child) }
            }
            for child in views {
                if name == "addSubviews" { state.add(child, to: id) } else { arrange(child, in: id, at: nil) }
            }
            if !views.isEmpty { return .unknown }
        }
        return quiet ? .unknown : unevaluated(call, involving: [.view(id)] + arguments.map(\.value))
    }

    private func setTitle(_ value: SwiftValue, of id: String, at call: FunctionCallExprSyntax) {
        guard state.views[id]?.kind.showsText == true else { return }
        if case .text(let source) = value { state.views[id]?.text = source; textSetInUndecidedBranch(id) }
        else { warn("button title not evaluated; laid out with no title", call) }
    }
}
