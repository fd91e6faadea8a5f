import TextModel

/// What a view shows in one variant and how large that is: its displayed text, the text's
/// natural (unconstrained) measurement, and the resulting intrinsic content size.
struct ViewContent: Sendable {
    /// The text as displayed, for views that show text.
    var text: String? = nil
    /// The text measured with no width limit.
    var natural: TextMeasurement? = nil
    /// The text measured at the width the layout gave it (after a layout pass).
    var measured: TextMeasurement? = nil
    /// The intrinsic content size; nil when the view has none on either axis.
    var intrinsic: IntrinsicSize? = nil
    /// True when the height depends on the width (wrapping labels, non-scrolling text views).
    var wraps: Bool = false
    /// The width `measured` was taken at.
    var measuredWidth: Double? = nil
}
