import LayoutEngine
import TextEngine

/// Adapts a `LayoutSession` and its `LayoutResult` to what the findings need.
final class EngineSession: VariantLayoutSession {
    private let session: LayoutSession
    private let constraints: [String: ConstraintSpec]

    init(session: LayoutSession, screen: Screen) {
        self.session = session
        self.constraints = Dictionary(screen.constraints.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func layoutFrames(category: ContentSizeCategory, locale: String, resolve: (TextSource) -> String) -> VariantLayout {
        let result = session.layout(category: category, locale: locale, analyze: false, resolve: resolve)
        return VariantLayout(rootSize: result.rootSize, safeArea: result.safeArea, views: laidOutViews(result), converged: result.converged)
    }

    private func laidOutViews(_ result: LayoutResult) -> [String: LaidOutView] {
        var views: [String: LaidOutView] = [:]
        views.reserveCapacity(result.views.count)
        for view in result.views where view.id != LayoutItem.rootID {
            views[view.id] = LaidOutView(frame: view.frame, intrinsic: view.intrinsic, measurement: view.measurement)
        }
        return views
    }

    func layout(category: ContentSizeCategory, locale: String, resolve: (TextSource) -> String) -> VariantLayout {
        let result = session.layout(category: category, locale: locale, resolve: resolve)
        let views = laidOutViews(result)
        let losses = result.compressionLosses.map { loss in
            ContentLoss(view: loss.view, axis: loss.axis, lost: loss.lost, because: references(loss.because, loss.becauseIDs))
        }
        var ambiguous: [AmbiguousView] = []
        for report in result.ambiguous {
            // A tie may hold more than two views (three buttons squeezed at the same priority).
            let tie = report.cause != .underconstrained && report.views.count >= 2
            for (index, view) in report.views.enumerated() {
                let others = report.views.indices.filter { $0 != index }.map { report.views[$0] }.joined(separator: ", ")
                ambiguous.append(AmbiguousView(view: view, tiedWith: tie ? others : nil,
                                               tiedPriority: tie ? report.tiedPriority : nil))
            }
        }
        return VariantLayout(rootSize: result.rootSize, safeArea: result.safeArea, views: views, compressionLosses: losses,
                             conflicts: zip(result.conflicts, result.conflictIDs).map { references($0, $1) },
                             broken: references(result.broken, result.brokenIDs), ambiguous: ambiguous, converged: result.converged)
    }

    private func references(_ texts: [String], _ ids: [String]) -> [ConstraintReference] {
        texts.enumerated().map { index, text in
            let spec = index < ids.count ? constraints[ids[index]] : nil
            return ConstraintReference(text: text, view: spec?.first.item.viewID, priority: spec?.priority ?? 1000, location: spec?.location)
        }
    }
}
