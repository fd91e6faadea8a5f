import Diagnostics
import LayoutEngine

/// What a finding in one variant rests on that was not read from the files: the assumptions
/// the app-code rules recorded on its view, a view it sits in or the other view it overlaps,
/// and a text the sweep made up for this variant (a stand-in for one code fills, or the file's
/// untranslated text lengthened as if code set another).
enum FindingEvidence {
    /// The assumptions of `finding` in `context`, each once, views in order.
    static func assumptions(of finding: Finding, in context: CheckContext) -> [Assumption] {
        let index = context.index
        // A conflict among required constraints: every view they constrain takes part.
        let conflict = finding.kind == .unsatisfiable ? conflictSet(of: finding, in: context) : nil
        let views = [finding.view] + finding.details.otherViews + (conflict ?? []).compactMap(\.view)
        var lineage: [String] = []
        for view in views { lineage += [view] + index.ancestors(of: view) }
        let pushed = viewsPushing(finding, in: index)
        let tied = pushed?.views ?? []
        let pushing = pushed.map { textsPushing(among: $0.views, axis: $0.axis, in: index) } ?? []
        let pushingSet = Set(pushing)
        var found: [Assumption] = []
        func add(_ assumption: Assumption) {
            if !found.contains(assumption) { found.append(assumption) }
        }
        // Mirroring compares the layout with its left-to-right twin of the same strings: what the
        // text is does not change whether a view mirrors, and constants code sets are judged by
        // the mirroring check itself.
        let mirroring = finding.kind == .rtlNotMirrored
        let recorded = index.screen.appFacts.assumptions
        if !recorded.isEmpty {
            let touched = Set(lineage)
            let ownLineage = Set([finding.view] + index.ancestors(of: finding.view))
            // A size the screen's root takes from its host bears on every view in it.
            let screenWide = { (assumption: Assumption) in
                assumption.view == LayoutItem.rootID && assumption.about == .size && !mirroring
                    && !Self.textStateKinds.contains(finding.kind) && conflict.map(Self.conflictUsesRoot) ?? true
            }
            // A value code computes for a view tied to it (a constant of the constraints placing
            // its neighbour, a constraint code switches, a removal) moves it as much as a text
            // does; code that leaves the neighbour's constraints in force (hiding it, fading it)
            // does not.
            let pushes = { (assumption: Assumption) in
                (pushingSet.contains(assumption.view) && [.text, .textStyle].contains(assumption.about))
                    || (tied.contains(assumption.view) && assumption.about == .code && !assumption.keepsConstraints)
            }
            for assumption in recorded where touched.contains(assumption.view) || screenWide(assumption) || pushes(assumption) {
                if mirroring && [.text, .placement, .textStyle].contains(assumption.about) { continue }
                // Only running off the screen can be where a view is parked until code moves it.
                if assumption.about == .movedLater && finding.kind != .offscreen { continue }
                // Whenever the view shows, what is found about it alone holds; an overlap needs
                // both views showing, and views the code shows by conditions may be shown one at a time.
                if assumption.about == .visibility && ownLineage.contains(assumption.view)
                    && ![.unsatisfiable, .overlap].contains(finding.kind) { continue }
                // Where code places a view does not change what its text is or how it scales.
                if Self.textStateKinds.contains(finding.kind) && assumption.about == .placement { continue }
                if Self.frameIgnoresContent(assumption, finding, index) { continue }
                // Code moving other views, or their constraints, cannot undo a clip the view's own
                // size constant makes (`label.height = 21`).
                if assumption.about == .placement, assumption.view != finding.view, Self.clipDecidedByOwnSize(finding) { continue }
                if assumption.about == .text && Self.lineHeightOnly(assumption.view, finding, context) { continue }
                if let conflict, !bearsOnConflict(assumption, conflict, index) { continue }
                add(assumption)
            }
        }
        if let close = standInFontMargin(of: finding, in: context) { add(close) }
        if let emoji = standInEmojiMargin(of: finding, in: context) { add(emoji) }
        if let padding = segmentPaddingOnly(of: finding, in: context) { add(padding) }
        // A view the app's code creates and places (a xib's view, a view class): the code hosting
        // it gives its size, for which the sweep takes the screen's width and the file's height.
        if index.screen.hostPlacesComponent, !mirroring, let component = index.screen.componentView,
           conflict.map({ conflictUsesHostedSize($0, component: component) }) ?? true,
           !clipIgnoresHostedSize(finding, component: component) {
            add(Assumption(view: component, about: .size,
                           what: "it is inside a view the app's code creates and places: the code that hosts it gives its size, for which the screen's width and the file's height stand in",
                           location: index.nodes[component]?.location))
        }
        if mirroring, let node = index.nodes[finding.view], isDecorative(node, in: index) {
            add(Assumption(view: finding.view, about: .intent,
                           what: "it is a plain or scroll view with nothing to read or tap inside (a fade, a divider, a background): it may be placed by its physical edge on purpose",
                           location: node.location))
        }
        // What the text-state kinds report is the text's own state, not a layout the made-up
        // text produced; nor does a text change mirroring.
        // Nor can a text's size make required constraints conflict: content sizes are never required.
        let textKinds = textStateKinds.union([.rtlNotMirrored, .unsatisfiable])
        for view in views + pushing where !textKinds.contains(finding.kind) {
            guard let node = index.nodes[view], node.kind.showsText, !Self.frameDecides(finding.kind, view, index) else { continue }
            if let family = context.laidOut(view)?.measurement?.missingFontFamily {
                add(Assumption(view: view, about: .font,
                               what: "its font '\(family)' is not among the fonts the sweep has (an app's own or icon font): another face stands in for it, so its size and glyphs are that face's",
                               location: node.location))
            }
            if Self.lineHeightOnly(view, finding, context) { continue }
            if node.textStandsIn {
                add(Assumption(view: view, about: .text, what: "its text is a stand-in for the one the app's code fills in at run time", location: node.location))
            } else if (context.texts[view] ?? []).contains(where: { entry in
                // Written as the file has it (the development language): nothing made up.
                entry.resolved.isDesignTime && !([node.text, node.placeholder] + node.segments.map(Optional.some)).contains { $0?.fallback == entry.resolved.text }
            }) {
                add(Assumption(view: view, about: .text, what: "its text has no \(context.variant.locale) translation: the file's text, lengthened, stands in for what the app shows",
                               location: node.location))
            }
        }
        return found
    }

    /// The views showing text whose size may push `finding`'s view off the screen (of
    /// `viewsPushing`): a single-line text is as tall whatever it says, so it pushes nothing up
    /// or down. In screen order.
    static func textsPushing(_ finding: Finding, in index: ScreenIndex) -> [String] {
        viewsPushing(finding, in: index).map { textsPushing(among: $0.views, axis: $0.axis, in: index) } ?? []
    }

    private static func textsPushing(among views: Set<String>, axis: LayoutAttribute.Axis, in index: ScreenIndex) -> [String] {
        views.filter { view in
            guard let node = index.nodes[view], node.kind.showsText else { return false }
            return axis == .horizontal || !([.label, .button].contains(node.kind) && node.lines == 1)
        }.sorted { (index.order[$0] ?? 0, $0) < (index.order[$1] ?? 0, $1) }
    }

    /// The views whose size or place may push `finding`'s view off the screen: the views inside
    /// it, the views tied to it by constraints along the axis it runs off, or arranged beside it
    /// in a stack along that axis, and so on, with the views inside those. Its superviews hold
    /// it rather than push it, and are left out.
    static func viewsPushing(_ finding: Finding, in index: ScreenIndex) -> (axis: LayoutAttribute.Axis, views: Set<String>)? {
        guard case .offscreen(let edge, _) = finding.details, !index.autoresized.contains(finding.view) else { return nil }
        let axis: LayoutAttribute.Axis = edge == "left" || edge == "right" ? .horizontal : .vertical
        let holders = Set(index.ancestors(of: finding.view)).union([LayoutItem.rootID])
        var seen: Set<String> = [finding.view]
        var queue = [finding.view]
        while let next = queue.popLast() {
            var neighbours = index.ties[axis]?[next] ?? []
            neighbours.formUnion(index.children[next] ?? [])
            if let stack = index.stackOf[next], let arranged = index.nodes[stack]?.stack, arranged.axis == axis {
                neighbours.formUnion(arranged.arranged)
            }
            for neighbour in neighbours where !holders.contains(neighbour) && seen.insert(neighbour).inserted {
                queue.append(neighbour)
            }
        }
        seen.remove(finding.view)
        return (axis, seen)
    }

    /// Kinds that report a text's own state (shown as written, untranslated, not scaling), not
    /// a layout the text produced.
    static let textStateKinds: Set<FindingKind> = [.designTimeText, .missingTranslation, .fixedFont]

    /// How close a stand-in for SF Pro measures: over labels whose width is their text's,
    /// Interface Builder's saved widths and the stand-in's agree within this share of the text.
    static let standInWidthTolerance = 0.03

    /// A text in the system font that misses its width by less than the stand-in's tolerance,
    /// measured without SF Pro: SF Pro may fit it, so the finding rests on the face.
    private static func standInFontMargin(of finding: Finding, in context: CheckContext) -> Assumption? {
        guard let laidOut = context.laidOut(finding.view), let measurement = laidOut.measurement, measurement.systemFontStandsIn,
              let node = context.index.nodes[finding.view] else { return nil }
        let width = laidOut.intrinsic?.width ?? measurement.width
        let missed: Double
        switch finding.details {
        case .clippedText(axis: .horizontal, let lost, _, _, _, _, _): missed = lost
        case .truncatedText(_, let allowed) where allowed == 1: missed = width - laidOut.frame.width
        default: return nil
        }
        guard missed > 0, width > 0, missed <= width * standInWidthTolerance else { return nil }
        let share = (missed / width * 1000).rounded() / 10
        return Assumption(view: finding.view, about: .font,
                          what: "its text misses its width by \(Format.rounded(missed)) pt (\(share) %), within how closely the stand-in for SF Pro (which the sweep does not have) measures it: SF Pro may fit it (add SF Pro to Fonts/ to measure with it)",
                          location: node.location)
    }

    /// How much an emoji's width may differ, in ems, between the emoji face the sweep draws it
    /// with (Noto Color Emoji, about 1.25 em wide) and Apple Color Emoji, which it does not have.
    static let emojiWidthUncertainty = 0.25

    /// A text holding emoji that misses its width (or height) by no more than the emoji's widths
    /// (or its lines' heights) may differ between the stand-in emoji face and Apple's: Apple's
    /// emoji may fit, so the finding rests on the face.
    private static func standInEmojiMargin(of finding: Finding, in context: CheckContext) -> Assumption? {
        guard let laidOut = context.laidOut(finding.view), let measurement = laidOut.measurement,
              let node = context.index.nodes[finding.view] else { return nil }
        let emoji = (context.texts[finding.view] ?? []).map { emojiCount(in: $0.resolved.text) }.max() ?? 0
        guard emoji > 0 else { return nil }
        // Each emoji's width may differ; in height, each line's, as the emoji face's line metrics do.
        let missed: Double, margin: Double, dimension: String
        switch finding.details {
        case .clippedText(axis: .horizontal, let lost, _, _, _, _, _):
            (missed, margin, dimension) = (lost, Double(emoji), "width")
        case .clippedText(axis: .vertical, let lost, _, _, _, _, _):
            (missed, margin, dimension) = (lost, Double(max(1, measurement.linesUsed)), "height")
        case .truncatedText(_, let allowed) where allowed == 1:
            (missed, margin, dimension) = ((laidOut.intrinsic?.width ?? measurement.width) - laidOut.frame.width, Double(emoji), "width")
        default:
            return nil
        }
        guard missed > 0, missed <= margin * emojiWidthUncertainty * measurement.pointSize else { return nil }
        return Assumption(view: finding.view, about: .font,
                          what: "its text holds \(emoji) emoji, measured with the stand-in emoji face (the sweep does not have Apple Color Emoji), whose sizes may differ from Apple's by up to a quarter of the font size: it misses its \(dimension) by \(Format.rounded(missed)) pt, within that",
                          location: node.location)
    }

    /// How many characters of `text` are drawn as emoji: a character whose first scalar is shown
    /// as an emoji by default (flags included), or that asks for emoji presentation (U+FE0F).
    static func emojiCount(in text: String) -> Int {
        text.reduce(0) { count, character in
            let scalars = character.unicodeScalars
            guard let first = scalars.first else { return count }
            let isEmoji = first.properties.isEmojiPresentation || (first.properties.isEmoji && scalars.contains("\u{FE0F}"))
            return count + (isEmoji ? 1 : 0)
        }
    }

    /// A segmented control squeezed by no more than its titles' padding: each title still fits
    /// its segment, and how close to its edges UIKit draws a title before truncating it is not
    /// known (the padding is what Interface Builder sizes the control with, not a minimum).
    private static func segmentPaddingOnly(of finding: Finding, in context: CheckContext) -> Assumption? {
        guard case .clippedText(axis: .horizontal, let lost, _, _, _, _, _) = finding.details,
              let node = context.index.nodes[finding.view], node.kind == .segmentedControl, !node.segments.isEmpty else { return nil }
        let padding = Double(node.segments.count) * 2 * ControlMetrics.segmentPadding
        guard lost > 0, lost <= padding else { return nil }
        return Assumption(view: finding.view, about: .font,
                          what: "every title fits its segment: the control is \(Format.rounded(lost)) pt short of the padding Interface Builder sizes it with (\(Format.number(ControlMetrics.segmentPadding)) pt each side), and how close to a segment's edges UIKit draws a title before truncating it is not known",
                          location: node.location)
    }

    /// Whether an assumption about a view's content (its text, font or text style) is moot for
    /// where the view lies: a view its autoresizing mask places keeps the file's frame whatever
    /// it shows, so where it runs off the screen does not rest on its text.
    private static func frameIgnoresContent(_ assumption: Assumption, _ finding: Finding, _ index: ScreenIndex) -> Bool {
        [.text, .textStyle, .font].contains(assumption.about) && frameDecides(finding.kind, assumption.view, index)
    }

    /// Whether what a label or button title shows is moot for a finding about that view along
    /// the vertical axis: one line of any text is as tall as its font's line. So for a
    /// single-line one, running past the top or bottom edge or clipped in height; for one of
    /// several lines, clipped in height where even one line does not fit. A made-up text decides
    /// nothing there.
    private static func lineHeightOnly(_ view: String, _ finding: Finding, _ context: CheckContext) -> Bool {
        guard view == finding.view, let node = context.index.nodes[view], [.label, .button].contains(node.kind) else { return false }
        switch finding.details {
        case .offscreen(let edge, _):
            return node.lines == 1 && (edge == "top" || edge == "bottom")
        case .clippedText(axis: .vertical, _, _, _, _, _, _):
            if node.lines == 1 { return true }
            guard node.kind == .label, let laidOut = context.laidOut(view), let line = laidOut.measurement?.lineHeight else { return false }
            return laidOut.frame.height < line - CheckContext.clipTolerance
        default:
            return false
        }
    }

    /// Whether a finding of `kind` about an autoresized `view` is decided by its frame alone:
    /// running off the screen is; an overlap is too, except a label's, which counts only where
    /// the label draws its text (`OverlapCheck.drawnRect`), and that is its text's size.
    private static func frameDecides(_ kind: FindingKind, _ view: String, _ index: ScreenIndex) -> Bool {
        guard index.autoresized.contains(view) else { return false }
        switch kind {
        case .offscreen: return true
        case .overlap: return index.nodes[view]?.kind != .label
        default: return false
        }
    }

    /// The required constraints an `unsatisfiable` finding reports as conflicting.
    private static func conflictSet(of finding: Finding, in context: CheckContext) -> [ConstraintRef]? {
        guard case .unsatisfiable(let because, _) = finding.details else { return nil }
        return context.layout.conflicts.first { $0.map(\.label) == because }
    }

    /// Whether an assumption can undo a conflict among required constraints. Content sizes
    /// (texts, fonts, line counts) never enter one, as UIKit never makes hugging or compression
    /// resistance required; and code that sets a constraint's constant or switches it on or off
    /// bears on the conflict only if that constraint is in the set: the set cannot hold
    /// whatever the constraints outside it say.
    private static func bearsOnConflict(_ assumption: Assumption, _ conflict: [ConstraintRef], _ index: ScreenIndex) -> Bool {
        switch assumption.about {
        case .text, .font, .textStyle: return false
        default: break
        }
        // Hiding a view, fading it or setting its frame leaves its constraints in force, unless a
        // stack view arranges it (a hidden arranged view gives up its place) or its autoresizing
        // mask places it (its frame is its constraints).
        if assumption.keepsConstraints, index.stackOf[assumption.view] == nil, !index.autoresized.contains(assumption.view) {
            return false
        }
        guard let constraint = assumption.constraint else { return true }
        return conflict.contains { $0.id == constraint }
    }

    /// Whether a conflict involves the size the sweep gives a component in place of its host's:
    /// the screen's size, the component's pins to it, or the height or width the sweep sets.
    private static func conflictUsesHostedSize(_ conflict: [ConstraintRef], component: String) -> Bool {
        conflict.contains { ref in
            ref.id.hasPrefix("root.") || ref.label.contains("root.")
                || ["pinned.", "canvas.", "itemWidth", "fittingHeight"].contains { ref.id.hasPrefix("\(component).\($0)") }
        }
    }

    /// Whether a clipped text lost to constraints none of which the host's size reaches: not
    /// the screen's root, nor the component view's own (which its host sizes). A button held
    /// to 22 pt by its own height constant clips however its host sizes the view around it.
    private static func clipIgnoresHostedSize(_ finding: Finding, component: String) -> Bool {
        guard case .clippedText(_, _, let because, _, _, _, _) = finding.details, !because.isEmpty else { return false }
        return !because.contains { $0.contains("root.") || $0.hasPrefix("\(component).") || $0.hasPrefix("\(component) ") || $0.contains(" \(component).") }
    }

    /// Whether a `clipped-text` finding's binding constraints are all the view's own size
    /// constants (`title.height = 21`, `badge.width <= 40`).
    static func clipDecidedByOwnSize(_ finding: Finding) -> Bool {
        guard case .clippedText(_, _, let because, _, _, _, _) = finding.details, !because.isEmpty else { return false }
        let prefix = finding.view + "."
        return because.allSatisfy { label in
            guard label.hasPrefix(prefix) else { return false }
            let parts = label.dropFirst(prefix.count).split(separator: " ")
            return parts.count == 3 && ["width", "height"].contains(parts[0]) && ["=", "<=", ">="].contains(parts[1]) && Double(parts[2]) != nil
        }
    }

    /// Whether a conflict involves the screen's root view, whose size the sweep gives.
    private static func conflictUsesRoot(_ conflict: [ConstraintRef]) -> Bool {
        conflict.contains { $0.id.hasPrefix("root.") || $0.label.contains("root.") || $0.view == LayoutItem.rootID }
    }

    /// A plain view or an empty scroll view (no text, no control, no image) with no view inside
    /// that shows text or takes touches: nothing in it reads or works differently in a mirrored layout.
    private static func isDecorative(_ node: ViewNode, in index: ScreenIndex) -> Bool {
        [.view, .scroll].contains(node.kind) && !index.holdingContent.contains(node.id)
    }
}
