import TextModel

/// Measures what views show for one variant (category, locale, device scale) and applies
/// UIKit's intrinsic-size rules per kind of view.
struct ContentSizer {
    let measurer: any TextMeasuring
    let category: ContentSizeCategory
    let locale: String
    let scale: Double
    let resolve: (TextSource) -> String

    /// The view's content with its natural (unconstrained) text measurement.
    func content(for node: ViewNode) -> ViewContent {
        var content = ViewContent(text: nil, natural: nil, measured: nil, intrinsic: nil, wraps: false)
        switch node.kind {
        case .label:
            let text = node.text.map(resolve) ?? ""
            content.text = text
            content.wraps = node.lines != 1
            let natural = measure(node, text, width: nil, lines: node.lines)
            content.natural = natural
            // An empty UILabel has a zero intrinsic size.
            content.intrinsic = text.isEmpty ? IntrinsicSize(width: 0, height: 0) : IntrinsicSize(width: natural.width, height: natural.height)
        case .button:
            let text = node.text.map(resolve) ?? ""
            content.text = text
            // wordWrap/charWrap titles wrap (IB's lineBreakMode on the button sets the title
            // label's numberOfLines to 0); other modes keep one line.
            content.wraps = node.lines != 1
            let natural = measure(node, text, width: nil, lines: node.lines)
            content.natural = natural
            content.intrinsic = buttonSize(node, title: text.isEmpty ? nil : natural)
        case .textField:
            let text = node.text.map(resolve) ?? ""
            // A text field draws one line: a line break in its text or placeholder starts none.
            let shown = ContentSizer.oneLine(text.isEmpty ? (node.placeholder.map(resolve) ?? "") : text)
            content.text = shown
            let natural = measure(node, shown, width: nil, lines: 1)
            content.natural = natural
            let style = node.borderStyle ?? .roundedRect
            content.intrinsic = IntrinsicSize(width: (shown.isEmpty ? 0 : natural.width) + 2 * ControlMetrics.textFieldHorizontalPadding(style),
                                              height: roundUp(ControlMetrics.textFieldHeight(style, lineHeight: natural.lineHeight)))
        case .textView:
            let text = node.text.map(resolve) ?? ""
            content.text = text
            let natural = measure(node, text, width: nil, lines: node.lines)
            content.natural = natural
            if !node.scrollable {
                content.wraps = node.lines != 1
                content.intrinsic = IntrinsicSize(width: natural.width + 2 * ControlMetrics.textViewHorizontalInset,
                                                  height: natural.height + 2 * ControlMetrics.textViewVerticalInset)
            }
        case .segmentedControl:
            let titles = node.segments.map(resolve)
            content.text = titles.joined(separator: " | ")
            // Each segment is its title in the selected (semibold) font plus padding; segments
            // share the widest one's width unless the control apportions widths by content.
            let measurements = titles.map { measure(node, $0, width: nil, lines: 1, font: ControlMetrics.segmentFont) }
            let widths = measurements.map { $0.width + 2 * ControlMetrics.segmentPadding }
            // The widest title stands for the line of text the control draws (what a squeeze cuts).
            content.natural = measurements.max { $0.width < $1.width }
            let width = node.segmentWidthsByContent ? widths.reduce(0, +) : Double(widths.count) * (widths.max() ?? 0)
            content.intrinsic = IntrinsicSize(width: width, height: ControlMetrics.segmentedHeight)
        case .switch:
            content.intrinsic = IntrinsicSize(width: ControlMetrics.switchSize.width, height: ControlMetrics.switchSize.height)
        case .slider:
            content.intrinsic = IntrinsicSize(width: nil, height: ControlMetrics.sliderHeight)
        case .activityIndicator:
            content.intrinsic = IntrinsicSize(width: ControlMetrics.activityIndicatorSize.width, height: ControlMetrics.activityIndicatorSize.height)
        case .imageView:
            content.intrinsic = node.imageSize.map { IntrinsicSize(width: $0.width, height: $0.height) }
        case .view, .stack, .scroll:
            break
        }
        if let custom = node.intrinsicSize, node.kind != .stack, node.kind != .scroll {
            content.intrinsic = custom
            content.wraps = false
        }
        return content
    }

    /// Measures the text again at the width the layout gave the view; for wrapping views the
    /// intrinsic height becomes the height the text needs at that width (UIKit's second pass).
    func remeasure(_ node: ViewNode, _ content: ViewContent, width: Double) -> ViewContent {
        var result = content
        guard let text = content.text, let natural = content.natural else { return result }
        let room: Double
        var lines = 1
        switch node.kind {
        case .label:
            room = width
            lines = node.lines
        case .button:
            room = width - node.contentInsets.left - node.contentInsets.right - buttonImageWidth(node, hasTitle: !text.isEmpty)
            lines = node.lines
        case .textField:
            room = width - 2 * ControlMetrics.textFieldHorizontalPadding(node.borderStyle ?? .roundedRect)
        case .textView:
            room = width - 2 * ControlMetrics.textViewHorizontalInset
            lines = node.scrollable ? 0 : node.lines
        case .segmentedControl:
            result.measured = natural
            return result
        default:
            return result
        }
        let available = max(0, room)
        if lines == 1, available + 1e-6 >= natural.width {
            result.measured = natural
        } else {
            result.measured = measure(node, text, width: available, lines: lines)
        }
        result.measuredWidth = width
        if content.wraps, let measured = result.measured, var intrinsic = result.intrinsic {
            if node.kind == .button {
                intrinsic.height = buttonSize(node, title: text.isEmpty ? nil : measured).height
            } else {
                let padding = node.kind == .textView ? 2 * ControlMetrics.textViewVerticalInset : 0
                intrinsic.height = text.isEmpty && node.kind == .label ? 0 : measured.height + padding
                // UILabel's second pass: with its width as preferredMaxLayoutWidth, a wrapped
                // label's intrinsic width is its widest line, so unpinned ones narrow to the text.
                if node.kind == .label, !text.isEmpty, measured.linesUsed > 1 { intrinsic.width = measured.width }
            }
            result.intrinsic = intrinsic
        }
        return result
    }

    /// Offsets of the first and last baselines from the view's vertical centre: the text is
    /// centred vertically in the view's content rectangle, as UILabel, UIButton and UITextField draw it.
    func baselineOffsets(_ node: ViewNode, _ content: ViewContent) -> (first: Double, last: Double) {
        guard let measurement = content.measured ?? content.natural else { return (0, 0) }
        var shift = 0.0
        if node.kind == .button { shift = (node.contentInsets.top - node.contentInsets.bottom) / 2 }
        let top = -measurement.height / 2 + shift
        return (top + measurement.firstBaseline, top + measurement.lastBaseline)
    }

    /// A button's intrinsic size (UIKit's rule, legacy and configuration alike): image and
    /// title side by side with `imagePadding` between them when both show, the taller of the
    /// two, plus the content insets. Title and image edge insets only move the parts.
    private func buttonSize(_ node: ViewNode, title: TextMeasurement?) -> IntrinsicSize {
        let image = node.imageSize ?? Size(width: 0, height: 0)
        let insets = node.contentInsets
        let titleHeight = title.map { Double(max($0.linesUsed, 1)) * $0.lineHeight } ?? 0
        let width = buttonImageWidth(node, hasTitle: title != nil) + (title?.width ?? 0) + insets.left + insets.right
        return IntrinsicSize(width: max(width, node.minimumIntrinsicWidth ?? 0),
                             height: max(max(image.height, titleHeight) + insets.top + insets.bottom, node.minimumIntrinsicHeight ?? 0))
    }

    /// The width a button's image takes beside its title, padding included.
    private func buttonImageWidth(_ node: ViewNode, hasTitle: Bool) -> Double {
        guard let image = node.imageSize else { return 0 }
        return image.width + (hasTitle ? node.imagePadding ?? 0 : 0)
    }

    /// Rounds a length up to the device's pixel grid.
    private func roundUp(_ value: Double) -> Double {
        guard value > 0, scale > 0 else { return max(0, value) }
        return (value * scale - 1e-7).rounded(.up) / scale
    }

    /// `text` as a single-line control shows it: each line break a space.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }

    /// `text` as `node` draws it, or in `font` when the control draws it in its own.
    private func measure(_ node: ViewNode, _ text: String, width: Double?, lines: Int, font: FontSpec? = nil) -> TextMeasurement {
        measurer.measure(TextMeasureRequest(text: text, font: font ?? node.font, category: category, locale: locale,
                                            maxWidth: width, lines: lines, lineBreak: node.lineBreak,
                                            minimumScaleFactor: font == nil ? node.minimumScaleFactor : 0, scale: scale))
    }
}

extension ContentSizer {
    /// Which axes a view has an intrinsic size on. Depends only on the view's kind and
    /// static properties, so a session's constraint system keeps its shape across variants.
    static func intrinsicAxes(_ node: ViewNode) -> (horizontal: Bool, vertical: Bool) {
        if let custom = node.intrinsicSize, node.kind != .stack, node.kind != .scroll {
            return (custom.width != nil, custom.height != nil)
        }
        switch node.kind {
        case .label, .button, .textField, .segmentedControl, .switch, .activityIndicator: return (true, true)
        case .textView: return (!node.scrollable, !node.scrollable)
        case .slider: return (false, true)
        case .imageView: return (node.imageSize != nil, node.imageSize != nil)
        case .view, .stack, .scroll: return (false, false)
        }
    }
}
