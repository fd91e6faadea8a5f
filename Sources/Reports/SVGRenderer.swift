import Diagnostics
import LayoutEngine
import Findings

/// Draws one variant as SVG: the screen, the safe area, every view's frame, the text as
/// it was laid out, and — for views with findings — a red outline, the view's name, and the
/// clipped part as a hatched band past the edge that cut it off. Views that run off the
/// screen are drawn where they are: the canvas grows past the screen's edge (up to one
/// screen's size on each side), shaded outside it.
public struct SVGRenderer {
    /// Width of the picture in CSS pixels (the height follows the screen's aspect).
    public var pixelWidth: Double

    /// Creates a renderer.
    public init(pixelWidth: Double = 300) {
        self.pixelWidth = pixelWidth
    }

    /// The SVG of a result; `frames` replaces its views' frames (to draw an RTL variant's
    /// left-to-right twin), `title` labels the picture and `idPrefix` keeps its clip-path
    /// ids unique within a page.
    public func render(_ result: VariantResult, frames: [String: Rect]? = nil, direction: LayoutDirection? = nil,
                       title: String, idPrefix: String = "v") -> String {
        let size = result.rootSize
        guard size.width > 0, size.height > 0 else { return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"/>" }
        let scale = pixelWidth / size.width
        let direction = direction ?? result.variant.direction
        let showFindings = frames == nil
        let records = Dictionary(result.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var bad: [String: FindingSeverity] = [:]
        var losses: [String: (horizontal: Double, vertical: Double)] = [:]
        if showFindings {
            for finding in result.findings where finding.severity != .note {
                bad[finding.view] = max(bad[finding.view] ?? .note, finding.severity)
                if case let .clippedText(axis, lost, _, _, _, _, _) = finding.details {
                    var entry = losses[finding.view] ?? (0, 0)
                    if axis == .vertical { entry.vertical = max(entry.vertical, lost) } else { entry.horizontal = max(entry.horizontal, lost) }
                    losses[finding.view] = entry
                }
            }
        }
        let canvas = SVGRenderer.canvas(result, frames: frames, losses: losses, records: records, rightToLeft: direction == .rightToLeft)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"\(Markup.escape(title))\" "
            + "width=\"\(Format.number(canvas.width * scale))\" height=\"\(Format.number(canvas.height * scale))\" "
            + "viewBox=\"\(Format.number(canvas.x)) \(Format.number(canvas.y)) \(Format.number(canvas.width)) \(Format.number(canvas.height))\" font-family=\"Inter, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Hebrew', 'Noto Sans Thai', 'Noto Sans CJK JP', sans-serif\">"
        out += "<title>\(Markup.escape(title))</title>"
        if canvas != Rect(x: 0, y: 0, width: size.width, height: size.height) {
            out += "<rect class=\"offscreen\" x=\"\(Format.number(canvas.x))\" y=\"\(Format.number(canvas.y))\" width=\"\(Format.number(canvas.width))\" "
                + "height=\"\(Format.number(canvas.height))\" fill=\"#e4e7eb\"><title>outside the screen</title></rect>"
        }
        out += "<rect class=\"screen\" x=\"0\" y=\"0\" width=\"\(Format.number(size.width))\" height=\"\(Format.number(size.height))\" fill=\"#fff\" stroke=\"#222\" stroke-width=\"2\"/>"
        if let safe = result.safeArea {
            out += "<rect x=\"\(Format.number(safe.x))\" y=\"\(Format.number(safe.y))\" width=\"\(Format.number(safe.width))\" height=\"\(Format.number(safe.height))\" "
                + "fill=\"none\" stroke=\"#9ab\" stroke-dasharray=\"4 3\" stroke-width=\"0.75\"/>"
        }
        // Scrolling content shows only through its scroll view's frame.
        var scrollClips: [String: String] = [:]
        for view in result.views where view.type == .scroll {
            let frame = frames?[view.id] ?? view.frame
            let id = "\(idPrefix)-scroll-\(scrollClips.count)"
            scrollClips[view.id] = id
            out += "<clipPath id=\"\(id)\"><rect x=\"\(Format.number(frame.x))\" y=\"\(Format.number(frame.y))\" "
                + "width=\"\(Format.number(max(frame.width, 0)))\" height=\"\(Format.number(max(frame.height, 0)))\"/></clipPath>"
        }
        for (index, view) in result.views.enumerated() where view.hidden != true {
            let frame = frames?[view.id] ?? view.frame
            var drawing = box(view, frame, severity: bad[view.id])
            if let texts = view.lineTexts, !texts.isEmpty {
                drawing += text(view, frame, texts, direction: direction, clipID: "\(idPrefix)-\(index)")
            }
            if let loss = losses[view.id] {
                drawing += lossBand(frame, loss, rightToLeft: direction == .rightToLeft)
            }
            if let scroll = SVGRenderer.nearestScroll(above: view, in: records), let clip = scrollClips[scroll] {
                drawing = "<g clip-path=\"url(#\(clip))\">" + drawing + "</g>"
            }
            out += drawing
        }
        // Names last, above every frame, so that a failing view is found on the picture.
        for view in result.views where view.hidden != true {
            guard let severity = bad[view.id] else { continue }
            out += label(view.id, at: frames?[view.id] ?? view.frame, severity: severity, canvas: canvas, scale: scale)
        }
        return out + "</svg>"
    }

    /// The area drawn: the screen, grown to hold the views outside it and their clipped bands
    /// (views inside a scroll view show only through it and do not count), at most one
    /// screen's size past each edge.
    static func canvas(_ result: VariantResult, frames: [String: Rect]?, losses: [String: (horizontal: Double, vertical: Double)],
                       records: [String: ViewRecord], rightToLeft: Bool) -> Rect {
        let size = result.rootSize
        var minX = 0.0, minY = 0.0, maxX = size.width, maxY = size.height
        for view in result.views where view.hidden != true && nearestScroll(above: view, in: records) == nil {
            let frame = frames?[view.id] ?? view.frame
            guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite else { continue }
            // The clipped band lies past the trailing edge, where `lossBand` draws it.
            let loss = losses[view.id] ?? (0, 0)
            minX = min(minX, frame.x - (rightToLeft ? loss.horizontal : 0))
            minY = min(minY, frame.y)
            maxX = max(maxX, frame.maxX + (rightToLeft ? 0 : loss.horizontal))
            maxY = max(maxY, frame.maxY + loss.vertical)
        }
        // A few points of margin around what runs off, so its outline is not cut by the edge.
        let margin = 4.0
        if minX < 0 { minX = max(minX - margin, -size.width) }
        if minY < 0 { minY = max(minY - margin, -size.height) }
        if maxX > size.width { maxX = min(maxX + margin, 2 * size.width) }
        if maxY > size.height { maxY = min(maxY + margin, 2 * size.height) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A failing view's name above its frame (inside the frame when there is no room above),
    /// 11 pixels tall on the page whatever the screen's size.
    private func label(_ name: String, at frame: Rect, severity: FindingSeverity, canvas: Rect, scale: Double) -> String {
        let fontSize = 11 / scale
        let x = min(max(frame.x, canvas.x + 1), canvas.x + canvas.width - 1)
        let y = frame.y - 3 >= canvas.y + fontSize ? frame.y - 3 : frame.y + fontSize + 1
        let color = severity == .error ? "#d0021b" : "#b86e00"
        return "<text class=\"view-label\" x=\"\(Format.number(x))\" y=\"\(Format.number(y))\" font-size=\"\(Format.number(fontSize))\" "
            + "font-weight=\"600\" fill=\"\(color)\" stroke=\"#fff\" stroke-width=\"\(Format.number(3 / scale))\" paint-order=\"stroke\">\(Markup.escape(name))</text>"
    }

    private static func nearestScroll(above view: ViewRecord, in records: [String: ViewRecord]) -> String? {
        var current = records[view.parent]
        var steps = 0
        while let record = current, steps < records.count {
            if record.type == .scroll { return record.id }
            current = records[record.parent]
            steps += 1
        }
        return nil
    }

    private func box(_ view: ViewRecord, _ frame: Rect, severity: FindingSeverity?) -> String {
        let fill: String
        switch view.type {
        case .label, .textView: fill = "#eef4ff"
        case .button, .switch, .slider, .textField, .segmentedControl: fill = "#e9f8ee"
        case .imageView: fill = "#f1eef8"
        default: fill = "none"
        }
        let stroke = severity == .error ? "#d0021b" : (severity == .warning ? "#e08a00" : "#8795a1")
        let width = severity == nil ? 0.75 : 2
        return "<rect x=\"\(Format.number(frame.x))\" y=\"\(Format.number(frame.y))\" width=\"\(Format.number(max(frame.width, 0)))\" "
            + "height=\"\(Format.number(max(frame.height, 0)))\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"\(width)\"><title>\(Markup.escape(view.id))</title></rect>"
    }

    private func text(_ view: ViewRecord, _ frame: Rect, _ lines: [String], direction: LayoutDirection, clipID: String) -> String {
        let lineHeight = view.lineHeight ?? 20
        let fontSize = view.pointSize ?? 17
        let textRTL = view.rightToLeft ?? (direction == .rightToLeft)
        let centered = view.type == .button || view.type == .segmentedControl || view.alignment == .center
        let alignedRight = view.alignment == .right || ((view.alignment ?? .natural) == .natural && textRTL) || (view.alignment == .justified && textRTL)
        let x = centered ? frame.x + frame.width / 2 : (alignedRight ? frame.maxX : frame.x)
        // SVG anchors follow the text's direction: in right-to-left text "start" is the right edge.
        let anchor: String
        if centered {
            anchor = "middle"
        } else if alignedRight {
            anchor = textRTL ? "start" : "end"
        } else {
            anchor = textRTL ? "end" : "start"
        }
        let blockHeight = lineHeight * Double(lines.count)
        let top = frame.y + max(0, (frame.height - blockHeight) / 2)
        var out = "<clipPath id=\"\(clipID)\"><rect x=\"\(Format.number(frame.x))\" y=\"\(Format.number(frame.y))\" "
            + "width=\"\(Format.number(max(frame.width, 0)))\" height=\"\(Format.number(max(frame.height, 0)))\"/></clipPath>"
        out += "<g clip-path=\"url(#\(clipID))\" font-size=\"\(Format.number(fontSize))\" fill=\"#111\" text-anchor=\"\(anchor)\">"
        for (index, line) in lines.enumerated() {
            let baseline = top + lineHeight * Double(index) + lineHeight * 0.78
            out += "<text x=\"\(Format.number(x))\" y=\"\(Format.number(baseline))\"\(textRTL ? " direction=\"rtl\" unicode-bidi=\"plaintext\"" : "")>\(Markup.escape(line))</text>"
        }
        return out + "</g>"
    }

    /// The room the text needed but did not get, drawn past the edge that cut it off.
    private func lossBand(_ frame: Rect, _ loss: (horizontal: Double, vertical: Double), rightToLeft: Bool) -> String {
        var out = ""
        if loss.horizontal > 0 {
            let x = rightToLeft ? frame.x - loss.horizontal : frame.maxX
            out += "<rect class=\"clipped\" x=\"\(Format.number(x))\" y=\"\(Format.number(frame.y))\" width=\"\(Format.number(loss.horizontal))\" "
                + "height=\"\(Format.number(max(frame.height, 4)))\" fill=\"#d0021b\" fill-opacity=\"0.28\" stroke=\"#d0021b\" stroke-dasharray=\"3 2\" stroke-width=\"1\">"
                + "<title>clipped: \(Format.points(loss.horizontal)) of width</title></rect>"
        }
        if loss.vertical > 0 {
            out += "<rect class=\"clipped\" x=\"\(Format.number(frame.x))\" y=\"\(Format.number(frame.maxY))\" width=\"\(Format.number(max(frame.width, 4)))\" "
                + "height=\"\(Format.number(loss.vertical))\" fill=\"#d0021b\" fill-opacity=\"0.28\" stroke=\"#d0021b\" stroke-dasharray=\"3 2\" stroke-width=\"1\">"
                + "<title>clipped: \(Format.points(loss.vertical)) of height</title></rect>"
        }
        return out
    }
}
