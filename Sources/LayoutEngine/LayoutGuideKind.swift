/// The layout guides a view can own.
public enum LayoutGuideKind: String, CaseIterable, Hashable, Sendable, Codable {
    /// `safeAreaLayoutGuide` (on the root: the device's safe area).
    case safeArea
    /// `layoutMarginsGuide`.
    case margins
    /// `readableContentGuide` (approximated as the margins guide capped at 672 pt wide).
    case readableContent
    /// A scroll view's `contentLayoutGuide` (the scrollable content's extent).
    case content
    /// A scroll view's `frameLayoutGuide` (the scroll view's own frame).
    case frame
}
