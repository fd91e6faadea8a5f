import LayoutEngine
import TextModel

/// UIKit's names the reader understands: view classes, anchors, priorities, fonts and
/// enumeration cases, mapped onto the layout model.
enum SwiftUIKitNames {
    /// The view kind of a UIKit class name (or a class name ending like one), nil when not a view.
    static func viewKind(_ type: String) -> ViewKind? {
        if let exact = exactKinds[type] { return exact }
        return nil
    }

    private static let exactKinds: [String: ViewKind] = [
        "UIView": .view, "UIControl": .view, "UIVisualEffectView": .view, "UITableView": .view, "UICollectionView": .view,
        "UILabel": .label, "UIButton": .button, "UISwitch": .switch, "UITextField": .textField, "UISlider": .slider,
        "UIImageView": .imageView, "UITextView": .textView, "UIStackView": .stack, "UIScrollView": .scroll,
        "UISegmentedControl": .segmentedControl, "UIActivityIndicatorView": .activityIndicator,
        "UIPageControl": .view, "UIProgressView": .view, "UIDatePicker": .view, "UIPickerView": .view,
        "UISearchBar": .view, "UIToolbar": .view, "UINavigationBar": .view, "UITabBar": .view, "WKWebView": .view,
        "MKMapView": .view,
    ]

    /// The size UIKit's bars and other fixed-size views give themselves, as in Interface
    /// Builder files saved before Xcode 26.
    static let systemViewSizes: [String: IntrinsicSize] = [
        "UINavigationBar": SystemViewSizes.navigationBar, "UISearchBar": SystemViewSizes.searchBar,
        "UIToolbar": SystemViewSizes.toolbar, "UITabBar": SystemViewSizes.tabBar,
        "UIProgressView": SystemViewSizes.progressView, "UIPickerView": SystemViewSizes.pickerView,
        "UIStepper": SystemViewSizes.stepper,
    ]

    /// Kinds guessed from the name of a class outside the scanned files (`MetaLabel` → label).
    static func kindBySuffix(_ type: String) -> ViewKind? {
        let suffixes: [(String, ViewKind)] = [
            ("StackView", .stack), ("ImageView", .imageView), ("TextView", .textView), ("TextField", .textField),
            ("ScrollView", .scroll), ("Label", .label), ("Button", .button), ("Switch", .switch),
            ("TableView", .view), ("CollectionView", .view), ("View", .view),
        ]
        return suffixes.first { type.hasSuffix($0.0) }?.1
    }

    /// Class names that are clearly not views (gesture recognisers, formatters, models, …).
    static func isNotAView(_ type: String) -> Bool {
        let endings = ["Recognizer", "Formatter", "Subject", "Set", "Dictionary", "Array", "Layer", "Color", "Image", "URL",
                       "Date", "Data", "Configuration", "Manager", "Model", "Controller", "Guide", "Bag", "Task", "Cancellable",
                       "Constraint", "Font", "Metrics", "Priority", "Insets", "Size", "Point", "Rect", "String", "Generator",
                       "Delegate", "DataSource", "Provider", "Service", "Coordinator", "Context", "Publisher", "Timer",
                       "Animator", "Transition", "Snapshot", "Item", "Action", "Menu", "Interaction", "Notification", "Error"]
        return endings.contains { type.hasSuffix($0) } || type.hasPrefix("NS") || type.hasPrefix("CG") || type.hasPrefix("CA")
            || type == "Int" || type == "Bool" || type == "Double" || type == "Float" || type == "Character"
    }

    /// Base classes that make a scanned class a screen, and how.
    static func role(ofBase base: String) -> SwiftClassRole? {
        switch base {
        case "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController",
             "UINavigationController", "UITabBarController", "UISplitViewController":
            .viewController
        case "UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView", "UICollectionReusableView":
            .cell
        case "UIView", "UIControl", "UIStackView", "UIScrollView", "UIButton", "UILabel", "UIImageView",
             "UITextField", "UITextView", "UIVisualEffectView":
            .view
        default:
            nil
        }
    }

    /// `topAnchor` → top, …; nil for other names.
    static func anchorAttribute(_ name: String) -> LayoutAttribute? {
        switch name {
        case "topAnchor": .top
        case "bottomAnchor": .bottom
        case "leadingAnchor": .leading
        case "trailingAnchor": .trailing
        case "leftAnchor": .left
        case "rightAnchor": .right
        case "widthAnchor": .width
        case "heightAnchor": .height
        case "centerXAnchor": .centerX
        case "centerYAnchor": .centerY
        case "firstBaselineAnchor": .firstBaseline
        case "lastBaselineAnchor": .lastBaseline
        default: nil
        }
    }

    /// `NSLayoutConstraint.Attribute` case names (`.top`, `.leadingMargin`, `.notAnAttribute`).
    static func attribute(_ name: String) -> LayoutAttribute? {
        if name == "baseline" { return .lastBaseline }
        return LayoutAttribute(rawValue: name)
    }

    /// Layout guide properties.
    static func guide(_ name: String) -> LayoutGuideKind? {
        switch name {
        case "safeAreaLayoutGuide": .safeArea
        case "layoutMarginsGuide": .margins
        case "readableContentGuide": .readableContent
        case "contentLayoutGuide": .content
        case "frameLayoutGuide": .frame
        default: nil
        }
    }

    /// `UILayoutPriority` names.
    static func priority(_ name: String) -> Double? {
        switch name {
        case "required": 1000
        case "defaultHigh", "high": 750
        case "defaultLow", "low": 250
        case "dragThatCanResizeScene": 510
        case "sceneSizeStayPut": 500
        case "dragThatCannotResizeScene": 490
        case "fittingSizeLevel": 50
        case "medium": 500
        default: nil
        }
    }

    /// `UIFont.Weight` names.
    static func weight(_ name: String) -> FontWeight? {
        FontWeight(rawValue: name)
    }

    /// `NSTextAlignment` names.
    static func alignment(_ name: String) -> TextAlignment? {
        TextAlignment(rawValue: name)
    }
}

/// What a scanned class is, which decides how its screen is laid out.
enum SwiftClassRole: String, Sendable {
    /// A view controller: `view` is the screen's root.
    case viewController
    /// A table/collection cell or reusable header: a component; `contentView` holds the layout.
    case cell
    /// A plain view subclass: a component laid out at its own fitting size.
    case view
}

extension SwiftUIKitNames {
    /// SnapKit's `ConstraintMaker` attribute names (`edges` is four, `size` two, …).
    static func snapAttributes(_ name: String) -> [LayoutAttribute]? {
        switch name {
        case "top": [.top]
        case "bottom": [.bottom]
        case "leading": [.leading]
        case "trailing": [.trailing]
        case "left": [.left]
        case "right": [.right]
        case "width": [.width]
        case "height": [.height]
        case "centerX": [.centerX]
        case "centerY": [.centerY]
        case "firstBaseline": [.firstBaseline]
        case "lastBaseline": [.lastBaseline]
        case "topMargin": [.topMargin]
        case "bottomMargin": [.bottomMargin]
        case "leadingMargin": [.leadingMargin]
        case "trailingMargin": [.trailingMargin]
        case "edges", "directionalEdges": [.top, .leading, .bottom, .trailing]
        case "horizontalEdges", "directionalHorizontalEdges": [.leading, .trailing]
        case "verticalEdges", "directionalVerticalEdges": [.top, .bottom]
        case "size": [.width, .height]
        case "center": [.centerX, .centerY]
        case "margins", "directionalMargins": [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]
        default: nil
        }
    }

    /// Constants UIKit defines as static members that matter for layout.
    static func systemConstant(_ type: String, _ name: String) -> SwiftValue? {
        switch (type, name) {
        case ("UIView", "noIntrinsicMetric"): .number(-1)
        case ("UIStackView", "spacingUseSystem"): .number(8)
        case ("UIStackView", "spacingUseDefault"): .number(0)
        default: nil
        }
    }
}
