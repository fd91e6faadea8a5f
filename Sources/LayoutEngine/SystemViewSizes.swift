/// The content sizes UIKit's fixed-size views give themselves in their default styles (iOS 13
/// to 18), whichever way a screen is read: an Interface Builder element or a class made in code.
public enum SystemViewSizes {
    /// `UIProgressView`: 4 pt tall.
    public static let progressView = IntrinsicSize(width: nil, height: 4)
    /// `UISearchBar`: 56 pt tall (64 from iOS 26).
    public static let searchBar = IntrinsicSize(width: nil, height: 56)
    /// `UINavigationBar`: 44 pt tall (54 from iOS 26).
    public static let navigationBar = IntrinsicSize(width: nil, height: 44)
    /// `UIToolbar`: 44 pt tall.
    public static let toolbar = IntrinsicSize(width: nil, height: 44)
    /// `UITabBar`: 49 pt tall above the home indicator.
    public static let tabBar = IntrinsicSize(width: nil, height: 49)
    /// `UIPickerView`: 320 × 216 pt.
    public static let pickerView = IntrinsicSize(width: 320, height: 216)
    /// `UIStepper`: 94 × 32 pt.
    public static let stepper = IntrinsicSize(width: 94, height: 32)
}
