import LayoutEngine
import SwiftSyntax
import TextModel

extension SwiftEvaluator {
    /// `target = value` where `target` is the unfolded left-hand side.
    func assign(_ target: [ExprSyntax], _ value: SwiftValue, at site: ExprSyntax) {
        guard target.count == 1, let lhs = target.first else { return }
        var expression = lhs
        while let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            for position in stride(from: frames.count - 1, through: 0, by: -1) {
                if frames[position].locals[name] != nil {
                    frames[position].locals[name] = value
                    return
                }
                if !frames[position].isClosure { break }
            }
            if frame.classContext, let className, index.property(name, in: className) != nil {
                storeProperty(name, value, at: reference)
                runDidSet(name)
                return
            }
            set(name, on: frame.selfValue, to: value, at: site)
            return
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let baseExpression = member.base else { return }
        let name = member.declName.baseName.text
        var base = baseExpression
        while let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self),
           let className, index.property(name, in: className) != nil {
            storeProperty(name, value, at: member)
            runDidSet(name)
            return
        }
        if setConfigurationMember(name, of: base, to: value) { return }
        if name == "view", role == .viewController, base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            set("view", on: frame.selfValue, to: value, at: site)
            return
        }
        set(name, on: eval(base), to: value, at: site)
    }

    /// `configuration.member = value` on a local configuration, or `button.configuration?.member
    /// = value` on a button's: true when `base` is one of those.
    private func setConfigurationMember(_ name: String, of base: ExprSyntax, to value: SwiftValue) -> Bool {
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let local = reference.baseName.text
            for position in stride(from: frames.count - 1, through: 0, by: -1) {
                if case .buttonConfiguration(var configuration)? = frames[position].locals[local] {
                    _ = configuration.set(name, to: value)
                    frames[position].locals[local] = .buttonConfiguration(configuration)
                    return true
                }
                if frames[position].locals[local] != nil || !frames[position].isClosure { break }
            }
            return false
        }
        guard let member = base.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "configuration",
              let owner = member.base, case .view(let id) = eval(owner), var configuration = state.buttonConfigurations[id] else { return false }
        if configuration.set(name, to: value) { setButtonConfiguration(configuration, of: id) }
        return true
    }

    /// Gives button `id` a configuration: it now sizes and wraps its title as the configuration does.
    func setButtonConfiguration(_ configuration: ButtonConfigurationValue, of id: String) {
        guard var node = state.views[id], node.kind == .button else { return }
        state.buttonConfigurations[id] = configuration
        configuration.apply(to: &node)
        node.backgroundImageOfUnknownSize = false
        state.views[id] = node
    }

    /// Stores a class property; a constraint stored there is remembered by that name.
    func storeProperty(_ name: String, _ value: SwiftValue, at site: some SyntaxProtocol) {
        properties[name] = value
        switch value {
        case .constraint(let position): state.constraints[position].property = name
        case .array(let elements):
            for case .constraint(let position) in elements { state.constraints[position].property = name }
        default: break
        }
    }

    /// Sets UIKit property `name` of `target`.
    func set(_ name: String, on target: SwiftValue, to value: SwiftValue, at site: some SyntaxProtocol) {
        switch target {
        case .constraint(let position):
            guard state.constraints.indices.contains(position) else { return }
            switch name {
            case "isActive": if case .bool(let flag) = value { state.constraints[position].active = flag }
            case "constant": if let number = value.number { state.constraints[position].spec.constant = number }
            case "priority":
                if let number = value.number { state.constraints[position].spec.priority = SwiftEvaluator.clampPriority(number) }
                else { warn("constraint priority not evaluated; kept at 1000 (required)", site) }
            default: break
            }
        case .view(let id):
            if let owner = id == selfID ? self : state.inlined[id], let ownerClass = owner.className,
               index.property(name, in: ownerClass) != nil {
                owner.storeProperty(name, value, at: site)
                owner.runDidSet(name)
                return
            }
            setViewProperty(name, of: id, to: value, at: site)
        default:
            break
        }
    }

    /// Runs the `didSet` observer of class property `name` (as Swift does on assignment).
    func runDidSet(_ name: String) {
        guard let className, let (declaration, owner) = index.property(name, in: className),
              case .accessors(let accessors)? = declaration.node.accessorBlock?.accessors,
              let body = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.didSet) })?.body else { return }
        let key = "didSet \(declaration.file):\(declaration.node.position.utf8Offset)"
        guard !state.active.contains(key), state.depth < options.maxInlineDepth else { return }
        state.active.insert(key)
        state.depth += 1
        frames.append(Frame(file: declaration.file, selfValue: .view(selfID), classContext: true, owner: owner))
        _ = exec(body.statements)
        frames.removeLast()
        state.depth -= 1
        state.active.remove(key)
    }

    static func clampPriority(_ value: Double) -> Double { min(1000, max(1, value)) }

    /// Records that view `id`'s text, just set, was set in a branch chosen without evaluating
    /// its condition: another branch may set another text.
    func textSetInUndecidedBranch(_ id: String) {
        guard let site = state.undecidedBranches.last, id != selfID else { return }
        let assumption = Assumption(view: id, about: .text,
                                    what: "its text is set in one branch of a condition the reader does not evaluate: the first branch's text is laid out, and another branch may set another",
                                    location: site)
        state.assume(assumption)
    }

    private func setViewProperty(_ name: String, of id: String, to value: SwiftValue, at site: some SyntaxProtocol) {
        if name == "view", id == selfID, role == .viewController {
            if case .view(let replacement) = value, replacement != LayoutItem.rootID {
                warn("the view controller's view is replaced by '\(replacement)'; laid out as a full-screen subview of the root", site)
                state.add(replacement, to: LayoutItem.rootID)
                state.manual.insert(replacement)
                for attribute in [LayoutAttribute.top, .leading, .trailing, .bottom] {
                    addConstraint(ConstraintSpec(id: "", first: Anchor(.view(replacement), attribute), second: Anchor(.root, attribute)), active: true, at: site)
                }
            }
            return
        }
        guard var node = state.views[id] else {
            if id == LayoutItem.rootID || id == selfID { rootProperty(name, value) }
            return
        }
        switch name {
        case "tableHeaderView", "tableFooterView", "backgroundView":
            // Placed by the table view: approximated as its subview.
            if case .view(let child) = value { state.add(child, to: id) }
            return
        case "translatesAutoresizingMaskIntoConstraints":
            if case .bool(let flag) = value { if flag { state.manual.remove(id) } else { state.manual.insert(id) } }
            return
        case "autoresizingMask":
            let flags: [String] = if case .array(let elements) = value { elements.compactMap(\.memberName) } else { value.memberName.map { [$0] } ?? [] }
            if flags.contains("flexibleWidth") && flags.contains("flexibleHeight") {
                state.stretchesWithSuperview.insert(id)
            } else {
                state.stretchesWithSuperview.remove(id)
            }
            return
        case "text", "title":
            guard node.kind.showsText else { return }
            if case .text(let source) = value { node.text = source; textSetInUndecidedBranch(id) }
            else if value.memberName == "nil" { node.text = nil }
            else { warn("text of '\(node.displayName)' not evaluated; laid out with a one-line stand-in", site) }
        case "attributedText", "attributedTitle":
            guard node.kind.showsText else { return }
            if case .text(let source) = value { node.text = source; textSetInUndecidedBranch(id) }
            else if value.memberName == "nil" { node.text = nil }
            else { warn("attributed text of '\(node.displayName)' not evaluated; laid out with a one-line stand-in", site) }
        case "placeholder":
            if case .text(let source) = value { node.placeholder = source }
        case "font":
            if case .font(let font) = value, let size = SwiftEvaluator.declaredSize(of: font), !SwiftEvaluator.fontSizes.contains(size) {
                warn("font size \(size) of '\(node.displayName)' is outside 0…\(Int(SwiftEvaluator.fontSizes.upperBound)) pt; UIKit's default font stands in", site)
            } else if case .font(let font) = value {
                node.font = font
            } else {
                warn("font of '\(node.displayName)' not evaluated; UIKit's default font stands in", site)
            }
        case "numberOfLines":
            if let number = value.number, number.isFinite { node.lines = Int(max(0, min(number, 10_000))) }
        case "lineBreakMode":
            if let mode = value.memberName.flatMap(LineBreakMode.init(parsing:)) { node.lineBreak = mode }
        case "textAlignment":
            if let alignment = value.memberName.flatMap(SwiftUIKitNames.alignment) { node.alignment = alignment }
        case "adjustsFontForContentSizeCategory":
            // A font made in code (preferredFont, UIFontMetrics) already has the size of the
            // category at launch; the flag only matters when the category changes later.
            return
        case "minimumScaleFactor":
            if let number = value.number { node.minimumScaleFactor = number }
        case "adjustsFontSizeToFitWidth":
            if case .bool(let flag) = value, flag, node.minimumScaleFactor == 0 { node.minimumScaleFactor = 0.5 }
        case "isHidden":
            if case .bool(let flag) = value { node.hidden = flag }
            // Hidden or shown by a condition the reader cannot decide (`isHidden = type != .image`):
            // the view is laid out shown, and what is judged about it rests on that.
            else {
                warn("visibility not evaluated (isHidden set from a condition); shown stands in", site)
                if id != selfID {
                    state.assume(Assumption(view: id, about: .visibility, what: "the app's code shows or hides it by a condition the reader does not evaluate: it is laid out shown",
                                            location: location(site), keepsConstraints: true))
                }
            }
        case "hidesWhenStopped" where node.kind == .activityIndicator:
            // Only a stopped indicator's visibility changes; a new one is stopped until started.
            guard case .bool(let flag) = value else { return }
            if flag { state.indicatorsShownWhenStopped.remove(id) } else { state.indicatorsShownWhenStopped.insert(id) }
            if !flag { node.hidden = false }
        case "isUserInteractionEnabled":
            if case .bool(let flag) = value { node.acceptsTouches = flag }
        case "alpha":
            if let number = value.number { node.transparent = number <= 0 }
        case "isScrollEnabled":
            if case .bool(let flag) = value, node.kind == .textView { node.scrollable = flag }
        case "axis":
            if let axis = value.memberName.flatMap(LayoutAttribute.Axis.init(rawValue:)) { node.stack?.axis = axis }
        case "spacing":
            if let number = value.number { node.stack?.spacing = number } else { warn("stack spacing not evaluated; 0 stands in", site) }
        case "alignment":
            if let alignment = value.memberName.flatMap(StackConfiguration.Alignment.init(parsing:)) { node.stack?.alignment = alignment }
        case "distribution":
            if let distribution = value.memberName.flatMap(StackConfiguration.Distribution.init(rawValue:)) { node.stack?.distribution = distribution }
        case "isLayoutMarginsRelativeArrangement":
            if case .bool(let flag) = value { node.stack?.layoutMarginsRelative = flag }
        case "apportionsSegmentWidthsByContent":
            if case .bool(let flag) = value, node.kind == .segmentedControl { node.segmentWidthsByContent = flag }
        case "isBaselineRelativeArrangement":
            if case .bool(let flag) = value { node.stack?.baselineRelative = flag }
        case "preservesSuperviewLayoutMargins":
            if case .bool(let flag) = value { node.preservesSuperviewLayoutMargins = flag }
        case "insetsLayoutMarginsFromSafeArea":
            if case .bool(let flag) = value { node.insetsLayoutMarginsFromSafeArea = flag }
        case "layoutMargins", "directionalLayoutMargins":
            if let insets = value.insets {
                node.layoutMargins = insets
                node.layoutMarginsAreDirectional = name == "directionalLayoutMargins"
            }
        case "configuration":
            if case .buttonConfiguration(let configuration) = value {
                state.views[id] = node
                setButtonConfiguration(configuration, of: id)
                return
            }
        case "contentEdgeInsets":
            if let insets = value.insets, node.kind == .button { node.contentInsets = insets }
        case "semanticContentAttribute":
            if let name = value.memberName, let attribute = SemanticContentAttribute(rawValue: name) { node.semantic = attribute }
        default:
            return
        }
        state.views[id] = node
    }

    private func rootProperty(_ name: String, _ value: SwiftValue) {}
}
