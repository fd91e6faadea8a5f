import TextModel

/// What a design tool saved for a screen: the canvas it was drawn on and the frame it shows
/// for each view. Interface Builder saves the frames its own Auto Layout engine computed, so
/// laying the screen out on the same canvas and comparing frames measures our fidelity.
public struct DesignSnapshot: Hashable, Sendable, Codable {
    /// The canvas as a device: its size and the safe-area insets the tool simulated
    /// (status bar, navigation bar, tab bar, home indicator).
    public var canvas: Device
    /// The canvas orientation.
    public var orientation: Orientation
    /// Each view's saved frame, in its superview's coordinates, by screen view id
    /// (`root` for the screen's own view when the tool saved one).
    public var frames: [String: Rect]
    /// Views the tool itself flagged as misplaced (their saved frame is not the one its
    /// constraints give): compared, but reported apart.
    public var misplaced: Set<String>
    /// Views whose size is decided at run time (a custom view's placeholder intrinsic size,
    /// constraints marked "remove at build time"): IB's frame is a stand-in for them.
    public var sizedAtRunTime: Set<String>
    /// The view the canvas is the size of, when the screen is a component (a cell's content
    /// view, a small xib view): the design tool lays its subviews out inside its saved size,
    /// whereas at run time it sizes itself to fit them.
    public var canvasView: String?
    /// The layout margins the design tool drew `canvasView` with, when the tool's era differs
    /// from today's run time (Xcode 8 and earlier drew a table cell's content view with 8 pt on
    /// every side, iOS 11 and later give it 11 pt above and below and the system's aside).
    public var canvasMargins: EdgeInsets?
    /// The tool did not lay the screen out when it saved it: a table or collection cell its list
    /// does not show on the canvas (a row below the fold). Its saved frames and ambiguity flags
    /// are those of an earlier layout, so its views are compared apart.
    public var outsideCanvas = false
    /// `canvasView` starts at the canvas's top, under the status bar, instead of below the safe
    /// area's top: a xib view IB draws at the device's size, or a freeform view IB draws at the
    /// top of its device.
    public var canvasCoversScreen = false
    /// The Dynamic Type size the tool drew text styles at: `large`, except in Xcode 12.5's
    /// Interface Builder, whose saved frames show every text style at `extraSmall`.
    public var textSizeCategory: ContentSizeCategory = .large

    /// Creates a snapshot.
    public init(canvas: Device, orientation: Orientation = .portrait, frames: [String: Rect] = [:],
                misplaced: Set<String> = [], sizedAtRunTime: Set<String> = [], canvasView: String? = nil) {
        self.canvasView = canvasView
        self.canvas = canvas
        self.orientation = orientation
        self.frames = frames
        self.misplaced = misplaced
        self.sizedAtRunTime = sizedAtRunTime
    }
}
