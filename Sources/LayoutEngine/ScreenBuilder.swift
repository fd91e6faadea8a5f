import Diagnostics
import TextModel

/// Describes a screen in Swift with an API that reads like UIKit's, for tests and for users
/// who build screens in code:
///
/// ```swift
/// let builder = ScreenBuilder(name: "Login")
/// let title = builder.addLabel("title", text: .key("login.title"))
/// title.leadingAnchor.constraint(equalTo: builder.root.layoutMarginsGuide.leadingAnchor).isActive = true
/// let screen = builder.screen
/// ```
///
/// Anchors are typed by axis (x, y, dimension) as in UIKit, so mixing axes does not compile;
/// the remaining UIKit errors (leading with left, a location set to a constant) are reported
/// by `LayoutSession` with the Swift file and line that made the constraint.
public final class ScreenBuilder {
    /// The screen's name.
    public var name: String
    /// The file reported for the screen.
    public var file: String?
    private var views: [ViewNode] = []
    private var active: [LayoutConstraint] = []
    private var madeConstraints = 0

    /// Starts an empty screen.
    public init(name: String, file: String? = nil) {
        self.name = name
        self.file = file
    }

    /// The screen as built so far: its views and its active constraints in activation order.
    public var screen: Screen {
        Screen(name: name, file: file, views: parentsFirst(), constraints: active.map(\.spec))
    }

    /// The screen's root view.
    public var root: ViewHandle { ViewHandle(id: LayoutItem.rootID, builder: self) }

    /// Adds a view of any kind with Interface Builder's defaults, then lets `configure` adjust it.
    @discardableResult
    public func addView(_ id: String, kind: ViewKind = .view, in parent: ViewHandle? = nil,
                        file: String = #fileID, line: Int = #line, configure: (inout ViewNode) -> Void = { _ in }) -> ViewHandle {
        var node = ViewNode(id: id, kind: kind, parent: parent?.id ?? LayoutItem.rootID)
        node.location = SourceLocation(file: file, line: line)
        configure(&node)
        views.append(node)
        return ViewHandle(id: id, builder: self)
    }

    /// Adds a label showing `text` (`lines: 0` wraps without limit).
    @discardableResult
    public func addLabel(_ id: String, text: TextSource, in parent: ViewHandle? = nil, font: FontSpec = .labelDefault, lines: Int = 1,
                         file: String = #fileID, line: Int = #line) -> ViewHandle {
        addView(id, kind: .label, in: parent, file: file, line: line) {
            $0.text = text
            $0.font = font
            $0.lines = lines
        }
    }

    /// Adds a button with a title.
    @discardableResult
    public func addButton(_ id: String, title: TextSource, in parent: ViewHandle? = nil, font: FontSpec = .system(size: 15),
                          file: String = #fileID, line: Int = #line) -> ViewHandle {
        addView(id, kind: .button, in: parent, file: file, line: line) {
            $0.text = title
            $0.font = font
        }
    }

    /// Adds a stack view arranging `arranged` (which become its subviews).
    @discardableResult
    public func addStack(_ id: String, axis: LayoutAttribute.Axis, spacing: Double = 0,
                         alignment: StackConfiguration.Alignment = .fill, distribution: StackConfiguration.Distribution = .fill,
                         arranged: [ViewHandle] = [], in parent: ViewHandle? = nil,
                         file: String = #fileID, line: Int = #line) -> ViewHandle {
        let stack = addView(id, kind: .stack, in: parent, file: file, line: line) {
            $0.stack = StackConfiguration(axis: axis, spacing: spacing, alignment: alignment, distribution: distribution)
        }
        arranged.forEach { stack.addArrangedSubview($0) }
        return stack
    }

    /// Changes a view already added.
    public func update(_ id: String, _ change: (inout ViewNode) -> Void) {
        guard let index = views.firstIndex(where: { $0.id == id }) else { return }
        change(&views[index])
    }

    /// Reads a view already added.
    public func node(_ id: String) -> ViewNode? {
        views.first { $0.id == id }
    }

    func makeConstraint(_ first: Anchor, _ relation: LayoutRelation, _ second: Anchor?, multiplier: Double, constant: Double,
                        file: String, line: Int) -> LayoutConstraint {
        madeConstraints += 1
        let spec = ConstraintSpec(id: "c\(madeConstraints)", first: first, relation: relation, second: second,
                                  multiplier: multiplier, constant: constant, origin: .code,
                                  location: SourceLocation(file: file, line: line))
        return LayoutConstraint(spec: spec, builder: self)
    }

    func setActive(_ constraint: LayoutConstraint, _ isActive: Bool) {
        let index = active.firstIndex { $0 === constraint }
        if isActive, index == nil { active.append(constraint) }
        if !isActive, let index { active.remove(at: index) }
    }

    func isActive(_ constraint: LayoutConstraint) -> Bool {
        active.contains { $0 === constraint }
    }

    /// The views reordered so every parent comes before its children (stable otherwise).
    private func parentsFirst() -> [ViewNode] {
        var placed: Set<String> = [LayoutItem.rootID]
        var ordered: [ViewNode] = []
        var pending = views
        while !pending.isEmpty {
            let ready = pending.filter { placed.contains($0.parent) }
            // Views whose parents never appear (or form a cycle) keep their order at the end.
            guard !ready.isEmpty else { return ordered + pending }
            ordered += ready
            ready.forEach { placed.insert($0.id) }
            pending.removeAll { placed.contains($0.id) }
        }
        return ordered
    }
}
