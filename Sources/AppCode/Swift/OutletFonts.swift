import SwiftLayoutReader
import SwiftSyntax
import TextModel

/// The fonts an app's Swift code gives outlets' texts: `titleLabel.font = .preferredFont(forTextStyle:
/// .headline)`, `self.saveButton.titleLabel?.font = .systemFont(ofSize: 15)`, or a view helper of
/// the app that does it (WooCommerce's `emailLabel.applyHeadlineStyle()`, an `extension UILabel`
/// method setting `font = .headline`, where `UIFont.headline` is the app's own constant for the
/// preferred headline font; a button helper that styles its `titleLabel` so). As with line
/// counts (`OutletLineCounts`), only the outlet's own class counts, through `self` or a bare
/// name; an outlet given different fonts, a font this reader cannot name, or one set only on
/// some paths, keeps the file's.
public enum OutletFonts {
    /// For each outlet (class and property) its code gives one font, that font.
    public static func fonts(in paths: [String], sources: SwiftSources) -> [OutletTextAssignments.Outlet: FontSpec] {
        let statics = FontConstants(paths: Set(sources.paths(containing: "extension UIFont")).intersection(paths), sources: sources,
                                    properties: FontProperties(sources: sources, paths: Set(paths)))
        var helpers: [String: Set<FontSpec?>] = [:]
        var helperCalls: [String: Set<String>] = [:]
        var outlets: [OutletTextAssignments.Outlet: Set<FontSpec?>] = [:]
        var calls: [OutletTextAssignments.Outlet: Set<String>] = [:]
        // Files setting a font, and the view extensions whose helpers may call one that does;
        // then the files calling a helper found.
        var helperFiles = Set(sources.paths(containing: "font ="))
        for type in ["UILabel", "UIButton", "UITextField", "UITextView"] { helperFiles.formUnion(sources.paths(containing: "extension " + type)) }
        helperFiles.formIntersection(paths)
        func read(_ path: String) {
            guard let (tree, _) = sources.tree(path) else { return }
            let finder = FontFinder(statics: statics)
            finder.walk(tree)
            for (name, values) in finder.helpers { helpers[name, default: []].formUnion(values) }
            for (name, called) in finder.helperCalls { helperCalls[name, default: []].formUnion(called) }
            for (outlet, values) in finder.outlets { outlets[outlet, default: []].formUnion(values) }
            for (outlet, names) in finder.calls { calls[outlet, default: []].formUnion(names) }
        }
        for path in helperFiles.sorted() { read(path) }
        helpers = HelperScopeVisitor.closing(helpers, over: helperCalls)
        var callers: Set<String> = []
        for name in helpers.keys.sorted() { callers.formUnion(Set(sources.paths(containing: "." + name)).intersection(paths)) }
        for path in callers.subtracting(helperFiles).sorted() { read(path) }
        helpers = HelperScopeVisitor.closing(helpers, over: helperCalls)
        for (outlet, names) in calls {
            for name in names {
                let conditional = name.hasPrefix(HelperScopeVisitor.conditionalMark)
                if let found = helpers[conditional ? String(name.dropFirst()) : name] { outlets[outlet, default: []].formUnion(conditional ? [nil] : found) }
            }
        }
        return HelperScopeVisitor.agreed(outlets)
    }

    /// The font an expression names, or nil when it is not one this reader can name:
    /// `.preferredFont(forTextStyle: .body)`, `.systemFont(ofSize: 15, weight: .semibold)`,
    /// `UIFont(name: "Avenir-Book", size: 13)`, `UIFontMetrics(forTextStyle: .title2).scaledFont(for: …)`,
    /// an app's `UIFont` constant (`static var headline: UIFont { .preferredFont(forTextStyle: .headline) }`)
    /// and an app's font function called with a text style (`font(forStyle: .title3, weight: .semibold)`).
    static func font(of expression: ExprSyntax, statics: FontConstants, depth: Int = 0) -> FontSpec? {
        guard depth < 6 else { return nil }
        let expression = LoadTimeVisibility.stripped(expression)
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let base = member.base.map { LoadTimeVisibility.stripped($0).trimmedDescription }
            if base == nil || base == "UIFont", let value = statics.value(member.declName.baseName.text) {
                return font(of: value, statics: statics, depth: depth + 1)
            }
            // A design system's font property (`theme.fonts.calloutSB`).
            guard base != nil, base != "UIFont" else { return nil }
            return statics.properties?.font(named: member.declName.baseName.text)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let arguments = Array(call.arguments)
        func argument(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }
        func member(_ label: String) -> String? { argument(label).flatMap { LoadTimeVisibility.stripped($0).as(MemberAccessExprSyntax.self)?.declName.baseName.text } }
        func number(_ label: String) -> Double? {
            guard let value = argument(label) else { return nil }
            if let integer = value.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text) }
            return value.as(FloatLiteralExprSyntax.self).flatMap { Double($0.literal.text) }
        }
        let callee = LoadTimeVisibility.stripped(call.calledExpression)
        let name: String
        var receiver: ExprSyntax?
        if let member = callee.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            receiver = member.base
        } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else {
            return nil
        }
        let receiverName = receiver.map { LoadTimeVisibility.stripped($0).trimmedDescription }
        switch name {
        case "preferredFont":
            return member("forTextStyle").flatMap(TextStyle.init(parsing:)).map { FontSpec.style($0) }
        case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedDigitSystemFont", "monospacedSystemFont":
            guard let size = number("ofSize") else { return nil }
            let weight: FontWeight = name == "boldSystemFont" ? .bold : member("weight").flatMap(FontWeight.init(rawValue:)) ?? .regular
            return .system(size: size, weight: weight)
        case "UIFont":
            guard let family = argument("name").flatMap(OutletTextAssignments.literal), let size = number("size") else { return nil }
            return FontSpec(source: .custom(family: family, size: size))
        case "scaledFont":
            guard let inner = argument("for").flatMap({ font(of: $0, statics: statics, depth: depth + 1) }) else { return nil }
            var style = TextStyle.body
            if let metrics = receiver.flatMap({ LoadTimeVisibility.stripped($0).as(FunctionCallExprSyntax.self) }),
               let label = metrics.arguments.first(where: { $0.label?.text == "forTextStyle" }),
               let named = LoadTimeVisibility.stripped(label.expression).as(MemberAccessExprSyntax.self).flatMap({ TextStyle(parsing: $0.declName.baseName.text) }) {
                style = named
            } else if receiverName != "UIFontMetrics.default" {
                return nil
            }
            var scaled = inner
            scaled.scales = true
            scaled.relativeTo = style
            scaled.maxSize = number("maximumPointSize")
            return scaled
        default:
            // An app's font function given a text style: that style's preferred font.
            guard receiverName == nil || receiverName == "UIFont",
                  let style = ["forStyle", "forTextStyle", "style", "textStyle"].lazy.compactMap({ member($0) }).first.flatMap(TextStyle.init(parsing:))
            else { return nil }
            return FontSpec.style(style, weight: member("weight").flatMap(FontWeight.init(rawValue:)))
        }
    }
}

/// The app's `UIFont` constants (`extension UIFont { static var headline: UIFont { … } }`), by name,
/// and its design system's font properties (`FontProperties`).
struct FontConstants {
    private var values: [String: ExprSyntax] = [:]
    /// The app's font properties; nil: none read.
    var properties: FontProperties?

    init(paths: Set<String>, sources: SwiftSources, properties: FontProperties? = nil) {
        self.properties = properties
        for path in paths.sorted() {
            guard let (tree, _) = sources.tree(path) else { continue }
            for (name, value) in ConstantFinder.constants(in: tree) where name.hasPrefix("UIFont.") {
                values[String(name.dropFirst("UIFont.".count))] = value
            }
        }
    }

    /// The expression the constant `name` stands for.
    func value(_ name: String) -> ExprSyntax? { values[name] }
}

/// One file's font assignments: to outlets of the enclosing class, and inside label, text field,
/// text view and button extension methods (helpers, by method name).
private final class FontFinder: HelperScopeVisitor {
    var outlets: [OutletTextAssignments.Outlet: Set<FontSpec?>] = [:]
    var calls: [OutletTextAssignments.Outlet: Set<String>] = [:]
    var helpers: [String: Set<FontSpec?>] = [:]
    /// By helper method: the helpers it calls on its own view or, in a button, on its title label.
    var helperCalls: [String: Set<String>] = [:]
    private let statics: FontConstants
    private static let textViews: Set<String> = ["UILabel", "UITextField", "UITextView"]

    init(statics: FontConstants) {
        self.statics = statics
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let parts = Array(node.elements)
        guard parts.count >= 3, parts[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let target = LoadTimeVisibility.stripped(parts[0])
        let value: FontSpec? = parts.count == 3 && !runsConditionally(node) ? OutletFonts.font(of: parts[2], statics: statics) : nil
        if target.as(DeclReferenceExprSyntax.self)?.baseName.text == "font" {
            // `font = .headline` inside a label's (text field's, text view's) extension method.
            if let type = types.last, FontFinder.textViews.contains(type), let method = methods.last { helpers[method, default: []].insert(value) }
            return .visitChildren
        }
        guard let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "font",
              let base = member.base else { return .visitChildren }
        if isHelperTarget(base, selfTypes: FontFinder.textViews), let method = methods.last {
            helpers[method, default: []].insert(value)
        } else if let own = types.last {
            for (name, _) in ownProperties(base) {
                outlets[OutletTextAssignments.Outlet(className: own, property: name), default: []].insert(value)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let conditional = runsConditionally(node)
        if let type = types.last, type == "UIButton" || FontFinder.textViews.contains(type), let method = methods.last {
            // Another helper on the view itself, or, in a button, on its title label.
            var called = ownMethodCall(node)
            if called == nil, type == "UIButton", let member = node.calledExpression.as(MemberAccessExprSyntax.self),
               let base = member.base, isTitleLabel(base) {
                called = member.declName.baseName.text
            }
            if let called { helperCalls[method, default: []].insert(conditional ? HelperScopeVisitor.conditionalMark + called : called) }
            return .visitChildren
        }
        guard let own = types.last, let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return .visitChildren }
        let helper = member.declName.baseName.text
        for (name, _) in ownProperties(base) {
            calls[OutletTextAssignments.Outlet(className: own, property: name), default: []].insert(conditional ? HelperScopeVisitor.conditionalMark + helper : helper)
        }
        return .visitChildren
    }
}
