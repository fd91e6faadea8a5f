import LayoutEngine

/// What the importer makes of an Interface Builder view tag.
struct IBViewClass: Sendable {
    /// The layout-engine kind.
    var kind: ViewKind
    /// A fixed intrinsic size UIKit gives this class, beyond what the kind implies.
    var intrinsicSize: IntrinsicSize?
    /// True when the tag is unknown and the view is approximated by its IB frame size.
    var approximated: Bool

    /// Tags that are views but not ones this importer knows how to import (scene-dock
    /// objects, bar items, …) are not listed here; `isViewTag` decides what is a view.
    static func forTag(_ tag: String) -> IBViewClass {
        if let kind = directKinds[tag] { return IBViewClass(kind: kind, intrinsicSize: nil, approximated: false) }
        if let size = knownMetrics[tag] { return IBViewClass(kind: .view, intrinsicSize: size, approximated: false) }
        if withoutIntrinsicSize.contains(tag) { return IBViewClass(kind: .view, intrinsicSize: nil, approximated: false) }
        return IBViewClass(kind: .view, intrinsicSize: nil, approximated: true)
    }

    /// Tags with a `ViewKind` of their own.
    static let directKinds: [String: ViewKind] = [
        "view": .view, "label": .label, "button": .button, "textField": .textField,
        "switch": .switch, "slider": .slider, "imageView": .imageView, "textView": .textView,
        "stackView": .stack, "scrollView": .scroll, "segmentedControl": .segmentedControl,
        "activityIndicatorView": .activityIndicator,
        "tableViewCellContentView": .view, "collectionViewCellContentView": .view,
    ]

    /// UIKit classes that, like a plain view, have no intrinsic content size: they are
    /// laid out as plain views without any approximation.
    static let withoutIntrinsicSize: Set<String> = [
        "tableView", "collectionView", "mapView", "wkWebView", "webView", "containerView",
        "visualEffectView", "glkView", "sceneKitView", "arscnView", "arskView", "mtkView",
        "skView", "tableViewCell", "collectionViewCell", "collectionReusableView",
    ]

    /// UIKit classes with a fixed intrinsic size (iOS 13+ default styles).
    static let knownMetrics: [String: IntrinsicSize] = [
        "progressView": SystemViewSizes.progressView, "searchBar": SystemViewSizes.searchBar,
        "navigationBar": SystemViewSizes.navigationBar, "toolbar": SystemViewSizes.toolbar, "tabBar": SystemViewSizes.tabBar,
        "pickerView": SystemViewSizes.pickerView, "stepper": SystemViewSizes.stepper,
    ]

    /// True for an element that is a view in a `<subviews>` list or at the top of a xib.
    static func isViewTag(_ element: IBElement) -> Bool {
        if directKinds[element.name] != nil || knownMetrics[element.name] != nil
            || withoutIntrinsicSize.contains(element.name) {
            return true
        }
        // Any other UIView subclass IB saves carries a frame.
        return element.child("rect", key: "frame") != nil
    }
}
