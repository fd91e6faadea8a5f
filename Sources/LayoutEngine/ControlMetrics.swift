import TextModel

/// Fixed sizes and paddings of UIKit controls, as Interface Builder shows them.
public enum ControlMetrics {
    /// UISwitch's alignment rectangle (what constraints place): its 51×31 frame less
    /// `switchTrailingOutset`.
    static let switchSize = Size(width: 49, height: 31)
    /// How far a UISwitch's frame extends past its alignment rectangle on the trailing side:
    /// every trailing-pinned switch in Interface Builder's saved frames sits 2 pt further
    /// out than its constraints' alignment edge (both the 51×31 and iOS 26's 63×28 switch).
    static let switchTrailingOutset = 2.0
    /// UISlider's height (it has no intrinsic width).
    static let sliderHeight = 31.0
    /// UISegmentedControl's height.
    static let segmentedHeight = 32.0
    /// Horizontal padding on each side of a segment's title (IB's saved controls: "Sign Up" |
    /// "Login" 135 pt wide, "Primary" | "All" apportioned by content 101 pt; 9 with the titles
    /// measured with Apple's tracking, 10 before).
    public static let segmentPadding = 9.0
    /// UISegmentedControl's title font since iOS 13: 13 pt, semibold in the selected segment
    /// (segments are sized for it); it does not follow Dynamic Type.
    static let segmentFont = FontSpec.system(size: 13, weight: .semibold)
    /// UIActivityIndicatorView (medium style).
    static let activityIndicatorSize = Size(width: 20, height: 20)
    /// UITextView's default text container inset (top and bottom).
    static let textViewVerticalInset = 8.0
    /// UITextView's line fragment padding (left and right).
    static let textViewHorizontalInset = 5.0
    /// SF Pro's `UIFont.lineHeight` at 17 pt (2444/2048 em), the line the text field heights below are taken at.
    static let line17 = 17 * 2444 / 2048.0

    /// A text field's text inset on each side, by border style.
    static func textFieldHorizontalPadding(_ style: TextFieldBorderStyle) -> Double {
        switch style {
        case .roundedRect: 7
        case .line, .bezel: 2
        case .none: 0
        }
    }

    /// A text field's height around one line of `lineHeight`, by border style: the height
    /// Interface Builder saves for a 17 pt line, growing with a taller line (Dynamic Type).
    /// roundedRect: 34 pt (every unconstrained rounded-rect field in ../shared/corpus, with 16
    /// and 17 pt text styles; Xcode's library field, 14 pt, is 34 too), never less. line/bezel:
    /// 30 pt (the corpus's `line` field with body text; Xcode's historic 30 pt bordered field).
    /// none: the line itself, never less than `borderlessMinimumHeight`.
    static func textFieldHeight(_ style: TextFieldBorderStyle, lineHeight: Double) -> Double {
        switch style {
        case .roundedRect: max(34, lineHeight + 34 - line17)
        case .line, .bezel: max(30, lineHeight + 30 - line17)
        case .none: max(borderlessMinimumHeight, lineHeight)
        }
    }

    /// The smallest height of a borderless text field: Interface Builder saves every
    /// unconstrained one in ../shared/corpus with 16 and 17 pt text 22 pt tall (the text alone
    /// is 19.1 and 20.3 pt), with and without a clear button; 20 pt text (a 24 pt line) is 24.
    static let borderlessMinimumHeight = 22.0
}
