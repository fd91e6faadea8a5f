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
        let views = [finding.view] + finding.details.otherViews
        var lineage: [String] = []
        for view in views { lineage += [view] + index.ancestors(of: view) }
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
            for assumption in recorded where touched.contains(assumption.view) && !(mirroring && (assumption.about == .text || assumption.about == .placement)) { add(assumption) }
        }
        // A view the app's code creates and places (a xib's view, a view class): the code hosting
        // it gives its size, for which the sweep takes the screen's width and the file's height.
        if index.screen.hostPlacesComponent, !mirroring, let component = index.screen.componentView {
            add(Assumption(view: component, about: .size,
                           what: "it is inside a view the app's code creates and places: the code that hosts it gives its size, for which the screen's width and the file's height stand in",
                           location: index.nodes[component]?.location))
        }
        if mirroring, let node = index.nodes[finding.view], isDecorative(node, in: index) {
            add(Assumption(view: finding.view, about: .intent,
                           what: "it is a plain view with nothing to read or tap inside (a fade, a divider, a background): it may be placed by its physical edge on purpose",
                           location: node.location))
        }
        // What these kinds report is the text's own state (untranslated, unscaled), not a layout
        // the made-up text produced; nor does a text change mirroring.
        let textKinds: Set<FindingKind> = [.designTimeText, .missingTranslation, .fixedFont, .rtlNotMirrored]
        for view in views where !textKinds.contains(finding.kind) {
            guard let node = index.nodes[view], node.kind.showsText else { continue }
            if let family = context.laidOut(view)?.measurement?.missingFontFamily {
                add(Assumption(view: view, about: .font,
                               what: "its font '\(family)' is not among the fonts the sweep has (an app's own or icon font): another face stands in for it, so its size and glyphs are that face's",
                               location: node.location))
            }
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

    /// A plain view (no text, no control, no image) with no view inside that shows text or
    /// takes touches: nothing in it reads or works differently in a mirrored layout.
    private static func isDecorative(_ node: ViewNode, in index: ScreenIndex) -> Bool {
        node.kind == .view && !index.holdingContent.contains(node.id)
    }
}
