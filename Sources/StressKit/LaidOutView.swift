import LayoutEngine
import TextEngine

/// One view after layout: its frame in root coordinates and, for text, how the text was
/// measured at the width it got.
public struct LaidOutView: Sendable {
    /// Frame in the root view's coordinates.
    public var frame: Rect
    /// The intrinsic content size the layout used.
    public var intrinsic: IntrinsicSize?
    /// The text as measured at the final frame width (nil for views without text).
    public var measurement: TextMeasurement?

    /// Creates a laid-out view.
    public init(frame: Rect, intrinsic: IntrinsicSize? = nil, measurement: TextMeasurement? = nil) {
        self.frame = frame
        self.intrinsic = intrinsic
        self.measurement = measurement
    }
}
