import SwiftLayoutReader
import SwiftSyntax

/// The line counts an app's Swift code gives outlets' texts: `detailLabel.numberOfLines = 0`,
/// `self.resetButton.titleLabel?.numberOfLines = 0`, or a button helper of the app that does it
/// (Element's `resetButton.vc_enableMultiLinesTitle()`, an `extension UIButton` method setting
/// `titleLabel?.numberOfLines = 0`, or calling another such method of the extension, as
/// WooCommerce's `applyPrimaryButtonStyle()` calls `enableMultipleLines()`). A button's title
/// set to wrap by words or characters (`titleLabel?.lineBreakMode = .byWordWrapping`) is
/// multi-line: UIKit gives such a title as many lines as it needs. Only assignments inside the outlet's own class (or an
/// extension of it) through `self` or a bare name count: one through another object may be
/// meant for any class's outlet of that name, so it is not applied anywhere. An outlet code
/// gives different counts, a count that is not an integer literal, or one set only on some paths
/// (under an `if`, in a closure), has none.
public enum OutletLineCounts {
    /// For each outlet (class and property) its code gives one line count, that count.
    public static func counts(in paths: [String], sources: SwiftSources) -> [OutletTextAssignments.Outlet: Int] {
        var helpers = Assignments<String>()
        var helperCalls: [String: Set<String>] = [:]
        var outlets = Assignments<OutletTextAssignments.Outlet>()
        var calls: [OutletTextAssignments.Outlet: Set<String>] = [:]
        // Only files naming `numberOfLines` or `lineBreakMode` set one; then only those also
        // calling the helpers found.
        let setting = Set(sources.paths(containing: "numberOfLines") + sources.paths(containing: "lineBreakMode")).intersection(paths)
        var read = setting
        for path in setting.sorted() {
            guard let (tree, _) = sources.tree(path) else { continue }
            let finder = LineCountFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            helpers.merge(finder.helpers)
            for (name, called) in finder.helperCalls { helperCalls[name, default: []].formUnion(called) }
        }
        helpers.counts = HelperScopeVisitor.closing(helpers.counts, over: helperCalls)
        helpers.wrapping = HelperScopeVisitor.closing(helpers.wrapping, over: helperCalls)
        for name in Set(helpers.counts.keys).union(helpers.wrapping.keys).sorted() {
            read.formUnion(Set(sources.paths(containing: "." + name)).intersection(paths))
        }
        for path in read.sorted() {
            guard let (tree, _) = sources.tree(path) else { continue }
            let finder = LineCountFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            outlets.merge(finder.outlets)
            for (outlet, names) in finder.calls { calls[outlet, default: []].formUnion(names) }
        }
        var result: [OutletTextAssignments.Outlet: Int] = [:]
        for outlet in Set(outlets.counts.keys).union(outlets.wrapping.keys).union(calls.keys) {
            var counts = outlets.counts[outlet] ?? []
            var wrapping = outlets.wrapping[outlet] ?? []
            for name in calls[outlet] ?? [] {
                let conditional = name.hasPrefix(HelperScopeVisitor.conditionalMark)
                let helper = conditional ? String(name.dropFirst()) : name
                // Called on some paths only: the count is the helper's there, the file's elsewhere.
                if let found = helpers.counts[helper] { counts.formUnion(conditional ? [nil] : found) }
                if let found = helpers.wrapping[helper] { wrapping.formUnion(conditional ? [nil] : found) }
            }
            // A line count set anywhere decides; a wrapping title alone is as many lines as it needs.
            let values = counts.isEmpty ? wrapping : counts
            guard values.count == 1, let only = values.first, let count = only else { continue }
            result[outlet] = count
        }
        return result
    }

    /// Line counts found, by target (an outlet or a helper method), apart from wrapping line
    /// break modes on buttons' titles, which count only where no line count is set.
    struct Assignments<Target: Hashable> {
        /// `numberOfLines` values (nil for one that is not known).
        var counts: [Target: Set<Int?>] = [:]
        /// 0 for each wrapping line break mode (nil when set only on some paths).
        var wrapping: [Target: Set<Int?>] = [:]

        mutating func merge(_ other: Assignments<Target>) {
            for (target, values) in other.counts { counts[target, default: []].formUnion(values) }
            for (target, values) in other.wrapping { wrapping[target, default: []].formUnion(values) }
        }
    }
}

/// One file's line-count assignments: to outlets of the enclosing class, and inside button and
/// label extension methods (helpers, by method name).
private final class LineCountFinder: HelperScopeVisitor {
    var outlets = OutletLineCounts.Assignments<OutletTextAssignments.Outlet>()
    var calls: [OutletTextAssignments.Outlet: Set<String>] = [:]
    var helpers = OutletLineCounts.Assignments<String>()
    /// By helper method: the methods of the same extension it calls on its own button or label
    /// (`?`-marked when only on some paths).
    var helperCalls: [String: Set<String>] = [:]

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let parts = Array(node.elements)
        guard parts.count >= 3, parts[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let target = LoadTimeVisibility.stripped(parts[0])
        // A count set only on some paths (under an `if`, a `switch`, in a closure) is not known.
        let value: Int? = parts.count == 3 && !runsConditionally(node)
            ? parts[2].as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) } : nil
        if target.as(DeclReferenceExprSyntax.self)?.baseName.text == "numberOfLines" {
            // `numberOfLines = 0` inside a label extension's method.
            if types.last == "UILabel", let method = methods.last { helpers.counts[method, default: []].insert(value) }
            return .visitChildren
        }
        guard let member = target.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        if member.declName.baseName.text == "lineBreakMode" {
            recordWrappingTitle(member, parts, node)
            return .visitChildren
        }
        guard member.declName.baseName.text == "numberOfLines", let base = member.base else { return .visitChildren }
        if isHelperTarget(base), let method = methods.last {
            helpers.counts[method, default: []].insert(value)
        } else if let own = types.last {
            for (name, _) in ownProperties(base) {
                outlets.counts[OutletTextAssignments.Outlet(className: own, property: name), default: []].insert(value)
            }
        }
        return .visitChildren
    }

    /// `titleLabel?.lineBreakMode = .byWordWrapping` (or `.byCharWrapping`) on a button's title:
    /// as many lines as the title needs. Any other mode leaves the count to `numberOfLines`.
    private func recordWrappingTitle(_ member: MemberAccessExprSyntax, _ parts: [ExprSyntax], _ node: SequenceExprSyntax) {
        guard parts.count == 3, let mode = parts[2].as(MemberAccessExprSyntax.self)?.declName.baseName.text,
              mode == "byWordWrapping" || mode == "byCharWrapping", let base = member.base else { return }
        let value: Int? = runsConditionally(node) ? nil : 0
        if types.last == "UIButton", isHelperTarget(base), let method = methods.last {
            helpers.wrapping[method, default: []].insert(value)
        } else if let own = types.last {
            for (name, throughTitle) in ownProperties(base) where throughTitle {
                outlets.wrapping[OutletTextAssignments.Outlet(className: own, property: name), default: []].insert(value)
            }
        }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let type = types.last, type == "UIButton" || type == "UILabel", let method = methods.last, let called = ownMethodCall(node) {
            let name = runsConditionally(node) ? HelperScopeVisitor.conditionalMark + called : called
            helperCalls[method, default: []].insert(name)
            return .visitChildren
        }
        guard let own = types.last, let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return .visitChildren }
        // A helper called only on some paths leaves the count unknown (Element enables
        // multi-line titles only `if self.cancellable`).
        let helper = runsConditionally(node) ? HelperScopeVisitor.conditionalMark + member.declName.baseName.text : member.declName.baseName.text
        for (name, throughTitle) in ownProperties(base) where !throughTitle {
            calls[OutletTextAssignments.Outlet(className: own, property: name), default: []].insert(helper)
        }
        return .visitChildren
    }
}
