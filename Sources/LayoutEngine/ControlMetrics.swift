/// Fixed sizes and paddings of UIKit controls, as Interface Builder shows them.
enum ControlMetrics {
    /// UISwitch.
    static let switchSize = Size(width: 51, height: 31)
    /// UISlider's height (it has no intrinsic width).
    static let sliderHeight = 31.0
    /// UISegmentedControl's height.
    static let segmentedHeight = 32.0
    /// Horizontal padding on each side of a segment's title.
    static let segmentPadding = 12.0
    /// UIActivityIndicatorView (medium style).
    static let activityIndicatorSize = Size(width: 20, height: 20)
    /// Rounded-rect UITextField: 34 pt tall with a 14 pt font whose line height is 1.2 em,
    /// i.e. 17.2 pt of vertical padding around one line.
    static let textFieldVerticalPadding = 34.0 - 14 * 1.2
    /// Rounded-rect UITextField's text inset on each side.
    static let textFieldHorizontalPadding = 7.0
    /// UITextView's default text container inset (top and bottom).
    static let textViewVerticalInset = 8.0
    /// UITextView's line fragment padding (left and right).
    static let textViewHorizontalInset = 5.0
}
