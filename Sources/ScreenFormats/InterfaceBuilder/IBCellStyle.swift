import Diagnostics
import LayoutEngine

/// A table view cell with a built-in style (`style="IBUITableViewCellStyleSubtitle"`): UIKit
/// places its `textLabel`, `detailTextLabel` and `imageView` itself in `layoutSubviews`, so
/// their IB frames and autoresizing masks do not apply. The importer gives them constraints
/// that follow UIKit's arrangement: inside the content view's margins, vertically centred,
/// the image first, and — as every built-in cell does — mirrored in right-to-left layouts.
struct IBCellStyle: Hashable, Sendable {
    /// The built-in styles.
    enum Kind: String, Hashable, Sendable {
        /// Title only.
        case `default` = "IBUITableViewCellStyleDefault"
        /// Title on the leading side, detail on the trailing side.
        case value1 = "IBUITableViewCellStyleValue1"
        /// Title then detail on one line (the contact-card style).
        case value2 = "IBUITableViewCellStyleValue2"
        /// Title above a smaller detail line.
        case subtitle = "IBUITableViewCellStyleSubtitle"

        /// The style's name as Interface Builder's menu shows it.
        var displayName: String {
            switch self {
            case .default: "Basic"
            case .value1: "Right Detail"
            case .value2: "Left Detail"
            case .subtitle: "Subtitle"
            }
        }
    }

    /// The style.
    var kind: Kind
    /// The title label's IB id.
    var textLabel: String?
    /// The detail label's IB id.
    var detailTextLabel: String?
    /// The image view's IB id.
    var imageView: String?
    /// How far UIKit moves the image and labels towards the trailing side:
    /// `indentationLevel` × `indentationWidth` (IB's defaults 0 and 10).
    var indentation = 0.0

    /// UIKit's gap between the image and the title, and between the title and a value1 detail.
    static let gap = 16.0
    /// The basic style's title fills the content view's height just above a label's default
    /// vertical hugging (250–251).
    static let fillPriority = 252.0

    /// The style of a `<tableViewCell>`, or nil for a custom cell.
    init?(cell: IBElement) {
        guard let style = cell["style"].flatMap(Kind.init(rawValue:)) else { return nil }
        kind = style
        textLabel = cell["textLabel"]
        detailTextLabel = cell["detailTextLabel"]
        imageView = cell["imageView"]
        let indentation = (cell.double("indentationLevel") ?? 0) * (cell.double("indentationWidth") ?? 10)
        if indentation.isFinite, indentation > 0 { self.indentation = min(indentation, 10_000) }
    }

    /// The id of the hidden view that stands for the subtitle style's title-and-detail pair,
    /// so the pair can be centred as one (UIKit centres the two lines together).
    static func pairID(content: String) -> String { "\(content).cellStyle.pair" }

    /// Whether UIKit sizes the managed view `id` to its text (every built-in label but the
    /// basic style's title, which spans the row).
    func sizesToText(_ id: String?) -> Bool {
        guard let id else { return false }
        if id == detailTextLabel { return true }
        return id == textLabel && kind != .default
    }

    /// The text Interface Builder shows in the built-in label `id` when the file leaves it
    /// empty (the code fills it at run time): "Title", "Subtitle" or "Detail". Nil for other views.
    func placeholderText(for id: String?) -> String? {
        guard let id else { return nil }
        if id == textLabel { return "Title" }
        if id == detailTextLabel { return kind == .subtitle ? "Subtitle" : "Detail" }
        return nil
    }

    /// The horizontal hugging (and compression resistance) that stands for a built-in label's
    /// frame set to its text: above any priority an author gives their own views short of required.
    static let sizedToTextHugging = 999.0

    /// The horizontal compression resistance that stands for a built-in label's place in
    /// UIKit's layout: a title beside a detail (value1, value2) keeps its text and the detail
    /// gives way first, as in Settings' rows; never a tie between the two, which UIKit's own
    /// layout code cannot have.
    func compression(of id: String?) -> Double {
        guard let id, id == detailTextLabel, kind == .value1 || kind == .value2 else { return IBCellStyle.sizedToTextHugging }
        return IBCellStyle.sizedToTextHugging - 1
    }

    /// The IB ids UIKit places itself.
    var managedIDs: Set<String> {
        Set([textLabel, detailTextLabel, imageView].compactMap { $0 })
    }

    /// The hidden view that stands for the title-and-detail pair inside the content view
    /// `content`, when the style centres one; `screenID` maps IB ids to screen ids.
    func pairView(content: String, screenID: (String) -> String?) -> ViewNode? {
        guard kind == .subtitle, textLabel.flatMap(screenID) != nil, detailTextLabel.flatMap(screenID) != nil else { return nil }
        var node = ViewNode(id: IBCellStyle.pairID(content: content), kind: .view, parent: content)
        node.hidden = true
        node.displayName = "subtitle cell's title and detail"
        return node
    }

    /// The constraints for the managed views of a content view whose screen id is `content`;
    /// `screenID` maps IB ids to screen ids (nil for views not imported).
    func constraints(content: String, screenID: (String) -> String?, location: SourceLocation) -> [ConstraintSpec] {
        let box = LayoutItem.view(content)
        var result: [ConstraintSpec] = []
        func add(_ name: String, _ first: Anchor, _ second: Anchor, _ constant: Double = 0, relation: LayoutRelation = .equal,
                 priority: Double = 1000) {
            result.append(ConstraintSpec(id: "\(first.item.viewID).cellStyle.\(name)", first: first, relation: relation,
                                         second: second, constant: constant, priority: priority, origin: .code, location: location))
        }
        /// The basic style's title is as tall as the content view (its text centred in it).
        func fill(_ view: LayoutItem) {
            add("centerY", Anchor(view, .centerY), Anchor(box, .centerY))
            add("top", Anchor(view, .top), Anchor(box, .top), relation: .greaterThanOrEqual)
            add("height", Anchor(view, .height), Anchor(box, .height), priority: IBCellStyle.fillPriority)
        }
        /// Centred vertically, inside the vertical margins (so large text makes the cell taller).
        func centre(_ view: LayoutItem) {
            add("centerY", Anchor(view, .centerY), Anchor(box, .centerY))
            add("top", Anchor(view, .top), Anchor(box, .topMargin), relation: .greaterThanOrEqual)
            add("bottom", Anchor(view, .bottom), Anchor(box, .bottomMargin), relation: .lessThanOrEqual)
        }
        let image = imageView.flatMap(screenID).map(LayoutItem.view)
        let title = textLabel.flatMap(screenID).map(LayoutItem.view)
        let detail = detailTextLabel.flatMap(screenID).map(LayoutItem.view)
        var leadingEdge = Anchor(box, .leadingMargin), leadingGap = indentation
        if let image {
            add("leading", Anchor(image, .leading), Anchor(box, .leadingMargin), indentation)
            centre(image)
            leadingEdge = Anchor(image, .trailing)
            leadingGap = IBCellStyle.gap
        }
        switch kind {
        case .default, .subtitle:
            for label in [title, detail].compactMap({ $0 }) {
                add("leading", Anchor(label, .leading), leadingEdge, leadingGap)
                // The basic title spans the row; subtitle lines are as wide as their text.
                add("trailing", Anchor(label, .trailing), Anchor(box, .trailingMargin),
                    relation: kind == .subtitle ? .lessThanOrEqual : .equal)
            }
            if kind == .subtitle, let title, let detail {
                // The two lines touch and the pair is centred in the row (not its margins:
                // Interface Builder's 44 pt rows hold a 20.5 + 16 pt pair, 3.75 pt above and below).
                let pair = LayoutItem.view(IBCellStyle.pairID(content: content))
                add("top", Anchor(detail, .top), Anchor(title, .bottom))
                add("pairTop", Anchor(pair, .top), Anchor(title, .top))
                add("pairBottom", Anchor(pair, .bottom), Anchor(detail, .bottom))
                add("pairCenterY", Anchor(pair, .centerY), Anchor(box, .centerY))
                add("pairLeading", Anchor(pair, .leading), Anchor(box, .leading))
                result.append(ConstraintSpec(id: "\(pair.viewID).width", first: Anchor(pair, .width), relation: .equal,
                                             second: nil, constant: 0, priority: 1000, origin: .code, location: location))
                add("topEdge", Anchor(title, .top), Anchor(box, .top), relation: .greaterThanOrEqual)
                add("bottomEdge", Anchor(detail, .bottom), Anchor(box, .bottom), relation: .lessThanOrEqual)
            } else {
                [title, detail].compactMap { $0 }.forEach(fill)
            }
        case .value1, .value2:
            if let title {
                add("leading", Anchor(title, .leading), leadingEdge, leadingGap)
                centre(title)
            }
            if let detail {
                add("trailing", Anchor(detail, .trailing), Anchor(box, .trailingMargin))
                centre(detail)
                if let title {
                    add("spacing", Anchor(detail, .leading), Anchor(title, .trailing), kind == .value1 ? IBCellStyle.gap : 6, relation: .greaterThanOrEqual)
                    // UIKit's layout never gives a frame a negative width: squeezed out, the
                    // detail ends at zero width and the title is cut at the row's margin.
                    add("minimumWidth", Anchor(detail, .leading), Anchor(detail, .trailing), relation: .lessThanOrEqual)
                }
            } else if let title {
                add("trailing", Anchor(title, .trailing), Anchor(box, .trailingMargin), relation: .lessThanOrEqual)
            }
        }
        return result
    }
}
