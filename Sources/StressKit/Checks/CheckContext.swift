import LayoutEngine

/// Everything a check may read about one variant of one screen: the variant, the screen's
/// facts, the layout, the strings each view shows and, for a right-to-left variant, the same
/// strings laid out left to right.
public struct CheckContext: Sendable {
    /// Losses smaller than this (points) are rounding, not clipping; positions closer than
    /// this count as in place.
    public static let clipTolerance = 0.5
    /// How far off (points) a frame may be and still count as in place or mirrored.
    public static let positionTolerance = 1.0

    /// The variant.
    public let variant: Variant
    /// The screen's facts (views, hidden and scrolling subtrees, stacks, opt-outs).
    public let index: ScreenIndex
    /// The variant's layout.
    public let layout: VariantLayout
    /// Each text-bearing view's resolved strings (text or placeholder first, then segments).
    public let texts: [String: [ResolvedTextEntry]]
    /// For right-to-left variants: the same locale laid out left to right.
    public let twin: VariantLayout?
    /// View id → the compression losses above `clipTolerance`, in the layout's order.
    public let losses: [String: [ContentLoss]]

    /// Creates a context.
    public init(variant: Variant, index: ScreenIndex, layout: VariantLayout, texts: [String: [ResolvedTextEntry]],
                twin: VariantLayout?) {
        self.variant = variant
        self.index = index
        self.layout = layout
        self.texts = texts
        self.twin = twin
        var losses: [String: [ContentLoss]] = [:]
        for loss in layout.compressionLosses where loss.lost > CheckContext.clipTolerance {
            losses[loss.view, default: []].append(loss)
        }
        self.losses = losses
    }

    /// The screen's bounds in root coordinates.
    public var rootBounds: Rect {
        Rect(x: 0, y: 0, width: layout.rootSize.width, height: layout.rootSize.height)
    }

    /// A view after layout, by id.
    public func laidOut(_ id: String) -> LaidOutView? {
        layout.views[id]
    }

    /// The string a view shows in this variant (its text, else its placeholder), when it shows one.
    public func shownText(_ id: String) -> String? {
        texts[id]?.first?.resolved.text
    }

    /// Views that are drawn (not hidden themselves or through an ancestor), in screen order.
    public var visibleViews: [ViewNode] {
        index.screen.views.filter { !index.hidden.contains($0.id) }
    }

    /// `“text”` shortened to 40 characters, or `text` when there is none, for messages.
    public static func quote(_ text: String?) -> String {
        guard let text else { return "text" }
        let short = text.count > 40 ? String(text.prefix(39)) + "…" : text
        return "“\(short)”"
    }
}
