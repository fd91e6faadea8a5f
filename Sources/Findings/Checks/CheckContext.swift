import LayoutEngine

/// Everything a check may read about one variant of one screen: the variant, the screen's
/// facts, the layout engine's result, the strings each view shows and, for a right-to-left
/// variant, the same strings laid out left to right.
public struct CheckContext: Sendable {
    /// Losses smaller than this (points) are rounding, not clipping; positions closer than
    /// this count as in place.
    public static let clipTolerance = 0.5
    /// How far off (points) a frame may be and still count as in place or mirrored.
    public static let positionTolerance = 1.0
    /// How far a view's right-to-left frame may sit from its mirror image and still count as
    /// mirrored: 4 pt on each side, the optical nudge a centred logo or panel is given
    /// (`centerX = superview.centerX - 3`), which reads as centred in both directions.
    public static let mirroringTolerance = 8.0

    /// The variant.
    public let variant: Variant
    /// The screen's facts (views in order, stacks, RTL opt-outs, left/right constraints).
    public let index: ScreenIndex
    /// The variant's layout.
    public let layout: LayoutResult
    /// Each text-bearing view's resolved strings (text or placeholder first, then segments).
    public let texts: [String: [ResolvedTextEntry]]
    /// For right-to-left variants: the same locale laid out left to right.
    public let twin: LayoutResult?
    /// View id → the view after layout (the root excluded).
    public let views: [String: ViewLayout]
    /// View id → the view in the left-to-right twin.
    public let twinViews: [String: ViewLayout]
    /// View id → the compression losses above `clipTolerance`, in the layout's order.
    public let losses: [String: [CompressionLoss]]

    /// Creates a context.
    public init(variant: Variant, index: ScreenIndex, layout: LayoutResult, texts: [String: [ResolvedTextEntry]],
                twin: LayoutResult?) {
        self.variant = variant
        self.index = index
        self.layout = layout
        self.texts = texts
        self.twin = twin
        views = CheckContext.byID(layout.views)
        twinViews = twin.map { CheckContext.byID($0.views) } ?? [:]
        var losses: [String: [CompressionLoss]] = [:]
        for loss in layout.compressionLosses where loss.lost > CheckContext.clipTolerance {
            losses[loss.view, default: []].append(loss)
        }
        self.losses = losses
    }

    /// The screen's bounds in root coordinates.
    public var rootBounds: Rect {
        Rect(x: 0, y: 0, width: layout.rootSize.width, height: layout.rootSize.height)
    }

    private static func byID(_ views: [ViewLayout]) -> [String: ViewLayout] {
        var byID: [String: ViewLayout] = [:]
        byID.reserveCapacity(views.count)
        for view in views where view.id != LayoutItem.rootID { byID[view.id] = view }
        return byID
    }

    /// A view after layout, by id.
    public func laidOut(_ id: String) -> ViewLayout? {
        views[id]
    }

    /// The string a view shows in this variant (its text, else its placeholder), when it shows
    /// one; nil for a stand-in for a text set at run time (it is not the app's text to quote).
    public func shownText(_ id: String) -> String? {
        if index.nodes[id]?.textStandsIn == true { return nil }
        return texts[id]?.first?.resolved.text
    }

    /// True for a button that shows no title of its own in this variant: an image, labels of
    /// its own inside it, or a title the files do not give.
    public func isTitleless(_ node: ViewNode) -> Bool {
        node.kind == .button && (shownText(node.id) ?? "").isEmpty
    }

    /// True for a button whose image, with its content insets, is at least as wide as the
    /// button's frame: UIKit lays the image out first and the title gets no width to draw in.
    public func imageFillsButton(_ node: ViewNode) -> Bool {
        guard node.kind == .button, let image = node.imageSize, let frame = laidOut(node.id)?.frame else { return false }
        return image.width + node.contentInsets.left + node.contentInsets.right >= frame.width - CheckContext.clipTolerance
    }

    /// ` (…)` for a message about a text that is a stand-in for an unknown run-time string: a
    /// design-time text lengthened outside the development locale (`designTimeExpansion`), so a
    /// reader knows the finding is a stress of what code may set, not the app's own words. Empty otherwise.
    public func standInNote(_ id: String) -> String {
        guard let entry = texts[id]?.first, entry.resolved.isDesignTime,
              let written = index.nodes[id]?.text?.fallback ?? index.nodes[id]?.placeholder?.fallback,
              entry.resolved.text.count > written.count, entry.resolved.text.hasPrefix(written) else { return "" }
        return " (design-time text lengthened as a stand-in for a run-time string)"
    }

    /// Views laid out and drawn (not hidden themselves or through an ancestor), in screen order.
    public var visibleViews: [ViewNode] {
        index.screen.views.filter { views[$0.id]?.hidden == false }
    }

    /// Whether the view's position on `axis`, or an enclosing view's, is ambiguous in this
    /// layout (or, with `twin`, in its left-to-right twin), or placed by code the reader could
    /// not evaluate (`Screen.placedByUnreadCode`): where the solver happened to put it says
    /// nothing, and an ambiguity is reported on its own.
    /// With `judgingMirroring`, views placed by code that never asks the layout direction
    /// (`Screen.placedByDirectionBlindCode`) are not arbitrary: they stay put as the file's do.
    public func isPlacedArbitrarily(_ id: String, along axis: LayoutAttribute.Axis, twin: Bool = false, judgingMirroring: Bool = false) -> Bool {
        let unread = index.screen.appFacts.placedByUnreadCode
        let blind = judgingMirroring ? index.screen.appFacts.placedByDirectionBlindCode : []
        return ([id] + index.ancestors(of: id)).contains { view in
            (unread.contains(view) && !blind.contains(view)) || views[view]?.ambiguousAxes.contains(axis) == true
                || (twin && twinViews[view]?.ambiguousAxes.contains(axis) == true)
        }
    }

    /// True when a view sits in a scroll view's content (it may extend past the screen).
    public func isInsideScroll(_ id: String) -> Bool {
        views[id]?.insideScrollContent ?? false
    }

    /// `“text”` shortened to 40 characters, or `text` when there is none, for messages.
    public static func quote(_ text: String?) -> String {
        guard let text else { return "text" }
        let short = text.count > 40 ? String(text.prefix(39)) + "…" : text
        return "“\(short)”"
    }
}
