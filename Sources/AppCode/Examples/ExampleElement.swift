/// One object of an example's Interface Builder screen, and the outlet of the screen's class
/// that reaches it (none when `outlet` is nil).
public struct ExampleElement: Sendable, Hashable {
    /// What the object is.
    public enum Kind: Sendable, Hashable {
        /// A one-line label showing `text`.
        case label(text: String)
        /// A system button titled `title`, of the app's class `customClass` when given.
        case button(title: String, customClass: String? = nil)
        /// A horizontal stack view, 8 pt apart, of two labels.
        case stackView
        /// A plain view, of the app's class `customClass` when given.
        case view(customClass: String?)
        /// The height constraint of a plain view (the outlet reaches the constraint).
        case heightConstraint
        /// A one-line label showing `text` whose tag is `tag` (code may find it by the tag).
        case taggedLabel(text: String, tag: Int)
        /// An empty text field showing the placeholder `placeholder`.
        case textField(placeholder: String)
    }

    /// What the object is.
    public var kind: Kind
    /// The property of the screen's class that reaches it.
    public var outlet: String?

    /// A label the outlet `outlet` reaches.
    public static func label(_ outlet: String, text: String = "Label") -> ExampleElement {
        ExampleElement(kind: .label(text: text), outlet: outlet)
    }

    /// A button the outlet `outlet` reaches.
    public static func button(_ outlet: String, title: String = "Button") -> ExampleElement {
        ExampleElement(kind: .button(title: title), outlet: outlet)
    }

    /// A system button titled `title`, which no outlet reaches.
    public static func button(title: String) -> ExampleElement {
        ExampleElement(kind: .button(title: title), outlet: nil)
    }

    /// A button of the app's class `customClass` titled `title`, which no outlet reaches.
    public static func button(title: String, customClass: String) -> ExampleElement {
        ExampleElement(kind: .button(title: title, customClass: customClass), outlet: nil)
    }

    /// A stack view the outlet `outlet` reaches.
    public static func stackView(_ outlet: String) -> ExampleElement {
        ExampleElement(kind: .stackView, outlet: outlet)
    }

    /// A plain view (of the app's class `customClass`), reached by `outlet` when given.
    public static func view(_ outlet: String?, customClass: String? = nil) -> ExampleElement {
        ExampleElement(kind: .view(customClass: customClass), outlet: outlet)
    }

    /// A view's height constraint the outlet `outlet` reaches.
    public static func constraint(_ outlet: String) -> ExampleElement {
        ExampleElement(kind: .heightConstraint, outlet: outlet)
    }

    /// An empty text field showing `placeholder`, which the outlet `outlet` reaches.
    public static func textField(_ outlet: String, placeholder: String) -> ExampleElement {
        ExampleElement(kind: .textField(placeholder: placeholder), outlet: outlet)
    }

    /// A label tagged `tag` showing `text`, which no outlet reaches.
    public static func tagged(_ text: String, tag: Int) -> ExampleElement {
        ExampleElement(kind: .taggedLabel(text: text, tag: tag), outlet: nil)
    }

    /// The class code declares the outlet with (`UILabel`, `NSLayoutConstraint`).
    public var outletType: String {
        switch kind {
        case .label, .taggedLabel: "UILabel"
        case .button(_, let customClass): customClass ?? "UIButton"
        case .stackView: "UIStackView"
        case .view(let customClass): customClass ?? "UIView"
        case .heightConstraint: "NSLayoutConstraint"
        case .textField: "UITextField"
        }
    }
}
