import LayoutEngine
import TextModel

/// A `UIButton.Configuration` built in code (`.plain()`, `.filled()`, …) with the parts that
/// size the button: what the code sets, nil for the configuration's defaults.
struct ButtonConfigurationValue: Equatable {
    /// The styles a configuration starts from.
    static let styles: Set<String> = ["plain", "borderless", "bordered", "borderedTinted", "borderedProminent", "filled", "tinted", "gray"]

    /// `contentInsets`.
    var contentInsets: EdgeInsets?
    /// `buttonSize`: `mini`, `small`, `medium` (nil: the default, medium) or `large`.
    var size: String?
    /// `imagePadding`: between the image and the title.
    var imagePadding: Double?
    /// `titleLineBreakMode`.
    var titleLineBreak: LineBreakMode?
    /// `title` or `attributedTitle`.
    var title: TextSource?

    /// `member = value` on the configuration; false for members that do not size the button.
    mutating func set(_ member: String, to value: SwiftValue) -> Bool {
        switch member {
        case "contentInsets":
            guard let insets = value.insets else { return false }
            contentInsets = insets
        case "buttonSize":
            guard let name = value.memberName, ButtonConfigurationValue.sizeMetrics[name] != nil else { return false }
            size = name
        case "imagePadding":
            guard let padding = value.number else { return false }
            imagePadding = padding
        case "titleLineBreakMode":
            guard let mode = value.memberName.flatMap(LineBreakMode.init(parsing:)) else { return false }
            titleLineBreak = mode
        case "title", "attributedTitle":
            guard case .text(let source) = value else { return false }
            title = source
        default:
            return false
        }
        return true
    }

    /// The default size, medium: `ViewNode`'s button insets (7, 12 pt) around a body title, a 34 pt button.
    static let medium = (insets: ViewNode(id: "", kind: .button).contentInsets, style: TextStyle.body)

    /// The content insets and title style of each `buttonSize` (approximations of UIKit's:
    /// large is 50 pt tall, small and mini smaller titles in less padding).
    static let sizeMetrics: [String: (insets: EdgeInsets, style: TextStyle)] = [
        "mini": (EdgeInsets(top: 3, left: 8, bottom: 3, right: 8), .footnote),
        "small": (EdgeInsets(top: 5, left: 10, bottom: 5, right: 10), .subheadline),
        "medium": medium,
        "large": (EdgeInsets(top: 14, left: 20, bottom: 14, right: 20), .body),
    ]

    /// `node`, a button, drawn with this configuration as UIKit draws one: its title in a text
    /// style, scaling with Dynamic Type, wrapping unless a line-break mode says otherwise,
    /// inside the configuration's content insets (its size's unless code sets them).
    func apply(to node: inout ViewNode) {
        if let title { node.text = title }
        let sized = size.flatMap { ButtonConfigurationValue.sizeMetrics[$0] } ?? ButtonConfigurationValue.medium
        node.contentInsets = contentInsets ?? sized.insets
        if let imagePadding { node.imagePadding = imagePadding }
        let wrap = titleLineBreak ?? .wordWrap
        node.lineBreak = wrap
        node.lines = wrap == .wordWrap || wrap == .charWrap ? 0 : 1
        node.font = FontSpec(source: .textStyle(sized.style), scales: true)
    }
}
