import Diagnostics
import Foundation
import LayoutEngine
import SwiftLayoutReader

/// Interface Builder views the app's code places in its layout pass (`LayoutPassFrames`): a
/// cell's `layoutSubviews` pinning an outlet with PinLayout, a controller's
/// `viewDidLayoutSubviews` setting one's `frame`. UIKit runs that code after Auto Layout, so the
/// frame the file's constraints or autoresizing mask give such a view (and the views inside
/// it) says nothing about the app: they are marked placed by code the reader does not evaluate
/// (`Screen.placedByUnreadCode`), with a note each. One PinLayout holds by one horizontal
/// edge, in an app that never sets `Pin.layoutDirection`, lands on the same side in every
/// locale (PinLayout's default direction is left to right): it is not mirrored in right-to-left
/// (`Screen.placedLeftToRightByCode`).
enum LayoutPassPlacement {
    /// `screens` with the views their classes' layout pass places marked.
    static func applied(to screens: [Screen], apps: AppSources) -> [Screen] {
        var result = screens
        for (root, indices) in apps.screensByRoot(screens, where: { !$0.outlets.isEmpty }) {
            let sources = apps.swift(under: root)
            let outletClasses = Set(indices.flatMap { screens[$0].outlets.map(\.className) })
            // A class inherits the layout pass of the classes it descends from.
            let lineage = Dictionary(uniqueKeysWithValues: outletClasses.map { ($0, [$0] + sources.superclasses(of: $0)) })
            let placed = LayoutPassFrames.placements(of: Set(lineage.values.joined()), in: sources)
            guard !placed.isEmpty else { continue }
            // PinLayout lays out left to right unless the app sets `Pin.layoutDirection`.
            let pinFollowsLocale = apps.code(under: root).contains { $0.data.range(of: Data("Pin.layoutDirection".utf8)) != nil }
            for index in indices {
                let ids = Set(result[index].views.map(\.id))
                for outlet in screens[index].outlets where ids.contains(outlet.viewID) {
                    guard let placement = (lineage[outlet.className] ?? []).lazy.compactMap({ placed[$0]?[outlet.property] }).first,
                          result[index].placedByUnreadCode.insert(outlet.viewID).inserted else { continue }
                    result[index].warnings.append(Diagnostic(
                        .note, "\(outlet.className).\(outlet.property) (\(outlet.viewID)) is placed by the class's layout pass: its position and size are the code's, not judged",
                        at: placement.location))
                    if let oneSided = placement.oneSidedPin, !pinFollowsLocale {
                        result[index].placedLeftToRightByCode[outlet.viewID] = oneSided
                    }
                }
            }
        }
        return result
    }
}
