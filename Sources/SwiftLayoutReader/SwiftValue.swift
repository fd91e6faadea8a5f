import LayoutEngine
import SwiftSyntax
import TextModel

/// What an expression evaluates to during symbolic evaluation: the layout-relevant UIKit
/// objects (views, guides, anchors, constraints), plain values, or `unknown` when the value
/// depends on something the reader cannot see (data, the network, another module).
indirect enum SwiftValue {
    /// A view, by screen id.
    case view(String)
    /// A view controller made in the set-up (a child to add): its own layout is its own
    /// screen; here its `view`, by screen id, is a plain view placed by the parent's constraints.
    case controller(String)
    /// A layout guide of a view.
    case guide(LayoutItem)
    /// `view.keyboardLayoutGuide` of a view, with the keyboard hidden (the sweep's state).
    case keyboard(String)
    /// An anchor (`view.topAnchor`).
    case anchor(Anchor)
    /// A constraint, by index into the evaluation's constraint table.
    case constraint(Int)
    /// A number (CGFloat, Int, Double, a priority).
    case number(Double)
    /// A Boolean.
    case bool(Bool)
    /// A string and where it comes from.
    case text(TextSource)
    /// A font.
    case font(FontSpec)
    /// `UIFontMetrics(forTextStyle:)` (nil style: `.default`, i.e. body).
    case fontMetrics(TextStyle)
    /// An implicit member or enum case (`.vertical`, `.defaultHigh`, `.body`).
    case member(String)
    /// A `UIButton.Configuration` (`.plain()`, `.filled()`, …) and what code set on it.
    case buttonConfiguration(ButtonConfigurationValue)
    /// A dictionary literal with string keys (`["title": titleLabel]`, a visual format's views).
    case dictionary([String: SwiftValue])
    /// An array literal.
    case array([SwiftValue])
    /// Edge insets (top, left/leading, bottom, right/trailing).
    case insets(EdgeInsets)
    /// A size.
    case size(Double, Double)
    /// A closure literal, kept for later calls (`{ … }()`, `makeConstraints { … }`).
    case closure(ClosureExprSyntax, file: Int)
    /// A function declared inside a function body, callable by name there.
    case localFunction(FunctionDeclSyntax, file: Int)
    /// `view.snp` (SnapKit's DSL entry).
    case snap(String)
    /// `make.top.leading` inside `makeConstraints`: the view and the attributes named so far.
    case snapMaker(String, [LayoutAttribute])
    /// `other.snp.bottom` (or `other` / a guide with no attribute: same attribute as the maker's).
    case snapTarget(LayoutItem, LayoutAttribute?)
    /// The constraints a SnapKit line made, for `.offset`/`.inset`/`.priority`/`.multipliedBy`.
    case snapMade([Int], [LayoutAttribute])
    /// A type or namespace named in code (`UILayoutPriority`, `L10n.Common`).
    case type(String)
    /// What a construct the reader could not evaluate produced, after warning about it there
    /// (a constraint left out): later uses stay silent.
    case dropped
    /// A value the reader cannot determine.
    case unknown

    /// The number this value stands for (priorities by name too), if any.
    var number: Double? {
        switch self {
        case .number(let value): value
        case .member("zero"): 0
        case .member(let name): SwiftUIKitNames.priority(name)
        case .bool(let flag): flag ? 1 : 0
        default: nil
        }
    }

    /// Edge insets (`.zero` too), if this is some.
    var insets: EdgeInsets? {
        switch self {
        case .insets(let insets): insets
        case .member("zero"): .zero
        default: nil
        }
    }

    /// The member or enum case name, if this is one.
    var memberName: String? {
        if case .member(let name) = self { return name }
        return nil
    }

    /// The text style of a preferred font (`UIFont.headline` in an app that declares it so).
    var textStyleOfFont: TextStyle? {
        if case .font(let font) = self, case .textStyle(let style) = font.source { return style }
        return nil
    }

    /// The layout item this value is, for constraint targets.
    var layoutItem: LayoutItem? {
        switch self {
        case .view(let id): .view(id)
        case .guide(let item): item
        default: nil
        }
    }
}
