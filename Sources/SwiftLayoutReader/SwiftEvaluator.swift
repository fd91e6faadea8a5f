import Diagnostics
import LayoutEngine
import SwiftSyntax
import TextModel

/// Symbolic evaluator of one class instance (`self`): runs its set-up code statement by
/// statement, tracking views, anchors and constraints, inlining the methods, helpers and
/// custom view classes it calls from the scanned files. Anything it cannot determine
/// evaluates to `.unknown`; losses that matter for layout become warnings.
package final class SwiftEvaluator {
    /// One function activation: locals, the file its code is in, and what `self` is.
    struct Frame {
        var locals: [String: SwiftValue] = [:]
        var file: Int
        var selfValue: SwiftValue
        /// True when bare names may resolve to the evaluated class's properties and methods.
        var classContext: Bool
        /// The type whose code runs (where `super` starts looking).
        var owner: String? = nil
        /// True for closures, which see the locals of the frames below them; functions do not.
        var isClosure = false
    }

    let index: SwiftModuleIndex
    let state: SwiftScreenState
    let options: SwiftReaderOptions
    /// The evaluated class (nil when evaluating free code only).
    let className: String?
    let role: SwiftClassRole
    /// The view `self` is (`root` for a view controller's `view`).
    let selfID: String
    /// Prefix of ids of views this instance creates (inlined custom views).
    let idPrefix: String
    var properties: [String: SwiftValue] = [:]
    private var evaluating: Set<String> = []
    var frames: [Frame] = []
    /// The name the next created view takes (the property or local it is bound to).
    var pendingName: String?
    /// Methods of the class evaluated as part of the initial set-up.
    var executedMethods: Set<String> = []
    /// Memoised static members by path (shared statics are re-evaluated per screen).
    var staticCache: [String: SwiftValue] = [:]

    init(index: SwiftModuleIndex, state: SwiftScreenState, options: SwiftReaderOptions, className: String?,
         role: SwiftClassRole, selfID: String, idPrefix: String, file: Int) {
        self.index = index
        self.state = state
        self.options = options
        self.className = className
        self.role = role
        self.selfID = selfID
        self.idPrefix = idPrefix
        frames = [Frame(file: file, selfValue: .view(selfID), classContext: className != nil, owner: className)]
    }

    var frame: Frame {
        get { frames[frames.count - 1] }
        set { frames[frames.count - 1] = newValue }
    }

    /// The location of `node` in the current file.
    func location(_ node: some SyntaxProtocol) -> Diagnostics.SourceLocation {
        let file = index.files[frame.file]
        return Diagnostics.SourceLocation(file: file.path, line: file.lines.line(at: node.positionAfterSkippingLeadingTrivia.utf8Offset))
    }

    func warn(_ message: String, _ node: some SyntaxProtocol) {
        state.warn(message, at: location(node))
    }

    /// Warns that a value was not evaluated and a stand-in used, and records that the layout of
    /// `views` rests on it (not the screen itself, which everything lies inside).
    func standIn(_ message: String, _ node: some SyntaxProtocol, views: [String]) {
        let site = location(node)
        state.warn(message, at: site)
        for view in Set(views).sorted() where view != LayoutItem.rootID && view != selfID {
            let assumption = Assumption(view: view, about: .code, what: "a value the app's code computes was not evaluated: \(message)", location: site)
            state.assume(assumption)
        }
    }

    /// The views a recorded constraint places.
    func viewsOf(constraint position: Int) -> [String] {
        guard state.constraints.indices.contains(position) else { return [] }
        let spec = state.constraints[position].spec
        return [spec.first.item.viewID] + (spec.second.map { [$0.item.viewID] } ?? [])
    }

    // MARK: Running a class's set-up

    /// Runs the initial set-up of the class: property initialisers of views, the initialiser,
    /// `loadView`, `viewDidLoad` and what they call.
    func runSetup(arguments: SwiftArguments? = nil) {
        guard let className, let info = index.types[className] else { return }
        _ = info
        for name in setupMethods(arguments: arguments) {
            if let method = index.method(name, in: className, labels: []) {
                call(method, arguments: [], self: frame.selfValue, classContext: true, at: method.node)
                executedMethods.insert(name)
            }
        }
        // Declared view properties nobody referenced stay out of the hierarchy; nothing to do.
    }

    /// Runs the initialiser (the one the construction's `arguments` fit, when given) and names
    /// the set-up methods UIKit calls afterwards.
    private func setupMethods(arguments: SwiftArguments?) -> [String] {
        var names: [String] = []
        // UIKit calls `awakeFromNib` only on an object a nib made (through `init(coder:)`): a
        // view or cell code creates with `init(frame:)` or `init(style:reuseIdentifier:)` never
        // runs it, so set-up called from both is not read twice.
        var madeByCode = false
        if let arguments, let initializer = initializer(accepting: arguments) {
            runInitializer(initializer, arguments: arguments)
            madeByCode = true
        } else if let initializer = designatedInitializer() {
            runInitializer(initializer)
            madeByCode = !SwiftEvaluator.isCoderInit(initializer.node)
        }
        switch role {
        case .viewController: names = ["loadView", "viewDidLoad"]
        case .cell, .view: names = madeByCode ? [] : ["awakeFromNib"]
        }
        return names
    }

    /// The initialiser to run: the first with a body that is not `init(coder:)` (or that one
    /// when it does more than `fatalError`), searched up the scanned superclasses.
    private func designatedInitializer() -> SwiftModuleIndex.Located<InitializerDeclSyntax>? {
        guard let className else { return nil }
        for candidate in [className] + index.superclassChain(of: className) {
            guard let list = index.types[candidate]?.initializers else { continue }
            let usable = list.filter { $0.node.body != nil }
            if let main = usable.first(where: { !SwiftEvaluator.isCoderInit($0.node) }) { return main }
            if let coder = usable.first(where: { !SwiftEvaluator.onlyFails($0.node.body) }) { return coder }
        }
        return nil
    }

    /// The scanned initialiser a construction with these argument labels calls: every argument
    /// matches a parameter label in order, and every parameter left out has a default.
    private func initializer(accepting arguments: SwiftArguments) -> SwiftModuleIndex.Located<InitializerDeclSyntax>? {
        guard let className else { return nil }
        for candidate in [className] + index.superclassChain(of: className) {
            for located in index.types[candidate]?.initializers ?? [] where located.node.body != nil && !SwiftEvaluator.isCoderInit(located.node) {
                if SwiftEvaluator.accepts(located.node.signature.parameterClause.parameters, arguments.map(\.label)) { return located }
            }
        }
        return nil
    }

    /// Whether a call with `labels` fits `parameters` (labels in order, the rest defaulted).
    static func accepts(_ parameters: FunctionParameterListSyntax, _ labels: [String?]) -> Bool {
        var remaining = labels[...]
        for parameter in parameters {
            let label: String? = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            if let next = remaining.first, next == label {
                remaining = remaining.dropFirst()
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return remaining.isEmpty
    }

    static func isCoderInit(_ node: InitializerDeclSyntax) -> Bool {
        node.signature.parameterClause.parameters.first?.firstName.text == "coder"
    }

    static func onlyFails(_ body: CodeBlockSyntax?) -> Bool {
        guard let body else { return true }
        return body.statements.allSatisfy { $0.trimmedDescription.hasPrefix("fatalError") || $0.trimmedDescription.hasPrefix("return nil") }
    }

    func runInitializer(_ located: SwiftModuleIndex.Located<InitializerDeclSyntax>, arguments: SwiftArguments = []) {
        guard let body = located.node.body else { return }
        let key = "\(located.file):\(located.node.position.utf8Offset)"
        guard !state.active.contains(key), state.depth < options.maxInlineDepth else { return }
        let locals = bind(located.node.signature.parameterClause.parameters, arguments, file: located.file,
                          self: frame.selfValue, classContext: true)
        state.active.insert(key)
        state.depth += 1
        frames.append(Frame(locals: locals, file: located.file, selfValue: frame.selfValue, classContext: true, owner: located.owner))
        _ = exec(body.statements)
        frames.removeLast()
        state.depth -= 1
        state.active.remove(key)
        executedMethods.insert("init")
    }

    /// Inlines a function: binds arguments to parameters (defaults evaluated), runs the body.
    @discardableResult
    func call(_ function: SwiftModuleIndex.Located<FunctionDeclSyntax>, arguments: [(label: String?, value: SwiftValue)],
              self selfValue: SwiftValue, classContext: Bool, at site: some SyntaxProtocol) -> SwiftValue {
        guard let body = function.node.body else { return .unknown }
        let key = "\(function.file):\(function.node.position.utf8Offset)"
        guard !state.active.contains(key) else { return .unknown }
        guard state.depth < options.maxInlineDepth else {
            warn("call to '\(function.node.name.text)' is nested too deeply to follow; its layout is not read", site)
            return .unknown
        }
        let locals = bind(function.node.signature.parameterClause.parameters, arguments, file: function.file,
                          self: selfValue, classContext: classContext)
        state.active.insert(key)
        state.depth += 1
        frames.append(Frame(locals: locals, file: function.file, selfValue: selfValue, classContext: classContext, owner: function.owner))
        let result = execBody(body.statements) ?? .unknown
        frames.removeLast()
        state.depth -= 1
        state.active.remove(key)
        return result
    }

    /// Parameters bound to the call's arguments by label (defaults evaluated, unknown otherwise).
    func bind(_ parameters: FunctionParameterListSyntax, _ arguments: SwiftArguments, file: Int,
              self selfValue: SwiftValue, classContext: Bool) -> [String: SwiftValue] {
        var locals: [String: SwiftValue] = [:]
        var remaining = arguments
        for parameter in parameters {
            let label: String? = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            if let position = remaining.firstIndex(where: { $0.label == label }) {
                locals[name] = remaining[position].value
                remaining.remove(at: position)
            } else if let position = remaining.firstIndex(where: { $0.label == nil }), label == nil {
                locals[name] = remaining[position].value
                remaining.remove(at: position)
            } else if let defaultValue = parameter.defaultValue?.value {
                frames.append(Frame(file: file, selfValue: selfValue, classContext: classContext))
                locals[name] = eval(defaultValue)
                frames.removeLast()
            } else {
                locals[name] = .unknown
            }
        }
        return locals
    }

    /// Runs a closure literal with `parameters` bound to its parameters (or `$0`, `$1`).
    func callClosure(_ closure: ClosureExprSyntax, file: Int, arguments: [SwiftValue]) -> SwiftValue {
        var locals: [String: SwiftValue] = [:]
        var names: [String] = []
        if let signature = closure.signature?.parameterClause {
            switch signature {
            case .simpleInput(let list): names = list.map(\.name.text)
            case .parameterClause(let clause): names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            }
        }
        for (position, value) in arguments.enumerated() {
            locals["$\(position)"] = value
            if position < names.count { locals[names[position]] = value }
        }
        guard state.depth < options.maxInlineDepth else { return .unknown }
        state.depth += 1
        frames.append(Frame(locals: locals, file: file, selfValue: frame.selfValue, classContext: frame.classContext, owner: frame.owner, isClosure: true))
        // A single-expression closure returns its expression.
        var result: SwiftValue?
        if closure.statements.count == 1, case .expr(let expression)? = closure.statements.first?.item {
            result = eval(expression)
        } else {
            result = exec(closure.statements)
        }
        frames.removeLast()
        state.depth -= 1
        return result ?? .unknown
    }

    // MARK: Properties

    /// The value of the evaluated class's property `name`, evaluating its initialiser (or
    /// getter) on first use, as Swift does for lazy and stored properties alike here.
    func property(_ name: String, at site: some SyntaxProtocol) -> SwiftValue? {
        if let value = properties[name] { return value }
        guard let className, let (declaration, _) = index.property(name, in: className) else { return nil }
        guard !evaluating.contains(name) else { return .unknown }
        evaluating.insert(name)
        defer { evaluating.remove(name) }
        let binding = declaration.node
        frames.append(Frame(file: declaration.file, selfValue: .view(selfID), classContext: true))
        defer { frames.removeLast() }
        if let initializer = binding.initializer?.value {
            let saved = pendingName
            pendingName = name
            let value = evalInitializer(initializer, declaredType: binding.typeAnnotation?.type)
            pendingName = saved
            properties[name] = value
            return value
        }
        if let getter = SwiftEvaluator.getter(of: binding) {
            // Computed: evaluated on each use, like Swift.
            return execBody(getter) ?? .unknown
        }
        // Declared without a value (`let label: UILabel`, `var c: NSLayoutConstraint!`): set later.
        return .unknown
    }

    /// A binding's initial value: `.init(…)` against a declared type (`let stack: UIStackView
    /// = .init()`) constructs that type; anything else evaluates as written.
    func evalInitializer(_ initializer: ExprSyntax, declaredType: TypeSyntax?) -> SwiftValue {
        guard let declaredType, let call = initializer.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
              member.declName.baseName.text == "init" else { return eval(initializer) }
        let saved = pendingName
        pendingName = nil
        let arguments: SwiftArguments = call.arguments.map { ($0.label?.text, eval($0.expression)) }
        pendingName = saved
        return construct(SwiftModuleIndex.simpleTypeName(declaredType), arguments, call)
    }

    package static func getter(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        guard let accessors = binding.accessorBlock?.accessors else { return nil }
        switch accessors {
        case .getter(let list): return list
        case .accessors(let list): return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
    }

    /// A computed property an extension in the scanned files adds to the value's UIKit type
    /// (WooCommerce's `UIView.safeLeadingAnchor`), read with `self` the value; nil when none does.
    func extensionProperty(_ name: String, on base: SwiftValue) -> SwiftValue? {
        for type in extensionTypes(of: base) where type.hasPrefix("UI") || type.hasPrefix("NS") {
            guard let declaration = index.types[type]?.properties[name], index.types[type]?.staticProperties.contains(name) != true,
                  let getter = SwiftEvaluator.getter(of: declaration.node) else { continue }
            let key = "extension \(type).\(name)"
            guard !evaluating.contains(key) else { return .unknown }
            evaluating.insert(key)
            defer { evaluating.remove(key) }
            frames.append(Frame(file: declaration.file, selfValue: base, classContext: false, owner: type))
            defer { frames.removeLast() }
            return execBody(getter) ?? .unknown
        }
        return nil
    }

    /// True while the static member at `path` is being evaluated (its own getter runs).
    func isEvaluatingStatic(_ path: String) -> Bool {
        evaluating.contains("static " + path)
    }

    /// A static member by full path (`L10n.Common.title`, `Layout.margin`), or one the type
    /// inherits from a scanned superclass or a protocol extension it adopts (Mastodon's
    /// `WelcomeViewController.actionButtonHeight`, declared by `extension OnboardingViewControllerAppearance`).
    func staticValue(_ requested: String, at site: some SyntaxProtocol) -> SwiftValue? {
        if let cached = staticCache[requested] { return cached }
        guard let path = index.statics[requested] != nil ? requested : inheritedStaticPath(requested),
              let declaration = index.statics[path] else { return nil }
        guard !evaluating.contains("static " + path) else { return .unknown }
        evaluating.insert("static " + path)
        defer { evaluating.remove("static " + path) }
        let owner = path.split(separator: ".").dropLast().joined(separator: ".")
        frames.append(Frame(file: declaration.file, selfValue: .type(owner), classContext: false))
        defer { frames.removeLast() }
        if let initializer = declaration.node.initializer?.value {
            let value = eval(initializer)
            if case .view = value {} else { staticCache[requested] = value }
            return value
        }
        if let getter = SwiftEvaluator.getter(of: declaration.node) { return execBody(getter) ?? .unknown }
        return .unknown
    }

    /// `Type.name` as declared by the type's nearest scanned superclass or adopted protocol.
    private func inheritedStaticPath(_ path: String) -> String? {
        let parts = path.split(separator: ".")
        guard parts.count >= 2, let name = parts.last, let type = parts.dropLast().last else { return nil }
        for ancestor in index.lookupChain(of: String(type)).dropFirst() where index.statics[ancestor + "." + name] != nil {
            return ancestor + "." + name
        }
        return nil
    }

    // MARK: Views

    /// Creates a view of `kind` named after the binding being evaluated.
    func makeView(_ kind: ViewKind, className: String, at site: some SyntaxProtocol) -> String {
        let base = pendingName ?? SwiftEvaluator.lowerFirst(className)
        pendingName = nil
        if state.views.count >= SwiftScreenState.maximumViews {
            state.exceed(SwiftScreenState.tooManyViews, at: location(site))
        }
        let id = state.newID(idPrefix + base)
        var node = ViewNode(id: id, kind: kind)
        node.displayName = base
        node.location = location(site)
        if let size = SwiftUIKitNames.systemViewSizes[className] { node.intrinsicSize = size }
        if kind == .imageView {
            // The image (an asset, a symbol, a photo from data) is never read, but UIKit sizes
            // the view to it: an empty 0 × 0 content size stands in, so the view's frame comes
            // from its constraints and nothing is left free for want of a picture.
            node.intrinsicSize = IntrinsicSize(width: 0, height: 0)
            node.intrinsicSizeStandsIn = true
        }
        state.views[id] = node
        state.order.append(id)
        return id
    }

    static func lowerFirst(_ text: String) -> String {
        // `UILabel` → `label`: UIKit's prefix is not part of a name.
        if text.hasPrefix("UI"), text.count > 2, text.dropFirst(2).first?.isUppercase == true { return lowerFirst(String(text.dropFirst(2))) }
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }

    /// Creates a view of a scanned view class and evaluates its own set-up inside this screen.
    func makeCustomView(_ type: String, kind known: ViewKind? = nil, arguments: SwiftArguments? = nil,
                        at site: some SyntaxProtocol) -> SwiftValue {
        let kind = known ?? baseKind(of: type)
        let id = makeView(kind, className: type, at: site)
        // A subclass of a fixed-size UIKit view (WooCommerce's `WebProgressView: UIProgressView`) keeps its size.
        if let size = index.superclassChain(of: type).lazy.compactMap({ SwiftUIKitNames.systemViewSizes[$0] }).first {
            state.views[id]?.intrinsicSize = size
        }
        guard state.depth < options.maxInlineDepth, !frames.isEmpty, state.exceeded == nil else { return .view(id) }
        if let className, className == type || index.superclassChain(of: className).contains(type) && role != .viewController {
            // A view holding an instance of its own class: do not recurse.
            return .view(id)
        }
        let nested = SwiftEvaluator(index: index, state: state, options: options, className: type, role: .view,
                                    selfID: id, idPrefix: id + "-", file: index.types[type]?.file ?? frame.file)
        state.inlined[id] = nested
        state.depth += 1
        nested.runSetup(arguments: arguments)
        state.depth -= 1
        return .view(id)
    }

    /// The display scale code reads (`traitCollection.displayScale`, `UIScreen.main.scale`).
    static let displayScale = 3.0

    /// Font sizes read from code; others (`.infinity`, `1e308 * 1e308`) are not laid out.
    static let fontSizes: ClosedRange<Double> = 0...10_000

    /// The point size a font made in code states (`systemFont(ofSize:)`, `UIFont(name:size:)`).
    static func declaredSize(of font: FontSpec) -> Double? {
        switch font.source {
        case .system(let size), .custom(_, let size): size
        case .textStyle: nil
        }
    }

    /// The view kind a class inherits from UIKit.
    func baseKind(of type: String) -> ViewKind {
        for name in [type] + index.superclassChain(of: type) {
            if let kind = SwiftUIKitNames.viewKind(name) { return kind }
        }
        return SwiftUIKitNames.kindBySuffix(type) ?? .view
    }

    /// The UIKit type names whose extensions apply to a value (`UILabel`, `UIView`, …).
    func extensionTypes(of value: SwiftValue) -> [String] {
        switch value {
        case .view(let id):
            var names: [String] = []
            if let evaluator = state.inlined[id], let name = evaluator.className { names += [name] + index.superclassChain(of: name) }
            if id == selfID, let className { names += [className] + index.superclassChain(of: className) }
            switch state.views[id]?.kind ?? .view {
            case .label: names.append("UILabel")
            // A button stands for its `titleLabel` too (`titleLabel?.applyBodyStyle()`).
            case .button: names += ["UIButton", "UIControl", "UILabel"]
            case .stack: names.append("UIStackView")
            case .textField: names += ["UITextField", "UIControl"]
            case .textView: names += ["UITextView", "UIScrollView"]
            case .imageView: names.append("UIImageView")
            case .scroll: names.append("UIScrollView")
            default: break
            }
            return names + ["UIView", "NSObject"]
        case .constraint: return ["NSLayoutConstraint"]
        case .anchor(let anchor):
            return anchor.attribute.isSize ? ["NSLayoutDimension", "NSLayoutAnchor"] : ["NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSLayoutAnchor"]
        case .guide: return ["UILayoutGuide"]
        case .array: return ["Array", "Collection", "Sequence"]
        case .text: return ["String"]
        case .font: return ["UIFont"]
        default: return []
        }
    }
}
