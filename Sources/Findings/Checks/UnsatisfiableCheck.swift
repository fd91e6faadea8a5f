import Diagnostics
import LayoutEngine

/// `unsatisfiable`: required constraints contradict each other; the layout broke one of each
/// conflicting set to recover. Reported on the view the broken constraint constrains, with how
/// far the layout misses it: a conflict the layout misses by at most `negligibleMiss` (a 20 pt
/// height against a 20.33 pt line) moves nothing anyone sees, and is a warning, not an error.
public struct UnsatisfiableCheck: FindingCheck {
    /// Creates the check.
    public init() {}

    public var kind: FindingKind { .unsatisfiable }
    public var severity: FindingSeverity { .error }
    public var title: String { "Unsatisfiable constraints" }
    public var explanation: String { "Required constraints contradict each other; one was broken to recover." }
    public var heading: String { "conflicts" }
    public var fields: [String] { ["because", "broken"] }
    public var example: CheckExample {
        CheckExample(spec: """
            screen: Example
            views:
              box: { type: view, parent: root }
            constraints:
              - box.leading = root.safeArea.leading + 16
              - box.top = root.safeArea.top + 16
              - box.height = 40
              - box.width = 100
              - box.width = 200
            """, view: "box")
    }

    public var showsWinningConstraints: Bool { true }

    public func findings(in context: CheckContext) -> [Finding] {
        let layout = context.layout
        // A component its app's code places conflicts with the screen width the sweep pinned it
        // to (its own content fixes its width): that is the sweep's stand-in for the host, not
        // the app's conflict; the pin is what breaks, and the component keeps its own width.
        // Only where the same strings laid out left to right conflict too: a conflict that
        // right to left alone has (a frame-placed view against a centring) is the app's.
        let screen = context.index.screen
        let pinned = screen.hostPlacesComponent ? screen.componentView.map { "\($0).pinned.trailing" } : nil
        let hostPin = pinned.flatMap { pin -> String? in
            guard context.variant.direction == .rightToLeft, let twin = context.twin else { return pin }
            return twin.conflicts.contains { $0.contains { $0.id == pin } } ? pin : nil
        }
        // A component laid out alone stands below the screen's safe area top: that pin is the
        // sweep's, and a cell's code pinning its content view to the cell's own top (where UIKit
        // puts it) conflicts with nothing in the app.
        let topPin = screen.componentView.map { "\($0).pinned.top" }
        return layout.conflicts.compactMap { conflict in
            let broken = conflict.filter { layout.broken.contains($0) }
            if !broken.isEmpty, broken.allSatisfy({ $0.id == hostPin || $0.id == topPin }) { return nil }
            let culprit = broken.last ?? conflict.last
            let view = culprit?.view ?? LayoutItem.rootID
            let misses = broken.map { layout.brokenMisses[$0.id] }
            let miss: Double? = misses.contains(where: { $0 == nil }) || misses.isEmpty ? nil : misses.compactMap { $0 }.max()
            var message = "\(conflict.count) required constraints conflict; broke \(broken.map(\.label).joined(separator: ", "))"
            var severity: FindingSeverity?
            if let miss {
                message += miss <= UnsatisfiableCheck.negligibleMiss
                    ? ", missed by \(Format.number(miss)) pt: nothing visible moves"
                    : ", missed by \(Format.number(miss)) pt"
                if miss <= UnsatisfiableCheck.negligibleMiss { severity = .warning }
            }
            return Finding(.unsatisfiable(because: conflict.map(\.label), broken: broken.map(\.label)), variant: context.variant, view: view,
                           location: culprit?.location ?? context.index.nodes[view]?.location,
                           message: message, severity: severity)
        }
    }

    /// The most a broken constraint may be missed by, in points, for the conflict to be a
    /// warning: under a point, nothing on screen moves.
    public static let negligibleMiss = 1.0

    public func summaryVerb(for worst: Finding) -> String { "has conflicting required constraints" }

    public func suggestion(for worst: Finding, firstFailures: [FirstFailure], locales: [String]) -> String? {
        "remove one constraint of the conflicting set or make it optional (@999)"
    }
}
