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
        var views = [finding.view]
        if case .overlap(let other, _) = finding.details { views.append(other) }
        var lineage: [String] = []
        for view in views { lineage += [view] + index.ancestors(of: view) }
        var found: [Assumption] = []
        func add(_ assumption: Assumption) {
            if !found.contains(assumption) { found.append(assumption) }
        }
        let recorded = index.screen.assumptions
        if !recorded.isEmpty {
            let touched = Set(lineage)
            for assumption in recorded where touched.contains(assumption.view) { add(assumption) }
        }
        // What these kinds report is the text's own state (untranslated, unscaled), not a layout
        // the made-up text produced.
        let textKinds: Set<FindingKind> = [.designTimeText, .missingTranslation, .fixedFont]
        for view in views where !textKinds.contains(finding.kind) {
            guard let node = index.nodes[view], node.kind.showsText else { continue }
            if node.textStandsIn {
                add(Assumption(view: view, what: "its text is a stand-in for the one the app's code fills in at run time", location: node.location))
            } else if (context.texts[view] ?? []).contains(where: { entry in
                // Written as the file has it (the development language): nothing made up.
                entry.resolved.isDesignTime && !([node.text, node.placeholder] + node.segments.map(Optional.some)).contains { $0?.fallback == entry.resolved.text }
            }) {
                add(Assumption(view: view, what: "its text has no \(context.variant.locale) translation: the file's text, lengthened, stands in for what the app shows",
                               location: node.location))
            }
        }
        return found
    }
}
