/// How a screen's root view gets its size from the swept device.
public enum ScreenSizing: String, Hashable, Sendable, Codable {
    /// The root fills the device screen (a view controller's view).
    case device
    /// The root is as wide as the device and as tall as its constraints make it (a table or
    /// collection view cell's content view, a table header or footer).
    case deviceWidthFittingHeight
}
