import Diagnostics
import LayoutEngine

/// `overlap`: two visible text-bearing views or controls that are not nested intersect by more
/// than `tolerance`. Views that scroll are only compared with views that scroll with them; a
/// button without a title laid over the whole of another view (a tap area), or across a text
/// field's end (an accessory), does not overlap it, nor does a button that draws nothing;
/// an empty label draws nothing, and a view whose frame is ambiguous is not compared. A label
/// counts where it draws its text (`drawnRect`), not the whole of a stretched frame, and a text
/// view inside its default text insets (`textArea`).
public struct OverlapCheck: FindingCheck {
    /// Overlaps smaller than this (square points) are touching edges.
    public static let tolerance = 1.0

    /// Creates the check.
    public init() {}

    public var kind: FindingKind { .overlap }
    public var severity: FindingSeverity { .warning }
    public var title: String { "Overlapping views" }
    public var explanation: String { "Two text-bearing views or controls that are not nested intersect." }
    public var heading: String { "overlap" }
    public var fields: [String] { ["otherView", "area"] }
    public var example: CheckExample {
        CheckExample(spec: """
            screen: Example
            views:
              name:  { type: label, parent: root, text: "Name", style: body }
              badge: { type: label, parent: root, text: "New", style: body }
            constraints:
              - name.leading = root.safeArea.leading + 16
              - name.top = root.safeArea.top + 16
              - badge.leading = name.leading + 10
              - badge.top = name.top
            """, view: "name")
    }

    public func reasonNotJudged(_ node: ViewNode, in context: CheckContext) -> String? {
        if !(node.kind.showsText || node.kind.isControl) { return "it is neither a text view nor a control" }
        if node.textStandsIn { return NotJudged.standIn }
        if (node.kind == .label || node.kind == .textView) && (context.shownText(node.id) ?? "").isEmpty { return "it is empty: it draws nothing" }
        return nil
    }

    public func findings(in context: CheckContext) -> [Finding] {
        let index = context.index
        // A label holding a stand-in for its run-time text has no width of its own to overlap
        // with; an empty label or text view draws nothing to overlap.
        let candidates = context.visibleViews.filter { view in
            guard (view.kind.showsText || view.kind.isControl) && !view.textStandsIn else { return false }
            let drawsNothing = (view.kind == .label || view.kind == .textView) && (context.shownText(view.id) ?? "").isEmpty
            return !drawsNothing
        }
        let frames: [Rect?] = candidates.map { view in
            guard let laidOut = context.laidOut(view.id), laidOut.frame.width > 0, laidOut.frame.height > 0 else { return nil }
            switch view.kind {
            case .label: return OverlapCheck.drawnRect(of: laidOut, alignment: view.alignment)
            case .textView: return OverlapCheck.textArea(of: laidOut.frame)
            default: return laidOut.frame
            }
        }
        // Sweep down the screen: only views whose vertical extents meet can intersect, so a
        // long column compares each view with its few neighbours, not with every other view.
        let byTop = frames.indices.filter { frames[$0] != nil }.sorted { (frames[$0]?.y ?? 0, $0) < (frames[$1]?.y ?? 0, $1) }
        var pairs: [(Int, Int, Rect)] = []
        for (position, i) in byTop.enumerated() {
            guard let a = frames[i] else { continue }
            for j in byTop[(position + 1)...] {
                guard let b = frames[j] else { continue }
                if b.y >= a.y + a.height { break }
                guard let overlap = a.intersection(b), overlap.width * overlap.height > OverlapCheck.tolerance else { continue }
                pairs.append(i < j ? (i, j, overlap) : (j, i, overlap))
            }
        }
        var findings: [Finding] = []
        for (i, j, overlap) in pairs.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
            let first = candidates[i]
            let second = candidates[j]
            // Scrolling content passes under fixed bars by design: only compare views that scroll together.
            guard !index.areNested(first.id, second.id), context.isInsideScroll(first.id) == context.isInsideScroll(second.id) else { continue }
            if isTapArea(first, covering: frames[j], frames[i], context) || isTapArea(second, covering: frames[i], frames[j], context) { continue }
            if Self.isInvisible(first, in: context) || Self.isInvisible(second, in: context) { continue }
            if shownAlternately(first.id, second.id, context) { continue }
            if isFieldAccessory(first, inside: second, frames[i], frames[j], context)
                || isFieldAccessory(second, inside: first, frames[j], frames[i], context) { continue }
            // Where the solver put a view whose frame is ambiguous says nothing: the ambiguity is reported.
            if [first.id, second.id].contains(where: { id in
                context.isPlacedArbitrarily(id, along: .horizontal) || context.isPlacedArbitrarily(id, along: .vertical)
            }) { continue }
            if OverlapCheck.withinLinePadding(first, second, overlap) { continue }
            let area = overlap.width * overlap.height
            findings.append(Finding(.overlap(otherView: second.id, area: Format.rounded(area)), variant: context.variant,
                                    view: first.id, location: first.location,
                                    message: "overlaps \(second.id) by \(Format.number(overlap.width))×\(Format.number(overlap.height)) pt",
                                    text: context.shownText(first.id)))
        }
        return findings
    }

    /// How far a view's frame may reach past a tap area that holds it: a control's frame can
    /// extend beyond the alignment rectangle its constraints place (UISwitch's 2 pt trailing
    /// outset), so a switch pinned to the edge of a cell-wide tap button pokes out by that much.
    static let tapAreaOutset = 2.5

    /// How far two labels' line boxes may overlap, one above the other, with no letters
    /// meeting: a line box holds the font's ascent above the letters' tops and its descent
    /// below their baseline, so where one label's last line meets the next one's first, the
    /// first two points are empty above capitals and only descenders reach below (DashWallet's
    /// stacked transaction rows: touching boxes, not text over text).
    static let linePadding = 2.0

    /// True when `first` and `second` are labels whose drawn lines overlap by no more than
    /// `linePadding` vertically: their boxes touch, their letters do not.
    static func withinLinePadding(_ first: ViewNode, _ second: ViewNode, _ overlap: Rect) -> Bool {
        first.kind == .label && second.kind == .label && overlap.height <= linePadding
    }

    /// Where a label draws its text: UILabel centres its lines vertically in its frame and
    /// places them by its alignment (natural: the leading side), so the part of a stretched
    /// frame beside or above its text shows nothing another view could collide with.
    static func drawnRect(of label: ViewLayout, alignment: TextAlignment) -> Rect {
        let frame = label.frame
        guard let measured = label.measurement else { return frame }
        let width = min(frame.width, measured.width), height = min(frame.height, measured.height)
        guard width > 0, height > 0 else { return frame }
        let rightToLeft = label.effectiveDirection == .rightToLeft
        let x: Double
        switch alignment {
        case .center: x = frame.x + (frame.width - width) / 2
        case .right: x = frame.x + frame.width - width
        case .left: x = frame.x
        case .natural, .justified: x = rightToLeft ? frame.x + frame.width - width : frame.x
        }
        return Rect(x: x, y: frame.y + (frame.height - height) / 2, width: width, height: height)
    }

    /// UITextView's default text container inset (8 pt above and below) and line fragment
    /// padding (5 pt at each side): its text never draws there.
    static let textViewInsets = EdgeInsets(top: 8, left: 5, bottom: 8, right: 5)

    /// Where a text view can draw text: its frame less `textViewInsets`, so a name label laid
    /// over the empty top inset of a message text view overlaps nothing it shows. A text view
    /// too small for the default insets has had them changed: its whole frame counts.
    static func textArea(of frame: Rect) -> Rect {
        let insets = textViewInsets
        let width = frame.width - insets.left - insets.right, height = frame.height - insets.top - insets.bottom
        guard width > 0, height > 0 else { return frame }
        return Rect(x: frame.x + insets.left, y: frame.y + insets.top, width: width, height: height)
    }

    /// A button the file gives nothing to draw and no code reaches (no outlet): an invisible tap
    /// target over its neighbours, which covers nothing a user sees.
    static func isInvisible(_ node: ViewNode, in context: CheckContext) -> Bool {
        guard node.kind == .button, node.drawsNothing, context.isTitleless(node) else { return false }
        let screen = context.index.screen
        return !(screen.appFacts.outlets + screen.appFacts.outletCollections).contains { $0.viewID == node.id }
    }

    /// A button without a title of its own whose frame holds the other view whole: a tap area
    /// laid over its content (a whole cell or card made tappable), covering it by design.
    private func isTapArea(_ button: ViewNode, covering other: Rect?, _ frame: Rect?, _ context: CheckContext) -> Bool {
        guard context.isTitleless(button), let other, let frame else { return false }
        return frame.contains(other, tolerance: OverlapCheck.tapAreaOutset)
    }

    /// True when the app's code shows the two views, or views holding them, one at a time.
    private func shownAlternately(_ one: String, _ other: String, _ context: CheckContext) -> Bool {
        let pairs = context.index.screen.appFacts.alternatelyShown
        guard !pairs.isEmpty else { return false }
        let left = [one] + context.index.ancestors(of: one), right = [other] + context.index.ancestors(of: other)
        return left.contains { a in right.contains { b in pairs.contains([a, b].sorted()) } }
    }

    /// A button that draws no title (none of its own, or an image filling it) lying across a
    /// text field's width, centred within its height: an accessory laid over the field's end
    /// (show password, clear, scan), as its `rightView` would be, however tall its tap area.
    private func isFieldAccessory(_ button: ViewNode, inside field: ViewNode, _ buttonFrame: Rect?, _ fieldFrame: Rect?,
                                  _ context: CheckContext) -> Bool {
        guard field.kind == .textField, context.isTitleless(button) || context.imageFillsButton(button),
              let buttonFrame, let fieldFrame else { return false }
        let centre = buttonFrame.y + buttonFrame.height / 2
        return buttonFrame.x >= fieldFrame.x - 0.5 && buttonFrame.x + buttonFrame.width <= fieldFrame.x + fieldFrame.width + 0.5
            && centre >= fieldFrame.y && centre <= fieldFrame.y + fieldFrame.height
    }

    public func summaryVerb(for worst: Finding) -> String {
        guard case .overlap(let other, _) = worst.details else { return "overlaps another view" }
        return "overlaps \(other)"
    }

    public func worstPhrase(for worst: Finding) -> String? {
        guard case .overlap(_, let area) = worst.details else { return nil }
        return "\(Format.number(area)) pt²"
    }

    public func suggestion(for worst: Finding, firstFailures: [FirstFailure], locales: [String]) -> String? {
        guard case .overlap(let other, _) = worst.details else { return nil }
        return "separate \(worst.view) and \(other) with a constraint (e.g. spacing >= 8) so one pushes the other"
    }
}
