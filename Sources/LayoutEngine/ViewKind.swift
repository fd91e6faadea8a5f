/// The kinds of view a screen can hold; each has UIKit's intrinsic-size rules.
public enum ViewKind: String, CaseIterable, Hashable, Sendable, Codable {
    /// A plain UIView; intrinsic size only when given one.
    case view
    /// UILabel.
    case label
    /// UIButton: title plus content insets.
    case button
    /// UISwitch, 51×31.
    case `switch`
    /// UITextField: height from its font, width from its text or placeholder.
    case textField
    /// UISlider: height 31, no intrinsic width.
    case slider
    /// UIImageView: the image's size.
    case imageView
    /// UITextView: intrinsic size only when not scrollable.
    case textView
    /// UIStackView: arranges its `arranged` views with generated constraints.
    case stack
    /// UIScrollView, with `content` and `frame` layout guides.
    case scroll
    /// UISegmentedControl: height 32, width from its segment titles.
    case segmentedControl
    /// UIActivityIndicatorView, 20×20 (37×37 large).
    case activityIndicator

    /// True for kinds that display text from a string (label, button, text field, text view, segmented control).
    public var showsText: Bool {
        switch self {
        case .label, .button, .textField, .textView, .segmentedControl: true
        default: false
        }
    }

    /// True for kinds a user taps (the 44×44 pt touch-target rule applies).
    public var isControl: Bool {
        switch self {
        case .button, .switch, .textField, .slider, .segmentedControl: true
        default: false
        }
    }
}
